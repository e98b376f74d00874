package physicsgames

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionLeft   = "left"
	ActionRight  = "right"
	ActionUp     = "up"
	ActionDown   = "down"
	ActionLaunch = "launch"
	ActionPull   = "pull"
	ActionNudge  = "nudge"
	ActionBack   = "back"
)

// actionNames are the actions a network command carries, by bit.
var actionNames = [...]string{ActionLeft, ActionRight, ActionUp, ActionDown, ActionLaunch, ActionNudge, ActionBack}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left    Key:ArrowLeft Key:A Key:Z Key:ShiftLeft Pad:DpadLeft  pull left; left flipper
//	right   Key:ArrowRight Key:D Key:Slash Key:ShiftRight Pad:DpadRight  pull right; right flipper
//	up      Key:ArrowUp Key:W Pad:DpadUp         pull up; menu up
//	down    Key:ArrowDown Key:S Pad:DpadDown     pull down; menu down
//	launch  Key:Space Key:Enter Pad:A            shoot; plunger (hold); start
//	pull    Mouse:Left                           drag the bird back
//	nudge   Key:N Key:Backspace Pad:Y            nudge the table
//	back    Key:Escape Pad:B                     back to the title
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), key(input.KeyZ), key(input.KeyShiftLeft), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), key(input.KeySlash), key(input.KeyShiftRight), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionLaunch, key(input.KeySpace), key(input.KeyEnter), pad(input.PadA))
	c.Bind(ActionPull, input.MouseBinding(input.MouseLeft))
	c.Bind(ActionNudge, key(input.KeyN), key(input.KeyBackspace), pad(input.PadY))
	c.Bind(ActionBack, key(input.KeyEscape), pad(input.PadB))
	return c
}
