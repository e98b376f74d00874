package scenes

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"unsafe"
)

// pageSize is the number of components in one page of a store. Pages never move,
// so component pointers stay valid while the component is attached.
const pageSize = 256

// maxPendingKept is the most entries a store keeps its buffer of added
// components for once they are listed: more are from a bulk load (a scene read,
// thousands spawned at once), whose buffer would otherwise stay as 24 bytes per
// component for the life of the scene. Fewer, added step after step, reuse it
// and make no allocation.
const maxPendingKept = 1024

// slotHead is the part of a component slot that code without the type reads:
// 16 bytes, so a slot of a 16-byte component is 32 (two to a cache line).
type slotHead struct {
	owner *Entity // nil while the slot is free
	gen   uint32  // bumped each time the slot is freed, so list entries go stale
	bits  uint32  // the slot's index in its store << 1 | 1 if active
}

// index returns the slot's index in its store.
func (h *slotHead) index() int32 { return int32(h.bits >> 1) }

// active reports owner.ActiveInHierarchy(), kept in step for Active[T].
func (h *slotHead) active() bool { return h.bits&1 != 0 }

// setActive sets what active reports.
func (h *slotHead) setActive(on bool) {
	h.bits = h.bits&^1 | uint32(flag(on))
}

// slot is one component in a store page.
type slot[T any] struct {
	slotHead
	val T
}

// entry is one component in a list snapshot: valid while slot.gen == gen. key
// is the owner's order key when the snapshot was built (valid while the store's
// epoch is the scene's), so Join merges two lists without reading the entities.
type entry[T any] struct {
	s   *slot[T]
	gen uint32
	key uint64
}

// added is a component added since its store's list was built: 16 bytes, as
// a bulk load holds one per component until the list is built.
type added[T any] struct {
	s   *slot[T]
	gen uint32
}

// entry returns the list entry of a, with its owner's key now.
func (a added[T]) entry() entry[T] { return entry[T]{a.s, a.gen, a.s.owner.key} }

// compRef is one component attached to an entity.
type compRef struct {
	typ   *ComponentType
	ptr   any // *T
	head  *slotHead
	keptp *[]rawField // saved values for fields the type no longer has; nil if none
}

// kept returns the saved values for fields the type no longer has (nil: none).
// They are behind a pointer because they are rare: a compRef is 40 bytes.
func (c *compRef) kept() []rawField {
	if c.keptp == nil {
		return nil
	}
	return *c.keptp
}

// setKept sets the kept fields; an empty list is stored as none.
func (c *compRef) setKept(k []rawField) {
	if len(k) == 0 {
		c.keptp = nil
		return
	}
	c.keptp = &k
}

// typeOps are the operations on a component type that need its Go type.
type typeOps interface {
	newStore(s *Scene) storage
	value(v any) reflect.Value // v is a *T; returns the addressable T
	copy(dst, src any)         // dst, src are *T; see ComponentType.Copy
	ptr(v any) unsafe.Pointer  // v is a *T; its address, for the snapshot codec
}

// storage is a scene's store of one component type, seen without its type.
type storage interface {
	alloc(e *Entity) compRef
	free(c *compRef)
	changed()
	endStep()
}

type ops[T any] struct{ typ *ComponentType }

func newTypeOps[T any](c *ComponentType) typeOps { return ops[T]{c} }

func (o ops[T]) newStore(s *Scene) storage { return &store[T]{typ: o.typ, scene: s} }

func (o ops[T]) copy(dst, src any) {
	if o.typ.model.plainCopy {
		*dst.(*T) = *src.(*T)
		return
	}
	o.typ.model.copy(o.value(dst), o.value(src))
}

func (o ops[T]) ptr(v any) unsafe.Pointer { return unsafe.Pointer(v.(*T)) }

func (o ops[T]) value(v any) reflect.Value {
	p, ok := v.(*T)
	if !ok || p == nil {
		panic(fmt.Sprintf("scenes: %T is not a *%v", v, reflect.TypeFor[T]()))
	}
	return reflect.ValueOf(p).Elem()
}

// store keeps a scene's components of type T in pages, and the list of them in
// hierarchy order that All and Active go through.
type store[T any] struct {
	typ   *ComponentType
	scene *Scene
	pages []*[pageSize]slot[T]
	free_ []int32
	used  int32

	items     []entry[T] // the current snapshot, in hierarchy order
	pending   []added[T] // added since the snapshot was built
	stale     bool       // items holds removed entries or is out of order
	epoch     uint64     // the scene's key epoch items was sorted at
	iterating int        // iterations running over items
	spare     []entry[T] // a buffer no iteration holds, for the next build
	retired   []entry[T] // an old snapshot an iteration may still hold
}

func (st *store[T]) alloc(e *Entity) compRef {
	var i int32
	if n := len(st.free_); n > 0 {
		i, st.free_ = st.free_[n-1], st.free_[:n-1]
	} else {
		if int(st.used) == len(st.pages)*pageSize {
			st.pages = append(st.pages, new([pageSize]slot[T]))
		}
		i = st.used
		st.used++
	}
	sl := &st.pages[i/pageSize][i%pageSize]
	sl.owner, sl.bits = e, uint32(i)<<1|uint32(flag(e.activeInHierarchy))
	st.pending = append(st.pending, added[T]{sl, sl.gen})
	return compRef{typ: st.typ, ptr: &sl.val, head: &sl.slotHead}
}

func (st *store[T]) free(c *compRef) {
	i := c.head.index()
	sl := &st.pages[i/pageSize][i%pageSize]
	sl.owner = nil
	sl.gen++
	sl.val = *new(T)
	st.free_ = append(st.free_, i)
	st.stale = true
}

func (st *store[T]) changed() { st.stale = true }

// endStep forgets iterations left unfinished by a panic: none runs across steps.
func (st *store[T]) endStep() {
	st.iterating = 0
}

// view returns the list in hierarchy order, rebuilding it first if components were
// added or removed or the hierarchy changed since it was built.
func (st *store[T]) view() []entry[T] {
	if st.stale || len(st.pending) > 0 || st.epoch != st.scene.keyEpoch {
		st.rebuild()
	}
	return st.items
}

// rebuild makes a new snapshot: the live entries of the old one and the pending
// ones, in hierarchy order. It never writes into a buffer an iteration may hold:
// it fills the spare buffer, and the old snapshot becomes the spare once no
// iteration runs over it.
func (st *store[T]) rebuild() {
	if st.iterating == 0 && st.retired != nil {
		if cap(st.retired) > cap(st.spare) {
			clear(st.retired[:cap(st.retired)])
			st.spare = st.retired
		}
		st.retired = nil
	}
	out := st.spare[:0]
	st.spare = nil
	old := st.items
	pend := st.pending[:0]
	for _, it := range st.pending {
		if it.s.gen == it.gen {
			pend = append(pend, it)
		}
	}
	if st.epoch != st.scene.keyEpoch {
		out = appendLive(out, old)
		for _, it := range pend {
			out = append(out, entry[T]{s: it.s, gen: it.gen})
		}
		for i := range out {
			out[i].key = out[i].s.owner.key
		}
		slices.SortFunc(out, func(a, b entry[T]) int { return cmp.Compare(a.key, b.key) })
	} else {
		slices.SortFunc(pend, func(a, b added[T]) int { return cmp.Compare(a.s.owner.key, b.s.owner.key) })
		out = mergeLive(out, old, pend)
	}
	clear(st.pending)
	st.pending = st.pending[:0]
	if cap(st.pending) > maxPendingKept {
		st.pending = nil // a bulk load's buffer: not kept for the steps after
	}
	st.items, st.stale, st.epoch = out, false, st.scene.keyEpoch
	st.retire(old)
}

// retire hands the old snapshot back for reuse: at once if no iteration runs,
// else when the last one ends.
func (st *store[T]) retire(old []entry[T]) {
	if old == nil {
		return
	}
	if st.iterating > 0 {
		// Keep the bigger buffer for later; the other is left to the collector.
		if cap(old) > cap(st.retired) {
			st.retired = old[:0]
		}
		return
	}
	clear(old)
	st.spare = old[:0]
}

// appendLive appends the entries of from that are still attached.
func appendLive[T any](out, from []entry[T]) []entry[T] {
	for _, it := range from {
		if it.s.gen == it.gen {
			out = append(out, it)
		}
	}
	return out
}

// mergeLive appends the live entries of a and the entries of b (all live), both in
// hierarchy order, in hierarchy order.
func mergeLive[T any](out, a []entry[T], b []added[T]) []entry[T] {
	j := 0
	for _, it := range a {
		if it.s.gen != it.gen {
			continue
		}
		for ; j < len(b) && b[j].s.owner.key < it.key; j++ {
			out = append(out, b[j].entry())
		}
		out = append(out, it)
	}
	for ; j < len(b); j++ {
		out = append(out, b[j].entry())
	}
	return out
}
