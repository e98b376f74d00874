package blockworld

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins where the module's step runs among the core's (before
// the physics step): the whole frame of a game with the module, one step a
// line, in testdata/frame.golden; and a game without the module has none.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, false)
	runtimetest.FrameGolden(t, r.g)
	if runtimetest.StepIndex(r.g, runtime.StepPhysics) < 0 {
		t.Error("the frame has no physics step")
	}
	runtimetest.NotBuiltIn(t, StepBlockworld)
}
