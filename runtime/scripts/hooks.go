package scripts

import (
	"reflect"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Starter is an optional interface of component types (on the pointer): Start is
// called once per entity and component type, on the first step the component is
// on an active entity, in the scripts phase before FixedUpdate.
type Starter interface {
	Start(g *runtime.Game, e *scenes.Entity)
}

// FixedUpdater is an optional interface of component types (on the pointer):
// FixedUpdate is called every step in the scripts phase, before Update.
type FixedUpdater interface {
	FixedUpdate(g *runtime.Game, e *scenes.Entity)
}

// Updater is an optional interface of component types (on the pointer): Update is
// called every step in the scripts phase, after every FixedUpdate and before the
// arcs resume.
type Updater interface {
	Update(g *runtime.Game, e *scenes.Entity)
}

// LateUpdater is an optional interface of component types (on the pointer):
// LateUpdate is called every step in the present phase.
type LateUpdater interface {
	LateUpdate(g *runtime.Game, e *scenes.Entity)
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
func (s *system) collect(g *runtime.Game) {
	clear(s.entries)
	s.entries = s.entries[:0]
	for _, r := range g.Scene().Roots() {
		s.collectTree(r)
	}
}

func (s *system) collectTree(e *scenes.Entity) {
	if !e.Active() {
		return // nor is any descendant active in the hierarchy
	}
	for ct, v := range e.ReadComponents() { // read only: call marks the entities it runs hooks of
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
func (s *system) maskOf(ct *scenes.ComponentType) hookMask {
	for i, t := range s.hookTypes {
		if t == ct {
			return s.hookMasks[i]
		}
	}
	return 0
}

// pass calls hook h of the components collected whose entity is still alive,
// active and not held, and that are still on it.
func (s *system) pass(g *runtime.Game, h hookMask) {
	for _, he := range s.entries {
		if he.m&h == 0 || !he.e.Alive() || !he.e.ActiveInHierarchy() || !holds(he.e, he.ct, he.v) {
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
	g.Leave()
}

// call runs one hook inside the entity's fault boundary, named in the game's
// where record (runtime.Game.Enter) while it runs.
func (s *system) call(g *runtime.Game, e *scenes.Entity, ct *scenes.ComponentType, v any, h hookMask) {
	defer func() {
		if r := recover(); r != nil {
			s.hookFault(g, e, ct, h, r)
		}
	}()
	e.MarkChanged() // the hook may write its component or entity
	switch h {
	case hookStart:
		g.Enter(e, ct, runtime.HookStart)
		v.(Starter).Start(g, e)
	case hookFixed:
		g.Enter(e, ct, runtime.HookFixedUpdate)
		v.(FixedUpdater).FixedUpdate(g, e)
	case hookUpdate:
		g.Enter(e, ct, runtime.HookUpdate)
		v.(Updater).Update(g, e)
	case hookLate:
		g.Enter(e, ct, runtime.HookLateUpdate)
		v.(LateUpdater).LateUpdate(g, e)
	}
}

// holds reports whether v is still e's component of type ct, reading e
// without marking it changed.
func holds(e *scenes.Entity, ct *scenes.ComponentType, v any) bool {
	for t, c := range e.ReadComponents() {
		if t == ct {
			return c == v
		}
	}
	return false
}
