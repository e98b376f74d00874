package strategy

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins where the module's step runs among the core's (after
// the turns step): the whole frame of a game with the module, one step a
// line, in testdata/frame.golden; and a game without the module has none.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, 1, field(8, 8), false)
	runtimetest.FrameGolden(t, r.g)
	if runtimetest.StepIndex(r.g, StepStrategy) < 0 || runtimetest.StepIndex(r.g, runtime.StepTurns) < 0 {
		t.Error("the frame has no strategy or turns step")
	}
	runtimetest.NotBuiltIn(t, StepStrategy)
}
