package platformer

import "github.com/griffengine/griff/griff/input"

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left   Key:ArrowLeft Key:A Pad:DpadLeft Axis:LeftX-
//	right  Key:ArrowRight Key:D Pad:DpadRight Axis:LeftX
//	up     Key:ArrowUp Key:W Pad:DpadUp Axis:LeftY-
//	down   Key:ArrowDown Key:S Pad:DpadDown Axis:LeftY
//	jump   Key:Space Key:ArrowUp Key:W Pad:A
//
// Player reads left, right, jump and down; TopDown reads left, right, up and
// down. The up arrow (and W) both jump and move up: a side-view game reads
// only jump, a top-down one only up. The module registers these as its
// runtime.Module.Controls, so a project without a "controls" object plays with
// them.
func Controls() *input.Controls {
	key, pad, axis := input.KeyBinding, input.PadBinding, input.AxisBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft), axis(input.AxisLeftX, -1, 0))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight), axis(input.AxisLeftX, 1, 0))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp), axis(input.AxisLeftY, -1, 0))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown), axis(input.AxisLeftY, 1, 0))
	c.Bind(ActionJump, key(input.KeySpace), key(input.KeyArrowUp), key(input.KeyW), pad(input.PadA))
	return c
}

// The input actions the module reads (see Controls).
const (
	ActionLeft  = "left"
	ActionRight = "right"
	ActionUp    = "up"
	ActionDown  = "down"
	ActionJump  = "jump"
)
