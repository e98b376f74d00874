package runtime

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// System is a part of the game that owns some state and the steps that work on
// it. Built-in systems and a module's systems are added the same way.
type System interface {
	// Name returns the system's name, used in Game.Frame and in errors.
	Name() string
	// Setup adds the system's steps with Game.AddStep and provides its services
	// with Provide. It is called once, by NewGame, in the order systems are given.
	Setup(g *Game) error
}

// Game is one running game: it schedules the steps of its systems in the eight
// phases and shares what every system needs (the scene, the clock, input, the
// random stream, the problem log, prefabs, spawning and destroying, services).
// It holds nothing that belongs to one system: each system owns its state and
// its options, and others reach it through a service. Game must be used from one
// goroutine.
type Game struct {
	clock     Clock                    `griff:"state"`
	rand      *griff.Rand              `griff:"state"`
	frame     []stepDef                `griff:"-"`
	defs      []stepDef                `griff:"-"`
	systems   []System                 `griff:"-"`
	services  map[uintptr]serviceEntry `griff:"-"` // by serviceKey
	settingUp string                   `griff:"-"`
	running   bool                     `griff:"-"`
	scene     *scenes.Scene            `griff:"state"`
	problems  *scenes.Problems         `griff:"-"`
	prefabs   PrefabSource             `griff:"-"`
	input     inputSystem              `griff:"state"`
	commits   commitSystem             `griff:"state"`
	where     where                    `griff:"-"` // not state: what the step runs now, for watchdogs and faults
	content   string                   `griff:"-"` // not state: the content identity snapshots record (SetContent)
	backup    [][]byte                 `griff:"-"` // not state: buffers a restore keeps the systems' state in, to roll back
	pausers   []Pauser                 `griff:"-"`
	keep      map[*stepName]bool       `griff:"-"` // steps that run while the gameplay is paused
	held      bool                     `griff:"-"` // not state: worked out from the Pausers each step
	resim     bool                     `griff:"-"` // not state: steps are re-simulated (SetResimulating)
	after     []func(*Game)            `griff:"-"` // not state: AfterStep's requests, none pending between steps
	restores  uint64                   `griff:"-"` // not state: snapshots put into this game (Restores)
	outside   uint64                   `griff:"-"` // not state: changes made between steps (OutsideChanges)
}

// Options configures a new Game: only what every system shares. A system's own
// settings are given to its constructor (physworld.NewSystem(physics.Options),
// sounds.NewSystem(sounds.Options), ...). The zero value is a valid
// configuration: 60 steps per second, seed 0, no input, problems kept in the
// game's own log, an empty scene, no prefabs.
type Options struct {
	// StepRate is the number of fixed steps per second; 0 or less means
	// DefaultStepRate, more than MaxStepRate means MaxStepRate.
	StepRate int
	// Seed seeds the game's random stream.
	Seed uint64
	// Input is where the game's input comes from, asked once per step; nil means
	// no input (every action up).
	Input input.Source
	// Problems is the game's problem log; nil makes a new one with no sink.
	Problems *scenes.Problems
	// Scene is the scene the game starts with (the host reads the project's start
	// scene into it, reporting to Problems); nil starts with an empty scene.
	Scene *scenes.Scene
	// Prefabs gives the game its prefab templates; nil means none.
	Prefabs PrefabSource
}

// NewGame makes a game with the core's own systems (the clock, input, and the
// commit of spawns and destroys) followed by systems, calling each system's
// Setup and then putting the frame's steps in order. The built-in systems a
// game usually has (scene changes, motion, physics, timers, scripts, sound, the
// view; runtime/builtins lists them) are added by the host like any other. It
// returns an error wrapping what a Setup returned, or one naming the step for a
// placement after or before a step not in the frame, a step added twice, or a
// cycle of placements.
func NewGame(opts Options, systems ...System) (*Game, error) {
	g := &Game{
		clock:    newClock(opts.StepRate),
		rand:     griff.NewRand(opts.Seed),
		services: map[uintptr]serviceEntry{},
		problems: opts.Problems,
		scene:    opts.Scene,
		prefabs:  opts.Prefabs,
	}
	if g.problems == nil {
		g.problems = scenes.NewProblems(nil)
	}
	if g.scene == nil {
		g.scene = scenes.NewScene("", g.problems)
	}
	g.input.source = opts.Input
	core := []System{&clockSystem{}, &g.input, &g.commits}
	for _, s := range append(core, systems...) {
		if err := g.setup(s); err != nil {
			return nil, err
		}
		if p, ok := s.(Pauser); ok {
			g.pausers = append(g.pausers, p)
		}
	}
	frame, err := order(g.defs)
	if err != nil {
		return nil, err
	}
	g.frame, g.defs = frame, nil
	g.where.step.Store(-1)
	return g, nil
}

func (g *Game) setup(s System) (err error) {
	g.settingUp = s.Name()
	defer func() { g.settingUp = "" }()
	g.systems = append(g.systems, s)
	if err := s.Setup(g); err != nil {
		return fmt.Errorf("runtime: setting up system %s: %w", s.Name(), err)
	}
	return nil
}

// AddStep adds a step to the frame at the given place. It may only be called from
// a system's Setup; AddStep panics otherwise, or if fn is nil or id is the zero
// StepID. Placement mistakes (an unknown anchor, a cycle) are returned by NewGame.
func (g *Game) AddStep(id StepID, where Placement, fn StepFunc) {
	if g.settingUp == "" {
		panic("runtime: AddStep outside a system's Setup")
	}
	if id.s == nil || fn == nil {
		panic("runtime: AddStep with a zero StepID or a nil function")
	}
	g.defs = append(g.defs, stepDef{id: id, place: where, fn: fn, system: g.settingUp})
}

// Frame lists the frame's steps in the order they run, phase by phase.
func (g *Game) Frame() []FrameStep {
	out := make([]FrameStep, len(g.frame))
	for i, d := range g.frame {
		out[i] = FrameStep{Phase: d.place.phase, ID: d.id, System: d.system}
	}
	return out
}

// Systems returns the game's systems in the order they were set up, the core's
// first.
func (g *Game) Systems() []System { return append([]System(nil), g.systems...) }

// Clock returns the game's clock: step rate, tick, game time, time scale, pause.
func (g *Game) Clock() *Clock { return &g.clock }

// Rand returns the game's random stream. Simulation code draws random numbers
// only from it (or from streams spawned from it), so a seed fixes the game.
func (g *Game) Rand() *griff.Rand { return g.rand }

// Advance runs as many fixed steps as d holds, keeping the rest for the next call.
// d is the real time since the previous call. At most MaxOwed
// (0.1 s) is owed at once, so a stall slows the game instead of piling up steps. A d
// within SnapTolerance (12%) of a whole number (one or more) of steps counts as
// exactly that many. A paused game takes no steps. Advance returns the number of
// steps taken; Clock().Blend() then says how far the frame is between the last two.
// The method is from Glenn Fiedler, Fix Your Timestep! (2004).
// Advance panics if called from inside a step.
func (g *Game) Advance(d time.Duration) int {
	n := g.clock.steps(d)
	for range n {
		g.Step()
	}
	return n
}

// Step runs one fixed step now: every step of the frame in order. Hosts call
// Advance; tests and tools may call Step directly. A panic in a step while it
// works on an entity (Each, Enter) is caught by the entity's fault boundary (see
// the package documentation) and the frame goes on; any other panic in a step
// propagates to the caller (the hosting loop catches it, reports it and pauses
// the game), and the game is left at the step that panicked. After the end
// phase, Step runs what was asked for with AfterStep (the step boundary).
// Step panics if called from inside a step.
func (g *Game) Step() {
	if g.running {
		panic("runtime: Game.Step called from inside a step")
	}
	g.running = true
	g.where.steps.Add(1)
	ended := false
	defer func() {
		g.running = false
		if !ended { // a step that panicked: its requests go with it
			clear(g.after)
			g.after = g.after[:0]
		}
		g.where.step.Store(-1)
		g.where.setAt(0)
		g.where.steps.Add(1)
	}()
	for i := range g.frame {
		if !g.skips(i) {
			g.runStep(i)
		}
	}
	g.running, ended = false, true
	g.runAfterStep()
}

type clockSystem struct{}

func (*clockSystem) Name() string { return "Clock" }

func (*clockSystem) Setup(g *Game) error {
	g.AddStep(StepClock, InPhase(PhaseBegin), func(g *Game) {
		g.held = g.holdGameplay()
		g.clock.advance(g.held)
		g.scene.BeginStep()
	})
	g.KeepRunning(StepClock)
	g.KeepRunning(StepInput)
	g.KeepRunning(StepCommit)
	return nil
}
