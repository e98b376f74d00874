package scenes

// tpage is one page of a scene's transform column: pageSize transforms, their
// hot parts side by side first, then their cold parts in the same order. A page
// is 48 KiB (64 + 128 bytes a transform), a large allocation the Go runtime
// places on whole memory pages, so every hot part starts on a 64-byte boundary
// and is one cache line.
type tpage struct {
	hot  [pageSize]Transform
	cold [pageSize]tcold
}

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
	used  int32   // slots handed out at least once
	free  []int32 // slots freed, reused last first

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
}

// deadTransform is a destroyed entity's copy of its transform, both parts.
type deadTransform struct {
	t Transform
	c tcold
}

// pageWords is the number of words of a column's bitmaps a page takes.
const pageWords = pageSize / 64

// deadBlock is the number of destroyed entities' transforms allocated at once.
const deadBlock = 64

// alloc returns a zero transform slot with its slot number set.
func (c *tcolumn) alloc() *Transform {
	var i int32
	if n := len(c.free); n > 0 {
		i, c.free = c.free[n-1], c.free[:n-1]
	} else {
		if int(c.used) == len(c.pages)*pageSize {
			c.pages = append(c.pages, new(tpage))
			c.marks = append(c.marks, make([]uint64, pageWords)...)
			c.carry = append(c.carry, make([]uint64, pageWords)...)
		}
		i = c.used
		c.used++
	}
	p, j := c.pages[i>>pageShift], i&pageMask
	p.cold[j] = tcold{}
	t := &p.hot[j]
	*t = Transform{slot: i, tcold: &p.cold[j]}
	return t
}

// at returns the transform in slot i.
func (c *tcolumn) at(i int32) *Transform { return &c.pages[i>>pageShift].hot[i&pageMask] }

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
	kept := &d.t
	kept.tcold = &d.c
	kept.slot = -1
	if kept.dirty {
		w := kept.Local()
		if p := kept.parentT(); p != nil {
			w = p.World().Mul(w)
		}
		kept.world, kept.dirty = w, false
	}
	kept.child = false
	i := t.slot
	*t.tcold = tcold{}
	*t = Transform{slot: i, scene: t.scene, tcold: t.tcold} // writable, harmlessly (ActiveTransformRuns)
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
		if t := c.at(i); t.listed {
			t.settle()
		}
	}
}
