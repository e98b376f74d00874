package scenes

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"sync"
)

// Scene snapshots: the binary form of a scene's whole state that
// runtime.Game.Snapshot writes. See the runtime package documentation for the
// format of a game's snapshot; a scene's part is
//
//	name, next id, BeginStep count, entity count,
//	one record per entity in hierarchy order (SnapshotRecord).
//
// A record is a 4-byte length and then: id, parent id (0 for a root), name,
// flags (active; the transform moved, jumped, listed this step), the
// transform's position, rotation, its sine and cosine, scale, and the values
// it had when the step began, then each component (its type's index, the kept
// fields it was read with, its saved fields by its type's codec) and each
// component of an unregistered name kept as read. Children follow their parent
// in order, so a record's place gives the hierarchy order.
//
// Not state, rebuilt on restore: world matrices (recomputed when read), the
// order keys and the lists All and Active go through (worked out again in the
// same hierarchy order), the name index, the stores' slots, and a component's
// fields tagged griff:"-" (links and caches: its Attached hook rebuilds them;
// see Scene.Reattach).

// AppendSnapshot appends the scene's state to buf (see above) and returns the
// extended buffer. It returns an error naming the component type and field
// whose value cannot be in a snapshot (an interface field). It makes no
// allocation once buf is large enough (components holding maps aside).
func (s *Scene) AppendSnapshot(buf []byte) ([]byte, error) {
	buf = s.AppendSnapshotHead(buf)
	var err error
	for _, r := range s.roots {
		if buf, err = appendRecords(buf, r); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// appendRecords appends the records of e and its descendants in hierarchy
// order (what Walk visits; a plain recursion, not the iterator, which cost a
// call through a closure per entity).
func appendRecords(buf []byte, e *Entity) ([]byte, error) {
	buf, err := e.AppendSnapshotRecord(buf)
	if err != nil {
		return buf, err
	}
	for _, c := range e.childList() {
		if buf, err = appendRecords(buf, c); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// AppendSnapshotHead appends the scene's part before its entity records: its
// name, next id, step count and number of entities.
func (s *Scene) AppendSnapshotHead(buf []byte) []byte {
	buf = appendStr(buf, s.name)
	buf = binary.LittleEndian.AppendUint64(buf, uint64(s.nextID))
	buf = binary.LittleEndian.AppendUint64(buf, s.steps)
	return appendU32(buf, s.ids.len())
}

// The fixed parts of a record: its length, id, parent id and name's length
// before the name; the flags, the 12 transform values and the component
// count after it.
const (
	recHead = 4 + 8 + 8 + 4
	recBody = 1 + 12*8 + 4
)

// AppendSnapshotRecord appends e's record (see above), its length first.
// The fixed parts are written into the buffer grown once, not appended value
// by value, and the transform is read settled without copying it (what
// Transform.current gives); with the records appended by plain recursion
// this took the built-in game's scene part (BenchmarkBuiltinSceneSnapshot in
// tests) from a median 12.7 to 10.4 µs of CPU over 8 interleaved rounds.
func (e *Entity) AppendSnapshotRecord(buf []byte) ([]byte, error) {
	start := len(buf)
	buf = slices.Grow(buf, recHead+len(e.Name())+recBody)
	b := buf[start : start+recHead]
	var parent EntityID
	if e.parent != nil {
		parent = e.parent.id
	}
	le := binary.LittleEndian
	le.PutUint64(b[4:], uint64(e.id))
	le.PutUint64(b[12:], uint64(parent))
	le.PutUint32(b[20:], uint32(len(e.Name())))
	buf = append(buf[:start+recHead], e.Name()...)
	at := len(buf)
	buf = buf[:at+recBody]
	e.transform.putRecord(buf[at:at+recBody], e.is(eActive))
	le.PutUint32(buf[at+recBody-4:], uint32(len(e.comps())))
	for i := range e.comps() {
		c := &e.comps()[i]
		typ := c.typ()
		if typ.snapErr() != nil {
			return buf[:start], fmt.Errorf("scenes: snapshot of %s: component %s: %w", e, typ.name, typ.snapErr())
		}
		kept := e.kept(c)
		buf = le.AppendUint64(buf, uint64(uint32(typ.index))|uint64(len(kept))<<32)
		for _, k := range kept {
			buf = appendStr(appendStr(buf, k.key), string(k.value))
		}
		var err error
		if buf, err = typ.snapCodec().appendTo(buf, c.p, 0); err != nil {
			return buf[:start], fmt.Errorf("scenes: snapshot of %s: component %s: %w", e, typ.name, err)
		}
	}
	buf = appendU32(buf, len(e.unknowns()))
	for _, u := range e.unknowns() {
		buf = appendStr(appendStr(buf, u.name), string(u.data))
	}
	le.PutUint32(buf[start:], uint32(len(buf)-start-4))
	return buf, nil
}

// PutSnapshotTransform writes e's flags and transform values as they read now
// into rec, a record of e (AppendSnapshotRecord's bytes, its length first)
// written when only these may have changed since: what AppendSnapshotRecord
// would write now, if e's id, parent, name and components are as they were
// (an entity listed by Scene.TakeChanges for its transform alone, see
// Changes.Whole). It returns false, leaving rec as it was, if rec cannot be
// e's record (too short, another id or name length).
func (e *Entity) PutSnapshotTransform(rec []byte) bool {
	at := recHead + len(e.Name())
	if len(rec) < at+recBody || binary.LittleEndian.Uint64(rec[4:]) != uint64(e.id) ||
		binary.LittleEndian.Uint32(rec[20:]) != uint32(len(e.Name())) {
		return false
	}
	e.transform.putRecord(rec[at:at+recBody], e.is(eActive))
	return true
}

// putRecord writes a record's flags and 12 transform values into b (at least
// 97 bytes) as they read now: settled if a step has begun since t was listed
// (as current gives them), without changing t.
func (t *Transform) putRecord(b []byte, active bool) {
	_ = b[96]
	prevPos, prevRot, prevScale := t.prevPos, t.prevRot, t.prevScale
	moved, jumped, listed := t.has(fMoved), t.has(fJumped), t.has(fListed)
	if t.stale() { // as settle would leave it
		prevPos = t.pos
		if t.has(fTurned) {
			prevRot, prevScale = t.rot, t.scale
		}
		moved, jumped, listed = false, false, false
	}
	b[0] = flag(active) | flag(moved)<<1 | flag(jumped)<<2 | flag(listed)<<3
	le := binary.LittleEndian
	le.PutUint64(b[1:], math.Float64bits(t.pos[0]))
	le.PutUint64(b[9:], math.Float64bits(t.pos[1]))
	le.PutUint64(b[17:], math.Float64bits(t.rot))
	sin, cos := t.sincos()
	le.PutUint64(b[25:], math.Float64bits(sin))
	le.PutUint64(b[33:], math.Float64bits(cos))
	le.PutUint64(b[41:], math.Float64bits(t.scale[0]))
	le.PutUint64(b[49:], math.Float64bits(t.scale[1]))
	le.PutUint64(b[57:], math.Float64bits(prevPos[0]))
	le.PutUint64(b[65:], math.Float64bits(prevPos[1]))
	le.PutUint64(b[73:], math.Float64bits(prevRot))
	le.PutUint64(b[81:], math.Float64bits(prevScale[0]))
	le.PutUint64(b[89:], math.Float64bits(prevScale[1]))
}

func flag(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// ReadSnapshot reads a scene's part of a snapshot (what AppendSnapshot wrote)
// into a new scene reporting to problems, and returns it with the bytes after
// it. Component hooks are not called: call Reattach once the scene is in use.
// When like has the same name, the new scene shares its file places (Where).
// ReadSnapshot returns an error saying what is wrong for data that is cut
// short or inconsistent (an unknown component type, a parent that comes after
// its child, an id used twice); it never panics on bad data.
func ReadSnapshot(data []byte, problems *Problems, like *Scene) (*Scene, []byte, error) {
	return readSnapshot(data, problems, like, nil)
}

// readSnapshot is ReadSnapshot; m, when not nil, reads the component records
// (snapmigrate_read.go).
func readSnapshot(data []byte, problems *Problems, like *Scene, m *Migration) (*Scene, []byte, error) {
	r := &snapReader{b: data}
	name := r.str()
	nextID := EntityID(r.u64())
	steps := r.u64()
	n := r.count(4)
	if r.err != nil {
		return nil, nil, fmt.Errorf("scenes: snapshot scene head: %w", r.err)
	}
	s := NewScene(name, problems)
	s.steps = steps
	if like != nil && like.name == name {
		s.at = like.at
	}
	// The entities are made from one allocation, their component lists from
	// a few: a restore of 10,000 entities made 4 allocations each.
	st := &sceneReading{names: map[string]string{}, ents: make([]Entity, n), mig: m}
	for i := range n {
		rec := r.take(int(r.u32()))
		if r.err != nil {
			return nil, nil, fmt.Errorf("scenes: snapshot entity record %d of %d: %w", i+1, n, r.err)
		}
		if err := s.readRecord(rec, nextID, st, &st.ents[i]); err != nil {
			return nil, nil, fmt.Errorf("scenes: snapshot entity record %d of %d: %w", i+1, n, err)
		}
	}
	s.nextID = nextID
	return s, r.b, nil
}

// sceneReading is what ReadSnapshot shares across records: the entity names
// read (to share their strings), the entities' memory (one allocation; an
// entity destroyed later keeps the block alive until all of it is gone, as a
// slice's elements do) and a block the component lists are cut from.
type sceneReading struct {
	names map[string]string
	ents  []Entity
	comps []compRef  // free part of the current block
	path  []*Entity  // the record before and its ancestors, root first
	mig   *Migration // when not nil, reads the component records (snapmigrate_read.go)
}

// parent returns the entity of id parentID (nil for 0), which must be on the
// path from a root to the record before (records are in hierarchy order, so
// a parent is an ancestor of the record before its child, or that record),
// and leaves the path ending at it. Looking up the path, not the scene's
// map of ids, saved a third of a record's map lookups.
func (st *sceneReading) parent(parentID EntityID) (*Entity, error) {
	if parentID == 0 {
		st.path = st.path[:0]
		return nil, nil
	}
	for i := len(st.path) - 1; i >= 0; i-- {
		if st.path[i].id == parentID {
			st.path = st.path[:i+1]
			return st.path[i], nil
		}
	}
	return nil, fmt.Errorf("parent %d is not before it on its path from a root", parentID)
}

// compsBlock is how many component references a block holds.
const compsBlock = 1024

// takeComps returns an empty list with room for n components, cut from the
// block (full capacity: an append past n moves the list out of it).
func (st *sceneReading) takeComps(n int) []compRef {
	if n > compsBlock/4 {
		return make([]compRef, 0, n)
	}
	if len(st.comps) < n {
		st.comps = make([]compRef, compsBlock)
	}
	out := st.comps[:0:n]
	st.comps = st.comps[n:]
	return out
}

// readRecord adds the entity of one record to s, at slot, listed in the
// current step if the record says so.
func (s *Scene) readRecord(rec []byte, nextID EntityID, st *sceneReading, slot *Entity) error {
	r := &snapReader{b: rec}
	id, parentID := EntityID(r.u64()), EntityID(r.u64())
	nb := r.bytes()
	name, ok := st.names[string(nb)]
	if !ok {
		name = string(nb)
		st.names[name] = name
	}
	flags := r.byte1()
	var f [12]float64
	for i := range f {
		f[i] = math.Float64frombits(r.u64())
	}
	if r.err != nil {
		return r.err
	}
	switch {
	case id == 0 || id >= nextID:
		return fmt.Errorf("id %d is not between 1 and the next id %d", id, nextID)
	case flags > 15:
		return fmt.Errorf("entity %d: flags %#x are not known", id, flags)
	}
	parent, err := st.parent(parentID)
	if err != nil {
		return fmt.Errorf("entity %d: %w", id, err)
	}
	n := s.ids.len()
	e := s.placeEntity(slot, name, id)
	if s.ids.len() == n { // the scene is dropped with the error
		return fmt.Errorf("id %d is used twice", id)
	}
	st.path = append(st.path, e)
	e.setFlag(eActive, flags&1 != 0)
	s.insert(e, parent)
	t := e.transform
	t.setRecord(&f) // turned unless plain: the record's previous values may differ
	t.setFlag(fMoved, flags&2 != 0)
	t.setFlag(fJumped, flags&4 != 0)
	t.flags |= fDirty
	t.setFlag(fListed, flags&8 != 0) // every new one was listed as jumped
	t.listedAt = uint32(s.steps)
	if err := s.readComponents(r, e, st); err != nil {
		return fmt.Errorf("entity %d: %w", id, err)
	}
	if len(r.b) != 0 {
		return fmt.Errorf("entity %d: %d bytes left over", id, len(r.b))
	}
	return nil
}

// readComponents reads an entity's components and kept unknown components.
func (s *Scene) readComponents(r *snapReader, e *Entity, st *sceneReading) error {
	m := st.mig
	n := r.count(8)
	if n > 0 {
		e.setComps(st.takeComps(n))
	}
	for range n {
		ti := int(r.u32())
		if r.err != nil {
			break
		}
		if m != nil {
			if err := m.readComponent(r, e, ti); err != nil {
				return err
			}
			continue
		}
		c := typeAtIndex(ti)
		if c == nil {
			return fmt.Errorf("component type index %d is not registered", ti)
		}
		if e.HasType(c) {
			return fmt.Errorf("component %s is there twice", c.name)
		}
		if c.snapErr() != nil {
			return fmt.Errorf("component %s: %w", c.name, c.snapErr())
		}
		kept := make([]rawField, r.count(8))
		for i := range kept {
			kept[i] = rawField{key: r.str(), value: r.bytes()}
		}
		ref := e.attach(c)
		if len(kept) > 0 {
			e.setKept(ref, kept)
		}
		c.snapCodec().readInto(r, ref.p, 0)
		if r.err != nil {
			return fmt.Errorf("component %s: %w", c.name, r.err)
		}
	}
	for range r.count(8) {
		e.setUnknowns(append(e.unknowns(), rawComponent{name: r.str(), data: r.bytes()}))
	}
	return r.err
}

// typeAtIndex returns the registered type with registration index i, or nil.
func typeAtIndex(i int) *ComponentType {
	if i < 0 || i >= len(byIndex()) {
		return nil
	}
	return byIndex()[i]
}

var (
	typesByIndexOnce sync.Once
	typesByIndex     []*ComponentType
)

// byIndex returns the registered types by registration index. The registry
// is frozen once a scene exists (ReadSnapshot makes one first), so the list
// is worked out once.
func byIndex() []*ComponentType {
	typesByIndexOnce.Do(func() {
		typesByIndex = make([]*ComponentType, len(registry.sorted))
		for _, c := range registry.sorted {
			typesByIndex[c.index] = c
		}
	})
	return typesByIndex
}

// Reattach calls the Attached hook of every component that has one, in
// hierarchy order and each entity's components in order: a restored scene's
// components rebuild their links and caches (fields tagged griff:"-") there,
// as they do when a scene is read from a file. A hook's panic is a fault of
// its entity (see the package documentation).
func (s *Scene) Reattach() {
	n := 0
	for e := range s.Walk() {
		for _, c := range e.comps() {
			if _, ok := c.ptr().(Attacher); ok {
				n++
			}
		}
	}
	hooks := s.ip.hooks[:0] // the list of the last call, or one allocation (counted first)
	if cap(hooks) < n {
		hooks = make([]attachedComp, 0, n)
	}
	defer func() { clear(hooks); s.ip.hooks = hooks[:0] }()
	for e := range s.Walk() {
		for _, c := range e.comps() {
			if a, ok := c.ptr().(Attacher); ok {
				hooks = append(hooks, attachedComp{e, a})
			}
		}
	}
	for _, h := range hooks {
		if h.e.is(eAlive) {
			h.e.callAttached(h.a)
		}
	}
}

// SnapshotError returns why values of the type cannot be in a snapshot (a
// saved field holds an interface), or nil: Scene.AppendSnapshot returns such
// an error for an entity with the component.
func (c *ComponentType) SnapshotError() error { return c.snapErr() }
