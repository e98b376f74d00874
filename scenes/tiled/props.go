package tiled

import (
	"encoding"
	"encoding/json"
	"reflect"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// addProps adds a node's custom properties that name fields of registered
// component types (level.ParseOverrides) to its components: a field of a
// component the node has is set, a component it has not is added with that
// field. A property naming a component that is likely misspelt warns
// (level.UnknownComponent); other properties are notes, and ignored. A
// value its field cannot take (no such field, a bad value:
// level.Override.CheckNode, which lets a key of the component's file form
// through) warns, naming the layer or object and the property, and is
// dropped; the others are set with level.Node.SetField, so that a value the
// scene reader refuses with the component's other fields can be dropped
// again (level.Level.DropRefused).
func (b *builder) addProps(n *level.Node, props []prop, where at) {
	for _, p := range props {
		os, err := level.ParseOverrides(p.name, p.value)
		if err != nil {
			b.r.warn(where.file, where.line, where.col, "%s: %v", where.what, err)
			continue
		}
		b.checkComponents(where, p.name, os)
		for _, o := range os {
			ct := scenes.TypeNamed(o.Component)
			if ct == nil {
				continue
			}
			o.Value = fieldValue(ct, o.Field, o.Value)
			if err := o.CheckNode(); err != nil {
				b.dropped(where, p.name, err)
				continue
			}
			n.SetField(o.Component, o.Field, o.Value, p.name, level.Place{File: where.file, Line: where.line, Col: where.col, What: where.what})
			if o.Ref = objectRef(p); o.Ref != 0 {
				n.Refs = append(n.Refs, o)
			}
		}
	}
}

// objectRef returns the id of the object property p refers to (a property
// of type object), or 0: the field then takes the id of the entity made from
// that object (level.Override.Ref). Tiled writes 0 for an object property
// that refers to none.
func objectRef(p prop) int {
	var id int
	if p.typ != "object" || json.Unmarshal(p.value, &id) != nil || id <= 0 {
		return 0
	}
	return id
}

// dropped warns that the value of the property name was dropped.
func (b *builder) dropped(where at, name string, err error) {
	b.r.warn(where.file, where.line, where.col, "%s: the property %q: %v; the value is dropped", where.what, name, err)
}

// checkComponents warns, naming the layer or object and the property, about
// each component the property's overrides name that is likely misspelt
// (level.UnknownComponent).
func (b *builder) checkComponents(where at, name string, os []level.Override) {
	for _, o := range os {
		if msg := level.UnknownComponent(o.Component); msg != "" {
			b.r.warn(where.file, where.line, where.col, "%s: the property %q: %s", where.what, name, msg)
		}
	}
}

// fieldValue is v for the field key of ct, but for a string whose text is
// JSON given to a field that is not a string, which is that JSON: Tiled has
// no array type, so a vector is written "[9, 4]".
func fieldValue(ct *scenes.ComponentType, key string, v json.RawMessage) json.RawMessage {
	var text string
	if json.Unmarshal(v, &text) != nil || !json.Valid([]byte(text)) {
		return v
	}
	for _, f := range ct.Fields() {
		if f.Key == key && f.Type.Kind() != reflect.String && !f.Type.Implements(textUnmarshaler) && !reflect.PointerTo(f.Type).Implements(textUnmarshaler) {
			return json.RawMessage(text)
		}
	}
	return v
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
