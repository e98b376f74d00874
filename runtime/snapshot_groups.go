package runtime

import (
	"cmp"
	"fmt"
	"iter"
	"slices"
	"sort"

	"github.com/griffengine/griff/scenes"
)

// The groups of entity records a Timeline's snapshots share (see Timeline).

// groupSize is how many entities a group gets when the records are written
// whole; a group rebuilt past twice as many is split in two.
const groupSize = 256

// group is a run of entities in hierarchy order with their records: the
// entities whose order keys are from lo up to the next group's lo. It does not
// change once made; snapshots share it by reference.
type group struct {
	lo   uint64 // the first order key it covers (0 for the first group written whole)
	ents []*scenes.Entity
	recs []recRef
	refs int32 // moments holding it
}

// hit is a changed entity with the place of its group in the snapshot before.
type hit struct {
	pos int32
	key uint64
	e   *scenes.Entity
}

// records fills m's groups: from prev's, sharing the groups without a
// changed entity, or, when the marks cannot say what changed, all new.
func (t *Timeline) records(m, prev *moment, sc *scenes.Scene) error {
	ch := sc.TakeChanges(t)
	m.groups = m.groups[:0]
	t.last = TimelineStats{Records: sc.Len()}
	var err error
	if prev == nil || t.scene != sc || ch.All || ch.Reordered || len(prev.groups) == 0 {
		err = t.writeAll(m, sc)
	} else {
		err = t.update(m, prev, ch.Entities)
	}
	t.scene = sc
	if err == nil && t.checked {
		err = t.check(m, prev, sc)
	}
	t.last.Groups = len(m.groups)
	return err
}

// writeAll writes every record, in groups of groupSize.
func (t *Timeline) writeAll(m *moment, sc *scenes.Scene) error {
	var g *group
	for e := range sc.Walk() {
		if g == nil || len(g.ents) == groupSize {
			gi := t.newGroup(0)
			if g != nil {
				t.groups[gi].lo = e.OrderKey()
			}
			m.groups = append(m.groups, gi)
			g = t.groups[gi]
		}
		if err := t.write(g, e); err != nil {
			return err
		}
	}
	t.last.New = len(m.groups)
	return nil
}

// update makes m's groups from prev's: each group holding a changed entity is
// made again, the others are shared.
func (t *Timeline) update(m, prev *moment, changed []*scenes.Entity) error {
	hits := t.hits[:0]
	for _, e := range changed {
		k := e.OrderKey()
		hits = append(hits, hit{t.groupOf(prev.groups, k), k, e})
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if c := cmp.Compare(a.pos, b.pos); c != 0 {
			return c
		}
		return cmp.Compare(a.key, b.key)
	})
	t.hits = hits
	h := 0
	for i, gi := range prev.groups {
		if h == len(hits) || hits[h].pos != int32(i) {
			g := t.groups[gi]
			g.refs++
			m.groups = append(m.groups, gi)
			t.last.Shared += len(g.ents)
			continue
		}
		j := h
		for j < len(hits) && hits[j].pos == int32(i) {
			j++
		}
		if err := t.rebuild(m, t.groups[gi], hits[h:j]); err != nil {
			return err
		}
		h = j
	}
	clear(hits)
	return nil
}

// groupOf returns the place in groups of the group whose key range holds key
// (the first group for a key before them all).
func (t *Timeline) groupOf(groups []int32, key uint64) int32 {
	i := sort.Search(len(groups), func(i int) bool { return t.groups[groups[i]].lo > key })
	return int32(max(i-1, 0))
}

// rebuild appends to m the group old made again: its entities still alive
// with their records, less the changed ones, merged in key order with the
// changed ones still alive, whose records are written anew. A group past
// twice groupSize is split in two, an empty one dropped.
func (t *Timeline) rebuild(m *moment, old *group, hits []hit) error {
	gi := t.newGroup(old.lo)
	g := t.groups[gi]
	i := 0
	for _, h := range hits {
		if !h.e.Alive() {
			continue // its old entry is dropped below
		}
		for ; i < len(old.ents) && old.ents[i].OrderKey() < h.key; i++ {
			t.keep(g, old, i)
		}
		if i < len(old.ents) && old.ents[i] == h.e {
			i++
		}
		if err := t.write(g, h.e); err != nil {
			t.dropGroup(gi)
			return err
		}
	}
	for ; i < len(old.ents); i++ {
		t.keep(g, old, i)
	}
	switch n := len(g.ents); {
	case n == 0:
		t.dropGroup(gi)
	case n > 2*groupSize:
		m.groups = append(m.groups, gi, t.split(g))
		t.last.New += 2
	default:
		m.groups = append(m.groups, gi)
		t.last.New++
	}
	return nil
}

// split moves the second half of g into a new group and returns it.
func (t *Timeline) split(g *group) int32 {
	half := len(g.ents) / 2
	gi := t.newGroup(g.ents[half].OrderKey())
	h := t.groups[gi]
	h.ents = append(h.ents, g.ents[half:]...)
	h.recs = append(h.recs, g.recs[half:]...)
	clear(g.ents[half:])
	g.ents, g.recs = g.ents[:half], g.recs[:half]
	return gi
}

// keep adds old's i-th entity with its record to g if it is alive.
func (t *Timeline) keep(g, old *group, i int) {
	e := old.ents[i]
	if !e.Alive() {
		return
	}
	r := old.recs[i]
	t.blocks[r.block].refs++
	g.ents = append(g.ents, e)
	g.recs = append(g.recs, r)
	t.last.Shared++
	t.last.Bytes += 8
}

// write adds e to g with its record written now.
func (t *Timeline) write(g *group, e *scenes.Entity) error {
	var err error
	if t.rec, err = e.AppendSnapshotRecord(t.rec[:0]); err != nil {
		return err
	}
	g.ents = append(g.ents, e)
	g.recs = append(g.recs, t.store(t.rec))
	t.last.Bytes += len(t.rec) + 8
	return nil
}

// newGroup returns an empty group (a free one or a new one) covering keys
// from lo, held once.
func (t *Timeline) newGroup(lo uint64) int32 {
	var gi int32
	if n := len(t.gfree); n > 0 {
		gi, t.gfree = t.gfree[n-1], t.gfree[:n-1]
	} else {
		t.groups = append(t.groups, &group{})
		gi = int32(len(t.groups) - 1)
	}
	g := t.groups[gi]
	g.lo, g.refs = lo, 1
	return gi
}

// dropGroup drops a hold on group gi, freeing it and its records' blocks
// when it was the last.
func (t *Timeline) dropGroup(gi int32) {
	g := t.groups[gi]
	if g.refs--; g.refs > 0 {
		return
	}
	for _, r := range g.recs {
		t.unref(r)
	}
	clear(g.ents)
	g.ents, g.recs = g.ents[:0], g.recs[:0]
	t.gfree = append(t.gfree, gi)
}

// check is SetChecked's verification of m: its records are the scene's
// entities in hierarchy order, and each record is what the entity's record
// is now.
func (t *Timeline) check(m, prev *moment, sc *scenes.Scene) error {
	next, stop := iter.Pull(sc.Walk())
	defer stop()
	var since string
	if prev != nil {
		since = fmt.Sprintf(" since step %d", prev.tick)
	}
	for _, gi := range m.groups {
		g := t.groups[gi]
		for k, e := range g.ents {
			if w, ok := next(); !ok || w != e {
				return fmt.Errorf("runtime: timeline check: the records hold %s where the scene has %v", e, w)
			}
			var diff string
			if diff, t.whole = e.SnapshotRecordDiff(t.bytesOf(g.recs[k]), t.whole); diff != "" {
				return fmt.Errorf("runtime: timeline check: %s changed%s without being marked changed: %s differs "+
					"(written through a read-only accessor, or a pointer kept from an earlier step)", e, since, diff)
			}
		}
	}
	if w, ok := next(); ok {
		return fmt.Errorf("runtime: timeline check: the records leave out %s", w)
	}
	return nil
}
