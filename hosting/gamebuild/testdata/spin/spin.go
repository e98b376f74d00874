// Package spin is the test game of package gamebuild: a game folder holding Go
// code, one component (Spinner), one system with a step (spinning every
// Spinner) and one arc (Countdown, which sets the speed).
package spin

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
)

//go:generate go run github.com/griffengine/griff/cmd/arcgen

// Spinner turns its entity by Speed radians a step. Saved as "Spin.Spinner".
type Spinner struct {
	// Speed is how far the entity turns each step, in radians (positive is
	// clockwise, y pointing down); default 0, still.
	Speed float64
}

// StepSpin turns every Spinner's entity.
var StepSpin = runtime.NewStep("Spin")

// system is the spin module's system.
type system struct{}

func (system) Name() string { return "Spin" }

func (system) Setup(g *runtime.Game) error {
	g.AddStep(StepSpin, runtime.InPhase(runtime.PhaseLogic), spin)
	return nil
}

func spin(g *runtime.Game) {
	for e, s := range scenes.All[Spinner](g.Scene()) {
		tr := e.Transform()
		tr.SetRotation(tr.Rotation() + s.Speed)
	}
}

// Countdown sets its entity's Spinner's speed to N tenths of a radian, N
// counting down from 10 once a step, then stops it.
type Countdown struct {
	arc.Base
	N int
}

// Run is the script.
func (c *Countdown) Run(g *runtime.Game) {
	for c.N = 10; c.N >= 0; c.N-- {
		if e := scripts.Of(g).Owner(c); e != nil {
			if s := scenes.Get[Spinner](e); s != nil {
				s.Speed = float64(c.N) / 10
			}
		}
		arc.Yield("tick")
	}
}

func init() {
	scenes.Register[Spinner]("Spin.Spinner")
	scripts.RegisterArcNamed[Countdown]("spin.Countdown") // whatever the module path
	runtime.RegisterModule(runtime.Module{Name: "spin", Summary: "a test game",
		Systems: func() []runtime.System { return []runtime.System{system{}} }})
}
