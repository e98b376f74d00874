package scenes

// run is a run of entities whose components of types A and B follow each other
// in their pages: pair k of the run is slot ja+k of pa with slot jb+k of pb. A
// scene made in hierarchy order (read from a file, spawned in bulk) is a run
// per page, so a Join over it reads little more than the components.
type run[A, B any] struct {
	pa     *page[A]
	pb     *page[B]
	ja, jb uint16
	n      uint16 // 1..pageSize
}

// joiner is a join list seen without its types.
type joiner interface {
	partner() *ComponentType
	endStep()
}

// joinList is the list of pairs Join[A, B] goes through, in runs, kept in A's
// store and built again only when either store's list was (components added or
// removed, the hierarchy changed): a settled scene's Join reads the runs (24
// bytes each) and the two components of each entity, and nothing else. The
// owners in the pages are read only after a component of type A or B was
// removed during the iteration.
type joinList[A, B any] struct {
	with       *ComponentType // B
	aVer, bVer uint64         // the lists' versions the pairs were built from
	built      bool
	runs       []run[A, B]
	iterating  int // iterations running over runs
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
	sa.handed, sb.handed = true, true // their owners count as changed (marks.go)
	sa.iterating++
	sb.iterating++
	j.iterating++
	return sa, sb, j
}

// pairUp makes the pairs of the entries of sa and sb (both just built, so all
// live, in hierarchy order) with the same key, in that order. It reuses the
// buffer unless an iteration holds it.
func (j *joinList[A, B]) pairUp(sa *store[A], sb *store[B]) {
	runs := j.runs[:0]
	if j.iterating > 0 {
		runs = nil
	} else {
		clear(j.runs[:cap(j.runs)])
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
			runs = addPair(runs, sa.pages[x.idx>>pageShift], sb.pages[y.idx>>pageShift], x.idx&pageMask, y.idx&pageMask)
		}
	}
	j.runs = runs
}

// addPair appends slot ja of pa paired with slot jb of pb, extending the last
// run if they follow it.
func addPair[A, B any](runs []run[A, B], pa *page[A], pb *page[B], ja, jb int32) []run[A, B] {
	if n := len(runs); n > 0 {
		r := &runs[n-1]
		if r.pa == pa && r.pb == pb && int32(r.ja)+int32(r.n) == ja && int32(r.jb)+int32(r.n) == jb {
			r.n++
			return runs
		}
	}
	return append(runs, run[A, B]{pa, pb, uint16(ja), uint16(jb), 1})
}
