package blocks

import (
	"testing"

	"github.com/griffengine/griff/griff"
)

// BenchmarkWellStep_gravity plays the rules alone: a piece falling at level
// 10 and locking, with no input.
func BenchmarkWellStep_gravity(b *testing.B) {
	r := griff.NewRand(1)
	w := &Well{StartLevel: 10}
	for b.Loop() {
		w.Step(Moves{}, tick(), r)
		if w.Over {
			*w = Well{StartLevel: 10}
		}
	}
}

// BenchmarkGameStep_oneWell steps a whole game (every built-in system) with
// one Well and its view of 233 entities, pieces falling and locking.
func BenchmarkGameStep_oneWell(b *testing.B) {
	g := newGame(b, `{"entities":[{"id":1,"name":"Well","components":{"Blocks.Well":{"startLevel":10}}}]}`, nil, nil)
	for b.Loop() {
		g.Step()
		if w := scenesWell(g); w.Over {
			*w = Well{StartLevel: 10}
		}
	}
}

// TestWellStepAllocs checks the rules make no garbage in steady steps (a
// piece falling; a new bag is drawn only every seven pieces).
func TestWellStepAllocs(t *testing.T) {
	r := griff.NewRand(1)
	w := &Well{}
	w.Step(Moves{}, tick(), r)
	if n := testing.AllocsPerRun(100, func() { w.Step(Moves{Left: true}, tick(), r) }); n != 0 {
		t.Errorf("a step of a falling piece makes %v allocations, want 0", n)
	}
}
