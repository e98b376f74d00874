package scenes

// pair is one entity's two components in a Join: their slots in the two stores.
type pair struct{ a, b int32 }

// joinList is the list of pairs Join[A, B] goes through, kept in A's store and
// built again only when either store's list was (components added or removed,
// the hierarchy changed): a settled scene's Join reads 8 bytes of list per
// entity and the two components, and nothing else.
type joinList struct {
	with       *ComponentType // B
	aVer, bVer uint64         // the lists' versions the pairs were built from
	built      bool
	pairs      []pair
	iterating  int // iterations running over pairs
}

// joinWith returns st's join list with the type b, making it on first use.
func (st *store[T]) joinWith(b *ComponentType) *joinList {
	for _, j := range st.joins {
		if j.with == b {
			return j
		}
	}
	j := &joinList{with: b}
	st.joins = append(st.joins, j)
	return j
}

// joinOf returns the stores of A and B with their lists up to date and the pairs
// of Join[A, B], counting an iteration begun on all three.
//
//go:noinline
func joinOf[A, B any](s *Scene) (*store[A], *store[B], *joinList) {
	sa, sb := viewOf[A](s), viewOf[B](s)
	if any(sa) == any(sb) {
		panic("scenes: Join of " + sa.typ.name + " with itself")
	}
	j := sa.joinWith(sb.typ)
	if !j.built || j.aVer != sa.version || j.bVer != sb.version {
		j.pairs = pairUp(j.pairs, j.iterating > 0, sa.items, sb.items)
		j.aVer, j.bVer, j.built = sa.version, sb.version, true
	}
	sa.iterating++
	sb.iterating++
	j.iterating++
	return sa, sb, j
}

// pairUp returns the pairs of the entries of a and b (both just built, so all
// live, in hierarchy order) with the same key, in that order. It reuses buf
// unless an iteration holds it.
func pairUp(buf []pair, held bool, a, b []entry) []pair {
	out := buf[:0]
	if held {
		out = nil
	}
	j := 0
	for _, x := range a {
		for j < len(b) && b[j].key < x.key {
			j++
		}
		if j == len(b) {
			break
		}
		if b[j].key == x.key {
			out = append(out, pair{x.idx, b[j].idx})
		}
	}
	return out
}
