package arc_test

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// script runs a Gate, doing act[n] just before step n, until step end.
func script(t *testing.T, act map[int]func(w *world), end int, reloadAt int) (*world, *example.Gate) {
	t.Helper()
	w := newWorld()
	g := &example.Gate{}
	g.SetOwner("gatekeeper")
	w.s.Add(g)
	for w.tick < end {
		if f := act[w.tick+1]; f != nil {
			f(w)
		}
		if w.tick == reloadAt {
			w = reload(t, w)
			g = nil
		}
		w.step()
	}
	return w, g
}

func TestGateSignals(t *testing.T) {
	full := map[int]func(*world){
		11:  func(w *world) { w.ctx.Bell.Raise() },
		21:  func(w *world) { w.ctx.Door.Raise(); w.ctx.Door.Raise() },
		31:  func(w *world) { w.ctx.Bell.Raise() },
		41:  func(w *world) { w.ctx.Lamp.Set(); w.ctx.Lamp.Clear() }, // cleared before the tick: back to waiting
		51:  func(w *world) { w.ctx.Lamp.Set() },
		111: func(w *world) { w.s.Wake(w.s.Arcs()[0]) },
	}
	wantFull := []string{"11: any: bell", "31: all: last bell", "51: lamp on", "101: dark: timeout", "104: seen 3", "111: unparked"}
	cases := []struct {
		name string
		act  map[int]func(*world)
		want []string
	}{
		{"full", full, wantFull},
		{"timeout", map[int]func(*world){}, []string{"251: any: timeout"}},
		{"raise on the deadline's step wins", map[int]func(*world){251: func(w *world) { w.ctx.Door.Raise() }}, []string{"251: any: door"}},
		{"raise before the wait does not count", map[int]func(*world){1: func(w *world) { w.ctx.Door.Raise() }}, []string{"251: any: timeout"}},
	}
	for _, c := range cases {
		for _, at := range []int{-1, 5, 25, 45, 60, 102, 105} {
			w, _ := script(t, c.act, 300, at)
			if !slices.Equal(w.ctx.Log[:min(len(c.want), len(w.ctx.Log))], c.want) {
				t.Errorf("%s (reloaded at %d): log\n%s\nwant\n%s", c.name, at, strings.Join(w.ctx.Log, "\n"), strings.Join(c.want, "\n"))
			}
		}
	}
}

func TestLatchAlreadyHeldDoesNotPause(t *testing.T) {
	w, _ := script(t, map[int]func(*world){
		11: func(w *world) { w.ctx.Bell.Raise(); w.ctx.Lamp.Set() },
		21: func(w *world) { w.ctx.Door.Raise(); w.ctx.Bell.Raise() },
	}, 30, -1)
	want := []string{"11: any: bell", "21: all: last bell", "21: lamp on"}
	if !slices.Equal(w.ctx.Log, want) {
		t.Errorf("log %q, want %q", w.ctx.Log, want)
	}
}

func TestQuarantine(t *testing.T) {
	w, g := script(t, map[int]func(*world){
		11: func(w *world) { w.ctx.Bell.Raise() },
		21: func(w *world) { w.ctx.Door.Raise(); w.ctx.Bell.Raise() },
		22: func(w *world) { w.ctx.Lamp.Set() },
		23: func(w *world) { w.ctx.Lamp.Clear() },
		24: func(w *world) { w.ctx.Panic = true },
	}, 40, -1)
	if !g.IsQuarantined() {
		t.Fatalf("gate not quarantined; log %q", w.ctx.Log)
	}
	faults := w.s.TakeFaults()
	if len(faults) != 1 {
		t.Fatalf("got %d faults, want 1", len(faults))
	}
	f := faults[0]
	if filepath.Base(f.File) != "gate.go" || f.Line != 38 || !strings.Contains(f.Message, "nil map") || f.Arc != "Gate" || f.Owner != "gatekeeper" || !slices.Equal(f.Notes, []string{"guarding the gate"}) {
		t.Errorf("fault %+v, want gate.go:38, a nil map message and the note", f)
	}
	if more := w.s.TakeFaults(); len(more) != 0 {
		t.Errorf("TakeFaults again gave %d faults, want 0", len(more))
	}
	seen := g.Seen
	for range 20 {
		w.step()
	}
	if g.Seen != seen {
		t.Errorf("quarantined gate ran: Seen %d, want %d", g.Seen, seen)
	}
	// A quarantined arc still saves and loads quarantined.
	n := reload(t, w)
	loaded := n.s.Arcs()[0].(*example.Gate)
	if !loaded.IsQuarantined() || loaded.Seen != seen || loaded.Owner() != "gatekeeper" {
		t.Fatalf("loaded gate quarantined %v Seen %d, want true and %d", loaded.IsQuarantined(), loaded.Seen, seen)
	}
	n.ctx.Panic = false
	n.step()
	if loaded.Seen != seen {
		t.Errorf("loaded quarantined gate ran before release")
	}
	n.s.Release(loaded)
	for range 10 {
		n.step()
	}
	if last := n.ctx.Log[len(n.ctx.Log)-1]; !strings.HasSuffix(last, "seen 3") {
		t.Errorf("after release the log ends %q, want seen 3", last)
	}
}

func TestWaitSpans(t *testing.T) {
	cases := []struct {
		d    time.Duration
		want []string
	}{
		{0, []string{"1: woke"}},
		{-time.Second, []string{"1: woke"}},
		{step, []string{"2: woke"}},
		{time.Second, []string{"51: woke"}},
		{math.MaxInt64 - 5, nil}, // saturates at the end of time, never wraps
		{arc.Forever, nil},
	}
	for _, c := range cases {
		w := newWorld()
		w.tick = 1000 // now is well past zero, so a wrapped deadline would be in the past
		w.s.Add(&example.Napper{D: c.d})
		for range 60 {
			w.step()
		}
		var got []string
		for _, l := range w.ctx.Log {
			got = append(got, fmt.Sprintf("%d: %s", atoi(l)-1000, l[strings.Index(l, " ")+1:]))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Wait(%v): log %q, want %q", c.d, got, c.want)
		}
	}
}

func TestWaitAllOfALatchAndItsInverse(t *testing.T) {
	w := newWorld()
	p := &example.Paradox{}
	w.s.Add(p)
	w.step()
	f := w.s.TakeFaults()
	if !p.IsQuarantined() || len(f) != 1 || !strings.Contains(f[0].Message, "can never end") {
		t.Errorf("quarantined %v faults %v, want a fault saying the wait can never end", p.IsQuarantined(), f)
	}
}

// TestChildrenSave saves an arc that holds two child arcs in fields and ticks them
// itself (TickSelf): the children are saved with it, where they paused.
func TestChildrenSave(t *testing.T) {
	act := map[int]func(*world){
		11: func(w *world) { w.ctx.Bell.Raise() },
		21: func(w *world) { w.ctx.Door.Raise(); w.ctx.Bell.Raise() },
		31: func(w *world) { w.ctx.Lamp.Set() },
		41: func(w *world) { w.ctx.Lamp.Clear() },
	}
	run := func(reloadAt int) []string {
		w := newWorld()
		w.s.Add(&example.Keeper{Gate: &example.Gate{}, Echo: &example.Echo{Name: "echo", Every: 10 * step}})
		for w.tick < 80 {
			if f := act[w.tick+1]; f != nil {
				f(w)
			}
			if w.tick == reloadAt {
				w = reload(t, w)
			}
			w.step()
		}
		return w.ctx.Log
	}
	want := run(-1)
	if !slices.Contains(want, "44: keeper done") {
		t.Fatalf("log %q, want the keeper done at 44", want)
	}
	for _, k := range []int{1, 5, 15, 25, 33, 42, 43} {
		if got := run(k); !slices.Equal(got, want) {
			t.Errorf("reloaded at %d: log\n%s\nwant\n%s", k, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestRaiseOnDeadlineByEarlierArc checks that a raise on the deadline's step wins
// when an arc added before the waiter makes it during that same step.
func TestRaiseOnDeadlineByEarlierArc(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want []string
	}{
		{5*time.Second - step, []string{"250: raised", "251: any: door"}},
		{5 * time.Second, []string{"251: raised", "251: any: door"}},
		{5*time.Second + step, []string{"251: any: timeout", "252: raised"}},
	} {
		w := newWorld()
		w.s.Add(&example.Raiser{D: c.d})
		w.s.Add(&example.Gate{})
		for w.tick < 260 {
			w.step()
		}
		if got := w.ctx.Log[:min(len(c.want), len(w.ctx.Log))]; !slices.Equal(got, c.want) {
			t.Errorf("raise after %v: got %q, want %q", c.d, got, c.want)
		}
	}
}

// TestFaultLineInHelper checks that a panic in a plain helper of the script's own
// file is reported at the helper's line, and one in another package's code at the
// passage's line that called it.
func TestFaultLineInHelper(t *testing.T) {
	cases := []struct {
		name  string
		panic bool
		line  int
	}{
		{"helper in the script file", true, example.FaultyBoomLine},
		{"function of another package", false, example.FaultyHookLine},
	}
	for _, c := range cases {
		w := newWorld()
		w.ctx.Panic = c.panic
		w.ctx.Hook = func(string) { panic("hook") }
		w.s.Add(&example.Faulty{})
		for range 3 {
			w.step()
		}
		faults := w.s.TakeFaults()
		if len(faults) != 1 {
			t.Fatalf("%s: got %d faults, want 1", c.name, len(faults))
		}
		if f := faults[0]; filepath.Base(f.File) != "faulty.go" || f.Line != c.line {
			t.Errorf("%s: fault at %s:%d, want faulty.go:%d", c.name, f.File, f.Line, c.line)
		}
	}
}
