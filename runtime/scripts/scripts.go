package scripts

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// The steps of the script system are runtime.StepScriptFaults (begin),
// runtime.StepScripts (scripts), runtime.StepLateUpdate (present) and
// runtime.StepScriptsEnd (end, right after runtime.StepCommit).

// FaultTrigger is the name of the trigger the script system raises in the begin
// phase of a step that follows one with script faults.
const FaultTrigger = "Griff.ScriptFault"

// Scripts is the service of the script system (find it with Of): how systems and
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
	Start(a arc.Arc[*runtime.Game], owner *scenes.Entity)
	// Stop removes a from the scheduler; it keeps its fields and position. Stopping
	// an arc that is not running does nothing.
	Stop(a arc.Arc[*runtime.Game])
	// Running reports whether a is in the scheduler (started, not ended or stopped).
	Running(a arc.Arc[*runtime.Game]) bool
	// Owner returns the entity a runs for, or nil for a world arc or an arc that
	// is not running.
	Owner(a arc.Arc[*runtime.Game]) *scenes.Entity
	// Arcs returns the arcs running for owner (nil: the world's) in the order
	// they were started, in a new slice.
	Arcs(owner *scenes.Entity) []arc.Arc[*runtime.Game]
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
	// save. A load between steps counts as a change made outside the steps
	// (runtime.Game.NoteOutsideChange), as do Start, Stop, Trigger and Latch
	// called between steps.
	Load(data []byte) ([]arc.Problem, error)
}

// Of returns g's Scripts service. Of panics if g has no script system
// (NewSystem).
func Of(g *runtime.Game) Scripts { return runtime.Service[Scripts](g) }

// Needer is an optional interface of arc types: Needs lists the component types
// the arc's entity must keep; the arc ends when the entity loses one. It is asked
// when the arc starts and when it is loaded (so it may depend on saved fields).
// A world arc's Needs is not asked.
type Needer interface {
	Needs() []*scenes.ComponentType
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
func (s *Script) startArcs(g *runtime.Game, sys *system, e *scenes.Entity) {
	for _, name := range s.Arcs {
		mk, err := arcType(name)
		if err != nil {
			g.Problems().Warn(e, "Griff.Script", "%v", err)
			continue
		}
		sys.Start(mk(), e)
	}
}
