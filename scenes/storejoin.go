package scenes

// pair is one entity's two components in a Join: their slots in the two stores.
type pair struct{ a, b int32 }

// ptrPair is one entity's two components in a Join.
type ptrPair[A, B any] struct {
	a *A
	b *B
}

// joiner is a join list seen without its types.
type joiner interface {
	partner() *ComponentType
	endStep()
}

// joinList is the list of pairs Join[A, B] goes through, kept in A's store and
// built again only when either store's list was (components added or removed,
// the hierarchy changed): a settled scene's Join reads the two pointers and the
// two components of each entity, and nothing else. The slots (idx) are read
// only after a component of type A or B was removed during the iteration.
type joinList[A, B any] struct {
	with       *ComponentType // B
	aVer, bVer uint64         // the lists' versions the pairs were built from
	built      bool
	ptrs       []ptrPair[A, B]
	idx        []pair // the slots of ptrs
	iterating  int    // iterations running over ptrs and idx
}

func (j *joinList[A, B]) partner() *ComponentType { return j.with }
func (j *joinList[A, B]) endStep()                { j.iterating = 0 }

// joinWith returns sa's join list with sb, making it on first use.
func joinWith[A, B any](sa *store[A], sb *store[B]) *joinList[A, B] {
	for _, j := range sa.joins {
		if j.partner() == sb.typ {
			return j.(*joinList[A, B])
		}
	}
	j := &joinList[A, B]{with: sb.typ}
	sa.joins = append(sa.joins, j)
	return j
}

// joinOf returns the stores of A and B with their lists up to date and the pairs
// of Join[A, B], counting an iteration begun on all three.
//
//go:noinline
func joinOf[A, B any](s *Scene) (*store[A], *store[B], *joinList[A, B]) {
	sa, sb := viewOf[A](s), viewOf[B](s)
	if any(sa) == any(sb) {
		panic("scenes: Join of " + sa.typ.name + " with itself")
	}
	j := joinWith(sa, sb)
	if !j.built || j.aVer != sa.version || j.bVer != sb.version {
		j.pairUp(sa, sb)
		j.aVer, j.bVer, j.built = sa.version, sb.version, true
	}
	sa.iterating++
	sb.iterating++
	j.iterating++
	return sa, sb, j
}

// pairUp makes the pairs of the entries of sa and sb (both just built, so all
// live, in hierarchy order) with the same key, in that order. It reuses the
// buffers unless an iteration holds them.
func (j *joinList[A, B]) pairUp(sa *store[A], sb *store[B]) {
	ptrs, idx := j.ptrs[:0], j.idx[:0]
	if j.iterating > 0 {
		ptrs, idx = nil, nil
	} else {
		clear(j.ptrs[:cap(j.ptrs)])
	}
	a, b := sa.items, sb.items
	k := 0
	for _, x := range a {
		for k < len(b) && b[k].key < x.key {
			k++
		}
		if k == len(b) {
			break
		}
		if y := b[k]; y.key == x.key {
			ptrs = append(ptrs, ptrPair[A, B]{sa.at(x.idx), sb.at(y.idx)})
			idx = append(idx, pair{x.idx, y.idx})
		}
	}
	j.ptrs, j.idx = ptrs, idx
}
