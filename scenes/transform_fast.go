package scenes

import "github.com/griffengine/griff/griff"

// SetPositions sets the position of each transform of ts to the item of ps
// with the same index (world units, y down), exactly as calling SetPosition
// on each in turn would: the same values, Previous, Moved, world-matrix and
// change-mark results, and a position set to the value it has changes
// nothing. It panics if ps is shorter than ts.
//
// It is the loop a system that moves many entities wants (runtime/motion's
// Mover, over the runs of ActiveTransformRuns). When ts is such a run (a
// part of one page of a scene's transform column) the scene's step count
// and change marks are read once, not once a transform, and a transform's
// first change in a step (settling the step before, listing and marking
// it), which SetPosition makes a call, is inline in the loop; any other
// slice of transforms is set one by one with SetPosition.
func SetPositions(ts []Transform, ps []griff.Vec) {
	ps = ps[:len(ts)]
	if len(ts) == 0 {
		return
	}
	sc := ts[0].scene
	if sc == nil || !sc.transforms.holds(ts) {
		for i := range ts {
			ts[i].SetPosition(ps[i])
		}
		return
	}
	steps, base := uint32(sc.steps), uint(ts[0].slot)
	// the words of the column's marks that hold ts's bits; bit base%64+i is
	// transform i's (t.mark, without reading t.slot and the scene again)
	marks := sc.transforms.marks[base>>6 : (base+uint(len(ts))+63)>>6]
	base &= 63
	for i := range ts {
		// item by item: Go keeps a [2]float64 variable in memory, its items
		// in registers
		t, x, y := &ts[i], ps[i][0], ps[i][1]
		if x == t.pos[0] && y == t.pos[1] {
			continue
		}
		if t.listedAt != steps || !t.listed {
			// t.list(steps)
			if t.listed {
				t.settle()
			}
			t.listed, t.listedAt = true, steps
			j := base + uint(i)
			marks[j>>6] |= 1 << (j & 63)
		}
		t.moved = true
		t.markDirty()
		t.pos[0], t.pos[1] = x, y
	}
}

// holds reports whether ts is a part of one page of c, so that item i is
// the transform in slot ts[0].slot+i.
func (c *tcolumn) holds(ts []Transform) bool {
	s := ts[0].slot
	if s < 0 || s >= c.used {
		return false
	}
	j := int(s & tpageMask)
	return &c.pages[s>>tpageShift].hot[j] == &ts[0] && j+len(ts) <= tpageSize
}
