package scenes

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/internal/jsonfmt"
)

// FormatVersion is the version of the scene file format this package writes (the
// "format" key). Files without the key are read as version 1.
const FormatVersion = 1

// Marshal returns the scene as a scene file: indented JSON in a stable order (see
// the package documentation), ending with a newline. Reading the result with
// ReadScene and marshaling again gives the same bytes. Marshal returns an error
// if a component field cannot be encoded (for example a NaN float).
func (s *Scene) Marshal() ([]byte, error) {
	return marshalTree(s.roots, s.nextID)
}

func marshalTree(roots []*Entity, nextID EntityID) ([]byte, error) {
	w := &writer{}
	w.buf.WriteString(`{"format":` + strconv.Itoa(FormatVersion))
	if nextID > 0 {
		w.buf.WriteString(`,"nextId":` + strconv.FormatUint(uint64(nextID), 10))
	}
	w.buf.WriteString(`,"entities":[`)
	for i, e := range roots {
		if i > 0 {
			w.buf.WriteByte(',')
		}
		if err := w.entity(e); err != nil {
			return nil, err
		}
	}
	w.buf.WriteString("]}")
	out := jsonfmt.Indent(nil, w.buf.Bytes(), "")
	return append(out, '\n'), nil
}

type writer struct {
	buf bytes.Buffer
}

func (w *writer) entity(e *Entity) error {
	b := &w.buf
	b.WriteString(`{"id":` + strconv.FormatUint(uint64(e.id), 10) + `,"name":`)
	_ = encodeValue(b, e.Name())
	if !e.is(eActive) {
		b.WriteString(`,"active":false`)
	}
	if err := w.transform(e.transform); err != nil {
		return fmt.Errorf("scenes: entity %s: transform: %w", e, err)
	}
	if err := w.components(e); err != nil {
		return err
	}
	if len(e.childList()) > 0 {
		b.WriteString(`,"children":[`)
		for i, c := range e.childList() {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := w.entity(c); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
	return nil
}

// transform writes the values that differ from the defaults; nothing at all for
// an identity transform.
func (w *writer) transform(t *Transform) error {
	if t.pos == (griff.Vec{}) && t.rot == 0 && t.scale == griff.V(1, 1) {
		return nil
	}
	b := &w.buf
	b.WriteString(`,"transform":{`)
	sep := ""
	var err error
	put := func(key string, v any) {
		if err == nil {
			b.WriteString(sep + `"` + key + `":`)
			err = encodeValue(b, v)
			sep = ","
		}
	}
	if t.pos != (griff.Vec{}) {
		put("position", [2]float64(t.pos))
	}
	if t.rot != 0 {
		put("rotation", t.rot)
	}
	if t.scale != griff.V(1, 1) {
		put("scale", [2]float64(t.scale))
	}
	b.WriteByte('}')
	return err
}

// components writes known and unknown components together, sorted by name.
func (w *writer) components(e *Entity) error {
	if len(e.comps()) == 0 && len(e.unknowns()) == 0 {
		return nil
	}
	type named struct {
		name string
		c    *compRef
		raw  []byte
	}
	list := make([]named, 0, len(e.comps())+len(e.unknowns()))
	for i := range e.comps() {
		list = append(list, named{name: e.comps()[i].typ().name, c: &e.comps()[i]})
	}
	for _, u := range e.unknowns() {
		list = append(list, named{name: u.name, raw: u.data})
	}
	slices.SortStableFunc(list, func(a, b named) int { return compareStrings(a.name, b.name) })
	b := &w.buf
	b.WriteString(`,"components":{`)
	for i, n := range list {
		if i > 0 {
			b.WriteByte(',')
		}
		_ = encodeValue(b, n.name)
		b.WriteByte(':')
		if n.c == nil {
			b.Write(n.raw)
			continue
		}
		data, err := encodeComponent(e, n.c)
		if err != nil {
			return fmt.Errorf("scenes: entity %s: component %s: %w", e, n.name, err)
		}
		b.Write(data)
	}
	b.WriteByte('}')
	return nil
}

// encodeComponent returns a component's saved object: "version" first if above
// 1, then its fields in declaration order, then the kept fields.
func encodeComponent(e *Entity, c *compRef) ([]byte, error) {
	data, err := c.typ().model.encode(c.typ().ops.value(c.ptr()), e.kept(c))
	if err != nil || c.typ().version == 1 {
		return data, err
	}
	v := `{"version":` + strconv.Itoa(c.typ().version)
	if len(data) > 2 {
		v += ","
	}
	return append([]byte(v), data[1:]...), nil
}
