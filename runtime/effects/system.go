package effects

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// NewSystem returns the effects system, named "Effects": runtime.StepParticles
// in the simulate phase and runtime.StepEffects in the present phase (placed
// after the view system's steps when it comes after it). Each game gets its own
// value; it keeps no state of its own (everything is on the components).
func NewSystem() runtime.System { return &system{} }

type system struct{}

func (*system) Name() string { return "Effects" }

func (s *system) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepParticles, runtime.InPhase(runtime.PhaseSimulate), func(g *runtime.Game) {
		tick, dt := g.Clock().Tick(), g.Clock().DeltaSeconds()
		for e, em := range scenes.Active[Emitter](g.Scene()) {
			em.step(g, e, tick, dt)
		}
	})
	g.AddStep(runtime.StepEffects, runtime.InPhase(runtime.PhasePresent), func(g *runtime.Game) {
		tick, dt := g.Clock().Tick(), g.Clock().DeltaSeconds()
		sc := g.Scene()
		for e, f := range scenes.Active[Follower](sc) {
			f.step(sc, e, dt)
		}
		for e, t := range scenes.Active[Trail](sc) {
			t.step(e, tick)
		}
		for e, f := range scenes.Active[Flash](sc) {
			f.step(e, tick, dt)
		}
		s.lights(g, tick, dt)
	})
	return nil
}

func init() {
	scenes.Register[Emitter]("Griff.Emitter")
	scenes.Register[Follower]("Griff.Follower")
	scenes.Register[Trail]("Griff.Trail")
	scenes.Register[Flash]("Griff.Flash")
	scenes.Register[Shake]("Griff.Shake")
}
