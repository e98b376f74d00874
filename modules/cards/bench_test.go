package cards

import "testing"

// TestSteadyStepAllocatesNothing: a step of the player's turn with no
// input (the table laid out, the texts unchanged) allocates nothing.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, 1, nil)
	r.started()
	for range 60 { // the hand's cards reach their places
		r.g.Step()
	}
	if n := testing.AllocsPerRun(100, r.g.Step); n != 0 {
		t.Errorf("a steady step allocates %v times, want 0", n)
	}
}

// BenchmarkStep is a step of the player's turn of the template's first
// fight: the table collected, laid out and its texts checked.
func BenchmarkStep(b *testing.B) {
	r := newRig(b, 1, nil)
	r.started()
	b.ReportAllocs()
	for b.Loop() {
		r.g.Step()
	}
}
