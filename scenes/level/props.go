package level

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/scenes"
)

// Place names where a value of a level's file was read, for problems: the
// file, the line and column (1-based; 0 where not known) and what holds it
// ("the object 3 \"Wall\"").
type Place struct {
	File      string
	Line, Col int
	What      string
}

// propSet is one field of a node's component that a custom property set
// (Node.SetField), kept so that DropRefused can take it back.
type propSet struct {
	component, field string
	prop             string // the property's name
	where            Place
	prev             any  // the field's value before the property
	had              bool // the field had a value before
	added            bool // the property added the component
}

// SetField sets the field of n's component typ (a saved name) to value, as
// the custom property prop of an editor's object or layer asks, adding the
// component if n has none, and remembers that the property set it, so that
// DropRefused can take the value back if the scene reader refuses it. where
// names the object or layer in that warning. Check the value first
// (Override.Check); SetField does not.
func (n *Node) SetField(typ, field string, value json.RawMessage, prop string, where Place) {
	added := !n.has(typ)
	fields := n.fields(typ)
	prev, had := fields[field]
	fields[field] = value
	n.props = append(n.props, propSet{component: typ, field: field, prop: prop, where: where, prev: prev, had: had, added: added})
}

// has reports whether n has the component typ.
func (n *Node) has(typ string) bool {
	for _, c := range n.Components {
		if c.Type == typ {
			return true
		}
	}
	return false
}

// fields returns the fields of n's component typ as a map (turning its value
// into one), adding the component if n has none.
func (n *Node) fields(typ string) map[string]any {
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

// DropRefused takes back values custom properties set (Node.SetField) when
// the scene reader refuses the scene file the level wrote with err: a
// value that fits its field alone (Override.Check) can still fail with the
// component's other fields, which a file form (Griff.Tilemap's rows,
// Griff.TilemapWalls' fromTilemap) checks together. If err is a
// *scenes.FileError about a component of a node of l (by the entity id
// SceneFile gave it) that properties set fields of, DropRefused puts back
// the value the field named in err had before (all the properties' values
// of that component if err names no field they set), removes a component
// the properties added and left empty, reports a warning for each value to
// report, naming the property and where it was read, and returns true: write
// the scene file again and read it. It returns false, changing nothing, for
// any other error (the map's own data, which no property can fix), so a
// caller reading again until it does reads at most once more than there
// are properties.
func (l *Level) DropRefused(err error, report func(scenes.Problem)) bool {
	var fe *scenes.FileError
	if !errors.As(err, &fe) || fe.EntityID == 0 {
		return false
	}
	var node *Node
	l.Walk(func(n *Node) {
		if n.id == uint64(fe.EntityID) && len(n.props) > 0 {
			node = n
		}
	})
	if node == nil {
		return false
	}
	comp, field := refusedField(fe.Field)
	exact := false
	for _, p := range node.props {
		exact = exact || (p.component == comp && p.field == field)
	}
	found := false
	for i := len(node.props) - 1; i >= 0; i-- {
		p := node.props[i]
		if p.component != comp || (exact && p.field != field) {
			continue
		}
		found = true
		node.undo(p)
		node.props = append(node.props[:i], node.props[i+1:]...)
		report(scenes.Problem{Severity: scenes.SeverityWarning, File: p.where.File, Line: p.where.Line, Column: p.where.Col,
			Message: fmt.Sprintf("%s: the property %q: %v; the value is dropped", p.where.What, p.prop, fe.Err)})
	}
	return found
}

// undo puts back the field's value from before the property, removing the
// component if the properties added it and it has no field left.
func (n *Node) undo(p propSet) {
	fields := n.fields(p.component)
	if p.had {
		fields[p.field] = p.prev
	} else {
		delete(fields, p.field)
	}
	if !p.added || len(fields) > 0 {
		return
	}
	for i, c := range n.Components {
		if c.Type == p.component {
			n.Components = append(n.Components[:i], n.Components[i+1:]...)
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
