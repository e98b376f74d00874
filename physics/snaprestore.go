package physics

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// RestoreSnapshot makes the world what it was when AppendSnapshot wrote data.
// Call it after the scene is back as it was then (every entity with its id,
// transform and components; the entities may be new values); the world's
// scene is the one it was made with. If data is not a whole snapshot of this
// format (truncated, edited, another version) it returns an error wrapping
// ErrBadSnapshot and the world is unchanged.
func (w *World) RestoreSnapshot(data []byte) error { return w.restore(w.scene, data) }

// RestoreSnapshotIn makes w the world of the scene s as it was when
// AppendSnapshot wrote data: as RestoreSnapshot, for a scene restored exactly
// that is another *scenes.Scene value than the world's (a game's restore
// reads a new scene). The world keeps its identity and the memory it made
// once (its cp space, the snapshot codec's plans), which a new world would
// make again. If data is refused (an error wrapping ErrBadSnapshot) the world
// is unchanged and stays the world of its old scene. It panics if s is nil.
func (w *World) RestoreSnapshotIn(s *scenes.Scene, data []byte) error {
	if s == nil {
		panic("physics: RestoreSnapshotIn with a nil scene")
	}
	return w.restore(s, data)
}

// restore is RestoreSnapshot into a world of the scene sc.
func (w *World) restore(sc *scenes.Scene, data []byte) error {
	c := w.codec()
	if c.err != nil {
		return c.err
	}
	payload, err := checkSnapshot(data, c.layout)
	if err != nil {
		return err
	}
	tmp, err := w.spareWorld(c, sc)
	if err != nil {
		return err
	}
	done := false
	defer func() { // a refused restore keeps the spare, so bad bytes build no world
		if !done && tmp.empty(c) == nil {
			tmp.scene = nil
			c.spare = tmp
		}
	}()
	refs := &decRefs{w: tmp, dead: map[scenes.EntityID]*scenes.Entity{}}
	if refs.handlers, err = handlerTable(tmp); err != nil {
		return err
	}
	d := &graphDec{pl: &c.pl, data: payload, funcs: &c.funcs, types: &c.types, refs: refs}
	var arbs []*cp.Arbiter
	var refused []refusalEntry
	for _, root := range []struct {
		t reflect.Type
		p unsafe.Pointer
	}{{typWorld, unsafe.Pointer(tmp)}, {typSpace, unsafe.Pointer(tmp.space)},
		{typArbiters, unsafe.Pointer(&arbs)}, {typRefusals, unsafe.Pointer(&refused)}} {
		if err := d.root(root.t, root.p); err != nil {
			return err
		}
	}
	if err := d.drain(); err != nil {
		return err
	}
	ring := data[len(snapMagic)]&^snapUnchecked >= snapVersion // else no ring (snapbuffers.go)
	if ring {
		if err := c.ring.readRing(d, len(arbs)); err != nil {
			return err
		}
	}
	if len(d.data) != 0 {
		return fmt.Errorf("%w: %d bytes after the end", errSnapshot, len(d.data))
	}
	if err := tmp.settle(arbs, refused); err != nil {
		return err
	}
	if err := c.ring.rebuild(tmp.space, arbs, ring); err != nil {
		return err
	}
	if err := tmp.checkRestored(&c.check, arbs); err != nil {
		return err
	}
	done = true
	tmp.adoptSeams(w, c) // else found again before the next step
	old := new(World)
	*old = *w
	*w = *tmp
	w.velsRead = false                   // the spare's, or a record's copies not read from its body
	w.tally.due, w.tally.read = 0, false // the spare's: out is the snapshot's, written whole
	w.shapeKnown = false                 // the records' Colliders are the scene's, not found by the last sync
	w.bind()
	// The restored objects hold the numbers the snapshot gave them, so the
	// next snapshot numbers as the world that wrote it would (snapnum.go).
	c.enc.num.reset()
	for i, o := range d.objs {
		c.enc.num.take(d.nums[i], o.plan, o.p)
	}
	c.listsAsRead(arbs, refused)
	if old.empty(c) == nil { // drops the old world's objects now
		old.scene = nil // nor does it keep the old scene
		c.spare = old
	}
	return nil
}

// listsAsRead makes the codec's lists of arbiters and refusals nil where the
// snapshot read wrote them nil, and empty where it wrote a list: a snapshot
// writes a nil list (0) apart from an empty one (1), and the codec's lists
// are nil until a snapshot first had an entry, so without this a world that
// had arbiters restored into a snapshot taken before it had any wrote 1
// where the snapshot read holds 0 (TestSnapshotAfterRestoreBack in tests).
// Emptied lists keep their memory; a nil one is made with room for what was
// read.
func (c *snapCodec) listsAsRead(arbs []*cp.Arbiter, refused []refusalEntry) {
	switch {
	case arbs == nil:
		c.arbs = nil
	case c.arbs == nil:
		c.arbs = make([]*cp.Arbiter, 0, len(arbs))
	}
	switch {
	case refused == nil:
		c.refs = nil
	case c.refs == nil:
		c.refs = make([]refusalEntry, 0, len(refused))
	}
}

// zeroWritten zeroes what a snapshot writes of the struct of plan pl at p,
// leaving the fields it skips (in nested structs too) as they are.
func zeroWritten(pl *gplan, p unsafe.Pointer) {
	for _, f := range pl.fields {
		q := unsafe.Add(p, f.off)
		if f.plan.kind == reflect.Struct {
			zeroWritten(f.plan, q)
		} else {
			reflect.NewAt(f.plan.t, q).Elem().SetZero()
		}
	}
}

// spareWorld returns a world of the scene sc to restore into: the world the
// last restore replaced, emptied (its cp space, handlers and pools kept: a new
// cp space costs 1,024 arbiters), or a new one. A world holds its scene only
// in its scene field (it adds no hook to the scene), so the spare of another
// scene serves.
func (w *World) spareWorld(c *snapCodec, sc *scenes.Scene) (*World, error) {
	tmp := c.spare
	c.spare = nil
	if tmp == nil {
		tmp = newWorld(sc, w.opts)
	} else if err := tmp.empty(c); err != nil {
		return nil, err
	}
	tmp.scene = sc
	tmp.snap = c
	return tmp, nil
}

// empty zeroes every field of w and its space that a snapshot writes, and
// empties the indexes rebuilt on restore and cp's arbiter cache, keeping the
// space, the handlers and the scratch made once.
func (w *World) empty(c *snapCodec) error {
	set, err := arbiterSet(w.space)
	if err != nil {
		return err
	}
	set.Filter(func(*cp.Arbiter) bool { return false })
	for _, root := range []struct {
		t reflect.Type
		p unsafe.Pointer
	}{{typWorld, unsafe.Pointer(w)}, {typSpace, unsafe.Pointer(w.space)}} {
		pl, err := c.pl.plan(root.t)
		if err != nil {
			return err
		}
		zeroWritten(pl, root.p)
	}
	clear(w.byEntity)
	clear(w.wallsBy)
	clear(w.jointsBy)
	clear(w.ropesBy)
	clear(w.refused)
	clear(w.contacts.pairs)
	return nil
}

// settle finishes a decoded world: the indexes rebuilt, the arbiter cache and
// refusals put back, seams found again, and a check that what the bytes say
// hangs together.
func (w *World) settle(arbs []*cp.Arbiter, refused []refusalEntry) error {
	if w.space.StaticBody == nil {
		return fmt.Errorf("%w: no static body", errSnapshot)
	}
	for _, list := range [][]*bodyRec{w.bodies, w.walls} {
		for _, r := range list {
			if r == nil || r.e == nil || r.body == nil {
				return fmt.Errorf("%w: a body record without entity or body", errSnapshot)
			}
		}
	}
	for _, r := range w.bodies {
		if w.byEntity[r.e.ID()] != nil {
			return fmt.Errorf("%w: two body records of one entity", errSnapshot)
		}
		w.byEntity[r.e.ID()] = r
	}
	for _, r := range w.walls {
		w.wallsBy[r.e.ID()] = r
	}
	for _, r := range w.joints {
		if r == nil || r.e == nil {
			return fmt.Errorf("%w: a joint record without entity", errSnapshot)
		}
		w.jointsBy[r.e.ID()] = r
	}
	for _, r := range w.ropes {
		if r == nil || r.e == nil {
			return fmt.Errorf("%w: a rope record without entity", errSnapshot)
		}
		w.ropesBy[r.e.ID()] = r
	}
	for _, p := range w.contacts.prev {
		if p == nil || p.key.a == nil || p.key.b == nil {
			return fmt.Errorf("%w: a touch without shapes", errSnapshot)
		}
		w.contacts.pairs[p.key] = p
	}
	for _, x := range refused {
		w.refused[x.ID] = x.R
	}
	set, err := arbiterSet(w.space)
	if err != nil {
		return err
	}
	for _, arb := range arbs {
		if arb == nil {
			return fmt.Errorf("%w: a nil arbiter", errSnapshot)
		}
		a, b := arb.Shapes()
		if a == nil || b == nil {
			return fmt.Errorf("%w: an arbiter without shapes", errSnapshot)
		}
		hash := cp.HashPair(cp.HashValue(uintptr(unsafe.Pointer(a))), cp.HashValue(uintptr(unsafe.Pointer(b))))
		set.Insert(hash, shapePair(a, b), func(cp.ShapePair) *cp.Arbiter { return arb })
	}
	w.seamsLost = true // kept by adoptSeams, or found again by the next sync: same static shapes, same seams
	return nil
}
