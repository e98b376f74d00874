package tiled

import (
	"encoding"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// propSet is one field of a node's component that a custom property set,
// kept until the level's scene file has been read back (checkScene), so a
// value the scene reader refuses can be dropped again.
type propSet struct {
	node             *level.Node
	component, field string
	prop             string // the property's name
	where            at
	prev             any  // the field's value before the property
	had              bool // the field had a value before
	added            bool // the property added the component
}

// addProps adds a node's custom properties that name fields of registered
// component types (level.ParseOverrides) to its components: a field of a
// component the node has is set, a component it has not is added with that
// field. A property naming a component that is likely misspelt warns
// (level.UnknownComponent); other properties are notes, and ignored. A
// value its field cannot take (level.Override.Check: no such field, a bad
// value) warns, naming the layer or object and the property, and is dropped.
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
			if err := o.Check(); err != nil {
				b.dropped(where, p.name, err)
				continue
			}
			added := !hasComponent(n, o.Component)
			fields := componentFields(n, o.Component)
			prev, had := fields[o.Field]
			fields[o.Field] = o.Value
			b.props = append(b.props, propSet{node: n, component: o.Component, field: o.Field, prop: p.name,
				where: where, prev: prev, had: had, added: added})
		}
	}
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

// checkScene reads back the scene file the level writes, if custom
// properties set any field, and while the scene reader refuses a component
// one of them set (a value that fails only with the component's other
// fields, which Override.Check cannot see: a file form such as
// Griff.Tilemap's checks its fields together), drops the properties' values
// of that component with a warning each and reads again. A refusal of
// something no property set is left for the scene's reader to report (the
// map's own data, which a property cannot fix). It reads at most once more
// than there are values set.
func (b *builder) checkScene() {
	for range len(b.props) + 1 {
		if len(b.props) == 0 {
			return
		}
		data, err := b.lv.SceneFile()
		if err != nil {
			return // too large: hosting reports it
		}
		_, err = scenes.ReadSceneTemplate(b.r.file, data, scenes.NewProblems(nil))
		var fe *scenes.FileError
		if err == nil || !errors.As(err, &fe) || !b.dropRefused(fe) {
			return
		}
	}
}

// dropRefused drops the values properties set in the component fe names (of
// the node whose entity fe names), the field fe names if a property set it,
// else all of the component's; it reports whether it dropped any.
func (b *builder) dropRefused(fe *scenes.FileError) bool {
	comp, field := refusedField(fe.Field)
	match := func(p propSet) bool {
		return p.node.ID() == uint64(fe.EntityID) && p.component == comp
	}
	exact := false
	for _, p := range b.props {
		exact = exact || (match(p) && p.field == field)
	}
	found := false
	for i := len(b.props) - 1; i >= 0; i-- {
		p := b.props[i]
		if !match(p) || (exact && p.field != field) {
			continue
		}
		found = true
		p.undo()
		b.props = append(b.props[:i], b.props[i+1:]...)
		b.dropped(p.where, p.prop, fe.Err)
	}
	return found
}

// undo puts back the field's value from before the property, removing the
// component if the properties added it and it has no field left.
func (p propSet) undo() {
	fields := componentFields(p.node, p.component)
	if p.had {
		fields[p.field] = p.prev
	} else {
		delete(fields, p.field)
	}
	if !p.added || len(fields) > 0 {
		return
	}
	for i, c := range p.node.Components {
		if c.Type == p.component {
			p.node.Components = append(p.node.Components[:i], p.node.Components[i+1:]...)
			return
		}
	}
}

// refusedField returns the component and field a scene reader's error path
// names (`entities[0].children[2].components["Griff.Shape"].kind`), or ""
// for those it does not name.
func refusedField(path string) (component, field string) {
	i := strings.LastIndex(path, `components[`)
	if i < 0 {
		return "", ""
	}
	rest := path[i+len(`components[`):]
	j := strings.Index(rest, `].`)
	end := len(rest)
	if j >= 0 {
		end = j
	} else if k := strings.LastIndexByte(rest, ']'); k >= 0 {
		end = k
	}
	component, err := strconv.Unquote(rest[:end])
	if err != nil {
		return "", ""
	}
	if j >= 0 {
		field = rest[j+2:]
		if k := strings.IndexAny(field, ".["); k >= 0 {
			field = field[:k]
		}
	}
	return component, field
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

// hasComponent reports whether n has the component typ.
func hasComponent(n *level.Node, typ string) bool {
	for _, c := range n.Components {
		if c.Type == typ {
			return true
		}
	}
	return false
}

// componentFields returns the fields of n's component typ as a map, adding
// the component if n has none.
func componentFields(n *level.Node, typ string) map[string]any {
	for i, c := range n.Components {
		if c.Type != typ {
			continue
		}
		if m, ok := c.Value.(map[string]any); ok {
			return m
		}
		m := map[string]any{}
		if raw, err := json.Marshal(c.Value); err == nil {
			var fields map[string]json.RawMessage
			if json.Unmarshal(raw, &fields) == nil {
				for k, v := range fields {
					m[k] = v
				}
			}
		}
		n.Components[i].Value = m
		return m
	}
	m := map[string]any{}
	n.Add(typ, m)
	return m
}
