package dungeon

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionUp    = "up"
	ActionDown  = "down"
	ActionLeft  = "left"
	ActionRight = "right"
	ActionWait  = "wait"
	ActionDrink = "drink"
	ActionNew   = "newRun"
)

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	up, down, left, right  arrows, WASD, the pad's d-pad  step or attack (held: walk on)
//	wait                   Space, period, pad X            let a turn pass
//	drink                  Q, pad Y                        drink a potion
//	newRun                 Enter, pad A                    after a run: a new one
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionWait, key(input.KeySpace), key(input.KeyPeriod), pad(input.PadX))
	c.Bind(ActionDrink, key(input.KeyQ), pad(input.PadY))
	c.Bind(ActionNew, key(input.KeyEnter), pad(input.PadA))
	return c
}
