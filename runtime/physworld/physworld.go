// Package physworld is the physics system of a game: it keeps the physics world
// (package physics, on cp) of the scene being played and steps it once per
// fixed step in the physics phase (runtime.StepPhysics).
//
// Decisions:
//   - The world of the start scene is made in Setup and the world of each new
//     scene when it comes in (runtime.SceneStarter), so queries work from the
//     first step; it is made again if the scene was replaced some other way.
//   - The world steps by the step's game time: slow motion steps it less, and a
//     step of zero game time (a hit stop, a paused clock) does not step it.
//   - Systems that own gameplay bodies (a player, a crate) set their Body fields
//     in steps placed runtime.Before(runtime.StepPhysics) and read touches in
//     steps of the resolve phase; physics knows no gameplay component.
//   - The world's settings (gravity, sleeping) are the system's own options,
//     given to NewSystem: the project's "physics" section.
//   - Snapshots: the system's state is its world, written by
//     physics.World.AppendSnapshot (see "Snapshots" in package physics). Of
//     its fields, the world is state; the options are settings given to
//     NewSystem, and the game is a link set in Setup. RestoreSnapshot restores
//     into the current world, moving it to the game's scene when that is
//     another value (a game's restore reads a new scene; the world keeps its
//     cp space and snapshot plans, which a new world would make again); the
//     system keeps its world as it was when the data is refused.
package physworld

import (
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Physics is the service of the physics system: the world of the scene being
// played. Find it with runtime.Service[physworld.Physics](g) or Of.
type Physics interface {
	// World returns the physics world of the scene being played; it is never
	// nil.
	World() *physics.World
}

// Of returns the game's Physics service. It panics if the game has no physics
// system.
func Of(g *runtime.Game) Physics { return runtime.Service[Physics](g) }

// NewSystem returns the physics system, whose worlds use opts (the zero value:
// physics' defaults, gravity (0, 980) world units per second², sleeping on).
func NewSystem(opts physics.Options) runtime.System { return &system{opts: opts} }

type system struct {
	opts  physics.Options `griff:"-"`     // settings, from NewSystem
	world *physics.World  `griff:"state"` // see AppendSnapshot
	game  *runtime.Game   `griff:"-"`     // link, set in Setup
}

func (*system) Name() string { return "Physics" }

func (s *system) Setup(g *runtime.Game) error {
	runtime.Provide[Physics](g, s)
	s.game = g
	s.worldFor(g.Scene()) // the start scene's world, so queries work from the first step
	g.AddStep(runtime.StepPhysics, runtime.InPhase(runtime.PhasePhysics), s.step)
	return nil
}

// World returns the world of the game's scene.
func (s *system) World() *physics.World { return s.world }

func (s *system) worldFor(sc *scenes.Scene) *physics.World {
	if s.world == nil || s.world.Scene() != sc {
		s.world = physics.NewWorld(sc, s.opts)
	}
	return s.world
}

func (s *system) step(g *runtime.Game) {
	w := s.worldFor(g.Scene())
	if dt := g.Clock().DeltaSeconds(); dt > 0 {
		w.Step(dt)
	}
}

// SceneStarted makes the new scene's world at once, so queries work from the
// first step.
func (s *system) SceneStarted(g *runtime.Game) { s.worldFor(g.Scene()) }

// AppendSnapshot appends the state of the world of the game's scene to buf
// and returns the extended buffer (physics.World.AppendSnapshot). It must be
// called between steps, after Setup; its errors are the world's.
func (s *system) AppendSnapshot(buf []byte) ([]byte, error) {
	return s.worldFor(s.game.Scene()).AppendSnapshot(buf)
}

// RestoreSnapshot makes the world of the game's scene what it was when
// AppendSnapshot wrote data. Call it after the game's clock, Rand and scene
// are back. On an error (wrapping physics.ErrBadSnapshot for bad data) the
// system and its world are unchanged.
func (s *system) RestoreSnapshot(data []byte) error {
	sc := s.game.Scene()
	if s.world != nil {
		// The world moves to the restored scene (a new value of the same
		// scene, or a scene of another name when the game changed scene
		// since): it keeps what it made once.
		return s.world.RestoreSnapshotIn(sc, data)
	}
	w := physics.NewWorld(sc, s.opts)
	if err := w.RestoreSnapshot(data); err != nil {
		return err
	}
	s.world = w
	return nil
}
