package scenes

import "github.com/griffengine/griff/griff"

// tpage is one page of a scene's transform column: tpageSize transforms' hot
// parts side by side. A page is 32 KiB, the smallest large allocation the Go
// runtime makes (the next size down, a small object holding pointers, would
// start 8 bytes into its block, after the runtime's header, off the cache
// lines), placed on whole memory pages with nothing wasted, so every hot part
// starts on a 64-byte boundary and is one cache line.
type tpage struct {
	hot [tpageSize]Transform
}

// tpageSize is the number of transforms in a page of the column (a store's
// pages hold pageSize components).
const tpageSize = 512

// tpageShift and tpageMask cut a transform slot into its page and its place
// there.
const (
	tpageShift = 9
	tpageMask  = tpageSize - 1
)

// tcolumn is a scene's transforms, one per live entity, in pages that never
// move (a *Transform stays valid while its entity lives) and are never given
// back. Slots freed by Destroy are reused, the last freed first; a scene made in
// one go (read from a file, restored from a snapshot, spawned in bulk) has its
// transforms in hierarchy order, one after the other.
//
// Why a column: with the transform inside the Entity, a step moving n entities
// read one cache line out of every five (the entity is 320 bytes), the entities
// scattered over the heap between other allocations; here a step reads
// consecutive transforms. Measured on a cold cache (a 16 MiB sweep between
// passes), setting the position of 10,000 transforms took 16.8 ns each inside
// separately allocated 320-byte entities, 10.7 ns in a column of 192-byte
// transforms, and 4.4 ns in a column of their 64-byte hot parts (why a
// transform is split in two, see Transform).
type tcolumn struct {
	pages []*tpage
	ents  []*Entity // the entity of each slot handed out; nil while the slot is free
	used  int32     // slots handed out at least once
	free  []int32   // slots freed, reused last first

	// marks has a bit per slot (slot i is bit i%64 of word i/64), set by a
	// transform setter: the transforms changed since the last TakeChanges
	// (marks.go). carry has those TakeChanges lists again at its next call
	// (changed in the step current at the last call). Both grow by a page's
	// words with the pages.
	marks, carry []uint64

	// holding counts the ActiveTransformRuns iterations running: while one
	// runs, slots freed are held back from reuse (held), so a run it gave
	// out holds no other entity's transform.
	holding int32
	held    []int32

	// dead is the unused part of a block the copies release makes are cut
	// from (deadBlock at a time, so destroying entities allocates no more
	// often than it did with the transform inside the entity); a block stays
	// alive while any destroyed entity made from it is referenced.
	dead []deadTransform

	// plain is the cold part every plain transform points at (see
	// Transform): rotation 0, scale (1, 1), sine 0, cosine 1. It is never
	// written: a transform about to write its cold part takes its own first
	// (own).
	plain tcold
	// colds is the unused part of a block own cold parts are cut from
	// (coldBlock at a time); coldFree holds those given back by released
	// slots, reused last first.
	colds    []tcold
	coldFree []*tcold
}

// deadTransform is a destroyed entity's copy of its transform, both parts.
type deadTransform struct {
	t Transform
	c tcold
}

// plainCold returns the cold part of a plain transform (see tcolumn.plain).
func plainCold() tcold {
	return tcold{scale: griff.V(1, 1), prevScale: griff.V(1, 1), cos: 1}
}

// pageWords is the number of words of a column's bitmaps a page takes.
const pageWords = tpageSize / 64

// deadBlock is the number of destroyed entities' transforms allocated at once.
const deadBlock = 64

// coldBlock is the number of own cold parts allocated at once: 8 KiB, a size
// class of whole memory pages, so each 128-byte part is two whole cache lines.
const coldBlock = 64

// alloc returns e's new transform: a plain one in a free slot, its slot
// number and entity set.
func (c *tcolumn) alloc(e *Entity) *Transform {
	var i int32
	if n := len(c.free); n > 0 {
		i, c.free = c.free[n-1], c.free[:n-1]
	} else {
		if int(c.used) == len(c.pages)*tpageSize {
			if len(c.pages) == 0 {
				c.plain = plainCold()
			}
			c.pages = append(c.pages, new(tpage))
			c.marks = append(c.marks, make([]uint64, pageWords)...)
			c.carry = append(c.carry, make([]uint64, pageWords)...)
		}
		i = c.used
		c.used++
		c.ents = appendLean(c.ents, nil)
	}
	t := c.at(i)
	if t.tcold != nil {
		c.freeCold(t) // written through while freed (ActiveTransformRuns)
	}
	*t = Transform{slot: i, tcold: &c.plain}
	c.ents[i] = e
	return t
}

// at returns the transform in slot i.
func (c *tcolumn) at(i int32) *Transform { return &c.pages[i>>tpageShift].hot[i&tpageMask] }

// ent returns the entity of slot i (nil if free).
func (c *tcolumn) ent(i int32) *Entity { return c.ents[i] }

// newCold returns a cold part of t's own, with the plain values and t's
// world matrix (its Local, as a plain transform's) in it.
func (c *tcolumn) newCold(t *Transform) *tcold {
	var own *tcold
	if n := len(c.coldFree); n > 0 {
		own, c.coldFree = c.coldFree[n-1], c.coldFree[:n-1]
	} else {
		if len(c.colds) == 0 {
			c.colds = make([]tcold, coldBlock)
		}
		own, c.colds = &c.colds[0], c.colds[1:]
	}
	*own = c.plain
	own.world = t.Local()
	return own
}

// freeCold gives t's own cold part (if it has one) back for reuse and makes
// t plain.
func (c *tcolumn) freeCold(t *Transform) {
	if t.tcold != &c.plain {
		*t.tcold = tcold{}
		c.coldFree = append(c.coldFree, t.tcold)
		t.tcold = &c.plain
	}
}

// release frees t's slot for another entity and returns a copy of t kept off
// the column (with no slot), for the destroyed entity to report what it was.
// The copy's world matrix is worked out first (while the parent's slot still
// holds the parent: Destroy releases children before their parent) and its
// child flag dropped, so it reads nothing of the column again.
func (c *tcolumn) release(t *Transform) *Transform {
	if len(c.dead) == 0 {
		c.dead = make([]deadTransform, deadBlock)
	}
	d := &c.dead[0]
	c.dead = c.dead[1:]
	d.t, d.c = *t, *t.tcold
	d.c.ent = t.entity()
	kept := &d.t
	kept.tcold = &d.c
	if kept.has(fDirty) {
		w := kept.Local()
		if p := kept.parentT(); p != nil {
			w = p.World().Mul(w)
		}
		kept.world = w
		kept.flags &^= fDirty
	} else if t.plain() {
		kept.world = t.Local()
	}
	kept.slot = -1
	kept.flags = kept.flags&^fChild | fFreed // TrySetPosition leaves it to SetPosition
	i := t.slot
	c.freeCold(t)
	c.ents[i] = nil
	*t = Transform{slot: i, scene: t.scene, tcold: &c.plain} // writable, harmlessly (ActiveTransformRuns)
	if c.holding > 0 {
		c.held = append(c.held, i)
	} else {
		c.free = append(c.free, i)
	}
	return kept
}

// endRuns ends an ActiveTransformRuns iteration (all of them if all: a
// panicking loop body left them unfinished), giving the slots held back to
// reuse when none runs.
func (c *tcolumn) endRuns(all bool) {
	c.holding--
	if all {
		c.holding = 0
	}
	if c.holding == 0 && len(c.held) > 0 {
		c.free = append(c.free, c.held...)
		c.held = c.held[:0]
	}
}

// settleAll settles every listed transform in the column (see
// Scene.BeginStep).
func (c *tcolumn) settleAll() {
	for i := range c.used {
		if t := c.at(i); t.has(fListed) {
			t.settle()
		}
	}
}
