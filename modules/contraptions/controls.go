package contraptions

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionLeft   = "left"
	ActionRight  = "right"
	ActionUp     = "up"
	ActionDown   = "down"
	ActionPlace  = "place"
	ActionRemove = "remove"
	ActionRotate = "rotate"
	ActionNext   = "next"
	ActionPrev   = "prev"
	ActionRun    = "run"
	// ActionClick and ActionClear are the mouse's: in build mode a click
	// places (or picks up) at the cell under the pointer, a clear removes
	// the part there. The pointer moves the cursor; its wheel picks the
	// palette part. They are this machine's player's only (a player's
	// machine sends keys, not the pointer).
	ActionClick = "click"
	ActionClear = "clear"
)

// actionNames are the actions a press command carries, by its byte.
var actionNames = [...]string{ActionLeft, ActionRight, ActionUp, ActionDown, ActionPlace,
	ActionRemove, ActionRotate, ActionNext, ActionPrev, ActionRun}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left    Key:ArrowLeft Key:A Pad:DpadLeft     cursor left
//	right   Key:ArrowRight Key:D Pad:DpadRight   cursor right
//	up      Key:ArrowUp Key:W Pad:DpadUp         cursor up
//	down    Key:ArrowDown Key:S Pad:DpadDown     cursor down
//	place   Key:Space Key:Z Pad:A                place the part; on a placed part, pick it up to move it
//	remove  Key:X Key:Backspace Key:Delete Pad:B put the part under the cursor back in the palette
//	rotate  Key:R Pad:X                          turn the part under the cursor, or the next one placed
//	next    Key:E Key:Tab Pad:RightShoulder      the next part of the palette
//	prev    Key:Q Pad:LeftShoulder               the part before
//	run     Key:Enter Pad:Start                  run the machine; stop it (the board goes back as built); the next puzzle once solved
//	click   Mouse:Left                           place, or pick up, at the cell under the pointer
//	clear   Mouse:Right                          remove the part under the pointer
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionPlace, key(input.KeySpace), key(input.KeyZ), pad(input.PadA))
	c.Bind(ActionRemove, key(input.KeyX), key(input.KeyBackspace), key(input.KeyDelete), pad(input.PadB))
	c.Bind(ActionRotate, key(input.KeyR), pad(input.PadX))
	c.Bind(ActionNext, key(input.KeyE), key(input.KeyTab), pad(input.PadRightBumper))
	c.Bind(ActionPrev, key(input.KeyQ), pad(input.PadLeftBumper))
	c.Bind(ActionRun, key(input.KeyEnter), pad(input.PadStart))
	c.Bind(ActionClick, input.MouseBinding(input.MouseLeft))
	c.Bind(ActionClear, input.MouseBinding(input.MouseRight))
	return c
}
