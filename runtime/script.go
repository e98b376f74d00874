package runtime

// # Scripts (a section for the package documentation)
//
// Scripts are the game's own Go code that runs inside the frame: arcs (the
// saveable scripts of package runtime/arc, written as ordinary Go that pauses)
// and component hooks (methods on component types). The built-in script system
// owns them and offers them through the Scripts service (Game.Scripts).
//
// Arcs:
//   - The game has one scheduler, arc.NewScheduler[*Game]: every arc's Run
//     takes the *Game. Scripts.Start adds an arc for an entity (its owner) or
//     for the world (owner nil). The scheduler is ticked once per step in the
//     scripts phase (StepScripts), with the step's game time, so a paused game
//     (no steps) does not count down.
//   - An arc started for an entity ends (is removed from the scheduler, keeping
//     its fields) when the entity is destroyed, when the scene it lives in is
//     replaced, or when the entity no longer has a component the arc needs. An
//     arc declares what it needs with the optional interface Needer, asked when
//     it starts and when it is loaded. Ends are checked at the start of the
//     scripts step (so an arc never runs without what it needs) and after the
//     end-phase commit (StepScriptsEnd), so an arc of an entity destroyed in a
//     step is gone when the step is over. A world arc survives any entity.
//   - Arc types are registered once, in init, with RegisterArc, under the name
//     "pkg.Name" (last element of the package path, a dot, the Go type name), so
//     packages can each have a Tutorial: a save names arcs by that name, and Load
//     makes them from the registry (a bare name from an older save is accepted
//     when only one registered type has it). Scripts.Start panics for an
//     unregistered type, so a game never holds an arc it could not load.
//   - The Script component ("Griff.Script") puts arcs on an entity from data: it
//     names registered arc types, started for the entity on the first step it is
//     in the scene and active (just before the Start hooks). The running arcs are
//     kept by the script system, not in the component (component memory is reused
//     once removed, so it must not own pointers); Scripts.Arcs lists an entity's.
//   - Triggers and latches are made or found by name (Scripts.Trigger,
//     Scripts.Latch); they belong to the game and are saved by name.
//
// Component hooks: a component type whose pointer implements Starter,
// FixedUpdater, Updater or LateUpdater has that method called; the types are
// found once per game, from the component registry (by type, on the pointer).
// Hooks are called for entities active in the hierarchy, in hierarchy order, and
// within an entity in the order its components were added. Each step the scripts
// phase walks the scene once to list the components with hooks (skipping inactive
// subtrees); the LateUpdate pass reuses that list, so LateUpdate is called only
// for components that were there, and started, in the scripts phase. A program
// that links no component type with hooks never walks its scene. Griff has only
// fixed steps, so every hook runs once per step; they differ by where in the step
// they run:
//   - Start: once per entity and component type, on the first step the component
//     is there and its entity active; the step's Start hooks all run before
//     its FixedUpdate hooks.
//   - FixedUpdate: scripts phase, first: the step's gameplay (as Unity's
//     FixedUpdate, the code that must run once per simulation step).
//   - Update: scripts phase, after every FixedUpdate of the step; then the arcs
//     resume (as Unity resumes coroutines after Update).
//   - LateUpdate: present phase, after simulate, physics and resolve: for what
//     follows the step's outcome (cameras, HUD). Gameplay state changed here is
//     seen by the next step.
//
// Fault boundary (DESIGN section 7): a panic in an arc or a hook is recovered and
// recorded as a ScriptFault naming the entity, the script (arc type, or
// component and hook), the script's file and line, and the message; it goes to the
// game's problem log (SeverityError, once) and to Scripts.Faults, which lists the
// faults of the previous step from the begin phase of the next (StepScriptFaults);
// the trigger FaultTrigger is raised then as well, so an arc can wait for it. The
// game goes on. The faulting script and every other script of its entity are
// quarantined: its arcs stop where they paused (they still save, and a trigger
// raised meanwhile still counts when they resume) and its hooks are no longer
// called. A world arc's fault quarantines that arc alone. Scripts.Release(e) lets
// e's hooks and arcs run again from the next step (nil: the world's arcs); an arc
// that faulted resumes from the start of the segment it faulted in.
//
// State: the script system is a StateSaver, so the game's fingerprint includes
// every arc (position, locals, fields, waits), the latches, the entities held and the
// Start hooks already called. Scripts.Save and Scripts.Load carry the same state
// to another game (see Scripts.Load for what the caller restores first). Stepping
// 1,000 running arcs makes no allocation.

import (
	"fmt"
	"path"
	"reflect"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// The steps of the script system.
var (
	// StepScriptFaults publishes the script faults of the previous step
	// (Scripts.Faults) and raises FaultTrigger if there were any (begin).
	StepScriptFaults = NewStep("ScriptFaults")
	// StepScripts ends the arcs that lost their entity or what they need, calls
	// Start, FixedUpdate and Update hooks, then ticks the arcs (scripts).
	StepScripts = NewStep("Scripts")
	// StepLateUpdate calls LateUpdate hooks (present).
	StepLateUpdate = NewStep("LateUpdate")
	// StepScriptsEnd ends the arcs of entities destroyed or changed by the commit
	// (end, right after StepCommit).
	StepScriptsEnd = NewStep("ScriptsEnd")
)

// FaultTrigger is the name of the trigger the script system raises in the begin
// phase of a step that follows one with script faults.
const FaultTrigger = "Griff.ScriptFault"

// Scripts is the service of the script system (Game.Scripts): how systems and
// scripts start and stop arcs, find triggers and latches, read faults and save
// the game's scripts. Every method must be called from the game's goroutine.
type Scripts interface {
	// Start adds a to the game's scheduler for owner (nil: the world). It first
	// runs in this step's scripts tick if started before it (in the begin or logic
	// phase, or from a hook), else in the next step's. An arc started for an
	// entity whose scripts are held (after a fault, until Release) is held too:
	// it first runs after Release. Start panics if a's type
	// is not registered (RegisterArc), if a is already running, or if owner is
	// destroyed.
	Start(a arc.Arc[*Game], owner *scenes.Entity)
	// Stop removes a from the scheduler; it keeps its fields and position. Stopping
	// an arc that is not running does nothing.
	Stop(a arc.Arc[*Game])
	// Running reports whether a is in the scheduler (started, not ended or stopped).
	Running(a arc.Arc[*Game]) bool
	// Owner returns the entity a runs for, or nil for a world arc or an arc that
	// is not running.
	Owner(a arc.Arc[*Game]) *scenes.Entity
	// Arcs returns the arcs running for owner (nil: the world's) in the order
	// they were started, in a new slice.
	Arcs(owner *scenes.Entity) []arc.Arc[*Game]
	// Trigger returns the game's trigger named name, making it on first use.
	Trigger(name string) *arc.Trigger
	// Latch returns the game's latch named name ("!name": its inverse), making a
	// clear one on first use.
	Latch(name string) *arc.Latch
	// Faults returns the script faults recorded during the previous step, oldest
	// first. The slice is the system's own, valid until the next step begins.
	Faults() []ScriptFault
	// Release lets owner's quarantined arcs and held hooks run again from the
	// next step (nil: the world's arcs). An arc that faulted resumes from the
	// start of the segment it faulted in; one held because another script of its
	// entity faulted resumes where it paused.
	Release(owner *scenes.Entity)
	// Held reports whether owner's scripts are quarantined after a fault.
	Held(owner *scenes.Entity) bool
	// Save writes the game's scripts as JSON: triggers and latches by name,
	// Start hooks already called, held entities, and every arc (the scheduler's
	// save, see package arc). It returns an error if called during the scripts
	// tick (an arc is not at a pause).
	Save() ([]byte, error)
	// Load replaces the game's arcs with those of a save Save wrote. The caller
	// restores the clock and scene first (arcs' deadlines are absolute game
	// times; entity arcs are linked to entities by id). An arc whose entity is
	// gone, or whose type is not registered, is dropped; what could not be
	// restored as saved is reported to the problem log and returned. Load returns
	// an error wrapping arc.ErrBadSave, and changes nothing, if data is not a
	// save.
	Load(data []byte) ([]arc.Problem, error)
}

// Scripts returns the game's Scripts service. It panics if the game has no
// script system (every game made by NewGame has one).
func (g *Game) Scripts() Scripts { return Service[Scripts](g) }

// Needer is an optional interface of arc types: Needs lists the component types
// the arc's entity must keep; the arc ends when the entity loses one. It is asked
// when the arc starts and when it is loaded (so it may depend on saved fields).
// A world arc's Needs is not asked.
type Needer interface {
	Needs() []*scenes.ComponentType
}

// Starter is an optional interface of component types (on the pointer): Start is
// called once per entity and component type, on the first step the component is
// on an active entity, in the scripts phase before FixedUpdate.
type Starter interface {
	Start(g *Game, e *scenes.Entity)
}

// FixedUpdater is an optional interface of component types (on the pointer):
// FixedUpdate is called every step in the scripts phase, before Update.
type FixedUpdater interface {
	FixedUpdate(g *Game, e *scenes.Entity)
}

// Updater is an optional interface of component types (on the pointer): Update is
// called every step in the scripts phase, after every FixedUpdate and before the
// arcs resume.
type Updater interface {
	Update(g *Game, e *scenes.Entity)
}

// LateUpdater is an optional interface of component types (on the pointer):
// LateUpdate is called every step in the present phase.
type LateUpdater interface {
	LateUpdate(g *Game, e *scenes.Entity)
}

// Script puts arcs on an entity from data. Saved as "Griff.Script".
type Script struct {
	// Arcs names registered arc types (RegisterArc: "pkg.Name", such as
	// "hud.Tutorial"; a bare type name is accepted when only one registered type
	// has it) to start for the entity, in order, on the first step it is in the
	// scene and active. A name that is not registered, or is ambiguous, warns once
	// in the problem log.
	Arcs []string `json:"arcs,omitempty"`
}

func init() {
	scenes.Register[Script]("Griff.Script")
}

// startArcs starts the arcs s names, for e.
func (s *Script) startArcs(g *Game, sys *scriptSystem, e *scenes.Entity) {
	for _, name := range s.Arcs {
		mk, err := arcType(name)
		if err != nil {
			g.problems.Warn(e, "Griff.Script", "%v", err)
			continue
		}
		sys.Start(mk(), e)
	}
}

// The arc type registry: filled by RegisterArc in init functions and only read
// afterwards. arcTypes maps registered names to makers, arcNames the Go types to
// their registered names, arcBare bare ArcNames to the registered names that end
// in them (for saves and scene files written before names were qualified).
var (
	arcTypes = map[string]func() arc.Arc[*Game]{}
	arcNames = map[reflect.Type]string{}
	arcBare  = map[string][]string{}
)

// RegisterArc adds the arc type T (whose pointer is a generated arc of *Game) to
// the types games can start from data (Script) and load from saves, under the
// name "pkg.Name": the last element of T's package path, a dot and its ArcName
// (its Go type name), such as "hud.Tutorial" for the Tutorial of
// modules/platformer/hud, so two packages may each have a Tutorial. Saves and
// Script components use that name. Use RegisterArcNamed where two packages share
// a last path element. It is meant to be called from an init function.
// RegisterArc panics if another type is registered under the same name, or if T
// is registered twice.
func RegisterArc[T any, P interface {
	*T
	arc.Arc[*Game]
}]() {
	pkg := path.Base(reflect.TypeFor[T]().PkgPath())
	RegisterArcNamed[T, P](pkg + "." + P(new(T)).ArcName())
}

// RegisterArcNamed is RegisterArc under an explicit name (which saves and Script
// components use). It panics if name is empty or already registered, or if T is
// registered twice.
func RegisterArcNamed[T any, P interface {
	*T
	arc.Arc[*Game]
}](name string) {
	rt := reflect.TypeFor[P]()
	if name == "" {
		panic(fmt.Sprintf("runtime: arc type %v registered with an empty name", rt))
	}
	if _, dup := arcTypes[name]; dup {
		panic(fmt.Sprintf("runtime: arc type registered twice: %s", name))
	}
	if prev, dup := arcNames[rt]; dup {
		panic(fmt.Sprintf("runtime: arc type %v registered twice: as %s and %s", rt, prev, name))
	}
	arcTypes[name] = func() arc.Arc[*Game] { return P(new(T)) }
	arcNames[rt] = name
	bare := P(new(T)).ArcName()
	arcBare[bare] = append(arcBare[bare], name)
}

// arcType returns the maker of the arc type registered as name. A name without a
// dot that is not registered is also looked up as a bare ArcName (as saves and
// scene files wrote them before names were qualified) when exactly one registered
// type has it. The error says what is wrong.
func arcType(name string) (func() arc.Arc[*Game], error) {
	if mk := arcTypes[name]; mk != nil {
		return mk, nil
	}
	if !strings.Contains(name, ".") {
		switch full := arcBare[name]; len(full) {
		case 0:
		case 1:
			return arcTypes[full[0]], nil
		default:
			full = slices.Sorted(slices.Values(full))
			return nil, fmt.Errorf("arc type name %q is ambiguous: write one of %s", name, strings.Join(full, ", "))
		}
	}
	return nil, fmt.Errorf("no arc type named %q (RegisterArc)", name)
}

// arcSaveName is the name a save gives a: its registered name (a of a type that is
// not registered is never started, see Scripts.Start), else its ArcName.
func arcSaveName(a arc.Saveable) string {
	if n, ok := arcNames[reflect.TypeOf(a)]; ok {
		return n
	}
	return a.ArcName()
}

// ArcTypes returns the names of the registered arc types, sorted.
func ArcTypes() []string {
	out := make([]string, 0, len(arcTypes))
	for n := range arcTypes {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// hookMask says which hooks a component type has.
type hookMask uint8

const (
	hookStart hookMask = 1 << iota
	hookFixed
	hookUpdate
	hookLate
)

var hookIfaces = [...]struct {
	m hookMask
	t reflect.Type
}{
	{hookStart, reflect.TypeFor[Starter]()},
	{hookFixed, reflect.TypeFor[FixedUpdater]()},
	{hookUpdate, reflect.TypeFor[Updater]()},
	{hookLate, reflect.TypeFor[LateUpdater]()},
}

// findHooks returns the registered component types that have hooks, in name
// order, with their hooks.
func findHooks() ([]*scenes.ComponentType, []hookMask) {
	var types []*scenes.ComponentType
	var masks []hookMask
	for _, ct := range scenes.Types() {
		p := reflect.PointerTo(ct.GoType())
		var m hookMask
		for _, h := range hookIfaces {
			if p.Implements(h.t) {
				m |= h.m
			}
		}
		if m != 0 {
			types, masks = append(types, ct), append(masks, m)
		}
	}
	return types, masks
}
