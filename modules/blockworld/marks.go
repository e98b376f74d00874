package blockworld

import (
	"math"

	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// The step reads each Miner (scenes.ActiveRead) and marks its entity if the
// step changed it (sameMiner), the Clock's and Hotbar's texts only when
// they change, and the miner's Inventory only when it is filled or paid
// (scenes' Change marks), so a Timeline shares the records of a miner
// standing still and of texts that stay.

// readInventory returns e's Inventory for reading only (the hotbar shows
// its counts each step), or nil: read (scenes.Read) once its Start is in
// it, else from the items service, which fills it and marks e.
func (s *system) readInventory(e *scenes.Entity) *items.Inventory {
	if inv := scenes.Read[items.Inventory](e); inv == nil || inv.Filled {
		return inv
	}
	return s.items.Inventory(e)
}

// sameMiner reports whether a and b are the same Miner, every field
// compared: Hotbar by identity (sameSlice; the step never writes it), Reach
// by its bits (-0 is not 0).
func sameMiner(a, b *Miner) bool {
	return a.Input == b.Input && sameSlice(a.Hotbar, b.Hotbar) && a.Selected == b.Selected &&
		math.Float64bits(a.Reach) == math.Float64bits(b.Reach) && a.Facing == b.Facing &&
		a.TX == b.TX && a.TY == b.TY && a.Aimed == b.Aimed && a.Pointer == b.Pointer &&
		a.Dug == b.Dug && a.Mined == b.Mined && a.Placed == b.Placed
}

// sameSlice reports whether a and b are the same slice (same array, length
// and capacity; what an unchanged field is).
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (a == nil) == (b == nil) &&
		(cap(a) == 0 || &a[:1][0] == &b[:1][0])
}
