package contraptions

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestFrameGolden pins where the module's step runs among the core's (just
// before the physics step): the whole frame of a game with the module, one
// step a line, in testdata/frame.golden; and a game without the module has
// none.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, nil, templatePuzzles[0])
	runtimetest.FrameGolden(t, r.g)
	frame := r.g.Frame()
	if i := runtimetest.StepIndex(r.g, StepContraptions); i < 0 || i+1 >= len(frame) || frame[i+1].ID != runtime.StepPhysics {
		t.Errorf("the module's step is not right before the physics step")
	}
	runtimetest.NotBuiltIn(t, StepContraptions)
}

// TestSteadyRunAllocations checks a running machine's own work (puzzle
// 4's: wires, gates, a door, a fan, balls) allocates nothing once settled:
// gathering the parts, the signals, the gears, the looks. The physics
// queries the switches, belts and fans make (physics.World.OverlapBox and
// TouchesOf) allocate inside physics and cp, and are left out.
func TestSteadyRunAllocations(t *testing.T) {
	r := newRig(t, nil, templatePuzzles[3])
	r.place(r.puzzle().Solution...)
	r.press(ActionRun)
	r.steps(10)
	s := findSystem(r)
	pz := r.puzzle()
	parts := child(r.board, "Parts")
	allocs := testing.AllocsPerRun(50, func() {
		s.m.collect(parts, pz.Cols, pz.Rows)
		s.m.signals()
		s.m.gears(1.0 / 60)
		s.looks()
		s.goalsMet(pz, DefaultOrigin)
	})
	if allocs > 0 {
		t.Errorf("a run step of the module allocates %v times, want 0", allocs)
	}
}
