package scripts

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// system owns the game's scheduler, the entity arcs, the component hooks and
// the script faults. Its state (arcs, latches, Start hooks called, held entities)
// is saved by Save and counted by SaveState.
type system struct {
	g         *runtime.Game                             `griff:"-"`
	sched     *arc.Scheduler[*runtime.Game]             `griff:"state"`
	owned     []ownedArc                                `griff:"state"` // arcs started for entities, in start order
	owners    map[arc.Arc[*runtime.Game]]*scenes.Entity `griff:"state"`
	hookTypes []*scenes.ComponentType                   `griff:"-"`     // not state: the types with hooks, found once
	hookMasks []hookMask                                `griff:"-"`     // their hooks, by index
	started   map[startKey]struct{}                     `griff:"state"` // Start hooks called (and Script arcs started)
	held      map[*scenes.Entity]struct{}               `griff:"state"` // entities whose scripts are held after a fault
	pending   []ScriptFault                             `griff:"state"` // recorded during this step
	faults    []ScriptFault                             `griff:"state"` // of the previous step
	entries   []hookEntry                               `griff:"-"`     // not state: the hooks of this step, in order
	trigs     []string                                  `griff:"state"` // triggers made by name, in order
	latches   []string                                  `griff:"state"` // latches made by name, in order
	onFault   *arc.Trigger                              `griff:"state"`
	scriptCT  *scenes.ComponentType                     `griff:"-"`
	inTick    bool                                      `griff:"-"`
	// not state: AppendSnapshot's lists, kept to reuse
	snapStarted []savedStart `griff:"-"`
	snapHeld    []uint64     `griff:"-"`
}

// ownedArc is an arc started for an entity, with the components it needs.
type ownedArc struct {
	a     arc.Arc[*runtime.Game]
	e     *scenes.Entity
	needs []*scenes.ComponentType
}

// startKey names a Start hook called: an entity of the scene and a component type.
type startKey struct {
	id scenes.EntityID
	ct *scenes.ComponentType
}

// arcBase is what every arc has through its embedded arc.Base.
type arcBase interface {
	SetOwner(owner string)
	Owner() string
}

// NewSystem returns the script system, named "Scripts": it runs the game's arcs
// and component hooks, keeps their faults, provides the Scripts service and saves
// its state into the game's fingerprint (see the package documentation).
func NewSystem() runtime.System { return &system{} }

func (*system) Name() string { return "Scripts" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	s.sched = arc.NewScheduler[*runtime.Game](arc.Options{StepDuration: g.Clock().StepDuration(), SaveName: arcSaveName})
	s.owners = map[arc.Arc[*runtime.Game]]*scenes.Entity{}
	s.hookTypes, s.hookMasks = findHooks()
	s.started = map[startKey]struct{}{}
	s.held = map[*scenes.Entity]struct{}{}
	s.scriptCT = scenes.TypeOf[Script]()
	s.onFault = s.Trigger(FaultTrigger)
	runtime.Provide[Scripts](g, s)
	g.AddStep(runtime.StepScriptFaults, runtime.InPhase(runtime.PhaseBegin), s.publish)
	g.AddStep(runtime.StepScripts, runtime.InPhase(runtime.PhaseScripts), s.run)
	g.AddStep(runtime.StepLateUpdate, runtime.InPhase(runtime.PhasePresent), s.late)
	g.AddStep(runtime.StepScriptsEnd, runtime.After(runtime.StepCommit), s.sweep)
	return nil
}

// SceneStarted forgets the Start hooks and held entities of the old scene and
// ends the arcs of its entities.
func (s *system) SceneStarted(g *runtime.Game) {
	clear(s.started)
	clear(s.held)
	s.sweep(g)
}

// SaveState returns the scripts' state for the game's digest: what Save writes.
func (s *system) SaveState() ([]byte, error) { return s.Save() }

// publish makes the faults of the previous step visible and raises the fault
// trigger if there were any.
func (s *system) publish(*runtime.Game) {
	clear(s.faults)
	s.faults, s.pending = s.pending, s.faults[:0]
	if len(s.faults) > 0 {
		s.onFault.Raise()
	}
}

// run is runtime.StepScripts.
func (s *system) run(g *runtime.Game) {
	s.sweep(g)
	s.startScripts(g)
	if len(s.hookTypes) > 0 {
		s.collect(g)
		s.pass(g, hookStart)
		s.pass(g, hookFixed)
		s.pass(g, hookUpdate)
	}
	s.inTick = true
	s.sched.Tick(g.Clock().Now(), g)
	s.inTick = false
	for _, f := range s.sched.TakeFaults() {
		s.arcFault(g, f)
	}
}

// late is runtime.StepLateUpdate.
func (s *system) late(g *runtime.Game) {
	if len(s.hookTypes) > 0 {
		s.pass(g, hookLate)
	}
}

// sweep ends the entity arcs whose entity is gone (destroyed, or in a scene no
// longer played) or lacks a component the arc needs, and forgets arcs that ended.
func (s *system) sweep(g *runtime.Game) {
	keep := s.owned[:0]
	for _, o := range s.owned {
		if s.owners[o.a] != o.e {
			continue // stopped, or started again for another owner
		}
		if !s.sched.Contains(o.a) {
			delete(s.owners, o.a)
			continue
		}
		if !keeps(g, o) {
			s.sched.Remove(o.a)
			delete(s.owners, o.a)
			continue
		}
		keep = append(keep, o)
	}
	clear(s.owned[len(keep):])
	s.owned = keep
}

// current reports whether o is an arc running for o.e (not an entry left by an
// arc stopped, or started again for another owner, since the last sweep).
func (s *system) current(o ownedArc) bool {
	return s.owners[o.a] == o.e && s.sched.Contains(o.a)
}

func keeps(g *runtime.Game, o ownedArc) bool {
	if !o.e.Alive() || o.e.Scene() != g.Scene() {
		return false
	}
	for _, ct := range o.needs {
		if !o.e.HasType(ct) {
			return false
		}
	}
	return true
}

// startScripts starts the arcs of Script components seen for the first time.
func (s *system) startScripts(g *runtime.Game) {
	for e, sc := range scenes.ActiveRead[Script](g.Scene()) { // marked when its arcs start
		k := startKey{e.ID(), s.scriptCT}
		if _, done := s.started[k]; done {
			continue
		}
		s.started[k] = struct{}{}
		e.MarkChanged()
		sc.startArcs(g, s, e)
	}
}

// outside tells the game a change of its scripts made between steps
// (runtime.Game.NoteOutsideChange; nothing inside a step): a sparse Timeline
// then takes the next step whole, since no step's input replays it. A
// trigger or latch asked for may be fired or set through what it returns.
func (s *system) outside() {
	if s.g != nil {
		s.g.NoteOutsideChange()
	}
}

// Start implements Scripts.
func (s *system) Start(a arc.Arc[*runtime.Game], owner *scenes.Entity) {
	s.outside()
	name := a.ArcName()
	if _, ok := arcNames[reflect.TypeOf(a)]; !ok {
		panic(fmt.Sprintf("scripts: Scripts.Start of arc type %T, which is not registered (RegisterArc)", a))
	}
	if s.sched.Contains(a) {
		panic(fmt.Sprintf("scripts: Scripts.Start of a %s that is already running", name))
	}
	b := a.(arcBase)
	if owner == nil {
		b.SetOwner("")
		s.sched.Add(a)
		return
	}
	if !owner.Alive() {
		panic(fmt.Sprintf("scripts: Scripts.Start of a %s for a destroyed entity", name))
	}
	b.SetOwner(owner.String())
	s.sched.Add(a)
	s.link(a, owner)
	if _, held := s.held[owner]; held { // the entity's scripts are held: so is a new one
		s.sched.Quarantine(a, arc.Fault{Arc: name, Owner: owner.String(),
			Message: "held: started while its entity's scripts were held after a fault"})
	}
}

// link records a as an arc of e, with what it needs.
func (s *system) link(a arc.Arc[*runtime.Game], e *scenes.Entity) {
	var needs []*scenes.ComponentType
	if n, ok := a.(Needer); ok {
		needs = n.Needs()
	}
	s.owned = append(s.owned, ownedArc{a, e, needs})
	s.owners[a] = e
}

// Stop implements Scripts.
func (s *system) Stop(a arc.Arc[*runtime.Game]) {
	s.outside()
	s.sched.Remove(a)
	delete(s.owners, a)
}

// Running implements Scripts.
func (s *system) Running(a arc.Arc[*runtime.Game]) bool { return s.sched.Contains(a) }

// Owner implements Scripts.
func (s *system) Owner(a arc.Arc[*runtime.Game]) *scenes.Entity {
	if !s.sched.Contains(a) {
		return nil
	}
	return s.owners[a]
}

// Arcs implements Scripts.
func (s *system) Arcs(owner *scenes.Entity) []arc.Arc[*runtime.Game] {
	var out []arc.Arc[*runtime.Game]
	if owner == nil {
		for _, a := range s.sched.Arcs() {
			if _, ok := s.owners[a]; !ok {
				out = append(out, a)
			}
		}
		return out
	}
	for _, o := range s.owned {
		if o.e == owner && s.current(o) {
			out = append(out, o.a)
		}
	}
	return out
}

// Trigger implements Scripts.
func (s *system) Trigger(name string) *arc.Trigger {
	s.outside()
	if t := s.sched.Trigger(name); t != nil {
		if !slices.Contains(s.trigs, name) { // made after a snapshot that was restored
			s.trigs = append(s.trigs, name)
		}
		return t
	}
	s.trigs = append(s.trigs, name)
	return s.sched.NewTrigger(name)
}

// Latch implements Scripts.
func (s *system) Latch(name string) *arc.Latch {
	s.outside()
	if l := s.sched.Latch(name); l != nil {
		if base := strings.TrimPrefix(name, "!"); !slices.Contains(s.latches, base) { // see Trigger
			s.latches = append(s.latches, base)
		}
		return l
	}
	base, inv := name, false
	if len(name) > 0 && name[0] == '!' {
		base, inv = name[1:], true
	}
	s.latches = append(s.latches, base)
	l := s.sched.NewLatch(base)
	if inv {
		return l.Not()
	}
	return l
}

// Faults implements Scripts.
func (s *system) Faults() []ScriptFault { return s.faults }

// Held implements Scripts.
func (s *system) Held(owner *scenes.Entity) bool {
	_, ok := s.held[owner]
	return ok
}

// Release implements Scripts.
func (s *system) Release(owner *scenes.Entity) {
	if owner == nil {
		for _, a := range s.sched.Arcs() {
			if _, ok := s.owners[a]; !ok {
				s.sched.Release(a)
			}
		}
		return
	}
	delete(s.held, owner)
	for _, o := range s.owned {
		if o.e == owner && s.current(o) {
			s.sched.Release(o.a)
		}
	}
}
