package scenes

import (
	"fmt"
	"iter"
	"math/bits"
	"strings"
	"unsafe"
)

// EntityID is an entity's id: saved in scene files, unique within a scene and
// never reused there (a destroyed entity's id is not given again, even after the
// scene is saved and read back). 0 means "no entity".
type EntityID uint64

// Entity is one thing in a scene: a name, an id, a place in the hierarchy (a
// parent and ordered children), an active flag, a transform and components.
// Entities are made by Scene.NewEntity, Scene.Spawn and ReadScene and are always
// used through pointers. A destroyed entity is marked (Alive reports false), so a
// pointer kept past Destroy can be checked; its other methods then report what it
// was and change nothing (setters panic).
// An Entity must be used from the game's goroutine.
type Entity struct {
	transform *Transform // in the scene's transform column (see tcolumn); a copy once destroyed; its scene is e's

	id     EntityID
	nl     *nameList // its name, and the others with it (names.go)
	parent *Entity
	key    uint64 // hierarchy order: a preorder walk meets keys in increasing order

	// refs is the first of e's nrefs components, in an array of
	// 1<<(capLog-1), or of nrefs if capLog is 0 (see comps and setComps): a
	// slice's header cut to 11 bytes, whose counts with the index and the
	// flags fill one word (issue 20's heap per entity). An entity has at
	// most one component of each of maxTypes types, so 16 bits count them.
	refs *compRef

	// what few entities have (children, components of unregistered names,
	// kept fields); nil if none: behind a pointer, so the entity is 64
	// bytes (TestEntityHeaderIsSmall)
	rare *entityRare

	index  int32  // position in the parent's children (or the scene's roots)
	flags  eflags // active, alive, ...: a bit each
	capLog uint8
	nrefs  uint16
}

// eflags are an entity's flags, a bit each: five bools were 5 bytes of the
// 80-byte entity; as bits of one byte beside capLog and nrefs the entity is
// 64 bytes, a size class down (issue 20's heap per entity).
type eflags uint8

const (
	eActiveInHierarchy eflags = 1 << iota // it and its ancestors are active (kept up to date by refreshActive)
	eAlive                                // in its scene (not destroyed)
	eDying                                // Destroy is running its hooks
	eSeen                                 // met already by a name list's compaction (names.go); clear outside it
	eMarked                               // in the scene's list of changed entities (marks.go)

	// eActive is its own active flag (Active): the top bit, so Active is
	// one compare of the byte with 0, as it was of a bool (a draw walk
	// tests it for every entity).
	eActive eflags = 1 << 7
)

// is reports whether any of the flags f is set on e.
func (e *Entity) is(f eflags) bool { return e.flags&f != 0 }

// setFlag sets the flags f on e if on, else clears them.
func (e *Entity) setFlag(f eflags, on bool) {
	if on {
		e.flags |= f
	} else {
		e.flags &^= f
	}
}

// comps returns e's components in the order added (e's own array, its
// capacity its length: append to it only through compsToGrow and setComps).
func (e *Entity) comps() []compRef { return unsafe.Slice(e.refs, e.nrefs) }

// refAt returns e's component i (i < e.nrefs): refs moved on by i
// components. Read goes through refAt (Get through its body, written out)
// rather than range over comps: unsafe.Slice checks its length for
// overflow, and Get cost 64.5 instructions an entity on BenchmarkAllGet_10k
// (callgrind) that way, 57 so (58 with the slice the entity had before). It
// moves the pointer (unsafe.Add) rather than indexing a pointer to an array
// as big as nrefs can count, which a build with -race or -d=checkptr
// refuses (a pointer converted to an array larger than its allocation)
// and game code tested with -race would fail on.
func (e *Entity) refAt(i uint16) *compRef {
	return (*compRef)(unsafe.Add(unsafe.Pointer(e.refs), uintptr(i)*unsafe.Sizeof(compRef{})))
}

// compsToGrow returns e's components with the capacity of their array as
// far as e knows it (at most the real one), for an append whose result goes
// back through setComps.
func (e *Entity) compsToGrow() []compRef {
	n := int(e.nrefs)
	if e.capLog != 0 {
		n = 1 << (e.capLog - 1)
	}
	return unsafe.Slice(e.refs, n)[:e.nrefs]
}

// setComps makes c e's components (c's array is e's from then on). e keeps
// c's capacity rounded down to a power of two (an append doubles it, so that
// is what it mostly is), or none beyond len(c) if that is smaller: an
// underestimate costs at most an early move of the list.
func (e *Entity) setComps(c []compRef) {
	e.refs, e.nrefs, e.capLog = unsafe.SliceData(c), uint16(len(c)), 0
	if cp := min(cap(c), maxTypes); cp > 0 {
		if l := bits.Len(uint(cp)); 1<<(l-1) >= len(c) {
			e.capLog = uint8(l)
		}
	}
}

// entityRare is what few entities have, behind one pointer: 80 bytes for an
// entity with children, where a pointer to its list of children in every
// entity cost 8 bytes and the list's own header 24.
type entityRare struct {
	children []*Entity      // in order (childList); kept once it has had any
	unknowns []rawComponent // components of unregistered names, kept as read
	kept     []keptFields   // by component, in no order
}

// rarePart returns e's rare part, making it if e has none.
func (e *Entity) rarePart() *entityRare {
	if e.rare == nil {
		e.rare = &entityRare{}
	}
	return e.rare
}

// keptFields are the saved values of one of the entity's components for
// fields its type no longer has.
type keptFields struct {
	ti     uint32 // the component's type index
	fields []rawField
}

// unknowns returns the components of unregistered names e keeps, as read.
func (e *Entity) unknowns() []rawComponent {
	if e.rare == nil {
		return nil
	}
	return e.rare.unknowns
}

// setUnknowns sets the components of unregistered names e keeps; an empty list
// is kept as none.
func (e *Entity) setUnknowns(u []rawComponent) {
	if len(u) == 0 {
		u = nil
	}
	if e.rare == nil && u == nil {
		return
	}
	e.rarePart().unknowns = u
	e.dropRare()
}

// kept returns the saved values for fields c's type no longer has (nil: none).
func (e *Entity) kept(c *compRef) []rawField {
	if e.rare == nil {
		return nil
	}
	for _, k := range e.rare.kept {
		if k.ti == c.ti {
			return k.fields
		}
	}
	return nil
}

// setKept sets the kept fields of e's component c; an empty list is kept as
// none.
func (e *Entity) setKept(c *compRef, k []rawField) {
	if e.rare == nil && len(k) == 0 {
		return
	}
	r := e.rarePart()
	for i := range r.kept {
		if r.kept[i].ti == c.ti {
			if len(k) == 0 {
				r.kept[i] = r.kept[len(r.kept)-1]
				r.kept = r.kept[:len(r.kept)-1]
				e.dropRare()
			} else {
				r.kept[i].fields = k
			}
			return
		}
	}
	if len(k) > 0 {
		r.kept = append(r.kept, keptFields{c.ti, k})
	}
}

// dropRare forgets e's rare part once it holds nothing.
func (e *Entity) dropRare() {
	if r := e.rare; r != nil && cap(r.children) == 0 && len(r.unknowns) == 0 && len(r.kept) == 0 {
		e.rare = nil
	}
}

// rawComponent is a component whose name is not registered, kept as it was read.
type rawComponent struct {
	name string
	data []byte // compact JSON object
}

// ID returns the entity's id (never 0 for an entity made by a scene).
func (e *Entity) ID() EntityID { return e.id }

// Name returns the entity's name. Names need not be unique; see Scene.Find.
func (e *Entity) Name() string {
	if e.nl == nil {
		return ""
	}
	return e.nl.name
}

// SetName renames the entity. It panics if e is destroyed.
func (e *Entity) SetName(name string) {
	e.mustBeAlive()
	e.mark()
	e.scene().unindexName(e)
	e.scene().indexName(e, name)
}

// Scene returns the scene the entity is (or was) in; nil for an Entity not
// made by a scene (a zero value).
func (e *Entity) Scene() *Scene {
	if e.transform == nil {
		return nil
	}
	return e.transform.scene
}

// scene returns the scene e is (or was) in: its transform's (the entity
// keeps no pointer of its own, 8 bytes of the 64; issue 20).
func (e *Entity) scene() *Scene { return e.transform.scene }

// Parent returns the entity's parent, or nil for a root entity.
func (e *Entity) Parent() *Entity { return e.parent }

// Children returns the entity's children in order. The slice is the entity's own:
// do not modify it; it is valid until the next structural change of e's children.
// To visit entities while changing the hierarchy, copy it first.
func (e *Entity) Children() []*Entity { return e.childList() }

// childList returns e's children in order (the entity's own slice). They are
// in e's rare part, which most entities (leaves) do not have.
func (e *Entity) childList() []*Entity {
	if e.rare == nil {
		return nil
	}
	return e.rare.children
}

// Alive reports whether the entity is still in its scene (not destroyed).
func (e *Entity) Alive() bool { return e.is(eAlive) }

// Active reports the entity's own active flag. The default is true.
func (e *Entity) Active() bool { return int8(e.flags) < 0 } // eActive, the top bit

// ActiveInHierarchy reports whether the entity and all its ancestors are active.
// An entity that is not active in the hierarchy is left out of Active[T]. It is
// false for a destroyed entity.
func (e *Entity) ActiveInHierarchy() bool {
	return e.flags&(eActiveInHierarchy|eAlive) == eActiveInHierarchy|eAlive
}

// SetActive sets the entity's own active flag; it changes ActiveInHierarchy of e
// and its descendants as needed. It panics if e is destroyed. It marks e's
// transform, not e as a whole (Change marks): the flag is in the flags a
// record's transform part holds (Entity.PutSnapshotTransform), and
// ActiveInHierarchy in no record, so a Timeline copies e's record and puts
// its flags and transform in, where a mark as a whole would write it.
func (e *Entity) SetActive(active bool) {
	e.mustBeAlive()
	if e.is(eActive) == active {
		return
	}
	e.setFlag(eActive, active)
	if e.transform.slot >= 0 {
		e.transform.mark()
	} else {
		e.mark()
	}
	e.refreshActive()
}

// refreshActive recomputes ActiveInHierarchy for e and its descendants.
func (e *Entity) refreshActive() {
	want := e.is(eActive) && (e.parent == nil || e.parent.is(eActiveInHierarchy))
	if want == e.is(eActiveInHierarchy) {
		return
	}
	e.setFlag(eActiveInHierarchy, want)
	for i := range e.comps() {
		c := &e.comps()[i]
		e.scene().stores[c.ti].setActive(c.idx, want)
	}
	for _, c := range e.childList() {
		c.refreshActive()
	}
}

// Transform returns the entity's transform. Every entity has one; the pointer is
// valid for the entity's life (it is a slot of the scene's transform column,
// reused after Destroy; a destroyed entity returns a copy of its last transform).
func (e *Entity) Transform() *Transform { return e.transform }

// Path returns the names from the root down to e joined by "/" ("Level/Door").
// It is what Scene.Find takes to find e when its name alone is not unique.
func (e *Entity) Path() string {
	if e.parent == nil {
		return e.Name()
	}
	var parts []string
	for x := e; x != nil; x = x.parent {
		parts = append(parts, x.Name())
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, "/")
}

// String returns the entity's path and id, as in "Level/Door#4".
func (e *Entity) String() string {
	if e == nil {
		return "<nil entity>"
	}
	return fmt.Sprintf("%s#%d", e.Path(), e.id)
}

// IsAncestorOf reports whether e is x's parent, grandparent, and so on.
func (e *Entity) IsAncestorOf(x *Entity) bool {
	for p := x.parent; p != nil; p = p.parent {
		if p == e {
			return true
		}
	}
	return false
}

// SetParent moves e (with its descendants) to be the last child of p, or a root
// entity if p is nil, keeping its local transform (so it may move in the world);
// its transform counts as jumped. All[T] lists follow the new hierarchy order.
// SetParent panics if e or p is destroyed, if p is in another scene, or if p is e
// or one of its descendants.
func (e *Entity) SetParent(p *Entity) {
	e.mustBeAlive()
	if p != nil {
		p.mustBeAlive()
		if p.scene() != e.scene() {
			panic("scenes: SetParent: " + p.String() + " is in another scene")
		}
		if p == e || e.IsAncestorOf(p) {
			panic("scenes: SetParent: " + p.String() + " is " + e.String() + " or inside it")
		}
	}
	s := e.scene()
	e.mark()
	s.unlink(e)
	s.link(e, p)
	s.placeKeys(e, true)
	e.refreshActive()
	e.transform.markDirty()
	e.transform.jump()
}

// SiblingIndex returns e's position among its parent's children (or the scene's
// root entities), from 0.
func (e *Entity) SiblingIndex() int { return int(e.index) }

// SetSiblingIndex moves e to position i among its siblings (0 is first; i is
// clamped to the valid range), keeping its parent; the siblings after it shift.
// Hierarchy order, and so All[T], follow. It panics if e is destroyed.
func (e *Entity) SetSiblingIndex(i int) {
	e.mustBeAlive()
	sibs := e.scene().roots
	if e.parent != nil {
		sibs = e.parent.childList()
	}
	i = max(0, min(i, len(sibs)-1))
	old := int(e.index)
	if i == old {
		return
	}
	if i < old {
		copy(sibs[i+1:old+1], sibs[i:old])
	} else {
		copy(sibs[old:i], sibs[old+1:i+1])
	}
	sibs[i] = e
	for j := min(i, old); j <= max(i, old); j++ {
		sibs[j].index = int32(j)
	}
	e.scene().placeKeys(e, true)
}

// HasType reports whether e has a component of type c.
func (e *Entity) HasType(c *ComponentType) bool { return e.component(c) != nil }

// Component returns e's component of type c (a *T), or nil if none. It marks
// e changed (see MarkChanged): the pointer may be written through.
func (e *Entity) Component(c *ComponentType) any {
	p := e.component(c)
	if p != nil {
		e.mark()
	}
	return p
}

// component is Component without the mark.
func (e *Entity) component(c *ComponentType) any {
	for i := range e.comps() {
		if e.comps()[i].is(c) {
			return e.comps()[i].ptr()
		}
	}
	return nil
}

// Components returns e's components (each a *T) with their types, in the order
// they were added. It marks e changed (see MarkChanged): the pointers may be
// written through; ReadComponents gives them for reading only.
func (e *Entity) Components() iter.Seq2[*ComponentType, any] {
	e.mark()
	return e.ReadComponents()
}

// ReadComponents is Components for reading only: it does not mark e changed,
// so nothing may be written through the pointers it gives (a Timeline's
// checked mode, runtime.Timeline.SetChecked, names a component written so).
// It is what code that only reads many entities uses (a draw build).
func (e *Entity) ReadComponents() iter.Seq2[*ComponentType, any] {
	return func(yield func(*ComponentType, any) bool) {
		for _, c := range e.comps() {
			if !yield(c.typ(), c.ptr()) {
				return
			}
		}
	}
}

// attach adds a zero component of type c to e and returns its reference.
func (e *Entity) attach(c *ComponentType) *compRef {
	e.mustBeAlive()
	e.mark()
	e.setComps(append(e.compsToGrow(), e.scene().storage(c).alloc(e)))
	return &e.comps()[e.nrefs-1]
}

// detach removes e's i-th component, calling its Detacher hook first.
func (e *Entity) detach(i int) {
	c := e.comps()[i]
	if d, ok := c.ptr().(Detacher); ok {
		e.callDetached(d, c.typ())
	}
	e.drop(c)
}

// drop takes the component c off e and frees it, calling no hook. A hook may have
// changed e's components since c was read: drop finds it again.
func (e *Entity) drop(c compRef) {
	e.mark()
	for j := range e.comps() {
		if e.comps()[j].ti == c.ti && e.comps()[j].idx == c.idx {
			e.setKept(&c, nil)
			cs := e.compsToGrow()
			cs = append(cs[:j], cs[j+1:]...)
			cs[:len(cs)+1][len(cs)] = compRef{}
			e.setComps(cs)
			break
		}
	}
	e.scene().storage(c.typ()).free(c.idx)
}

func (e *Entity) mustBeAlive() {
	if !e.is(eAlive) {
		panic("scenes: entity " + e.String() + " is destroyed")
	}
}
