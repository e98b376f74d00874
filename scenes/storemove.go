package scenes

import (
	"encoding/binary"
	"iter"
	"unsafe"
)

// moveRun is a run of components whose entities' transforms follow each other
// in the transform column: item k of the run is slot jv+k of pv with the
// transform in slot jt+k of pt. A scene made in hierarchy order (read from a
// file, spawned in bulk) is a run per page.
type moveRun[T any] struct {
	pv     *page[T]
	pt     *tpage
	jv, jt uint16
	n      uint16 // 1..pageSize
}

// moveList is the list ActiveTransforms[T] goes through, kept in T's store and
// made again only when the store's list was (a component of type T added or
// removed, the hierarchy changed): an entity's transform keeps its slot for the
// entity's life, so the runs stay right while the list does.
type moveList[T any] struct {
	ver       uint64 // the store's list version the runs were made from
	built     bool
	runs      []moveRun[T]
	iterating int // iterations running over runs
}

// ActiveTransforms is Active[T] giving each component's entity's transform in
// place of the entity: for every component of type T whose entity is active in
// the hierarchy when the iteration reaches it, the entity's transform and the
// component, in hierarchy order. The same guarantees as All hold (the list as
// it was when the iteration began, less the components removed before the
// iteration reaches them).
//
// It is the loop a system that moves entities wants (runtime/motion's Mover
// step): it reads no entity, only the transforms, one after the other in the
// scene's transform column, and the components in their pages. The scene keeps
// the pairs, in runs (see moveRun), made again only when the list of T's is;
// once the scene has settled an iteration makes no allocation. It panics as it
// begins if T is not registered.
func ActiveTransforms[T any](s *Scene) iter.Seq2[*Transform, *T] {
	return func(yield func(*Transform, *T) bool) {
		st, ml := movesOf[T](s, true)
	runs:
		for _, r := range ml.runs {
			pv, pt, jv, jt := r.pv, r.pt, int(r.jv), int(r.jt)
			for k := range int(r.n) {
				a := (jv + k) & pageMask
				if !pv.active[a] {
					// inactive, or removed during the iteration: a freed
					// slot is inactive and held back from reuse until no
					// iteration runs
					continue
				}
				if !yield(&pt.hot[(jt+k)&tpageMask], &pv.vals[a]) {
					break runs
				}
			}
		}
		st.iterating--
		ml.iterating--
	}
}

// ActiveTransformRuns is ActiveTransforms by runs: the same transforms and
// components in the same order, as pairs of slices of equal length (item i
// of one belongs with item i of the other) whose transforms are consecutive
// in the transform column and whose components are consecutive in T's store.
// It is what a loop over many entities that only moves them wants: one call
// of the loop body a run (a page of entities in a scene made in one go)
// rather than one an entity, and a plain loop over the items inside.
//
// The guarantees of ActiveTransforms hold run by run: a run is cut when it
// is given, so a component removed, or an entity made inactive or destroyed,
// by the loop body is still in the run being visited, though not in a later
// one. Writing it there is harmless: the component's slot and the
// transform's are held back from reuse while the iteration runs (a destroyed
// entity's transform slot is no longer its transform). The slices are the
// scene's own: do not append to them or keep them past the iteration. It
// panics as it begins if T is not registered.
func ActiveTransformRuns[T any](s *Scene) iter.Seq2[[]Transform, []T] {
	return transformRuns[T](s, true)
}

// ActiveTransformRunsRead is ActiveTransformRuns that marks no owner of T
// changed (see Entity.MarkChanged): the transforms may be set (each setter
// marks its transform, the cheap path of a Timeline), but the components
// must only be read, unless the loop body marks the entity first
// (Transform.Entity().MarkChanged()) — a Timeline's checked mode,
// runtime.Timeline.SetChecked, names a component written otherwise. It is
// what a mover that writes its own component rarely (a bounce) wants.
func ActiveTransformRunsRead[T any](s *Scene) iter.Seq2[[]Transform, []T] {
	return transformRuns[T](s, false)
}

// transformRuns is ActiveTransformRuns; hand tells whether the owners of T
// count as changed.
func transformRuns[T any](s *Scene, hand bool) iter.Seq2[[]Transform, []T] {
	return func(yield func([]Transform, []T) bool) {
		st, ml := movesOf[T](s, hand)
		s.transforms.holding++
	runs:
		for _, r := range ml.runs {
			pv, pt, jv, jt := r.pv, r.pt, int(r.jv), int(r.jt)
			act := pv.active[jv : jv+int(r.n)]
			for k := 0; k < len(act); {
				if !act[k] {
					k++
					continue
				}
				i := k
				k = activeEnd(act, k)
				if !yield(pt.hot[jt+i:jt+k:jt+k], pv.vals[jv+i:jv+k:jv+k]) {
					break runs
				}
			}
		}
		s.transforms.endRuns(false)
		st.iterating--
		ml.iterating--
	}
}

// movesOf returns the store of T with its list up to date and the runs of
// ActiveTransforms[T], counting an iteration begun on both.
//
//go:noinline
func movesOf[T any](s *Scene, hand bool) (*store[T], *moveList[T]) {
	st := viewOf[T](s)
	ml := st.moves
	if ml == nil {
		ml = &moveList[T]{}
		st.moves = ml
	}
	if !ml.built || ml.ver != st.version {
		ml.build(st)
		ml.ver, ml.built = st.version, true
	}
	if hand {
		st.handed = true // the owners count as changed (marks.go)
	}
	st.iterating++
	ml.iterating++
	return st, ml
}

// build makes the runs of st's list (just built, so all live, in hierarchy
// order). It reuses the buffer unless an iteration holds it.
func (ml *moveList[T]) build(st *store[T]) {
	runs := ml.runs[:0]
	if ml.iterating > 0 {
		runs = nil
	} else {
		clear(ml.runs[:cap(ml.runs)])
	}
	cols := &st.scene.transforms
	for _, it := range st.items {
		pv, jv := st.pages[it.idx>>pageShift], it.idx&pageMask
		ts := pv.owners[jv].transform.slot
		pt, jt := cols.pages[ts>>tpageShift], ts&tpageMask
		if n := len(runs); n > 0 {
			r := &runs[n-1]
			if r.pv == pv && r.pt == pt && int32(r.jv)+int32(r.n) == jv && int32(r.jt)+int32(r.n) == jt {
				r.n++
				continue
			}
		}
		runs = append(runs, moveRun[T]{pv, pt, uint16(jv), uint16(jt), 1})
	}
	ml.runs = runs
}

// activeEnd returns the end of the run of true items of act from k: the
// first false item's index after k, or len(act). It reads eight items at a
// time while they are all true, as one 8-byte word (a bool is the byte 0 or
// 1), so a page of components active throughout takes 32 tests, not 256.
func activeEnd(act []bool, k int) int {
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(act))), len(act))
	for k+8 <= len(b) && binary.LittleEndian.Uint64(b[k:]) == 0x0101010101010101 {
		k += 8
	}
	for k < len(act) && act[k] {
		k++
	}
	return k
}
