package tactics

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins the frame of a game with the built-in systems and the
// tactics system (testdata/frame.golden): the module's two steps sit in the
// logic phase on either side of the grid's moves; a game without the module
// has neither.
func TestFrameGolden(t *testing.T) {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	moves := runtimetest.StepIndex(g, runtime.StepGridMoves)
	at := func(id runtime.StepID) int { return runtimetest.StepIndex(g, id) }
	if at(StepTacticsCommand) != moves-1 || at(StepTacticsResolve) != moves+1 {
		t.Errorf("tactics steps at %d and %d, the grid's moves at %d; want right before and after",
			at(StepTacticsCommand), at(StepTacticsResolve), moves)
	}
	runtimetest.Golden(t, runtimetest.FrameFile, runtimetest.FrameText(g, 16))
	runtimetest.NotBuiltIn(t, StepTacticsCommand, StepTacticsResolve)
}
