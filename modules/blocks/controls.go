package blocks

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionLeft      = "left"
	ActionRight     = "right"
	ActionSoftDrop  = "softDrop"
	ActionHardDrop  = "hardDrop"
	ActionRotateCW  = "rotateCW"
	ActionRotateCCW = "rotateCCW"
	ActionHold      = "hold"
)

// Controls returns new controls holding the input actions the module reads,
// with the guideline's default keys (and a gamepad layout):
//
//	left       Key:ArrowLeft Pad:DpadLeft
//	right      Key:ArrowRight Pad:DpadRight
//	softDrop   Key:ArrowDown Pad:DpadDown
//	hardDrop   Key:Space Pad:DpadUp
//	rotateCW   Key:ArrowUp Key:X Pad:A
//	rotateCCW  Key:Z Key:ControlLeft Pad:B
//	hold       Key:C Key:ShiftLeft Pad:LeftBumper Pad:RightBumper
//
// The module registers these as its runtime.Module.Controls.
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), pad(input.PadDpadRight))
	c.Bind(ActionSoftDrop, key(input.KeyArrowDown), pad(input.PadDpadDown))
	c.Bind(ActionHardDrop, key(input.KeySpace), pad(input.PadDpadUp))
	c.Bind(ActionRotateCW, key(input.KeyArrowUp), key(input.KeyX), pad(input.PadA))
	c.Bind(ActionRotateCCW, key(input.KeyZ), key(input.KeyControlLeft), pad(input.PadB))
	c.Bind(ActionHold, key(input.KeyC), key(input.KeyShiftLeft), pad(input.PadLeftBumper), pad(input.PadRightBumper))
	return c
}

// readControls reads player's actions for one step.
func readControls(in *input.State, player int) Moves {
	return Moves{
		Left:         in.Held(player, ActionLeft),
		Right:        in.Held(player, ActionRight),
		SoftDrop:     in.Held(player, ActionSoftDrop),
		LeftPressed:  in.Pressed(player, ActionLeft),
		RightPressed: in.Pressed(player, ActionRight),
		HardDrop:     in.Pressed(player, ActionHardDrop),
		RotateCW:     in.Pressed(player, ActionRotateCW),
		RotateCCW:    in.Pressed(player, ActionRotateCCW),
		Hold:         in.Pressed(player, ActionHold),
	}
}
