package scripts

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// ScriptFault is the record of a panic in a script: an arc or a component hook.
// The arc is quarantined, or the entity's hooks held, until Scripts.Release.
type ScriptFault struct {
	// Tick is the step the panic happened in.
	Tick griff.Tick
	// Entity is the entity whose script panicked, or nil for a world arc (or an
	// entity arc whose entity is gone).
	Entity *scenes.Entity
	// Owner is the entity as Entity.String gave it when the script started
	// ("Level/Door#4"), or "" for the world.
	Owner string
	// Script is the arc's type name ("Tutorial"), or the component's saved name
	// and the hook ("Game.Door.Update").
	Script string
	// File and Line are the script's source line that was running: for an arc,
	// the innermost line of its script files (through arcgen's //line
	// directives; a plain helper in a script file is reported at its own line); for a
	// hook, the innermost line outside Go's runtime and this package. File is a
	// base name ("tutorial.go").
	File string
	Line int
	// Message is the panic value formatted with %v.
	Message string
	// Notes are what an arc said it was doing (arc.FaultNoter).
	Notes []string
	// Value is the value the script panicked with.
	Value any
}

// String formats the fault as "Level/Door#4: Tutorial at tutorial.go:12: message"
// ("world: ..." for a world arc).
func (f ScriptFault) String() string {
	owner := f.Owner
	if owner == "" {
		owner = "world"
	}
	s := fmt.Sprintf("%s: %s at %s:%d: %s", owner, f.Script, f.File, f.Line, f.Message)
	if len(f.Notes) > 0 {
		s += " [" + strings.Join(f.Notes, "; ") + "]"
	}
	return s
}

var hookNames = map[hookMask]string{hookStart: "Start", hookFixed: "FixedUpdate", hookUpdate: "Update", hookLate: "LateUpdate"}

// hookFault records a panic in a hook; it runs in the deferred function that
// recovered it, so the panicking frames are still on the stack.
func (s *system) hookFault(g *runtime.Game, e *scenes.Entity, ct *scenes.ComponentType, h hookMask, r any) {
	f := ScriptFault{Tick: g.Clock().Tick(), Entity: e, Owner: e.String(), Script: ct.Name() + "." + hookNames[h],
		Message: fmt.Sprint(r), Value: r}
	f.File, f.Line = scenes.PanicSite(enginePackages...)
	s.record(g, f)
}

// arcFault records a fault the scheduler reported.
func (s *system) arcFault(g *runtime.Game, af arc.Fault) {
	f := ScriptFault{Tick: g.Clock().Tick(), Owner: af.Owner, Script: af.Arc, File: filepath.Base(af.File), Line: af.Line,
		Message: af.Message, Notes: af.Notes, Value: af.Value}
	if af.Owner != "" {
		f.Entity = entityOf(g, af.Owner)
	}
	s.record(g, f)
}

// record keeps f for Faults, holds the entity's scripts and reports f to the
// problem log.
func (s *system) record(g *runtime.Game, f ScriptFault) {
	s.pending = append(s.pending, f)
	pr := scenes.Problem{Severity: scenes.SeverityError, File: fmt.Sprintf("%s:%d", f.File, f.Line), Component: f.Script,
		Message: "script panicked: " + f.Message + " (quarantined until released)"}
	if f.Entity != nil {
		s.hold(f)
		pr.Entity, pr.EntityID = f.Entity.Path(), f.Entity.ID()
	} else if f.Owner != "" {
		pr.Entity = f.Owner
	}
	g.Problems().Report(pr)
}

// hold quarantines every script of f's entity: its hooks, and its arcs where
// they paused.
func (s *system) hold(f ScriptFault) {
	s.held[f.Entity] = struct{}{}
	for _, o := range s.owned {
		if o.e == f.Entity && s.current(o) {
			s.sched.Quarantine(o.a, arc.Fault{Arc: o.a.ArcName(), Owner: f.Owner, File: f.File, Line: f.Line,
				Message: "held after a fault in " + f.Script + ": " + f.Message})
		}
	}
}

// entityOf returns the entity of the current scene an owner string
// ("Level/Door#4") names by id, or nil.
func entityOf(g *runtime.Game, owner string) *scenes.Entity {
	i := strings.LastIndexByte(owner, '#')
	if i < 0 {
		return nil
	}
	id, err := strconv.ParseUint(owner[i+1:], 10, 64)
	if err != nil {
		return nil
	}
	return g.Scene().Entity(scenes.EntityID(id))
}

// enginePackages are the function name prefixes of the packages that call a
// hook (this one, the core's Game.Step and the scene's hooks): not the hook's
// own code. scenes.PanicSite skips them.
var enginePackages = []string{"github.com/griffengine/griff/runtime/scripts.", "github.com/griffengine/griff/runtime.",
	"github.com/griffengine/griff/scenes."}
