package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins the whole frame of a game with the module: the
// core's steps, the built-in systems' and the module's among them, phase by
// phase in the order they run (testdata/frame.golden; -update writes it).
func TestFrameGolden(t *testing.T) {
	runtimetest.FrameGolden(t, newGame(t, templateWith(t, nil), "easy", nil, nil))
}

// TestFramePlacement: StepRhythm runs in the logic phase, after the beat's
// step; StepRhythmView right before the cameras; a game without the module
// has neither.
func TestFramePlacement(t *testing.T) {
	g := newGame(t, templateWith(t, nil), "easy", nil, nil)
	at := map[runtime.StepID]int{}
	frame := g.Frame()
	for i, f := range frame {
		at[f.ID] = i
	}
	play, okP := at[rhythm.StepRhythm]
	view, okV := at[rhythm.StepRhythmView]
	if !okP || !okV || frame[play].Phase != runtime.PhaseLogic || play < at[runtime.StepBeat] {
		t.Fatalf("StepRhythm at %d (%v), the beat's step at %d", play, frame[play].Phase, at[runtime.StepBeat])
	}
	if frame[view+1].ID != runtime.StepCameras {
		t.Errorf("StepRhythmView is followed by %v, want the cameras' step", frame[view+1].ID)
	}
	runtimetest.NotBuiltIn(t, rhythm.StepRhythm, rhythm.StepRhythmView)
}
