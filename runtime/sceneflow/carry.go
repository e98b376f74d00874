package sceneflow

import (
	"encoding/json"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// carried is one field's value on its way to the next scene.
type carried struct {
	from  *scenes.Entity // the entity of the old scene it comes from
	typ   *scenes.ComponentType
	key   string
	value json.RawMessage
}

// collectCarry reads the fields every Griff.Carry of sc names, warning (naming
// the entity and Griff.Carry) about names that find no component or field.
func collectCarry(g *runtime.Game, sc *scenes.Scene) []carried {
	var out []carried
	for e, c := range scenes.All[Carry](sc) {
		for _, f := range c.Fields {
			if v, ok := readField(g, e, f); ok {
				out = append(out, v)
			}
		}
	}
	return out
}

// readField reads the field named f ("Component.key") of e.
func readField(g *runtime.Game, e *scenes.Entity, f string) (carried, bool) {
	dot := strings.LastIndexByte(f, '.')
	if dot <= 0 || dot == len(f)-1 {
		g.Problems().Warn(e, "Griff.Carry", "field %q is not \"Component.field\"", f)
		return carried{}, false
	}
	comp, key := f[:dot], f[dot+1:]
	ct := scenes.TypeNamed(comp)
	if ct == nil {
		g.Problems().Warn(e, "Griff.Carry", "field %q: no component is saved as %q%s", f, comp, scenes.DidYouMean(comp, componentNames()))
		return carried{}, false
	}
	v := e.Component(ct)
	if v == nil {
		g.Problems().Warn(e, "Griff.Carry", "field %q: the entity has no %s", f, ct.Name())
		return carried{}, false
	}
	raw, err := ct.Encode(v)
	var fields map[string]json.RawMessage
	if err == nil {
		err = json.Unmarshal(raw, &fields)
	}
	if err != nil {
		g.Problems().Warn(e, "Griff.Carry", "field %q: %v", f, err)
		return carried{}, false
	}
	value, ok := fields[key]
	if !ok {
		g.Problems().Warn(e, "Griff.Carry", "field %q: %s saves no field %q%s", f, ct.Name(), key, scenes.DidYouMean(key, fieldKeys(ct)))
		return carried{}, false
	}
	return carried{from: e, typ: ct, key: key, value: value}, true
}

// giveCarry writes the carried values into the entities of the same names in
// the game's scene, warning about those it cannot find.
func giveCarry(g *runtime.Game, list []carried) {
	for _, c := range list {
		to := byName(g.Scene(), c.from.Name())
		if to == nil {
			g.Problems().Warn(c.from, "Griff.Carry", "scene %q has no entity named %q to carry %s.%s to", g.Scene().Name(), c.from.Name(), c.typ.Name(), c.key)
			continue
		}
		v := to.Component(c.typ)
		if v == nil {
			g.Problems().Warn(c.from, "Griff.Carry", "%s in scene %q has no %s to carry %s to", to, g.Scene().Name(), c.typ.Name(), c.key)
			continue
		}
		obj, _ := json.Marshal(map[string]json.RawMessage{c.key: c.value}) // a valid raw value: cannot fail
		if err := c.typ.Decode(v, obj); err != nil {
			g.Problems().Warn(c.from, "Griff.Carry", "carrying %s.%s to %s: %v", c.typ.Name(), c.key, to, err)
		}
	}
}

// arrive places c's traveller at c's spot in the game's scene.
func arrive(g *runtime.Game, from *scenes.Entity, component string, c Change) {
	if c.Spot == "" {
		return
	}
	sc := g.Scene()
	spot := findSpot(sc, c.Spot)
	if spot == nil {
		g.Problems().Warn(from, component, "scene %q has no Griff.Spot named %q%s", sc.Name(), c.Spot, scenes.DidYouMean(c.Spot, spotNames(sc)))
		return
	}
	if c.Traveller == "" {
		g.Problems().Warn(from, component, "arriving at spot %q of scene %q: no traveller is named", c.Spot, sc.Name())
		return
	}
	who := byName(sc, c.Traveller)
	if who == nil {
		g.Problems().Warn(from, component, "scene %q has no entity named %q to arrive at spot %q", sc.Name(), c.Traveller, c.Spot)
		return
	}
	at := spot.Transform().WorldPosition()
	if p := who.Parent(); p != nil {
		inv, ok := p.Transform().World().Invert()
		if !ok {
			g.Problems().Warn(from, component, "%s cannot arrive at spot %q: its parent is scaled to nothing", who, c.Spot)
			return
		}
		at = inv.Apply(at)
	}
	who.Transform().Teleport(at)
}

// findSpot returns the first entity, in hierarchy order, with a Griff.Spot
// named name, or nil.
func findSpot(sc *scenes.Scene, name string) *scenes.Entity {
	for e, s := range scenes.All[Spot](sc) {
		if s.Name == name {
			return e
		}
	}
	return nil
}

// byName returns the first entity of sc, in hierarchy order, named name, or
// nil; unlike Scene.Find it warns about nothing (the caller says why it
// looked).
func byName(sc *scenes.Scene, name string) *scenes.Entity {
	for e := range sc.Walk() {
		if e.Name() == name {
			return e
		}
	}
	return nil
}

func spotNames(sc *scenes.Scene) []string {
	var out []string
	for _, s := range scenes.All[Spot](sc) {
		out = append(out, s.Name)
	}
	return out
}

func fieldKeys(ct *scenes.ComponentType) []string {
	var out []string
	for _, f := range ct.Fields() {
		out = append(out, f.Key)
	}
	return out
}

// componentNames returns every component's saved name, for DidYouMean.
func componentNames() []string {
	var out []string
	for _, ct := range scenes.Types() {
		out = append(out, ct.Name())
	}
	return out
}
