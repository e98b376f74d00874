package arc_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

func spinners(n int) *world {
	w := newWorld()
	for range n {
		w.s.Add(&example.Spinner{})
	}
	w.step()
	return w
}

// BenchmarkSleeping_10k measures one step of a scheduler whose 10,000 arcs all sleep
// in Wait: one look at the head of the deadline queue.
func BenchmarkSleeping_10k(b *testing.B) {
	w := newWorld()
	for range 10000 {
		w.s.Add(&example.Sleeper{})
	}
	w.step()
	b.ReportAllocs()
	for b.Loop() {
		w.step()
	}
}

// BenchmarkResume_1k measures a step that resumes 1,000 arcs paused in Yield; ns/op
// divided by 1,000 is the cost of one resume.
func BenchmarkResume_1k(b *testing.B) {
	w := spinners(1000)
	b.ReportAllocs()
	for b.Loop() {
		w.step()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/resume")
}

func TestResumeAllocatesNothing(t *testing.T) {
	w := spinners(1000)
	if n := testing.AllocsPerRun(100, w.step); n != 0 {
		t.Errorf("a step of 1,000 resumes allocates %v times, want 0", n)
	}
	w = newWorld()
	for range 1000 {
		w.s.Add(&example.Tutorial{Rand: nil})
	}
	for range 10 { // settle into the walk loop
		w.step()
	}
	w.ctx.Hook = nil
}

func BenchmarkSave_1k(b *testing.B) {
	w := newWorld()
	for range 1000 {
		w.s.Add(newTutorial())
	}
	for range 407 {
		w.step()
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		_ = w.s.Save()
	}
}

func BenchmarkLoad_1k(b *testing.B) {
	w := newWorld()
	for range 1000 {
		w.s.Add(newTutorial())
	}
	for range 407 {
		w.step()
	}
	data := w.s.Save()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		n := newWorld()
		if _, err := n.s.Load(data, newArc); err != nil {
			b.Fatal(err)
		}
	}
}

var _ = arc.Forever

// TestWakingAllocatesNothing checks that steady steps in which arcs wake from the
// deadline queue and go back to it make no garbage.
func TestWakingAllocatesNothing(t *testing.T) {
	w := newWorld()
	for i := range 100 {
		w.s.Add(&example.Spinner{Every: time.Duration(8+i%5) * step})
	}
	for range 200 {
		w.step()
	}
	if n := testing.AllocsPerRun(50, w.step); n != 0 {
		t.Errorf("a step allocates %v times, want 0", n)
	}
}

// TestSignalWaitsAllocateNothing checks that steady steps in which arcs wake
// from a wait on triggers, or on a latch or its inverse, and wait again make
// no garbage: the wait keeps its list in the pause's own storage, reused.
func TestSignalWaitsAllocateNothing(t *testing.T) {
	w := newWorld()
	ringers := make([]*example.Ringer, 100)
	blinkers := make([]*example.Blinker, 100)
	for i := range ringers {
		ringers[i], blinkers[i] = &example.Ringer{}, &example.Blinker{}
		w.s.Add(ringers[i])
		w.s.Add(blinkers[i])
	}
	w.ctx.Lamp.Set()
	on := true
	cycle := func() {
		w.ctx.Bell.Raise()
		if on {
			w.ctx.Lamp.Clear()
		} else {
			w.ctx.Lamp.Set()
		}
		on = !on
		w.step()
	}
	for range 20 {
		cycle()
	}
	rings, blinks := ringers[0].Rings, blinkers[0].Blinks
	if n := testing.AllocsPerRun(50, cycle); n != 0 {
		t.Errorf("a step of 100 trigger waits and 100 latch waits allocates %v times, want 0", n)
	}
	if ringers[0].Rings <= rings || blinkers[0].Blinks <= blinks {
		t.Errorf("the arcs did not wake: rings %d → %d, blinks %d → %d", rings, ringers[0].Rings, blinks, blinkers[0].Blinks)
	}
}

// BenchmarkTriggerRaise_1k measures a raise waking 1,000 arcs waiting on two
// triggers and the step that runs them until they wait again.
func BenchmarkTriggerRaise_1k(b *testing.B) {
	w := newWorld()
	for range 1000 {
		w.s.Add(&example.Ringer{})
	}
	w.step()
	b.ReportAllocs()
	for b.Loop() {
		w.ctx.Bell.Raise()
		w.step()
	}
}
