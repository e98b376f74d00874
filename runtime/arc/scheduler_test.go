package arc_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

func echoes(w *world, names ...string) []*example.Echo {
	var es []*example.Echo
	for _, n := range names {
		e := &example.Echo{Name: n}
		w.s.Add(e)
		es = append(es, e)
	}
	return es
}

func TestOrderAndAddDuringTick(t *testing.T) {
	w := newWorld()
	echoes(w, "a", "b", "c")
	added := false
	w.ctx.Hook = func(name string) {
		if name == "b" && !added {
			added = true
			w.s.Add(&example.Echo{Name: "d"})
		}
	}
	w.step()
	w.step()
	want := []string{"1: a", "1: b", "1: c", "2: a", "2: b", "2: c", "2: d"}
	if !slices.Equal(w.ctx.Log, want) {
		t.Errorf("log %q, want %q", w.ctx.Log, want)
	}
}

func TestMinimumSleepFrames(t *testing.T) {
	cases := []struct {
		every  time.Duration
		awake  int
		queued int
	}{
		{7 * step, 1, 0},  // fewer than 8 steps: stays awake
		{8 * step, 0, 1},  // 8 steps: sleeps in the queue
		{time.Hour, 0, 1}, // long: sleeps
	}
	for _, c := range cases {
		w := newWorld()
		w.s.Add(&example.Echo{Name: "e", Every: c.every})
		w.step()
		awake, queued, _ := w.s.Counts(nil)
		if awake != c.awake || queued != c.queued {
			t.Errorf("Every %v: awake %d queued %d, want %d and %d", c.every, awake, queued, c.awake, c.queued)
		}
		for range 40 {
			w.step()
		}
		// Whether awake or asleep, it runs on exactly the steps its waits end.
		want := 1 + int(40*step/c.every)
		if len(w.ctx.Log) != want {
			t.Errorf("Every %v: ran %d times in 41 steps, want %d", c.every, len(w.ctx.Log), want)
		}
	}
}

func TestRemoveWakeRestart(t *testing.T) {
	w := newWorld()
	es := echoes(w, "a", "b")
	es[1].Every = arc.Forever
	w.step() // a, b (b parks)
	w.s.Remove(es[0])
	w.step()
	w.s.Wake(es[1])
	w.step()
	want := []string{"1: a", "1: b", "3: b"}
	if !slices.Equal(w.ctx.Log, want) || w.s.Len() != 1 || w.s.Contains(es[0]) {
		t.Errorf("log %q len %d, want %q and 1 arc", w.ctx.Log, w.s.Len(), want)
	}
	g := &example.Gate{}
	w.s.Add(g)
	w.step()
	if _, _, n := w.s.Counts(w.ctx.Door); n != 1 {
		t.Fatalf("door has %d waiters, want 1", n)
	}
	w.s.Restart(g)
	if _, _, n := w.s.Counts(w.ctx.Door); n != 0 {
		t.Errorf("after Restart door has %d waiters, want 0", n)
	}
	w.step() // the gate waits again, once
	w.ctx.Door.Raise()
	w.step()
	if last := w.ctx.Log[len(w.ctx.Log)-1]; last != "6: any: door" {
		t.Errorf("after restart and a raise the log ends %q, want 6: any: door", last)
	}
}

func TestTickChild(t *testing.T) {
	w := newWorld()
	bad := &example.Gate{}
	good := &example.Echo{Name: "kid"}
	p := &example.Parent{Kids: []arc.Arc[*example.Ctx]{bad, good}}
	w.s.Add(p)
	w.ctx.Panic = true
	w.step()
	w.ctx.Bell.Raise()
	w.ctx.Door.Raise()
	w.step()
	w.ctx.Door.Raise()
	w.ctx.Bell.Raise()
	w.ctx.Lamp.Set()
	for range 60 {
		w.step()
	}
	if !bad.IsQuarantined() || good.IsQuarantined() || p.IsQuarantined() {
		t.Errorf("quarantined: bad %v good %v parent %v, want true false false", bad.IsQuarantined(), good.IsQuarantined(), p.IsQuarantined())
	}
	if got := strings.Count(strings.Join(w.ctx.Log, "\n"), "kid"); got != 62 {
		t.Errorf("the good child ran %d times, want 62", got)
	}
	if f := w.s.TakeFaults(); len(f) != 1 || f[0].Arc != "Gate" {
		t.Errorf("faults %v, want the gate's", f)
	}
	p.Self = true
	w.step()
	f := w.s.TakeFaults()
	if !p.IsQuarantined() || len(f) != 1 || !strings.Contains(f[0].Message, "already being ticked") {
		t.Errorf("ticking itself: quarantined %v faults %v, want the parent quarantined for ticking itself", p.IsQuarantined(), f)
	}
}

func TestPanics(t *testing.T) {
	cases := []struct {
		name string
		f    func(w *world)
		want string
	}{
		{"pause outside generated code", func(*world) { arc.Yield("x") }, "run go generate"},
		{"tick during a tick", func(w *world) {
			w.ctx.Hook = func(string) { w.s.Tick(0, w.ctx) }
			echoes(w, "a")
			w.step()
			panic(w.s.TakeFaults()[0].Message)
		}, "Tick called during a tick"},
		{"child also in the scheduler", func(w *world) {
			e := echoes(w, "a")
			w.s.Add(&example.Parent{Kids: []arc.Arc[*example.Ctx]{e[0]}})
			w.step()
			panic(w.s.TakeFaults()[0].Message)
		}, "TickChild of an arc that is in a scheduler"},
		{"add twice", func(w *world) { e := echoes(w, "a"); w.s.Add(e[0]) }, "already in a scheduler"},
		{"latch made twice", func(w *world) { w.s.NewLatch("lamp") }, "made twice"},
		{"set an inverse", func(w *world) { w.ctx.Lamp.Not().Set() }, "read-only"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				r := recover()
				if r == nil || !strings.Contains(r.(string), c.want) {
					t.Errorf("panic %v, want one holding %q", r, c.want)
				}
			}()
			c.f(newWorld())
		})
	}
}

// TestWokenRunInOrderAdded wakes parked arcs in reverse order: they run on the next
// step in the order they were added.
func TestWokenRunInOrderAdded(t *testing.T) {
	w := newWorld()
	es := echoes(w, "a", "b", "c", "d")
	for _, e := range es {
		e.Every = arc.Forever
	}
	w.step()
	w.step()
	for i := len(es) - 1; i >= 0; i-- {
		w.s.Wake(es[i])
	}
	w.step()
	want := []string{"1: a", "1: b", "1: c", "1: d", "3: a", "3: b", "3: c", "3: d"}
	if !slices.Equal(w.ctx.Log, want) {
		t.Errorf("log %q, want %q", w.ctx.Log, want)
	}
}

// TestPassageDepthGuard checks that endless passage recursion without a pause
// faults the arc instead of overflowing the stack, and the scheduler goes on.
func TestPassageDepthGuard(t *testing.T) {
	w := newWorld()
	d := &example.Diver{}
	w.s.Add(d)
	es := echoes(w, "after")
	w.step()
	f := w.s.TakeFaults()
	if len(f) != 1 || !strings.Contains(f[0].Message, "nested more than 10000 deep") || f[0].Arc != "Diver" {
		t.Fatalf("faults %v, want the diver's depth fault", f)
	}
	if !d.IsQuarantined() || es[0].IsQuarantined() || !slices.Equal(w.ctx.Log, []string{"1: after"}) {
		t.Errorf("quarantined %v %v log %q, want the diver alone quarantined and the echo run", d.IsQuarantined(), es[0].IsQuarantined(), w.ctx.Log)
	}
}
