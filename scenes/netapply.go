package scenes

import (
	"fmt"
)

// ApplyNetRecord puts the entity of a network record (see AppendNetRecord)
// into s, keeping the record's id: a player's machine makes its scene follow
// the host's this way. If s has no entity of that id, one is made, its
// transform jumped, as the last child of the record's parent (records come in
// hierarchy order, so applying a frame's records in order rebuilds the
// order of new entities). Otherwise the entity takes the record's name,
// parent (a new parent jumps the transform), active flag, transform (moved if
// it changed; jumped if the record says so) and components: a component of a
// type the entity lacks is added (its Attached hook runs), one of a type the
// record lacks is removed (its Detached hook runs), the others take the
// record's saved fields in place (fields tagged griff:"-" or net:"-" keep
// their value).
// The saved fields of an added component are read again after its Attached
// hook, so they are the host's whatever the hook did.
// Existing entities keep their place among their siblings.
//
// ApplyNetRecord returns the entity, or an error for a record that is cut
// short or inconsistent (an id of 0, a parent that is not in s or is the
// entity itself or inside it, an unknown component type or one there twice);
// the entity may then be partly updated. It never panics on bad data.
func (s *Scene) ApplyNetRecord(rec []byte) (*Entity, error) {
	r := &snapReader{b: rec}
	h, name := readNetHead(r)
	if r.err != nil {
		return nil, fmt.Errorf("scenes: network record: %w", r.err)
	}
	e, err := s.placeNet(h, name)
	if err != nil {
		return nil, fmt.Errorf("scenes: network record of entity %d: %w", h.ID, err)
	}
	e.mark() // its components are written in place below
	t := e.transform
	t.SetPosition(h.Position)
	t.SetRotation(h.Rotation)
	t.SetScale(h.Scale)
	if h.Jumped {
		t.jump()
	}
	if err := s.applyNetComponents(r, e); err != nil {
		return e, fmt.Errorf("scenes: network record of %s: %w", e, err)
	}
	if len(r.b) != 0 {
		return e, fmt.Errorf("scenes: network record of %s: %d bytes left over", e, len(r.b))
	}
	return e, nil
}

// placeNet finds or makes the entity of h and gives it h's name, parent and
// active flag.
func (s *Scene) placeNet(h NetRecordHead, name []byte) (*Entity, error) {
	if h.ID == 0 {
		return nil, fmt.Errorf("id 0")
	}
	var parent *Entity
	if h.Parent != 0 {
		if parent = s.ids.get(h.Parent, &s.transforms); parent == nil {
			return nil, fmt.Errorf("parent %d is not in the scene", h.Parent)
		}
	}
	e := s.ids.get(h.ID, &s.transforms)
	if e == nil {
		e = s.newEntity(string(name), h.ID)
		e.setFlag(eActive, h.Active)
		s.insert(e, parent)
		return e, nil
	}
	if e.parent != parent {
		if parent == e || parent != nil && e.IsAncestorOf(parent) {
			return nil, fmt.Errorf("parent %d is the entity or inside it", h.Parent)
		}
		e.SetParent(parent)
	}
	if e.Name() != string(name) {
		e.SetName(string(name))
	}
	if e.is(eActive) != h.Active {
		e.SetActive(h.Active)
	}
	return e, nil
}

// maxNetComps is how many components a network record may give an entity.
const maxNetComps = 64

// applyNetComponents reads a record's components into e and removes those
// of types the record lacks.
func (s *Scene) applyNetComponents(r *snapReader, e *Entity) error {
	n := r.uvarint()
	if r.err == nil && n > maxNetComps {
		return fmt.Errorf("%d components, over %d", n, maxNetComps)
	}
	var seen [maxNetComps]*ComponentType
	var added [maxNetComps]any
	var addedAt [maxNetComps][]byte // where an added component's saved fields start
	for i := range int(n) {
		c := typeAtIndex(int(r.uvarint()))
		switch {
		case r.err != nil:
			return r.err
		case c == nil:
			return fmt.Errorf("component type index is not registered")
		case c.snapErr() != nil:
			return fmt.Errorf("component %s: %w", c.name, c.snapErr())
		}
		for _, x := range seen[:i] {
			if x == c {
				return fmt.Errorf("component %s is there twice", c.name)
			}
		}
		seen[i] = c
		kept := readNetKept(r)
		ptr := e.Component(c)
		if ptr == nil {
			ref := e.attach(c)
			ptr, added[i] = ref.ptr(), ref.ptr()
		}
		ref := e.ref(ptr)
		e.setKept(ref, kept)
		addedAt[i] = r.b
		c.netRecCodec().readInto(r, c.ops.ptr(ptr), 0)
		if r.err != nil {
			return fmt.Errorf("component %s: %w", c.name, r.err)
		}
	}
	e.dropMissing(seen[:n])
	m := r.uvarint()
	if r.err == nil && m > uint64(len(r.b)) {
		r.fail(errShort)
	}
	unknown := e.unknowns()[:0]
	for range int(m) {
		if r.err != nil {
			break
		}
		unknown = append(unknown, rawComponent{name: string(r.uvBytes()), data: append([]byte(nil), r.uvBytes()...)})
	}
	e.setUnknowns(unknown)
	if r.err != nil {
		return r.err
	}
	for i, p := range added[:n] {
		if a, ok := p.(Attacher); ok && e.is(eAlive) && e.Component(seen[i]) == p && e.callAttached(a) {
			// The hook may change saved fields: the host's values win.
			seen[i].netRecCodec().readInto(&snapReader{b: addedAt[i]}, seen[i].ops.ptr(p), 0)
		}
	}
	return nil
}

// readNetKept reads a component's kept fields (nil: none).
func readNetKept(r *snapReader) []rawField {
	n := r.uvarint()
	if n == 0 || r.err != nil {
		return nil
	}
	if n > uint64(len(r.b)) {
		r.fail(errShort)
		return nil
	}
	kept := make([]rawField, n)
	for i := range kept {
		kept[i] = rawField{key: string(r.uvBytes()), value: append([]byte(nil), r.uvBytes()...)}
	}
	return kept
}

// ref returns e's reference of component ptr.
func (e *Entity) ref(ptr any) *compRef {
	for i := range e.comps() {
		if e.comps()[i].ptr() == ptr {
			return &e.comps()[i]
		}
	}
	return nil
}

// dropMissing removes e's components of types not in keep, calling their
// Detached hooks.
func (e *Entity) dropMissing(keep []*ComponentType) {
	for i := len(e.comps()) - 1; i >= 0 && i < len(e.comps()); i-- {
		found := false
		for _, c := range keep {
			found = found || c == e.comps()[i].typ()
		}
		if !found {
			e.detach(i)
		}
	}
}
