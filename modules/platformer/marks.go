package platformer

import (
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
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
	return a.Input == b.Input && sameFloat(a.Speed, b.Speed) && sameFloat(a.Acceleration, b.Acceleration) &&
		sameFloat(a.AirAcceleration, b.AirAcceleration) && sameFloat(a.JumpSpeed, b.JumpSpeed) &&
		sameFloat(a.JumpCut, b.JumpCut) && a.CoyoteTime == b.CoyoteTime && a.JumpBuffer == b.JumpBuffer &&
		sameFloat(a.MaxFallSpeed, b.MaxFallSpeed) && a.DropLayers == b.DropLayers && a.DropTime == b.DropTime &&
		sameBits(a.Velocity, b.Velocity) && a.Grounded == b.Grounded && sameBits(a.Ground, b.Ground) &&
		a.GroundLayers == b.GroundLayers && a.Wall == b.Wall && sameBits(a.Carry, b.Carry) &&
		a.SinceGrounded == b.SinceGrounded && a.SinceJumpPressed == b.SinceJumpPressed &&
		a.Buffered == b.Buffered && a.Jumping == b.Jumping && a.Cut == b.Cut && a.Facing == b.Facing &&
		a.Jumps == b.Jumps && a.Dropping == b.Dropping &&
		(a.Masks == nil) == (b.Masks == nil) && slices.Equal(a.Masks, b.Masks)
}

func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// sameBits reports whether a and b are the same bits (-0 is not 0), so a
// write of b over a that it skips would have changed nothing.
func sameBits(a, b griff.Vec) bool { return sameFloat(a[0], b[0]) && sameFloat(a[1], b[1]) }
