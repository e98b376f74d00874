package effects

import (
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// DefaultMaxLive is the most live particles a game has at once, across all
// its emitters, when Options.MaxLive is 0: 20,000. At the measured 335 ns a
// particle to build the draw list (issue 15's benchmark), 20,000 particles
// cost about 7 ms of a 16.7 ms frame, and their memory is about 1.3 MB (64
// bytes each) plus their quads. Defold caps all of a game's particles the
// same way (game.project's particle_fx.max_particle_count, 1,024 by
// default); Griff's default is higher because weather presets alone keep
// 1,000 to 2,000 alive.
const DefaultMaxLive = 20_000

// MaxMaxLive is the largest Options.MaxLive: 1,000,000 (64 MB of particles).
const MaxMaxLive = 1_000_000

// Options configures the effects system. The zero value is the default.
type Options struct {
	// MaxLive is the most live particles the game has at once, across all
	// its emitters (see the package documentation: new particles are
	// refused while at the cap). The default (0) is DefaultMaxLive; it is
	// clamped into [1, MaxMaxLive], with a warning in the problem log for a
	// value out of range. project.griff sets it as "effects":
	// {"maxParticles": n}.
	MaxLive int
}

// Service is what the effects system answers
// (runtime.Service[effects.Service](g)).
type Service interface {
	// LiveParticles returns how many particles are alive in the game now,
	// across its emitters (as counted at the last particle step, plus those
	// emitted since).
	LiveParticles() int
	// MaxLive returns the game's cap on live particles (Options.MaxLive
	// after defaults and clamping).
	MaxLive() int
}

// NewSystem returns the effects system for opts, named "Effects":
// runtime.StepParticles in the simulate phase, and runtime.StepEffects and
// runtime.StepScreenEffects (kept running while the gameplay is paused) in
// the present phase (placed after the view system's steps when it comes
// after it). It provides Service. Each game gets its own value; its only state is
// on the components (the live count is recounted every step).
func NewSystem(opts Options) runtime.System { return &system{opts: opts} }

type system struct {
	opts   Options `griff:"-"`
	max    int     `griff:"-"` // the cap after defaults
	live   int     `griff:"-"` // live particles, counted each step
	warned bool    `griff:"-"` // the cap was reported
	// merger merges tilemap walls into occluder boxes each step, reusing its
	// memory (a scratch, not state).
	merger physics.CellMerger `griff:"-"`
}

func (*system) Name() string { return "Effects" }

func (s *system) Setup(g *runtime.Game) error {
	s.max = s.opts.MaxLive
	switch {
	case s.max == 0:
		s.max = DefaultMaxLive
	case s.max < 0 || s.max > MaxMaxLive:
		s.max = max(1, min(s.max, MaxMaxLive))
		g.Problems().Warn(nil, "Effects", "effects: the particle cap %d is not in [1, %d]; clamped to %d", s.opts.MaxLive, MaxMaxLive, s.max)
	}
	runtime.Provide[Service](g, s)
	s.SceneStarted(g)
	g.AddStep(runtime.StepParticles, runtime.InPhase(runtime.PhaseSimulate), s.particles)
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
	g.AddStep(runtime.StepScreenEffects, runtime.After(runtime.StepEffects), screenEffects)
	g.KeepRunning(runtime.StepScreenEffects)
	return nil
}

// SceneStarted checks the settings of the scene's emitters and lights at
// once, warning about values out of range (and clamping the lights'), so
// mistakes show when a scene comes in (and for the start scene when the
// system is set up), also under a title menu that pauses the gameplay; it
// implements runtime.SceneStarter.
func (s *system) SceneStarted(g *runtime.Game) {
	for e, em := range scenes.Active[Emitter](g.Scene()) {
		em.settings(g, e)
	}
	for e, l := range scenes.Active[visual.Light](g.Scene()) {
		boundLight(g, e, l)
	}
}

// particles moves every emitter's particles, counts the live ones, then lets
// each emitter emit, in hierarchy order, within the room the cap leaves.
func (s *system) particles(g *runtime.Game) {
	tick, dt := g.Clock().Tick(), g.Clock().DeltaSeconds()
	s.live = 0
	for e, em := range scenes.Active[Emitter](g.Scene()) {
		em.move(g, e, tick, dt)
		s.live += len(em.live)
	}
	for e, em := range scenes.Active[Emitter](g.Scene()) {
		em.emitStep(g, e, dt, s)
	}
}

// room returns how many more particles the game may have now; the first
// time it is 0 for a want of more, it warns once on e.
func (s *system) room(g *runtime.Game, e *scenes.Entity, want int) int {
	n := max(0, s.max-s.live)
	if want > n && !s.warned {
		s.warned = true
		g.Problems().Warn(e, "Griff.Emitter", "effects: the game has %d live particles, its cap (effects.Options.MaxLive, project.griff's effects.maxParticles); new particles are not emitted until some die (warned once)", s.max)
	}
	return n
}

// LiveParticles implements Service.
func (s *system) LiveParticles() int { return s.live }

// MaxLive implements Service.
func (s *system) MaxLive() int { return s.max }

func init() {
	scenes.Register[Emitter]("Griff.Emitter")
	scenes.Register[Follower]("Griff.Follower")
	scenes.Register[Trail]("Griff.Trail")
	scenes.Register[Flash]("Griff.Flash")
	scenes.Register[Shake]("Griff.Shake")
}
