package puzzle

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins the frame of a game with the built-in systems and the
// puzzle system (testdata/frame.golden): the module's two steps sit in the
// logic phase on either side of the grid's moves; a game without the module
// has neither.
func TestFrameGolden(t *testing.T) {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	moves := runtimetest.StepIndex(g, runtime.StepGridMoves)
	at := func(id runtime.StepID) int { return runtimetest.StepIndex(g, id) }
	if at(StepPuzzleMoves) != moves-1 || at(StepPuzzleGoals) != moves+1 {
		t.Errorf("puzzle steps at %d and %d, the grid's moves at %d; want right before and after", at(StepPuzzleMoves), at(StepPuzzleGoals), moves)
	}
	runtimetest.Golden(t, runtimetest.FrameFile, runtimetest.FrameText(g, 16))
	runtimetest.NotBuiltIn(t, StepPuzzleMoves, StepPuzzleGoals)
}
