package tactics

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionUp      = "up"
	ActionDown    = "down"
	ActionLeft    = "left"
	ActionRight   = "right"
	ActionSelect  = "select"
	ActionCancel  = "cancel"
	ActionWait    = "wait"
	ActionEndTurn = "endTurn"
	ActionNext    = "next"
	ActionClick   = "click"
	ActionBack    = "back"
)

// Controls returns new controls holding the input actions the module reads,
// with their default bindings (Fire Emblem's on a keyboard: the cursor on
// the arrows, A to select, B to cancel; the mouse points and clicks, its
// right button cancels):
//
//	up       Key:ArrowUp Pad:DpadUp
//	down     Key:ArrowDown Pad:DpadDown
//	left     Key:ArrowLeft Pad:DpadLeft
//	right    Key:ArrowRight Pad:DpadRight
//	select   Key:Space Key:Enter Key:Z Pad:A
//	cancel   Key:X Key:Backspace Pad:B
//	back     Mouse:Right
//	wait     Key:W Pad:X
//	endTurn  Key:E Pad:Y
//	next     Key:Tab Pad:RightBumper
//	click    Mouse:Left
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionUp, key(input.KeyArrowUp), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), pad(input.PadDpadDown))
	c.Bind(ActionLeft, key(input.KeyArrowLeft), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), pad(input.PadDpadRight))
	c.Bind(ActionSelect, key(input.KeySpace), key(input.KeyEnter), key(input.KeyZ), pad(input.PadA))
	c.Bind(ActionCancel, key(input.KeyX), key(input.KeyBackspace), pad(input.PadB))
	c.Bind(ActionBack, input.MouseBinding(input.MouseRight))
	c.Bind(ActionWait, key(input.KeyW), pad(input.PadX))
	c.Bind(ActionEndTurn, key(input.KeyE), pad(input.PadY))
	c.Bind(ActionNext, key(input.KeyTab), pad(input.PadRightBumper))
	c.Bind(ActionClick, input.MouseBinding(input.MouseLeft))
	return c
}
