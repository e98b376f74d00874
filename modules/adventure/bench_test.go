package adventure

import "testing"

// TestSteadyStepAllocatesNothing: a step with the hero standing, an item
// held and the pointer on the bar (the texts unchanged) allocates nothing.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, nil)
	r.click(250, 420)
	r.pickSlot(0)
	r.press(ActionLook, 780, 282) // puts the stick back
	r.pickSlot(0)
	for range 10 {
		r.g.Step()
	}
	if n := testing.AllocsPerRun(100, r.g.Step); n != 0 {
		t.Errorf("a steady step allocates %v times, want 0", n)
	}
}

// TestWalkingStepAllocatesNothing: a step of the hero walking a long path
// allocates nothing.
func TestWalkingStepAllocatesNothing(t *testing.T) {
	r := newRig(t, nil)
	r.press(ActionClick, 40, 350)
	if n := testing.AllocsPerRun(20, r.g.Step); n != 0 {
		t.Errorf("a walking step allocates %v times, want 0", n)
	}
	if len(r.hero().Path) == 0 {
		t.Error("the hero arrived before the measure ended")
	}
}

// BenchmarkStep is a step of the template's hall with the hero walking
// across it (a new path each time it arrives).
func BenchmarkStep(b *testing.B) {
	r := newRig(b, nil)
	b.ReportAllocs()
	far := []float64{60, 900}
	i := 0
	for b.Loop() {
		if len(r.hero().Path) == 0 {
			i++
			r.in.next = append(r.in.next, clickAt(far[i%2], 440)...)
		}
		r.g.Step()
	}
}
