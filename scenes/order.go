package scenes

import "math"

// Hierarchy order keys. Every entity has a key, and a preorder walk of the tree
// meets the keys in increasing order, so a list of components is put in hierarchy
// order by sorting on its entities' keys, without walking the scene. Keys are
// given with gaps (keyGap apart when there is room); an entity inserted between
// two others takes keys from the gap between them, and when a gap runs out every
// entity is numbered again (keyEpoch changes). This is the order-maintenance
// scheme of Dietz and Sleator (1987), in its simplest form.

// keyGap is the gap between keys given in order: 2^20 insertions fit between two
// neighbours before a renumbering.
const keyGap = 1 << 20

// placeKeys gives e's subtree (just linked into the tree) keys between its
// preorder neighbours. moved says the subtree already had keys (a reparent), so
// lists holding them must sort again.
func (s *Scene) placeKeys(e *Entity, moved bool) {
	lo := predKey(e)
	hi := succKey(e)
	n := uint64(subtreeSize(e))
	step := uint64(0)
	if hi > lo {
		step = (hi - lo) / (n + 1)
	}
	if step == 0 {
		s.renumber()
		return
	}
	step = min(step, keyGap)
	k := lo
	for x := range subtree(e) {
		k += step
		x.key = k
	}
	if moved {
		s.keyEpoch++
	}
}

// renumber gives every entity a new key, evenly spaced in hierarchy order.
func (s *Scene) renumber() {
	gap := uint64(math.MaxUint64) / uint64(s.ids.len()+2)
	gap = min(gap, keyGap)
	k := uint64(0)
	for x := range s.Walk() {
		k += gap
		x.key = k
	}
	s.keyEpoch++
}

// predKey returns the key of the entity just before e in preorder, or 0.
func predKey(e *Entity) uint64 {
	var x *Entity
	switch {
	case e.index > 0 && e.parent != nil:
		x = e.parent.childList()[e.index-1]
	case e.index > 0:
		x = e.scene().roots[e.index-1]
	case e.parent != nil:
		return e.parent.key
	default:
		return 0
	}
	for len(x.childList()) > 0 {
		x = x.childList()[len(x.childList())-1]
	}
	return x.key
}

// succKey returns the key of the entity just after e's subtree in preorder, or
// math.MaxUint64 if none.
func succKey(e *Entity) uint64 {
	for x := e; x != nil; x = x.parent {
		sibs := x.scene().roots
		if x.parent != nil {
			sibs = x.parent.childList()
		}
		if int(x.index)+1 < len(sibs) {
			return sibs[x.index+1].key
		}
	}
	return math.MaxUint64
}

// subtree returns e and its descendants in preorder.
func subtree(e *Entity) func(func(*Entity) bool) {
	return func(yield func(*Entity) bool) { walk(e, yield) }
}

func subtreeSize(e *Entity) int {
	n := 1
	for _, c := range e.childList() {
		n += subtreeSize(c)
	}
	return n
}
