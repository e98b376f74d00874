package battles

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionLeft    = "left"
	ActionRight   = "right"
	ActionUp      = "up"
	ActionDown    = "down"
	ActionConfirm = "confirm"
	ActionCancel  = "cancel"
	ActionLoad    = "load"
)

// actionNames are the actions a press command carries, by its byte.
var actionNames = [...]string{ActionLeft, ActionRight, ActionUp, ActionDown, ActionConfirm, ActionCancel}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left     Key:ArrowLeft Key:A Pad:DpadLeft    walk; the target before
//	right    Key:ArrowRight Key:D Pad:DpadRight  walk; the target after
//	up       Key:ArrowUp Key:W Pad:DpadUp        walk; the line above
//	down     Key:ArrowDown Key:S Pad:DpadDown    walk; the line below
//	confirm  Key:Space Key:Enter Key:Z Pad:A     choose; after a battle, go back
//	cancel   Key:Escape Key:X Pad:B              back to the menu before
//	load     Key:L Pad:Y                         on the map: load the last save
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionConfirm, key(input.KeySpace), key(input.KeyEnter), key(input.KeyZ), pad(input.PadA))
	c.Bind(ActionCancel, key(input.KeyEscape), key(input.KeyX), pad(input.PadB))
	c.Bind(ActionLoad, key(input.KeyL), pad(input.PadY))
	return c
}
