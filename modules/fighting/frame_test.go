package fighting

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins where the module's step runs among the core's (the
// logic phase): the whole frame of a game with the module, one step a
// line, in testdata/frame.golden; and a game without the module has none.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, nil, nil)
	runtimetest.FrameGolden(t, r.g)
	if runtimetest.StepIndex(r.g, StepFighting) < 0 {
		t.Error("the frame has no fighting step")
	}
	runtimetest.NotBuiltIn(t, StepFighting)
}
