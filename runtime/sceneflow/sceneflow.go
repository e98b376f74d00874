// Package sceneflow is the scene-change system of a game: a game, a module, a
// script or a scene file's Exit asks for another scene by name, and the system
// loads it and hands it to the game (runtime.Game.SetScene) in its step
// runtime.StepSceneChange (the begin phase, before runtime.StepInput). A scene
// file uses all of it with no code: Griff.Exit leads to a scene and a spot,
// Griff.Spot names where travellers arrive, Griff.Remember keeps a scene as it
// was left, Griff.Carry takes named fields to the next scene.
//
// Decisions:
//   - The rest of the step that asked still plays the current scene; the last
//     request in a step wins. StepSceneChange keeps running while the
//     gameplay is paused (runtime.Pauser), so a pause menu can change scene.
//   - Transitions (Transition: fade or wipe, Seconds long) are counted in
//     steps, rounded from Seconds at the game's step rate, so a change
//     happens at the same step at any frame rate. Of a transition of n
//     steps, the first h = ceil(n/2) cover the screen, the scene changes at
//     the beginning of step h+1 (the first frame that shows the new scene
//     shows it fully covered) and the rest uncover it. Between steps the
//     cover is drawn interpolated (Scenes.Cover, drawn by package rendering
//     over everything, the HUD too).
//   - While a transition runs, the system pauses the gameplay (it is a
//     runtime.Pauser): no gameplay step runs, so gameplay input is ignored
//     and game time stands still (Clock.Delta is 0, timers and scripts do not
//     count down), in both scenes: the old scene is frozen as it fades out,
//     the new one is found as its file has it (or as it was left) when it
//     fades in, and nothing can hurt the player behind the cover. Steps that
//     keep running while paused (menus, the input) still run; the clock's
//     tick still counts.
//   - A change asked for while a transition runs is refused with a warning.
//   - A scene that cannot be loaded is a data mistake: it is reported in the
//     problem log, naming the entity and component that asked when they are
//     known, and the current scene plays on (after a transition, it is
//     uncovered again).
//   - Arrivals: the traveller, an entity of the new scene found by name, is
//     placed (scenes.Transform.Teleport) at the world position of the new
//     scene's Griff.Spot of the name asked for. Entities of one name in two
//     scenes are taken to be the same thing (the player); a missing spot or
//     traveller warns and the new scene plays on as loaded.
//   - Carried values: every Griff.Carry of the old scene copies the fields it
//     names (by the component model's saved fields, as JSON values) to the
//     entity of the same name in the new scene, after arrival. A remembered
//     scene coming back gets them too, so the coins counted are the latest.
//   - Remembered scenes: a scene with a Griff.Remember is kept, when left, as
//     the bytes of its scene snapshot (scenes.Scene.AppendSnapshot), and
//     coming back reads them (scenes.ReadSnapshot, Reattach) instead of its
//     file, then forgets them: the scene being played is the one truth. The
//     kept scenes are game state: the system's snapshot (and so saves) and
//     its state digest hold them, in name order.
//   - Memory bound: at most one copy per scene name is kept, so a game
//     keeps at most as many scenes as it has scene files with a
//     Griff.Remember, each the size of its snapshot (about 100 bytes an
//     entity for its transform, name and place, plus its components' saved
//     values: 308 bytes an entity with a sprite, measured), MaxRemembered
//     bytes in all. A scene that would pass MaxRemembered is not kept: it
//     warns, and coming back loads its file anew. Every snapshot of the game
//     copies the kept bytes, so a game that snapshots every step (rollback)
//     pays for them each step.
//   - A remembered scene is frozen while away: components that count
//     elapsed time (timers, tweens, lifetimes) go on where they stopped. A
//     system's own state about the scene (physics contacts, scripts' arcs,
//     caches) is not part of it: coming back starts them as for a new scene,
//     from the scene's components (bodies keep their velocities, which are
//     saved fields). So a traveller coming back with no Spot stands where it
//     left, on the exit, and may touch it anew as the physics world is built
//     again: give the way back a Spot off the exit (as for any scene whose
//     spot lies on an exit).
//   - A save from a build with other component types cannot read the
//     remembered scenes: a restore then forgets them with a warning, and
//     coming back loads the files anew.
package sceneflow

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Loader makes scenes by name: the host's LoadedGame reads each scene file
// once into a template and makes a new scene of it on each load.
type Loader interface {
	// LoadScene returns a new scene named name, reporting data mistakes to
	// problems. It returns an error if there is no such scene or it cannot be
	// read.
	LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error)
}

// Change is a scene change: the scene, who arrives where, and how it looks.
type Change struct {
	// Scene names the scene to play next.
	Scene string
	// Spot names the Griff.Spot of the new scene Traveller is placed at; ""
	// places no one.
	Spot string
	// Traveller names the entity of the new scene placed at Spot.
	Traveller string
	// Transition is how the change looks; the zero value is a cut.
	Transition Transition
}

// Scenes is the service of the scene-change system. Find it with Of.
type Scenes interface {
	// Change asks for the scene named name to replace the one being played at
	// the beginning of the next step, with a cut.
	Change(name string)
	// ChangeFrom is Change asked for by the component saved as component of
	// entity e (e may be nil, component ""): a scene that cannot be loaded is
	// reported naming them, as "Exit#57: Game.Exit: cannot change to
	// scene ...", so the mistake can be found in the scene file.
	ChangeFrom(e *scenes.Entity, component, name string)
	// Go asks for the change c: a cut at the beginning of the next step, or a
	// transition starting then (see the package documentation).
	Go(c Change)
	// GoFrom is Go asked for by the component saved as component of entity e,
	// which warnings name (see ChangeFrom).
	GoFrom(e *scenes.Entity, component string, c Change)
	// Pending returns the scene asked for and not yet loaded, and whether there
	// is one.
	Pending() (string, bool)
	// Changing reports whether a transition is under way (and so the
	// gameplay is paused).
	Changing() bool
	// Cover returns what the transition under way draws over the screen in a
	// frame blend (0..1, runtime.Clock.Blend) of the way from the last step
	// but one to the last step, and whether it draws anything.
	Cover(blend float64) (Cover, bool)
	// Remembered returns the names of the scenes kept as they were left, in
	// name order.
	Remembered() []string
}

// Of returns the game's Scenes service. It panics if the game has no
// scene-change system.
func Of(g *runtime.Game) Scenes { return runtime.Service[Scenes](g) }

// StepExits uses the Exits touched in the physics step (resolve phase).
var StepExits = runtime.NewStep("SceneExits")

// NewSystem returns the scene-change system, loading scenes with loader; a nil
// loader makes every change a problem ("the game has no scene loader").
func NewSystem(loader Loader) runtime.System { return &system{loader: loader} }

type system struct {
	loader  Loader        `griff:"-"`
	g       *runtime.Game `griff:"-"`
	next    Change        `griff:"state"` // the cut asked for, committed next step
	pending bool          `griff:"state"`
	trip    trip          `griff:"state"`
	kept    []keptScene   `griff:"state"` // remembered scenes, in name order
	// from and component name who asked for the change (nil and "":
	// unknown), for the warnings; not state.
	from      *scenes.Entity `griff:"-"`
	component string         `griff:"-"`
	checked   *scenes.Scene  `griff:"-"` // the scene whose spots were checked
}

// trip is a transition under way: step counts the steps taken of total;
// on is true while it pauses the gameplay (steps 1..total); a trip with
// total > 0 and on false is drawn until the next step and then forgotten.
type trip struct {
	change      Change
	step, total int
	on          bool
}

func (*system) Name() string { return "Scenes" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	runtime.Provide[Scenes](g, s)
	g.AddStep(runtime.StepSceneChange, runtime.Before(runtime.StepInput), func(g *runtime.Game) { s.commit(g) })
	g.KeepRunning(runtime.StepSceneChange)
	g.AddStep(StepExits, runtime.InPhase(runtime.PhaseResolve), s.exits)
	return nil
}

// PausesGameplay reports whether a transition is under way; it implements
// runtime.Pauser.
func (s *system) PausesGameplay(*runtime.Game) bool { return s.trip.on }

func (s *system) Change(name string) { s.ChangeFrom(nil, "", name) }

func (s *system) ChangeFrom(e *scenes.Entity, component, name string) {
	s.GoFrom(e, component, Change{Scene: name})
}

func (s *system) Go(c Change) { s.GoFrom(nil, "", c) }

func (s *system) GoFrom(e *scenes.Entity, component string, c Change) {
	if s.trip.on {
		s.g.Problems().Warn(e, component, "cannot change to scene %q: a transition to %q is under way", c.Scene, s.trip.change.Scene)
		return
	}
	n := c.Transition.steps(s.g.Clock().StepRate(), func(format string, args ...any) {
		s.g.Problems().Warn(e, component, format, args...)
	})
	s.from, s.component = e, component
	if n == 0 {
		c.Transition = Transition{}
		s.next, s.pending = c, true
		return
	}
	s.next, s.pending = Change{}, false
	s.trip = trip{change: c, total: n, on: true}
}

func (s *system) Pending() (string, bool) {
	if s.trip.on && s.trip.step <= halfOf(s.trip.total) {
		return s.trip.change.Scene, true
	}
	return s.next.Scene, s.pending
}

func (s *system) Changing() bool { return s.trip.on }

func (s *system) Cover(blend float64) (Cover, bool) {
	t := &s.trip
	if t.total == 0 || t.step == 0 {
		return Cover{}, false
	}
	if !(blend > 0) { // NaN counts as 0
		blend = 0
	}
	blend = min(blend, 1)
	h := halfOf(t.total)
	a0, a1 := amountAt(t.step-1, h, t.total), amountAt(t.step, h, t.total)
	return Cover{
		Kind:      t.change.Transition.Kind,
		Color:     t.change.Transition.cover(),
		Amount:    a0 + float64((a1-a0)*blend),
		Direction: t.change.Transition.Direction,
		Leaving:   t.step > h,
	}, true
}

// commit makes the change asked for, or takes the transition's next step.
func (s *system) commit(g *runtime.Game) {
	if s.trip.total > 0 {
		if s.trip.on {
			s.tripStep(g)
			return
		}
		s.trip = trip{} // drawn after its last step; now done
	}
	if !s.pending {
		return
	}
	c := s.next
	s.next, s.pending = Change{}, false
	s.change(g, c)
}

// tripStep takes one step of the transition under way.
func (s *system) tripStep(g *runtime.Game) {
	t := &s.trip
	t.step++
	if t.step == halfOf(t.total)+1 || t.total == 1 {
		s.change(g, t.change)
	}
	if t.step >= t.total {
		t.on = false
	}
}

// change makes the change c: loads the scene (remembered or from its file),
// keeps the scene left if it is remembered, and places the traveller and the
// carried values.
func (s *system) change(g *runtime.Game, c Change) {
	from, component := s.from, s.component
	s.from, s.component = nil, ""
	if from != nil && !from.Alive() {
		from, component = nil, "" // destroyed since it asked: its name is gone
	}
	sc := s.load(g, from, component, c.Scene)
	if sc == nil {
		return
	}
	old := g.Scene()
	carried := collectCarry(g, old)
	if old.Name() != sc.Name() {
		s.keep(g, old)
	}
	g.SetScene(sc)
	arrive(g, from, component, c)
	giveCarry(g, carried)
}
