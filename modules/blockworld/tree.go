package blockworld

// Trees (decision, as Terraria's): a tree is a trunk of wood with a crown
// of leaves (plantTree). The block a trunk stands on, its foot, cannot be
// dug while the trunk stands (Terraria: "blocks directly below a tree
// cannot be mined until the tree is cut down"). Digging a trunk's wood
// fells everything of the tree above it: the wood over the dug block and
// the crown's leaves go at once, the wood to the digger's inventory (as
// Terraria drops a felled tree's wood), the leaves giving nothing as a dug
// leaf does. A foot that goes any other way (sand or gravel falling from
// under a tree) breaks the tree the same way, its wood lost (the module
// has no items lying on the ground). No wood is ever left floating. A wood
// block the player places is a trunk too: build with planks.

// foot reports whether the block at (x, y) is a tree's foot: wood stands on
// it and it is not wood itself.
func (s *system) foot(x, y int) bool {
	return s.block(x, y) != Wood && s.block(x, y-1) == Wood
}

// fell removes the trunk from (x, y) upwards (the wood there and every wood
// block straight above it) and the leaves of its crown, and returns the
// wood removed. The crown is the leaves within 2 columns of the trunk and
// 3 rows of its top (plantTree's crown); a leaf as near another wood block
// left standing (the crown of a tree beside it) stays.
func (s *system) fell(x, y int) int {
	n := 0
	for ; s.block(x, y) == Wood; y-- {
		s.set(x, y, Air, 0)
		n++
	}
	if n == 0 {
		return 0
	}
	top := y + 1 // the top wood's row, now air
	for ly := top - 3; ly <= top; ly++ {
		for lx := x - 2; lx <= x+2; lx++ {
			if s.block(lx, ly) == Leaves && !s.nearWood(lx, ly) {
				s.set(lx, ly, Air, 0)
			}
		}
	}
	return n
}

// nearWood reports whether a wood block is within 2 columns and 3 rows of
// (x, y): a leaf there belongs to a standing tree.
func (s *system) nearWood(x, y int) bool {
	for dy := -3; dy <= 3; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if s.block(x+dx, y+dy) == Wood {
				return true
			}
		}
	}
	return false
}
