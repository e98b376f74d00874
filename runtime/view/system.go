package view

import (
	"github.com/griffengine/griff/runtime"
)

// NewSystem returns the view system, named "View": runtime.StepAnimation in the
// simulate phase and runtime.StepCameras in the present phase. Each game gets its
// own value.
func NewSystem() runtime.System { return system{} }

type system struct{}

func (system) Name() string { return "View" }

func (system) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepAnimation, runtime.InPhase(runtime.PhaseSimulate), func(g *runtime.Game) {
		animate(g.Scene(), g.Clock().Tick(), g.Clock().Delta())
	})
	g.AddStep(runtime.StepCameras, runtime.InPhase(runtime.PhasePresent), func(g *runtime.Game) {
		moveCameras(g.Scene(), g.Clock().Tick(), g.Clock().DeltaSeconds())
	})
	return nil
}
