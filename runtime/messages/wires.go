package messages

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Wire connects an output of a component of its entity to a message: when
// the output fires, the message named Send goes to To.
type Wire struct {
	// When names the output ("on", "off", "enter", ...): one of the outputs
	// a component of the entity emits (Emitter).
	When string `json:"when"`
	// Send names the message sent.
	Send string `json:"send"`
	// Scope is "entity" (the default, ""), "children", "group" or "scene".
	Scope string `json:"scope"`
	// To names the entity (scenes.Entity.FindFor from the wire's entity; ""
	// means the wire's own entity) for "entity" and "children", the group
	// for "group"; it is ignored for "scene".
	To string `json:"to"`
}

// Wires holds its entity's wires, fired in order. Saved as "Griff.Wires".
type Wires struct {
	// Links are the wires.
	Links []Wire `json:"links"`
}

func (s *system) Emit(e *scenes.Entity, component, output string) int {
	w := scenes.Get[Wires](e)
	if w == nil {
		return 0
	}
	fired := 0
	for _, l := range w.Links {
		if l.When != output || l.Send == "" {
			continue
		}
		a, ok := address(e, l)
		if !ok {
			continue
		}
		fired++
		s.Send(e, a, l.Send)
	}
	return fired
}

// address works out where wire l of e sends; false if it names nothing.
func address(e *scenes.Entity, l Wire) (Address, bool) {
	scope, ok := scopeOf(l.Scope)
	if !ok {
		return Address{}, false
	}
	switch scope {
	case ScopeGroup:
		return Group(l.To), l.To != ""
	case ScopeScene:
		return Scene(), true
	}
	target := e
	if l.To != "" {
		if target = e.FindFor("Griff.Wires", l.To); target == nil {
			return Address{}, false
		}
	}
	return Address{Scope: scope, Entity: target}, true
}

// scopeOf reads a wire's scope.
func scopeOf(name string) (Scope, bool) {
	if name == "" {
		return ScopeEntity, true
	}
	for i, n := range scopeNames {
		if n == name {
			return Scope(i), true
		}
	}
	return 0, false
}

// SceneStarted checks every wire of the scene; it implements
// runtime.SceneStarter.
func (s *system) SceneStarted(g *runtime.Game) {
	sc := g.Scene()
	s.checked = sc
	groups := map[string]bool{}
	for _, gr := range scenes.All[GroupOf](sc) {
		for _, n := range gr.Names {
			groups[n] = true
		}
	}
	for e, w := range scenes.All[Wires](sc) {
		for i, l := range w.Links {
			checkWire(g, e, i, l, groups)
		}
	}
}

// checkWire warns once about each mistake of wire i of e. groups are the
// scene's group names (looked up, never iterated).
func checkWire(g *runtime.Game, e *scenes.Entity, i int, l Wire, groups map[string]bool) {
	p := g.Problems()
	if l.Send == "" {
		p.Warn(e, "Griff.Wires", "wire %d (when %q) sends no message", i, l.When)
	}
	if !emits(e, l.When) {
		p.Warn(e, "Griff.Wires", "wire %d: no component of the entity has the output %q", i, l.When)
	}
	scope, ok := scopeOf(l.Scope)
	switch {
	case !ok:
		p.Warn(e, "Griff.Wires", "wire %d: unknown scope %q (want entity, children, group or scene)", i, l.Scope)
	case scope == ScopeGroup && !groups[l.To]:
		p.Warn(e, "Griff.Wires", "wire %d: no entity is in the group %q", i, l.To)
	case scope == ScopeEntity:
		target := e
		if l.To != "" {
			target = e.FindFor("Griff.Wires", l.To) // warns when it finds nothing
		}
		if target != nil && l.Send != "" && !Heard(target, l.Send) {
			p.Warn(e, "Griff.Wires", "wire %d: %s does not hear the message %q", i, target, l.Send)
		}
	case scope == ScopeChildren && l.To != "":
		e.FindFor("Griff.Wires", l.To) // warns when it finds nothing
	}
}

// emits reports whether a component of e lists output among its outputs.
func emits(e *scenes.Entity, output string) bool {
	for _, c := range e.ReadComponents() {
		if em, ok := c.(Emitter); ok {
			for _, o := range em.Outputs() {
				if o == output {
					return true
				}
			}
		}
	}
	return false
}
