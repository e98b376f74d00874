package ebitenhost_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
)

// readyEnv, set in the helper's environment, makes the game say readyLine
// on stdout when it takes step readyStep: Ebitengine's loop then runs and
// watches the window's events.
const (
	readyEnv  = "GRIFF_EBITENHOST_READY"
	readyLine = "griff-test: stepping"
	readyStep = 10
)

// ready says readyLine on stdout once, at step readyStep.
type ready struct {
	said bool `griff:"-"`
}

func (*ready) Name() string { return "Ready" }
func (r *ready) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Ready"), runtime.InPhase(runtime.PhaseEnd), func(g *runtime.Game) {
		if !r.said && g.Clock().Tick() >= readyStep {
			r.said = true
			fmt.Println(readyLine)
		}
	})
	return nil
}
