package battles

import "testing"

// TestSteadyStepAllocatesNothing: a step of a hero's open menu with no
// input (the texts unchanged, the bars and pops at rest) allocates
// nothing.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, 1, 1, "slime bat goblin")
	r.heroTurn()
	for range PopSteps + 60 {
		r.g.Step()
	}
	if n := testing.AllocsPerRun(100, r.g.Step); n != 0 {
		t.Errorf("a steady step allocates %v times, want 0", n)
	}
}

// BenchmarkStep is a step of a hero's open menu in a battle of three
// heroes against three enemies.
func BenchmarkStep(b *testing.B) {
	r := newRig(b, 1, 1, "slime bat goblin")
	r.heroTurn()
	b.ReportAllocs()
	for b.Loop() {
		r.g.Step()
	}
}
