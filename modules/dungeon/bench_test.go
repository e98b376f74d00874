package dungeon

import "testing"

// TestSteadyStepAllocatesNothing: steps of the hero's turn with no input
// (the view and texts unchanged) allocate nothing.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, 1, "", nil)
	r.started()
	r.steps(30)
	if n := testing.AllocsPerRun(100, r.g.Step); n != 0 {
		t.Errorf("a steady step allocates %v times, want 0", n)
	}
}

// BenchmarkWalk is a step of the template's game while the hero walks
// (the view worked out again at each new cell, the monsters' turns).
func BenchmarkWalk(b *testing.B) {
	r := newRig(b, 1, "", nil)
	r.started()
	dirs := []string{ActionRight, ActionDown, ActionLeft, ActionUp}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i%60 == 0 {
			r.in.hold = dirs[i/60%4]
		}
		r.g.Step()
		i++
	}
}
