package match3

import "github.com/griffengine/griff/griff/input"

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left    Key:ArrowLeft Key:A Pad:DpadLeft
//	right   Key:ArrowRight Key:D Pad:DpadRight
//	up      Key:ArrowUp Key:W Pad:DpadUp
//	down    Key:ArrowDown Key:S Pad:DpadDown
//	select  Key:Space Key:Enter Pad:A
//	grab    Mouse:Left
//
// The directions move the cursor, or swap the picked gem that way; select
// picks the gem under the cursor (again: puts it down); grab picks the gem
// under the pointer, to drag or to click a neighbour. The module registers
// these as its runtime.Module.Controls, so a project without a "controls"
// object plays with them.
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionSelect, key(input.KeySpace), key(input.KeyEnter), pad(input.PadA))
	c.Bind(ActionGrab, input.MouseBinding(input.MouseLeft))
	return c
}

// The input actions the module reads (see Controls).
const (
	ActionLeft   = "left"
	ActionRight  = "right"
	ActionUp     = "up"
	ActionDown   = "down"
	ActionSelect = "select"
	ActionGrab   = "grab"
)
