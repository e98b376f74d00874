package runtime

import (
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// StepPhysics steps the physics world of the scene being played (physics).
// Systems that own gameplay bodies (a player, a crate) set their Body fields in
// steps placed Before(StepPhysics) and read touches in steps of the resolve phase.
var StepPhysics = NewStep("Physics")

// Physics is the service of the physics system: the world of the scene being
// played (DESIGN section 8). The world is made when a scene comes in and stepped
// once per step in the physics phase by the step's game time; a step of zero game
// time (a hit stop) does not step it.
type Physics interface {
	// World returns the physics world of the scene being played.
	World() *physics.World
}

type physicsSystem struct {
	opts  physics.Options
	world *physics.World
}

func (*physicsSystem) Name() string { return "Physics" }

func (s *physicsSystem) Setup(g *Game) error {
	Provide[Physics](g, s)
	g.AddStep(StepPhysics, InPhase(PhasePhysics), s.step)
	return nil
}

// World returns the world of the game's scene, made on first use.
func (s *physicsSystem) World() *physics.World { return s.world }

func (s *physicsSystem) worldFor(sc *scenes.Scene) *physics.World {
	if s.world == nil || s.world.Scene() != sc {
		s.world = physics.NewWorld(sc, s.opts)
	}
	return s.world
}

func (s *physicsSystem) step(g *Game) {
	w := s.worldFor(g.scene)
	if dt := g.clock.DeltaSeconds(); dt > 0 {
		w.Step(dt)
	}
}

// SceneStarted makes the new scene's world at once, so queries work from the
// first step.
func (s *physicsSystem) SceneStarted(g *Game) { s.worldFor(g.scene) }
