package arc_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// TestSignalsThroughBinary runs the reload tests of triggers, latches, wakes,
// quarantine and child arcs through the binary form.
func TestSignalsThroughBinary(t *testing.T) {
	reloadBinary = true
	defer func() { reloadBinary = false }()
	for name, f := range map[string]func(*testing.T){"GateSignals": TestGateSignals, "WakeBeforeSave": TestWakeBeforeSave,
		"Quarantine": TestQuarantine, "ChildrenSave": TestChildrenSave} {
		t.Run(name, f)
	}
}

// mixed returns a world of n arcs of every kind: tutorials (every third pair
// sharing one *griff.Rand, the others a Rand each), gates waiting on triggers and
// latches, and keepers holding child arcs, with raises and latch changes scripted
// by step.
func mixed(n int) *world {
	w := newWorld()
	w.ctx.Moved = true
	var shared *griff.Rand
	for i := range n {
		switch i % 4 {
		case 0, 1:
			tu := &example.Tutorial{Rand: griff.NewRand(uint64(i))}
			if i%3 == 0 {
				if shared == nil || i%2 == 1 {
					shared = griff.NewRand(uint64(1000 + i))
				}
				tu.Rand = shared
			}
			w.s.Add(tu)
		case 2:
			g := &example.Gate{}
			g.SetOwner(fmt.Sprint("gate#", i))
			w.s.Add(g)
		case 3:
			w.s.Add(&example.Keeper{Gate: &example.Gate{}, Echo: &example.Echo{Name: fmt.Sprint("echo", i), Every: step * 10}})
		}
		if i%50 == 7 { // arcs that start a little later
			w.step()
		}
	}
	return w
}

// mixedStep is one step of a mixed world, with its raises and latch changes.
func mixedStep(w *world) {
	switch (w.tick + 1) % 37 {
	case 5:
		w.ctx.Bell.Raise()
	case 11:
		w.ctx.Door.Raise()
	case 20:
		w.ctx.Lamp.Set()
	case 30:
		w.ctx.Lamp.Clear()
	}
	w.step()
}

// state is what a world's future depends on: its JSON save and its log.
func state(w *world) string { return string(w.s.Save()) + "\n" + strings.Join(w.ctx.Log, "\n") }

// TestSnapshot1000 takes a snapshot of 1,000 arcs in flight (every pause kind,
// shared random streams, trigger and latch waits, children), plays on, then loads
// the snapshot into a fresh world and plays the same steps: the end states must be
// equal, and snapshot, load, snapshot must give the same bytes.
func TestSnapshot1000(t *testing.T) {
	for _, at := range []int{30, 113, 260} {
		w := mixed(1000)
		for w.tick < at {
			mixedStep(w)
		}
		snap, err := w.s.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		n := newWorld()
		n.ctx.Moved, n.tick, n.ctx.Log = true, w.tick, slices.Clone(w.ctx.Log)
		problems, err := n.s.LoadSnapshot(snap, newArc)
		if err != nil || len(problems) > 0 {
			t.Fatalf("at %d: LoadSnapshot: %v %v", at, err, problems)
		}
		again, _ := n.s.AppendSnapshot(nil)
		if !bytes.Equal(again, snap) {
			t.Fatalf("at %d: snapshot, load, snapshot gives other bytes", at)
		}
		for range 400 {
			mixedStep(w)
			mixedStep(n)
		}
		if a, b := state(w), state(n); a != b {
			t.Fatalf("at %d: played on after a load, the state differs:\n%.2000s\nwant\n%.2000s", at, b, a)
		}
	}
}

// TestSharedRandSurvives checks, in both forms, that two arcs sharing one
// *griff.Rand share one after a load, and play on as the unsaved pair does.
func TestSharedRandSurvives(t *testing.T) {
	pair := func() *world {
		w := newWorld()
		r := griff.NewRand(5)
		w.s.Add(&example.Tutorial{Rand: r})
		w.s.Add(&example.Tutorial{Rand: r})
		w.s.Add(&example.Tutorial{Rand: griff.NewRand(5)}) // equal position, its own stream
		return w
	}
	want := runAll(pair(), 5000)
	for _, bin := range []bool{false, true} {
		reloadBinary = bin
		w := pair()
		for w.tick < 300 {
			w.step()
		}
		n := reload(t, w)
		as := n.s.Arcs()
		r0, r1, r2 := as[0].(*example.Tutorial).Rand, as[1].(*example.Tutorial).Rand, as[2].(*example.Tutorial).Rand
		if r0 != r1 || r0 == r2 || r0 == nil {
			t.Errorf("binary %v: loaded Rands %p %p %p, want the first two one stream and the third its own", bin, r0, r1, r2)
		}
		if got := runAll(n, 5000); !slices.Equal(got, want) {
			t.Errorf("binary %v: log after the load\n%s\nwant\n%s", bin, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	reloadBinary = false
	// A save without shared streams writes them as before: a bare position.
	w := newWorld()
	w.s.Add(newTutorial())
	if s := string(w.s.Save()); !strings.Contains(s, `"Rand":"00000000000000079e3779b97f4a7c15"`) {
		t.Errorf("unshared stream saved as %s", s)
	}
}

// TestLoadSnapshotBadData cuts a snapshot at every length and flips its bytes: each
// cut is refused with ErrBadSnapshot and adds nothing, and nothing panics.
func TestLoadSnapshotBadData(t *testing.T) {
	w := mixed(12)
	for range 40 {
		mixedStep(w)
	}
	snap, _ := w.s.AppendSnapshot(nil)
	for i := range len(snap) {
		n := newWorld()
		_, err := n.s.LoadSnapshot(snap[:i], newArc)
		if !errors.Is(err, arc.ErrBadSnapshot) || n.s.Len() != 0 {
			t.Fatalf("cut at %d of %d: err %v, %d arcs; want ErrBadSnapshot and none", i, len(snap), err, n.s.Len())
		}
		if err := arc.CheckSnapshot(snap[:i]); err == nil {
			t.Fatalf("CheckSnapshot accepted a cut at %d", i)
		}
	}
	if _, err := newWorld().s.LoadSnapshot([]byte(`{"arcs":[]}`), newArc); err == nil || !strings.Contains(err.Error(), "does not start with") {
		t.Errorf("a JSON save as a snapshot: %v", err)
	}
	for i := range len(snap) {
		for _, b := range []byte{0, 1, 0x7f, 0xff} {
			bad := slices.Clone(snap)
			bad[i] = b
			loadAndPlay(bad)
		}
	}
}

// loadAndPlay loads data as a snapshot and plays a few steps: it must not panic.
func loadAndPlay(data []byte) {
	n := newWorld()
	n.ctx.Moved = true
	if _, err := n.s.LoadSnapshot(data, newArc); err != nil {
		return
	}
	for range 3 {
		n.step()
	}
	_, _ = n.s.AppendSnapshot(nil)
	_ = n.s.Save()
}

// FuzzLoadSnapshot feeds LoadSnapshot arbitrary bytes: an error or problems, never a
// panic, and what it loads ticks and saves.
func FuzzLoadSnapshot(f *testing.F) {
	for _, k := range []int{0, 5, 40, 120} {
		w := mixed(8)
		for w.tick < k {
			mixedStep(w)
		}
		snap, _ := w.s.AppendSnapshot(nil)
		f.Add(snap)
	}
	f.Add([]byte(binMagicForTests))
	f.Fuzz(func(t *testing.T, data []byte) { loadAndPlay(data) })
}

const binMagicForTests = "ARCB\x01"

func tutorials1k() *world {
	w := newWorld()
	for range 1000 {
		w.s.Add(newTutorial())
	}
	for range 407 {
		w.step()
	}
	return w
}

// BenchmarkSnapshot_1k is BenchmarkSave_1k in the binary form.
func BenchmarkSnapshot_1k(b *testing.B) {
	w := tutorials1k()
	buf, _ := w.s.AppendSnapshot(nil)
	b.SetBytes(int64(len(buf)))
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		buf, _ = w.s.AppendSnapshot(buf[:0])
	}
}

// BenchmarkLoadSnapshot_1k is BenchmarkLoad_1k in the binary form.
func BenchmarkLoadSnapshot_1k(b *testing.B) {
	w := tutorials1k()
	data, _ := w.s.AppendSnapshot(nil)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		n := newWorld()
		if _, err := n.s.LoadSnapshot(data, newArc); err != nil {
			b.Fatal(err)
		}
	}
}

// TestForgetLatch checks that a forgotten latch is clear and left out of both
// forms until Latch finds it again.
func TestForgetLatch(t *testing.T) {
	w := newWorld()
	w.ctx.Lamp.Set()
	w.s.ForgetLatch("lamp")
	snap, _ := w.s.AppendSnapshot(nil)
	if s := string(w.s.Save()); w.ctx.Lamp.IsSet() || strings.Contains(s, "lamp") || bytes.Contains(snap, []byte("lamp")) {
		t.Fatalf("forgotten latch: set %v, save %s, snapshot %q", w.ctx.Lamp.IsSet(), s, snap)
	}
	if w.s.Latch("lamp") != w.ctx.Lamp || !strings.Contains(string(w.s.Save()), `"lamp":false`) {
		t.Errorf("found again, the latch is not saved: %s", w.s.Save())
	}
}
