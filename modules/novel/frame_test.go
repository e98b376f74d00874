package novel_test

import (
	"testing"

	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/ui"
)

// TestFrameGolden pins the whole frame of a game with the module: the
// core's steps, the built-in systems' and StepNovel among them, phase by
// phase in the order they run (testdata/frame.golden; -update writes it).
func TestFrameGolden(t *testing.T) {
	runtimetest.FrameGolden(t, newGame(t, "", nil, nil))
}

// TestFramePlacement checks the module's step runs right after the UI's, in
// the logic phase's place the UI's step has (after input), and that a game
// without the module has no such step.
func TestFramePlacement(t *testing.T) {
	g := newGame(t, "", nil, nil)
	frame := g.Frame()
	at := runtimetest.StepIndex(g, novel.StepNovel)
	if at < 1 || frame[at-1].ID != ui.StepUI {
		t.Fatalf("StepNovel at %d of %v, want right after StepUI", at, frame)
	}
	if frame[at].Phase != frame[at-1].Phase {
		t.Errorf("StepNovel is in phase %v, StepUI in %v", frame[at].Phase, frame[at-1].Phase)
	}
	runtimetest.NotBuiltIn(t, novel.StepNovel)
}
