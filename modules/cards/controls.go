package cards

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionLeft  = "left"
	ActionRight = "right"
	ActionUp    = "up"
	ActionDown  = "down"
	ActionPlay  = "play"
	ActionEnd   = "end"
	ActionSkip  = "skip"
)

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left   Key:ArrowLeft Key:A Pad:DpadLeft    the card to the left
//	right  Key:ArrowRight Key:D Pad:DpadRight  the card to the right
//	up     Key:ArrowUp Key:W Pad:DpadUp        the enemy before
//	down   Key:ArrowDown Key:S Pad:DpadDown    the enemy after
//	play   Key:Space Key:Enter Pad:A           play the card, take the reward
//	end    Key:E Pad:Y                         end the turn
//	skip   Key:X Pad:B                         skip the reward
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionPlay, key(input.KeySpace), key(input.KeyEnter), pad(input.PadA))
	c.Bind(ActionEnd, key(input.KeyE), pad(input.PadY))
	c.Bind(ActionSkip, key(input.KeyX), pad(input.PadB))
	return c
}
