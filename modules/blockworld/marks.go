package blockworld

import "github.com/griffengine/griff/scenes"

// The step reads each Miner (scenes.ActiveRead) and marks its entity if the
// step changed it (sameMiner), the Clock's and Hotbar's texts only when
// they change, and the miner's Inventory only when it is filled or paid
// (scenes' Change marks), so a Timeline shares the records of a miner
// standing still and of texts that stay.

// sameMiner reports whether a and b are the same Miner, every field
// compared: Hotbar by identity (scenes.SameSlice; the step never writes it), Reach
// by its bits (-0 is not 0).
func sameMiner(a, b *Miner) bool {
	return a.Input == b.Input && scenes.SameSlice(a.Hotbar, b.Hotbar) && a.Selected == b.Selected &&
		scenes.SameBits(a.Reach, b.Reach) && a.Facing == b.Facing &&
		a.TX == b.TX && a.TY == b.TY && a.Aimed == b.Aimed && a.Pointer == b.Pointer &&
		a.Dug == b.Dug && a.Mined == b.Mined && a.Placed == b.Placed
}
