package puzzle

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionUp      = "up"
	ActionDown    = "down"
	ActionLeft    = "left"
	ActionRight   = "right"
	ActionUndo    = "undo"
	ActionRestart = "restart"
	ActionLevels  = "levels"
)

// Controls returns new controls holding the input actions the module reads,
// with their default bindings (PuzzleScript's keys):
//
//	up       Key:ArrowUp Key:W Pad:DpadUp
//	down     Key:ArrowDown Key:S Pad:DpadDown
//	left     Key:ArrowLeft Key:A Pad:DpadLeft
//	right    Key:ArrowRight Key:D Pad:DpadRight
//	undo     Key:Z Key:Backspace Pad:B
//	restart  Key:R Pad:Y
//	levels   Key:Escape Key:L Pad:Start
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUndo, key(input.KeyZ), key(input.KeyBackspace), pad(input.PadB))
	c.Bind(ActionRestart, key(input.KeyR), pad(input.PadY))
	c.Bind(ActionLevels, key(input.KeyEscape), key(input.KeyL), pad(input.PadStart))
	return c
}
