package blockworld

import "testing"

// plant puts a tree with a trunk of n wood standing on row foot at column
// x, and plantTree's crown, on the rig's loaded world.
func (r *rig) plant(x, foot, n int) {
	top := foot - n
	for dy := -2; dy <= 1; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if (dx == -2 || dx == 2) && (dy == -2 || dy == 1) || r.block(x+dx, top+dy) != Air {
				continue
			}
			r.set(x+dx, top+dy, Leaves)
		}
	}
	for y := foot - 1; y > top; y-- {
		r.set(x, y, Wood)
	}
}

// TestTreesNeverFloat: a tree's foot cannot be dug; digging its trunk's
// lowest wood fells the whole tree (its wood to the inventory, its crown
// gone, a neighbour's leaves kept); sand falling from under a tree breaks
// it. No wood or leaves are left in the air.
func TestTreesNeverFloat(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 10, 30, 25, 5)
	r.plant(8, 25, 4)  // wood at rows 22..24, leaves rows 19..22
	r.plant(11, 25, 4) // its crown overlaps the first's at columns 9 and 10
	r.pointAt(8, 25)
	r.hold(4*Stone.Hardness(), ActionDig)
	if b := r.block(8, 25); b != Stone {
		t.Fatalf("the foot of a tree was dug: %v", b)
	}
	r.pointAt(8, 24)
	r.hold(2*Wood.Hardness(), ActionDig)
	for y := 17; y <= 24; y++ {
		for x := 6; x <= 8; x++ {
			if b := r.block(x, y); b != Air {
				t.Errorf("after felling the tree at column 8, (%d, %d) holds %v", x, y, b)
			}
		}
	}
	if got := r.count("Wood"); got != 3 {
		t.Errorf("felling a trunk of 3 wood gave %d wood", got)
	}
	if r.block(11, 24) != Wood || r.block(10, 21) != Leaves || r.block(9, 21) != Leaves {
		t.Errorf("the tree beside lost its trunk or crown: (11,24) %v, (10,21) %v, (9,21) %v", r.block(11, 24), r.block(10, 21), r.block(9, 21))
	}
	// A tree on sand over a hole: the sand falls, the tree breaks.
	r.set(20, 25, Sand)
	r.set(20, 26, Air)
	r.plant(20, 25, 5)
	r.steps(2 * FallEvery)
	if r.block(20, 26) != Sand {
		t.Fatalf("the sand did not fall: (20, 26) holds %v", r.block(20, 26))
	}
	for y := 16; y <= 25; y++ {
		for x := 18; x <= 22; x++ {
			if b := r.block(x, y); b == Wood || b == Leaves {
				t.Errorf("after its sand fell, the tree left %v at (%d, %d)", b, x, y)
			}
		}
	}
	r.noProblems()
}
