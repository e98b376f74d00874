package platformer

import (
	"slices"

	"github.com/griffengine/griff/scenes"
)

// Change marks (scenes' package documentation): the player steps read the
// players' components (runtime.EachRead, scenes.Read) and mark an entity
// when a step changes one of them, comparing with what it was, so the
// records of players standing still (a multiplayer game's idle players) are
// shared by a Timeline. Every field is compared, floats by their bits (-0
// is not 0): a write the comparison missed would leave a stale record, which
// a checked Timeline names (runtime.Timeline.SetChecked).

// samePlayer reports whether a and b hold the same values: every field,
// Masks by its contents and whether it is nil. (TestSamePlayerFields fails
// when Player gains a field this does not compare.)
func samePlayer(a, b *Player) bool {
	return a.Input == b.Input && scenes.SameBits(a.Speed, b.Speed) && scenes.SameBits(a.Acceleration, b.Acceleration) &&
		scenes.SameBits(a.AirAcceleration, b.AirAcceleration) && scenes.SameBits(a.JumpSpeed, b.JumpSpeed) &&
		scenes.SameBits(a.JumpCut, b.JumpCut) && a.CoyoteTime == b.CoyoteTime && a.JumpBuffer == b.JumpBuffer &&
		scenes.SameBits(a.MaxFallSpeed, b.MaxFallSpeed) && a.DropLayers == b.DropLayers && a.DropTime == b.DropTime &&
		scenes.SameVec(a.Velocity, b.Velocity) && a.Grounded == b.Grounded && scenes.SameVec(a.Ground, b.Ground) &&
		a.GroundLayers == b.GroundLayers && a.Wall == b.Wall && scenes.SameVec(a.Carry, b.Carry) &&
		a.SinceGrounded == b.SinceGrounded && a.SinceJumpPressed == b.SinceJumpPressed &&
		a.Buffered == b.Buffered && a.Jumping == b.Jumping && a.Cut == b.Cut && a.Facing == b.Facing &&
		a.Jumps == b.Jumps && a.Dropping == b.Dropping &&
		(a.Masks == nil) == (b.Masks == nil) && slices.Equal(a.Masks, b.Masks)
}
