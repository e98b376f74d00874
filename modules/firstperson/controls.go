package firstperson

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionForward     = "forward"
	ActionBack        = "back"
	ActionStrafeLeft  = "strafeLeft"
	ActionStrafeRight = "strafeRight"
	ActionTurnLeft    = "turnLeft"
	ActionTurnRight   = "turnRight"
	ActionFire        = "fire"
	ActionUse         = "use"
)

// Controls returns new controls holding the input actions the module reads,
// with their default bindings (Wolfenstein 3D's and Doom's keys, and the
// mouse):
//
//	forward, back            W, S, arrows up and down, the pad's d-pad   walk (held)
//	strafeLeft, strafeRight  A, D, the pad's bumpers                    side-step (held)
//	turnLeft, turnRight      arrows left and right, Q, E, d-pad          turn (held); the mouse turns too
//	fire                     left mouse button, Ctrl, pad A              shoot (held: again as the weapon is ready)
//	use                      Space, right mouse button, pad X            open a door, press the exit; after the level: again
func Controls() *input.Controls {
	key, pad, mouse := input.KeyBinding, input.PadBinding, input.MouseBinding
	c := &input.Controls{}
	c.Bind(ActionForward, key(input.KeyW), key(input.KeyArrowUp), pad(input.PadDpadUp))
	c.Bind(ActionBack, key(input.KeyS), key(input.KeyArrowDown), pad(input.PadDpadDown))
	c.Bind(ActionStrafeLeft, key(input.KeyA), pad(input.PadLeftBumper))
	c.Bind(ActionStrafeRight, key(input.KeyD), pad(input.PadRightBumper))
	c.Bind(ActionTurnLeft, key(input.KeyArrowLeft), key(input.KeyQ), pad(input.PadDpadLeft))
	c.Bind(ActionTurnRight, key(input.KeyArrowRight), key(input.KeyE), pad(input.PadDpadRight))
	c.Bind(ActionFire, mouse(input.MouseLeft), key(input.KeyControlLeft), pad(input.PadA))
	c.Bind(ActionUse, key(input.KeySpace), mouse(input.MouseRight), pad(input.PadX))
	return c
}
