package scenes

import "github.com/griffengine/griff/griff"

// SetPositions sets the position of each transform of ts to the item of ps
// with the same index (world units, y down), exactly as calling SetPosition
// on each in turn would: the same values, Previous, Moved, world-matrix and
// change-mark results, and a position set to the value it has changes
// nothing. It panics if ps is shorter than ts. Each is set by
// TrySetPosition, or SetPosition where that declines.
func SetPositions(ts []Transform, ps []griff.Vec) {
	ps = ps[:len(ts)]
	for i := range ts {
		// item by item: Go keeps a [2]float64 variable in memory, its items
		// in registers
		t, x, y := &ts[i], ps[i][0], ps[i][1]
		if !t.TrySetPosition(x, y) {
			t.SetPosition(griff.V(x, y))
		}
	}
}

// TrySetPosition sets the position to (x, y) (world units, y down) and
// reports true when it can do so without a call: when (x, y) is the
// position already (nothing changes), or when this is the transform's first
// change in the step, it was changed in an earlier step and neither jumped
// nor turned nor scaled there, and it has no children: the steady case of
// an entity that moves every step. The transform is then left exactly as
// SetPosition would leave it (values, Previous, Moved, Jumped, world
// matrix, change mark). Otherwise it changes nothing and reports false, and
// the caller calls SetPosition.
//
// It is the setter a loop over many transforms wants (runtime/motion's
// Mover, over the runs of ActiveTransformRuns): Go inlines it into the loop
// (its cost, 76, is under the inliner's budget of 80: keep it so), where
// SetPosition is a call and its first change in a step another (settle,
// list, mark). The transform's flags are one byte so that one masked
// compare decides.
func (t *Transform) TrySetPosition(x, y float64) bool {
	if p := [2]float64{x, y}; p != t.pos {
		sc := t.scene
		if t.flags&(fListed|fJumped|fTurned|fKids|fFreed) != fListed || t.listedAt == uint32(sc.steps) {
			return false
		}
		// settle the step it was listed in (moved only: the position), list
		// it in this one and mark it (its slot is one: not freed), then set
		// (see change)
		t.prevPos, t.listedAt = t.pos, uint32(sc.steps)
		t.pos[0], t.pos[1] = x, y
		t.flags |= fMoved | fDirty // no children to mark dirty
		sc.transforms.marks[t.slot>>6] |= 1 << (t.slot & 63)
	}
	return true
}
