package runtime

import (
	"fmt"
	"reflect"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// scriptSystem owns the game's scheduler, the entity arcs, the component hooks and
// the script faults. Its state (arcs, latches, Start hooks called, held entities)
// is saved by Save and counted by SaveState.
type scriptSystem struct {
	g         *Game
	sched     *arc.Scheduler[*Game]
	owned     []ownedArc // arcs started for entities, in start order
	owners    map[arc.Arc[*Game]]*scenes.Entity
	hookTypes []*scenes.ComponentType     // not state: the types with hooks, found once
	hookMasks []hookMask                  // their hooks, by index
	started   map[startKey]struct{}       // Start hooks called (and Script arcs started)
	held      map[*scenes.Entity]struct{} // entities whose scripts are held after a fault
	pending   []ScriptFault               // recorded during this step
	faults    []ScriptFault               // of the previous step
	entries   []hookEntry                 // not state: the hooks of this step, in order
	trigs     []string                    // triggers made by name, in order
	latches   []string                    // latches made by name, in order
	onFault   *arc.Trigger
	scriptCT  *scenes.ComponentType
	inTick    bool
}

// ownedArc is an arc started for an entity, with the components it needs.
type ownedArc struct {
	a     arc.Arc[*Game]
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

func (*scriptSystem) Name() string { return "Scripts" }

func (s *scriptSystem) Setup(g *Game) error {
	s.g = g
	s.sched = arc.NewScheduler[*Game](arc.Options{StepDuration: g.clock.StepDuration(), SaveName: arcSaveName})
	s.owners = map[arc.Arc[*Game]]*scenes.Entity{}
	s.hookTypes, s.hookMasks = findHooks()
	s.started = map[startKey]struct{}{}
	s.held = map[*scenes.Entity]struct{}{}
	s.scriptCT = scenes.TypeOf[Script]()
	s.onFault = s.Trigger(FaultTrigger)
	Provide[Scripts](g, s)
	g.AddStep(StepScriptFaults, InPhase(PhaseBegin), s.publish)
	g.AddStep(StepScripts, InPhase(PhaseScripts), s.run)
	g.AddStep(StepLateUpdate, InPhase(PhasePresent), s.late)
	g.AddStep(StepScriptsEnd, After(StepCommit), s.sweep)
	return nil
}

// SceneStarted forgets the Start hooks and held entities of the old scene and
// ends the arcs of its entities.
func (s *scriptSystem) SceneStarted(g *Game) {
	clear(s.started)
	clear(s.held)
	s.sweep(g)
}

// SaveState returns the scripts' state for the game's digest: what Save writes.
func (s *scriptSystem) SaveState() ([]byte, error) { return s.Save() }

// publish makes the faults of the previous step visible and raises the fault
// trigger if there were any.
func (s *scriptSystem) publish(*Game) {
	clear(s.faults)
	s.faults, s.pending = s.pending, s.faults[:0]
	if len(s.faults) > 0 {
		s.onFault.Raise()
	}
}

// run is StepScripts.
func (s *scriptSystem) run(g *Game) {
	s.sweep(g)
	s.startScripts(g)
	if len(s.hookTypes) > 0 {
		s.collect(g)
		s.pass(g, hookStart)
		s.pass(g, hookFixed)
		s.pass(g, hookUpdate)
	}
	s.inTick = true
	s.sched.Tick(g.clock.Now(), g)
	s.inTick = false
	for _, f := range s.sched.TakeFaults() {
		s.arcFault(g, f)
	}
}

// late is StepLateUpdate.
func (s *scriptSystem) late(g *Game) {
	if len(s.hookTypes) > 0 {
		s.pass(g, hookLate)
	}
}

// sweep ends the entity arcs whose entity is gone (destroyed, or in a scene no
// longer played) or lacks a component the arc needs, and forgets arcs that ended.
func (s *scriptSystem) sweep(g *Game) {
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
func (s *scriptSystem) current(o ownedArc) bool {
	return s.owners[o.a] == o.e && s.sched.Contains(o.a)
}

func keeps(g *Game, o ownedArc) bool {
	if !o.e.Alive() || o.e.Scene() != g.scene {
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
func (s *scriptSystem) startScripts(g *Game) {
	for e, sc := range scenes.Active[Script](g.scene) {
		k := startKey{e.ID(), s.scriptCT}
		if _, done := s.started[k]; done {
			continue
		}
		s.started[k] = struct{}{}
		sc.startArcs(g, s, e)
	}
}

// hookEntry is a component with hooks met by collect.
type hookEntry struct {
	e  *scenes.Entity
	ct *scenes.ComponentType
	v  any
	m  hookMask
}

// collect lists the components with hooks of the entities active in the
// hierarchy, in hierarchy order and within an entity in the order added. The
// present phase's LateUpdate pass uses the same list, so LateUpdate is called only
// for components that were there (and started) in the scripts phase.
func (s *scriptSystem) collect(g *Game) {
	clear(s.entries)
	s.entries = s.entries[:0]
	for _, r := range g.scene.Roots() {
		s.collectTree(r)
	}
}

func (s *scriptSystem) collectTree(e *scenes.Entity) {
	if !e.Active() {
		return // nor is any descendant active in the hierarchy
	}
	for ct, v := range e.Components() {
		if m := s.maskOf(ct); m != 0 {
			s.entries = append(s.entries, hookEntry{e, ct, v, m})
		}
	}
	for _, c := range e.Children() {
		s.collectTree(c)
	}
}

// maskOf returns the hooks of ct: a linear search, faster than a map for the
// few types a game gives hooks.
func (s *scriptSystem) maskOf(ct *scenes.ComponentType) hookMask {
	for i, t := range s.hookTypes {
		if t == ct {
			return s.hookMasks[i]
		}
	}
	return 0
}

// pass calls hook h of the components collected whose entity is still alive,
// active and not held, and that are still on it.
func (s *scriptSystem) pass(g *Game, h hookMask) {
	for _, he := range s.entries {
		if he.m&h == 0 || !he.e.Alive() || !he.e.ActiveInHierarchy() || he.e.Component(he.ct) != he.v {
			continue
		}
		if len(s.held) > 0 {
			if _, held := s.held[he.e]; held {
				continue
			}
		}
		if h == hookStart {
			k := startKey{he.e.ID(), he.ct}
			if _, done := s.started[k]; done {
				continue
			}
			s.started[k] = struct{}{}
		}
		s.call(g, he.e, he.ct, he.v, h)
	}
}

// call runs one hook inside the entity's fault boundary.
func (s *scriptSystem) call(g *Game, e *scenes.Entity, ct *scenes.ComponentType, v any, h hookMask) {
	defer func() {
		if r := recover(); r != nil {
			s.hookFault(g, e, ct, h, r)
		}
	}()
	switch h {
	case hookStart:
		v.(Starter).Start(g, e)
	case hookFixed:
		v.(FixedUpdater).FixedUpdate(g, e)
	case hookUpdate:
		v.(Updater).Update(g, e)
	case hookLate:
		v.(LateUpdater).LateUpdate(g, e)
	}
}

// Start implements Scripts.
func (s *scriptSystem) Start(a arc.Arc[*Game], owner *scenes.Entity) {
	name := a.ArcName()
	if _, ok := arcNames[reflect.TypeOf(a)]; !ok {
		panic(fmt.Sprintf("runtime: Scripts.Start of arc type %T, which is not registered (RegisterArc)", a))
	}
	if s.sched.Contains(a) {
		panic(fmt.Sprintf("runtime: Scripts.Start of a %s that is already running", name))
	}
	b := a.(arcBase)
	if owner == nil {
		b.SetOwner("")
		s.sched.Add(a)
		return
	}
	if !owner.Alive() {
		panic(fmt.Sprintf("runtime: Scripts.Start of a %s for a destroyed entity", name))
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
func (s *scriptSystem) link(a arc.Arc[*Game], e *scenes.Entity) {
	var needs []*scenes.ComponentType
	if n, ok := a.(Needer); ok {
		needs = n.Needs()
	}
	s.owned = append(s.owned, ownedArc{a, e, needs})
	s.owners[a] = e
}

// Stop implements Scripts.
func (s *scriptSystem) Stop(a arc.Arc[*Game]) {
	s.sched.Remove(a)
	delete(s.owners, a)
}

// Running implements Scripts.
func (s *scriptSystem) Running(a arc.Arc[*Game]) bool { return s.sched.Contains(a) }

// Owner implements Scripts.
func (s *scriptSystem) Owner(a arc.Arc[*Game]) *scenes.Entity {
	if !s.sched.Contains(a) {
		return nil
	}
	return s.owners[a]
}

// Arcs implements Scripts.
func (s *scriptSystem) Arcs(owner *scenes.Entity) []arc.Arc[*Game] {
	var out []arc.Arc[*Game]
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
func (s *scriptSystem) Trigger(name string) *arc.Trigger {
	if t := s.sched.Trigger(name); t != nil {
		return t
	}
	s.trigs = append(s.trigs, name)
	return s.sched.NewTrigger(name)
}

// Latch implements Scripts.
func (s *scriptSystem) Latch(name string) *arc.Latch {
	if l := s.sched.Latch(name); l != nil {
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
func (s *scriptSystem) Faults() []ScriptFault { return s.faults }

// Held implements Scripts.
func (s *scriptSystem) Held(owner *scenes.Entity) bool {
	_, ok := s.held[owner]
	return ok
}

// Release implements Scripts.
func (s *scriptSystem) Release(owner *scenes.Entity) {
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
