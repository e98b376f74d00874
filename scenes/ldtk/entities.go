package ldtk

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// entities turns the layer's entity instances into prefab spawns below n.
func (r *reader) entities(src source, n *level.Node, l *layerJSON) {
	for i, raw := range l.Entities {
		var e entityJSON
		if err := json.Unmarshal(raw, &e); err != nil {
			r.warn(src, l.Iid, "layer %q: entity %d: %v (left out)", l.Identifier, i, err)
			continue
		}
		what := "entity " + strconv.Quote(e.Identifier) + ": px"
		sp := level.Spawn{Prefab: e.Identifier, Name: e.Identifier, Parent: n, File: src.file,
			Position: griff.V(r.float(src, e.Iid, "", what+"[0]", e.Px[0], 0), r.float(src, e.Iid, "", what+"[1]", e.Px[1], 0))}
		sp.Line, sp.Col = src.where(e.Iid)
		sp.Object = r.objectOf(e.Iid)
		if l.opacity != 1 {
			sp.Tint = &griff.Color{R: 1, G: 1, B: 1, A: float32(l.opacity)}
		}
		for _, raw := range e.Fields {
			sp.Fields = append(sp.Fields, r.field(src, &e, l.GridSize, raw)...)
		}
		r.lvl.Spawns = append(r.lvl.Spawns, sp)
	}
}

// field returns the overrides an entity's field sets (see the package
// documentation, Entities and fields).
func (r *reader) field(src source, e *entityJSON, grid int, raw json.RawMessage) []level.Override {
	var f fieldJSON
	if err := json.Unmarshal(raw, &f); err != nil {
		r.warn(src, e.Iid, "entity %q: a field: %v (left out)", e.Identifier, err)
		return nil
	}
	if len(f.Value) == 0 || string(f.Value) == "null" {
		return nil
	}
	v, err := r.value(src, e, grid, &f)
	if err != nil {
		r.warn(src, e.Iid, "entity %q: field %q: %v (left out)", e.Identifier, f.Identifier, err)
		return nil
	}
	os, err := level.ParseOverrides(FieldName(f.Identifier), v)
	if err != nil {
		r.warn(src, e.Iid, "entity %q: field %q: %v (left out)", e.Identifier, f.Identifier, err)
	}
	var out []level.Override
	for _, o := range os {
		if msg := level.UnknownComponent(o.Component); msg != "" {
			r.once(src, e.Iid, "entity "+e.Iid+" component "+o.Component, "entity %q: field %q: %s", e.Identifier, f.Identifier, msg)
		}
		if f.Type == "EntityRef" {
			o = r.entityRef(o)
		}
		if err := o.Check(); err != nil {
			r.warn(src, e.Iid, "entity %q: field %q: %v; the value is dropped", e.Identifier, f.Identifier, err)
			continue
		}
		out = append(out, o)
	}
	return out
}

// objectOf returns the number that stands for the entity of iid in the
// level (level.Spawn.Object, level.Override.Ref): 1, 2, ... in the order the
// reader meets iids, as a spawn or as a reference.
func (r *reader) objectOf(iid string) int {
	if r.objects == nil {
		r.objects = map[string]int{}
	}
	n, ok := r.objects[iid]
	if !ok {
		n = len(r.objects) + 1
		r.objects[iid] = n
	}
	return n
}

// entityRef returns override o of an EntityRef field (its value the
// referenced entity's iid) as a reference to that entity
// (level.Override.Ref), so the field takes the id of the entity spawned
// from it, when the field (of a registered component type) takes a number
// (a scenes.EntityID); another field (a string keeping the iid) keeps o as
// it is.
func (r *reader) entityRef(o level.Override) level.Override {
	var iid string
	if json.Unmarshal(o.Value, &iid) != nil || iid == "" || scenes.TypeNamed(o.Component) == nil {
		return o
	}
	ref := o
	ref.Ref = r.objectOf(iid)
	ref.Value = json.RawMessage(strconv.Itoa(ref.Ref))
	if ref.Check() != nil {
		return o
	}
	return ref
}

// FieldName returns the override name of an LDtk field identifier. LDtk
// identifiers hold only letters, digits and underscores, so a field names a
// component field as COMPONENT__FIELD with the component's dots written as
// underscores: "Platformer_Health__max" is "Platformer.Health.max". An
// identifier without "__" is returned as it is (a note, which sets nothing).
func FieldName(id string) string {
	i := strings.LastIndex(id, "__")
	if i <= 0 || i+2 == len(id) {
		return id
	}
	return strings.ReplaceAll(id[:i], "_", ".") + "." + id[i+2:]
}

// value returns a field's value as the component field gets it: points as
// [x, y] in world units of the layer (the cell's centre), entity references
// as the entity's iid (a reference to its entity for a field taking an
// entity id: entityRef), enum values as their names (checked against the
// project's enums), the rest as LDtk writes it.
func (r *reader) value(src source, e *entityJSON, grid int, f *fieldJSON) (json.RawMessage, error) {
	typ, array := f.Type, false
	if inner, ok := strings.CutPrefix(typ, "Array<"); ok {
		typ, array = strings.TrimSuffix(inner, ">"), true
	}
	one := func(v json.RawMessage) (any, error) { return r.one(src, e, grid, typ, v) }
	if !array {
		v, err := one(f.Value)
		if err != nil {
			return nil, err
		}
		return json.Marshal(v)
	}
	var items []json.RawMessage
	if err := json.Unmarshal(f.Value, &items); err != nil {
		return nil, err
	}
	out := make([]any, 0, len(items))
	for _, it := range items {
		v, err := one(it)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return json.Marshal(out)
}

// one converts one value of LDtk type typ.
func (r *reader) one(src source, e *entityJSON, grid int, typ string, v json.RawMessage) (any, error) {
	switch {
	case typ == "Point":
		var p struct{ Cx, Cy float64 }
		if err := json.Unmarshal(v, &p); err != nil {
			return nil, err
		}
		g := float64(grid)
		return [2]float64{float64(p.Cx*g) + float64(g/2), float64(p.Cy*g) + float64(g/2)}, nil
	case typ == "EntityRef":
		var ref struct {
			EntityIid string `json:"entityIid"`
		}
		if err := json.Unmarshal(v, &ref); err != nil {
			return nil, err
		}
		return ref.EntityIid, nil
	case strings.HasPrefix(typ, "LocalEnum."):
		var name string
		if err := json.Unmarshal(v, &name); err != nil {
			return nil, err
		}
		if !r.enumHas(strings.TrimPrefix(typ, "LocalEnum."), name) {
			return nil, fmt.Errorf("%q is not a value of the project's enum %s", name, strings.TrimPrefix(typ, "LocalEnum."))
		}
		return name, nil
	}
	return v, nil
}

// enumHas reports whether the project's enum named enum has the value name.
func (r *reader) enumHas(enum, name string) bool {
	for _, d := range r.p.Defs.Enums {
		if d.Identifier != enum {
			continue
		}
		for _, v := range d.Values {
			if v.ID == name {
				return true
			}
		}
	}
	return false
}
