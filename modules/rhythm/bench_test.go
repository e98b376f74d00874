package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
)

// TestSteadyStepAllocatesNothing: once a song is under way, the module's
// judging and drawing of a step with notes on screen and nothing new to
// judge or write makes no garbage.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	g := newGame(t, templateWith(t, nil), "hard", nil, nil)
	for range 600 {
		g.Step()
	}
	rhythm.PlayAndDraw(g)
	if n := testing.AllocsPerRun(100, func() { rhythm.PlayAndDraw(g) }); n != 0 {
		t.Errorf("%v allocations a step, want 0", n)
	}
}

// BenchmarkStep_hard steps the template's Hard chart played by Autoplay
// (about 90 notes over 23 s), the whole game's step.
func BenchmarkStep_hard(b *testing.B) {
	a := &rhythm.Autoplay{}
	g := newGame(b, templateWith(b, nil), "hard", a, nil)
	a.Game = g
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		g.Step()
		if n++; n%1400 == 0 {
			b.StopTimer()
			a = &rhythm.Autoplay{}
			g = newGame(b, templateWith(b, nil), "hard", a, nil)
			a.Game = g
			b.StartTimer()
		}
	}
}

// TestSteadyGameStepAllocatesNothing: a whole step of the game (the beat
// system's positions included) makes no garbage once the song plays.
func TestSteadyGameStepAllocatesNothing(t *testing.T) {
	g := newGame(t, templateWith(t, nil), "hard", nil, nil)
	for range 600 {
		g.Step()
	}
	if n := testing.AllocsPerRun(200, func() { g.Step() }); n != 0 {
		t.Errorf("%v allocations a step, want 0", n)
	}
}

// TestSteadyTitleStepAllocatesNothing: a step of the template's title, whose
// settings widgets show the player's scroll speed and calibration (asked of
// the module every step, see UISettings), makes no garbage.
func TestSteadyTitleStepAllocatesNothing(t *testing.T) {
	g := newGame(t, templateWith(t, nil), "title", nil, nil)
	for range 60 {
		g.Step()
	}
	if n := testing.AllocsPerRun(200, func() { g.Step() }); n != 0 {
		t.Errorf("%v allocations a step, want 0", n)
	}
}
