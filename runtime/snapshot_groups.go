package runtime

import (
	"cmp"
	"fmt"
	"iter"
	"slices"

	"github.com/griffengine/griff/scenes"
)

// The groups of entity records a Timeline's snapshots share (see Timeline).

// groupSize is how many entities a group gets when the records are written
// whole; a group rebuilt past twice as many is split in two. 32 measured
// best on BenchmarkTimelineRecord10k (1% of entities moving, spread evenly):
// a rebuilt group copies its list of record places, so smaller groups copy
// less, and the group list a snapshot copies grows as they shrink.
const groupSize = 32

// maxGroupBlocks is how many blocks a group may hold before it works out
// which its records still use (see group.blocks).
const maxGroupBlocks = 8

// group is a run of entities in hierarchy order, by their order keys, with
// their records: the entities whose keys are from lo up to the next group's
// lo. It does not change once made; snapshots share it by reference. It holds
// the keys and records, not the entities: a rebuild merges by key (live
// entities' keys are unique, and a key does not change without
// Changes.Reordered, which writes everything), so the kept entities are not
// read.
type group struct {
	lo     uint64   // the first order key it covers (0 for the first group written whole)
	keys   []uint64 // the entities' order keys
	recs   []recRef
	blocks []int32 // the blocks it counts a reference on: those of its records, perhaps a few more
	refs   int32   // moments holding it
}

// hit is a changed entity with the place of its group in the snapshot before.
type hit struct {
	pos   int32
	at    int32 // its place in the group (replaceable)
	key   uint64
	e     *scenes.Entity
	moved bool // listed for its transform alone (scenes.Changes.Whole)
}

// records fills m's groups: from prev's, sharing the groups without a
// changed entity, or, when the marks cannot say what changed, all new.
func (t *Timeline) records(m, prev *moment, sc *scenes.Scene) error {
	ch := sc.TakeChanges(t)
	m.groups = m.groups[:0]
	clear(t.needless.whole)
	clear(t.needless.moved)
	clear(t.needless.transform)
	t.needless.whole, t.needless.moved, t.needless.transform = t.needless.whole[:0], t.needless.moved[:0], t.needless.transform[:0]
	t.last = TimelineStats{Records: sc.Len()}
	var err error
	if prev == nil || t.scene != sc || ch.All || ch.Reordered || len(prev.groups) == 0 {
		err = t.writeAll(m, sc)
	} else {
		err = t.update(m, prev, ch.Entities, ch.Whole)
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
		if g == nil || len(g.keys) == groupSize {
			gi := t.newGroup(0)
			if g != nil {
				t.groups[gi].lo = e.OrderKey()
			}
			m.groups = append(m.groups, gi)
			g = t.groups[gi]
		}
		if err := t.write(g, e, e.OrderKey()); err != nil {
			return err
		}
	}
	t.last.New = len(m.groups)
	return nil
}

// update makes m's groups from prev's: each group holding a changed entity is
// made again, the others are shared. The first whole of changed were marked
// as a whole, the others for their transforms alone.
func (t *Timeline) update(m, prev *moment, changed []*scenes.Entity, whole int) error {
	hits := t.hits[:0]
	for i, e := range changed {
		hits = append(hits, hit{key: e.OrderKey(), e: e, moved: i >= whole})
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if c := cmp.Compare(a.key, b.key); c != 0 {
			return c
		}
		// At one key, the destroyed first: the group before may hold one
		// of them, and an entity made since took its key.
		return cmp.Compare(b2i(a.e.Alive()), b2i(b.e.Alive()))
	})
	// Each hit's group: the last whose range starts at or before its key
	// (the first for a key before them all), found walking the groups
	// along the sorted keys, not by a search for each (which was a tenth
	// of BenchmarkTimelineRecord10k's record in instructions).
	gi := 0
	for i := range hits {
		for gi+1 < len(prev.groups) && t.groups[prev.groups[gi+1]].lo <= hits[i].key {
			gi++
		}
		hits[i].pos = int32(gi)
	}
	t.hits = hits
	if t.checked {
		t.findNeedless(prev, hits)
	}
	h := 0
	for i, gi := range prev.groups {
		if h == len(hits) || hits[h].pos != int32(i) {
			g := t.groups[gi]
			g.refs++
			m.groups = append(m.groups, gi)
			t.last.Shared += len(g.keys)
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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rebuild appends to m the group old made again: its entities with their
// records, less the changed ones, merged in key order with the changed ones
// still alive, whose records are written anew. Every entity destroyed since
// is among the changed (Scene.Destroy marks it), and the one entity of old at
// a changed entity's key is that entity (live keys are unique), so nothing
// kept is read but its key. A group past twice groupSize is split in two, an
// empty one dropped.
func (t *Timeline) rebuild(m *moment, old *group, hits []hit) error {
	if t.replaceable(old, hits) {
		return t.replace(m, old, hits)
	}
	gi := t.newGroup(old.lo)
	g := t.groups[gi]
	i := 0
	for _, h := range hits {
		j := i
		for j < len(old.keys) && old.keys[j] < h.key {
			j++
		}
		t.keep(g, old, i, j)
		i = j
		if i < len(old.keys) && old.keys[i] == h.key {
			i++ // replaced, or gone if h.e was destroyed
		}
		if !h.e.Alive() {
			continue
		}
		if err := t.write(g, h.e, h.key); err != nil {
			t.dropGroup(gi)
			return err
		}
	}
	t.keep(g, old, i, len(old.keys))
	switch n := len(g.keys); {
	case n == 0:
		t.dropGroup(gi)
	case n > 2*groupSize:
		h := t.split(g)
		t.prune(g)
		t.prune(t.groups[h])
		m.groups = append(m.groups, gi, h)
		t.last.New += 2
	default:
		t.prune(g)
		m.groups = append(m.groups, gi)
		t.last.New++
	}
	return nil
}

// replaceable reports whether every hit is an entity of old still alive
// (no spawn or destroy), so that old's keys stay as they are and only the
// hits' records change: the common case, an entity that moved. It leaves
// each hit's place in old in its at.
func (t *Timeline) replaceable(old *group, hits []hit) bool {
	for i := range hits {
		h := &hits[i]
		k, ok := slices.BinarySearch(old.keys, h.key)
		if !ok || !h.e.Alive() {
			return false
		}
		h.at = int32(k)
	}
	return true
}

// replace appends to m a copy of old with the hits' records written anew
// (see replaceable): what rebuild makes of it, without the merge. The record
// of an entity listed for its transform alone is its old record copied with
// the flags and transform values written over (scenes.Changes.Whole): the
// same bytes as writing it whole, without its components' codecs.
func (t *Timeline) replace(m *moment, old *group, hits []hit) error {
	gi := t.newGroup(old.lo)
	g := t.groups[gi]
	g.keys = append(g.keys, old.keys...)
	g.recs = append(g.recs, old.recs...)
	for _, b := range old.blocks {
		g.blocks = append(g.blocks, b)
		t.blocks[b].refs++
	}
	for _, h := range hits {
		if h.moved {
			r := t.store(t.bytesOf(old.recs[h.at]))
			if rec := t.bytesOf(r); h.e.PutSnapshotTransform(rec) {
				t.hold(g, r.block)
				g.recs[h.at] = r
				t.last.Bytes += len(rec)
				continue
			}
			t.unstore(r)
		}
		var err error
		if t.rec, err = h.e.AppendSnapshotRecord(t.rec[:0]); err != nil {
			t.dropGroup(gi)
			return err
		}
		r := t.store(t.rec)
		t.hold(g, r.block)
		g.recs[h.at] = r
		t.last.Bytes += len(t.rec)
	}
	t.prune(g)
	m.groups = append(m.groups, gi)
	t.last.New++
	t.last.Shared += len(old.keys) - len(hits)
	t.last.Bytes += 8 * len(old.keys)
	return nil
}

// split moves the second half of g into a new group and returns it; both
// hold g's blocks.
func (t *Timeline) split(g *group) int32 {
	half := len(g.keys) / 2
	gi := t.newGroup(g.keys[half])
	h := t.groups[gi]
	h.keys = append(h.keys, g.keys[half:]...)
	h.recs = append(h.recs, g.recs[half:]...)
	g.keys, g.recs = g.keys[:half], g.recs[:half]
	for _, b := range g.blocks {
		t.hold(h, b)
	}
	return gi
}

// keep adds old's entities i to j with their records to g.
func (t *Timeline) keep(g, old *group, i, j int) {
	if i == j {
		return
	}
	for _, b := range old.blocks {
		t.hold(g, b)
	}
	g.keys = append(g.keys, old.keys[i:j]...)
	g.recs = append(g.recs, old.recs[i:j]...)
	t.last.Shared += j - i
	t.last.Bytes += 8 * (j - i)
}

// write adds e, of order key key, to g with its record written now.
func (t *Timeline) write(g *group, e *scenes.Entity, key uint64) error {
	var err error
	if t.rec, err = e.AppendSnapshotRecord(t.rec[:0]); err != nil {
		return err
	}
	r := t.store(t.rec)
	t.hold(g, r.block)
	g.keys = append(g.keys, key)
	g.recs = append(g.recs, r)
	t.last.Bytes += len(t.rec) + 8
	return nil
}

// hold counts g's reference on block b, once.
func (t *Timeline) hold(g *group, b int32) {
	if !slices.Contains(g.blocks, b) {
		g.blocks = append(g.blocks, b)
		t.blocks[b].refs++
	}
}

// prune drops g's references on blocks none of its records are in, when it holds
// more than maxGroupBlocks of them.
func (t *Timeline) prune(g *group) {
	if len(g.blocks) <= maxGroupBlocks {
		return
	}
	t.stamp++
	if len(t.stamps) < len(t.blocks) {
		t.stamps = append(t.stamps, make([]uint64, len(t.blocks)-len(t.stamps))...)
	}
	for _, r := range g.recs {
		t.stamps[r.block] = t.stamp
	}
	kept := g.blocks[:0]
	for _, b := range g.blocks {
		if t.stamps[b] == t.stamp {
			kept = append(kept, b)
		} else {
			t.unref(b)
		}
	}
	g.blocks = kept
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
	// Room for what a rebuild may hold before it is split or pruned, once
	// per group: grown by append, reused groups of uneven sizes kept
	// allocating (2 a step on BenchmarkTimelineRecord10k, never settling).
	if cap(g.keys) < 2*groupSize+1 {
		g.keys, g.recs = make([]uint64, 0, 2*groupSize+1), make([]recRef, 0, 2*groupSize+1)
	}
	if cap(g.blocks) < 2*maxGroupBlocks {
		g.blocks = make([]int32, 0, 2*maxGroupBlocks)
	}
	return gi
}

// dropGroup drops a hold on group gi, freeing it and its hold on its blocks
// when it was the last.
func (t *Timeline) dropGroup(gi int32) {
	g := t.groups[gi]
	if g.refs--; g.refs > 0 {
		return
	}
	for _, b := range g.blocks {
		t.unref(b)
	}
	g.keys, g.recs, g.blocks = g.keys[:0], g.recs[:0], g.blocks[:0]
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
		for k, key := range g.keys {
			e, ok := next()
			if !ok || e.OrderKey() != key {
				return fmt.Errorf("runtime: timeline check: the records hold an entity of order key %d where the scene has %v", key, e)
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
