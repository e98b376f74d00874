package scenes

import (
	"bytes"
	"iter"
	"math/bits"
)

// Change marks: how a scene tells the code that snapshots it every step
// (runtime.Timeline) which entities may have changed since it last looked,
// so it writes their records and shares the rest without reading them. See
// the package documentation, Change marks, for the decision.
//
// A transform setter marks its transform: a bit for its slot in the
// transform column's bitmap (tcolumn.marks), reading and writing nothing of
// the cold part or the Entity. Everything else that may write an entity
// marks the entity (a bit in its header, and once in the scene's list):
// Get, Component and Components handing out a writable pointer; spawn,
// destroy, reparent, rename, SetActive, Add and Remove. All, Active, Join and
// ActiveTransforms mark every owner of their type at the next TakeChanges (a
// flag on the store, so their loops stay as they were). The entities are
// only listed while someone takes them (TakeChanges); until then setting the
// bit is all a mark costs. TakeChanges lists the marked entities, then the
// entities of the marked transforms not listed already, page by page.

// changeMarks is a scene's list of changed entities (not state).
type changeMarks struct {
	owner any       // what takes the marks (TakeChanges); nil: nobody, so none are listed
	list  []*Entity // marked since the last TakeChanges, each once (may hold destroyed ones)
	spare []*Entity // the list TakeChanges returned last
	all   bool      // the marks are not to be trusted (an in-place restore): all changed
	epoch uint64    // the scene's key epoch at the last TakeChanges
}

// mark marks e changed (see above). It is inlined where it is called.
func (e *Entity) mark() {
	if e.flags&eMarked == 0 {
		e.markSlow()
	}
}

func (e *Entity) markSlow() {
	e.flags |= eMarked
	if m := &e.scene().marks; m.owner != nil {
		m.list = append(m.list, e)
	}
}

// mark marks t changed (a transform setter calls it): its bit in the
// column's marks. A destroyed entity's copy (slot -1) is in no column and
// has nothing to mark.
func (t *Transform) mark() {
	if i := t.slot; i >= 0 {
		t.scene.transforms.marks[i>>6] |= 1 << (i & 63)
	}
}

// MarkChanged marks e as changed since the last snapshot, so a Timeline
// writes its record again: code that read a component with a read-only
// accessor (Read, Peek, AllRead, ActiveRead, ActiveTransformRunsRead,
// ReadComponents) and then decides to write it calls MarkChanged first.
// Every accessor that hands out
// a writable pointer (Get, All, Active, Join, ActiveTransforms, Component,
// Components) and every setter marks by itself. It makes no allocation once
// the scene's list has grown.
func (e *Entity) MarkChanged() { e.mark() }

// OrderKey returns e's hierarchy order key: keys increase along hierarchy
// order (Scene.Walk). The keys of existing entities change only when
// TakeChanges reports Reordered (a reparent, a sibling move, a renumbering);
// a destroyed entity keeps its last key.
func (e *Entity) OrderKey() uint64 { return e.key }

// Changes is what TakeChanges reports.
type Changes struct {
	// All: any entity may have changed (the first call by this owner, or
	// the scene was restored in place): write every record.
	All bool
	// Reordered: existing entities moved in the hierarchy order (their
	// OrderKey changed) since the last call.
	Reordered bool
	// Entities are those marked since the last call, each once: first the
	// entities marked as a whole, in the order marked, then those of which
	// only the transform was set, in the order of their transforms' slots
	// (neither is hierarchy order). It may hold destroyed entities (an
	// entity destroyed is marked as it goes). The slice is valid until the
	// next call.
	Entities []*Entity
	// Whole is how many of Entities, from the first, were marked as a
	// whole; the others were listed only for their transforms (a setter of
	// the transform, or the step after one), so of their records only the
	// flags and transform values can have changed (Entity.PutSnapshotTransform).
	Whole int
}

// TakeChanges returns the entities changed since the last TakeChanges by the
// same owner and starts a new list. A call by another owner (or the first)
// reports All: marks are listed only while one owner takes them, so two
// Timelines of one scene take turns writing everything. An entity whose
// transform changed in the current step is listed again at the next call,
// since its record changes as the next step begins (it then reads as
// settled). It makes no allocation once the lists have grown; with All it
// visits every entity, else it reads the marked entities and transforms and
// a word of the column's bitmap per 64 transforms.
func (s *Scene) TakeChanges(owner any) Changes {
	m := &s.marks
	all := m.all || m.owner != owner || owner == nil
	for _, st := range s.stores {
		if st != nil {
			st.markHanded(!all)
		}
	}
	ch := Changes{All: all, Reordered: m.epoch != s.keyEpoch, Entities: m.list}
	m.owner, m.all, m.epoch = owner, false, s.keyEpoch
	m.list, m.spare = m.spare[:0], nil
	c := &s.transforms
	for _, e := range ch.Entities {
		e.flags &^= eMarked
	}
	if all {
		clear(ch.Entities)
		ch.Entities = ch.Entities[:0]
		clear(c.marks)
		clear(c.carry)
		for e := range s.Walk() {
			e.flags &^= eMarked
			c.carryMark(e.transform)
		}
	} else {
		ch.Whole = len(ch.Entities)
		ch.Entities = c.takeMarks(ch.Entities)
	}
	m.spare = ch.Entities
	return ch
}

// takeMarks appends to list (the entities marked as a whole) the entities of
// the transforms marked or carried that list does not hold, clears the marks
// and carries again the transforms changed in the current step.
func (c *tcolumn) takeMarks(list []*Entity) []*Entity {
	whole := len(list)
	for _, e := range list {
		if i := e.transform.slot; i >= 0 { // alive; listed already
			c.marks[i>>6] &^= 1 << (i & 63)
			c.carry[i>>6] &^= 1 << (i & 63)
		}
	}
	for w, word := range c.marks {
		word |= c.carry[w]
		if word == 0 {
			continue
		}
		c.marks[w], c.carry[w] = 0, 0
		pg, base := c.pages[w/pageWords], w%pageWords*64
		ents := c.ents[w*64:]
		for ; word != 0; word &= word - 1 {
			b := bits.TrailingZeros64(word)
			if e := ents[b]; e != nil { // nil: a slot freed since
				list = append(list, e)
				c.carryMark(&pg.hot[base+b])
			}
		}
	}
	for _, e := range list[:whole] {
		c.carryMark(e.transform)
	}
	return list
}

// carryMark carries t's mark to the next TakeChanges if it changed in the
// current step (not if it is a destroyed entity's copy, slot -1).
func (c *tcolumn) carryMark(t *Transform) {
	if i := t.slot; i >= 0 && t.has(fListed) && !t.stale() {
		c.carry[i>>6] |= 1 << (i & 63)
	}
}

// markHanded marks the owners of the components All, Active, Join or
// ActiveTransforms gave out since the last call (if mark), and forgets that
// they did.
func (st *store[T]) markHanded(mark bool) {
	if !st.handed {
		return
	}
	st.handed = false
	if !mark {
		return
	}
	for _, it := range st.items {
		if o := st.owner(it.idx); o != nil && st.gen(it.idx) == it.gen {
			o.mark()
		}
	}
	for _, it := range st.pending {
		if o := st.owner(it.idx); o != nil && st.gen(it.idx) == it.gen {
			o.mark()
		}
	}
	for i := st.fresh; i < st.used; i++ {
		if o := st.owner(i); o != nil {
			o.mark()
		}
	}
}

// markAll makes the next TakeChanges report All (an in-place restore wrote
// entities without marking them).
func (s *Scene) markAll() { s.marks.all = true }

// AllRead is All for reading only: the same order and guarantees, but no
// entity counts as changed, so nothing may be written through the pointers
// (a Timeline's checked mode, runtime.Timeline.SetChecked, names the
// component written so). Code that decides to write one calls
// Entity.MarkChanged first. It is what a loop that reads many components and
// writes few uses (a renderer's build, physics reading its colliders).
func AllRead[T any](s *Scene) iter.Seq2[*Entity, *T] {
	return func(yield func(*Entity, *T) bool) {
		st := viewOf[T](s)
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

// ActiveRead is Active for reading only (see AllRead).
func ActiveRead[T any](s *Scene) iter.Seq2[*Entity, *T] {
	return func(yield func(*Entity, *T) bool) {
		st := viewOf[T](s)
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

// SnapshotRecordDiff compares rec (a record with its length first, as
// AppendSnapshotRecord appends it) with e's record now and says what differs
// ("" if nothing): "its id, parent or name", "its transform or active flag",
// "component <saved name>", "its component list" or "its unknown
// components". scratch is a buffer to reuse; it is returned grown. It is the
// check of a Timeline's checked mode (runtime.Timeline.SetChecked): an
// entity not marked changed whose record differs was written through a
// read-only accessor.
func (e *Entity) SnapshotRecordDiff(rec, scratch []byte) (string, []byte) {
	now, err := e.AppendSnapshotRecord(scratch[:0])
	if err != nil {
		return err.Error(), now
	}
	if bytes.Equal(now, rec) {
		return "", now
	}
	head := recHead + len(e.Name())
	switch {
	case len(rec) < head+recBody || !bytes.Equal(rec[4:head], now[4:head]):
		return "its id, parent or name", now
	case !bytes.Equal(rec[head:head+recBody-4], now[head:head+recBody-4]):
		return "its transform or active flag", now
	case !bytes.Equal(rec[head+recBody-4:head+recBody], now[head+recBody-4:head+recBody]):
		return "its component list", now
	}
	at := head + recBody
	for i := range e.comps() {
		n := compLen(e, &e.comps()[i])
		if n < 0 || len(rec) < at+n || !bytes.Equal(rec[at:at+n], now[at:at+n]) {
			return "component " + e.comps()[i].typ().name, now
		}
		at += n
	}
	return "its unknown components", now
}

// compLen returns the length of c's part of a record (its type index, kept
// fields and saved fields), by writing its saved fields again; -1 if they
// cannot be written.
func compLen(e *Entity, c *compRef) int {
	out, err := c.typ().snapCodec().appendTo(nil, c.p, 0)
	if err != nil {
		return -1
	}
	n := 8 + len(out)
	for _, k := range e.kept(c) {
		n += 8 + len(k.key) + len(k.value)
	}
	return n
}
