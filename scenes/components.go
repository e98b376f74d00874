package scenes

import (
	"iter"
	"unsafe"
)

// Attacher is implemented (on the pointer) by components that want to know when
// they join an entity: Add, Spawn and reading a scene call Attached after the
// component's fields are set and the entity is in the scene. The scene calls it at
// once; it is the place to build caches from saved state.
type Attacher interface {
	Attached(e *Entity)
}

// Detacher is implemented (on the pointer) by components that want to know when
// they leave an entity: Remove and Destroy call Detached before the component is
// taken off (the entity is still in the scene and alive).
type Detacher interface {
	Detached(e *Entity)
}

// storeOf returns s's store of T, making it on first use. It panics if T is not
// registered.
func storeOf[T any](s *Scene) *store[T] {
	c := typeOf[T]()
	return s.storage(c).(*store[T])
}

// Add attaches a component of type T with the value v to e and returns a pointer
// to it. The pointer stays valid (the component does not move) until the component
// is removed or e is destroyed. If *T implements Attacher, Attached is called
// before Add returns; if Attached panics, the fault is recorded in the scene's
// problem log, the component is left out and Add returns nil (see the package
// documentation, Fault boundary). The component is in All[T] from the next
// iteration begun.
// Add panics if T is not registered, if e is destroyed, or if e already has a T.
func Add[T any](e *Entity, v T) *T {
	c := typeOf[T]()
	if e.HasType(c) {
		panic("scenes: entity " + e.String() + " already has component " + c.name)
	}
	p := (*T)(e.attach(c).p)
	*p = v
	if a, ok := any(p).(Attacher); ok && !e.callAttached(a) {
		return nil // left out: the fault is in the problem log
	}
	return p
}

// Get returns e's component of type T, or nil if e has none (or is destroyed).
// It makes no allocation; the cost grows with the number of components on e.
// It marks e changed (see Entity.MarkChanged), since the pointer may be
// written through: code that only reads uses Peek or Read.
func Get[T any](e *Entity) *T {
	// Read's loop again, not a call of Read and a check of its result, with
	// e.refAt and e.mark written out, so Get stays within the compiler's
	// inlining budget (80; Get is 77: mind it when changing Get or the
	// entity's flags).
	for i := range e.nrefs {
		c := (*compRef)(unsafe.Add(unsafe.Pointer(e.refs), uintptr(i)*unsafe.Sizeof(compRef{})))
		if _, ok := registry.nils[c.ti].(*T); ok {
			if e.flags&eMarked == 0 { // e.mark()
				e.markSlow()
			}
			return (*T)(c.p)
		}
	}
	return nil
}

// Read is Get for reading only: it does not mark e changed, so nothing may be
// written through the pointer (a Timeline's checked mode,
// runtime.Timeline.SetChecked, names the component written so), and the
// pointer must not be kept to write through later.
func Read[T any](e *Entity) *T {
	for i := range e.nrefs {
		c := e.refAt(i)
		if _, ok := registry.nils[c.ti].(*T); ok {
			return (*T)(c.p)
		}
	}
	return nil
}

// Peek returns a copy of e's component of type T and true, or the zero T and
// false if e has none. It does not mark e changed (see Entity.MarkChanged).
func Peek[T any](e *Entity) (T, bool) {
	if p := Read[T](e); p != nil {
		return *p, true
	}
	var zero T
	return zero, false
}

// Has reports whether e has a component of type T.
func Has[T any](e *Entity) bool { return Read[T](e) != nil }

// Remove takes e's component of type T off, calling Detached first if *T
// implements Detacher, and reports whether there was one. Pointers to the removed
// component must not be used after: its memory is reused.
func Remove[T any](e *Entity) bool {
	for i := range e.comps() {
		if _, ok := registry.nils[e.comps()[i].ti&(maxTypes-1)].(*T); ok {
			e.detach(i)
			return true
		}
	}
	return false
}

// All returns the components of type T in s, with their entities, in hierarchy
// order (depth-first, parents before children, children in order).
//
// Every entity of the list counts as changed (see Entity.MarkChanged), as the
// pointers may be written through: code that only reads uses AllRead.
//
// What an iteration sees: the list as it was when the iteration began, less the
// components removed (or whose entity was destroyed) before the iteration reaches
// them. Components added during the iteration are not seen; a reparent during it
// does not change its order. So spawning and destroying while iterating is safe.
//
// The list is brought up to date when the iteration begins (a merge of the
// components added, in order, or a sort if the hierarchy order changed). Once the
// scene has settled (no component of type T added or removed, and no entity
// reparented, since the last iteration) an iteration makes no allocation and does
// no sorting, and costs a few nanoseconds per component (see BenchmarkAll_10k).
// An iteration panics as it begins if T is not registered. All must be used from
// the game's goroutine.
func All[T any](s *Scene) iter.Seq2[*Entity, *T] {
	// Why this shape: the list lookup happens inside the iterator, so All
	// itself inlines and the loop body's closure does not escape (zero
	// allocations); the loop body is then called through a function value per
	// component. A slot freed during the iteration has no owner (the store
	// holds it back from reuse until no iteration runs), so the owner read
	// for the entity is also the check that the component is still there.
	return func(yield func(*Entity, *T) bool) {
		st := viewOf[T](s)
		st.handed = true // every owner counts as changed (marks.go)
		st.iterating++
		for _, it := range st.items {
			pg, j := st.pages[it.idx>>pageShift], it.idx&pageMask
			if o := pg.owners[j]; o != nil && !yield(o, &pg.vals[j]) {
				break
			}
		}
		st.iterating--
	}
}

// Active is All restricted to components whose entity is active in the hierarchy
// (see Entity.ActiveInHierarchy) when the iteration reaches it. The same order
// and guarantees hold. Every entity with a T counts as changed (see
// Entity.MarkChanged): code that only reads uses ActiveRead.
func Active[T any](s *Scene) iter.Seq2[*Entity, *T] {
	return func(yield func(*Entity, *T) bool) {
		st := viewOf[T](s)
		st.handed = true // every owner counts as changed (marks.go)
		st.iterating++
		for _, it := range st.items {
			pg, j := st.pages[it.idx>>pageShift], it.idx&pageMask
			if o := pg.owners[j]; o != nil && pg.active[j] && !yield(o, &pg.vals[j]) {
				break
			}
		}
		st.iterating--
	}
}

// Join returns, for every entity in s with both a component of type A and one of
// type B, the two components, in hierarchy order: the typed two-component join,
// pos += vel written as
//
//	for p, v := range scenes.Join[Pos, Vel](s) { p.X += v.X }
//
// It is All[A] with Get[B] without reading the entities. Every entity with an
// A or a B counts as changed (see Entity.MarkChanged). The scene keeps the
// pairs: the slots of both components of each such entity, in hierarchy order,
// made by merging the two component lists (both kept in hierarchy order) on the
// order keys they hold, O(Count[A] + Count[B]), and made again only when either
// list changed (a component of type A or B added or removed, the hierarchy
// changed). A settled iteration reads two pointers per entity and the two
// components, and its loop body is inlined into the caller's (measured with
// BenchmarkJoin_10k and bench/compare). What an iteration sees is what All[A] and
// All[B] begun at the same moment would see: the lists as they were when the
// iteration began, less the components removed before the iteration reaches
// them. Entities inactive in the hierarchy are included (test
// Entity.ActiveInHierarchy, or use Active and Get); to have the entity as well,
// use All[A] and Get[B]. Once the scene has settled an iteration makes no
// allocation. Join panics as it begins if A or B is not registered, or if A and B
// are the same type.
func Join[A, B any](s *Scene) iter.Seq2[*A, *B] {
	return func(yield func(*A, *B) bool) {
		sa, sb, j := joinOf[A, B](s)
		// Why this shape: each run's two value arrays are cut to slices of
		// one length, so the pair loop indexes them without bounds checks
		// and keeps its state in registers; one load of the scene's count of
		// freed components per pair is the check for removals during the
		// iteration, and only after one are the owners read.
		frees := &s.frees
		f0 := *frees
		runs := j.runs // a nested Join may make a new list: this one stays
	outer:
		for i := range runs {
			r := &runs[i]
			pa, pb := r.pa, r.pb
			ja, jb, n := int(r.ja), int(r.jb), int(r.n)
			va := pa.vals[ja : ja+n]
			vb := pb.vals[jb : jb+n]
			vb = vb[:len(va)]
			for k := range va {
				if *frees != f0 && (pa.owners[(ja+k)&pageMask] == nil || pb.owners[(jb+k)&pageMask] == nil) {
					continue // removed during the iteration
				}
				if !yield(&va[k], &vb[k]) {
					break outer
				}
			}
		}
		sa.iterating--
		sb.iterating--
		j.iterating--
	}
}

// viewOf returns s's store of T with its list up to date.
//
//go:noinline
func viewOf[T any](s *Scene) *store[T] {
	st := storeOf[T](s)
	st.view()
	return st
}

// Count returns the number of components of type T in s.
func Count[T any](s *Scene) int {
	return storeOf[T](s).count()
}

// NameOf returns the saved name of component type T. It panics if T is not
// registered.
func NameOf[T any]() string { return typeOf[T]().name }
