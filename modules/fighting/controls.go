package fighting

import (
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
)

// The input actions the module reads (see Controls). A second player on
// the same keyboard uses the P2 actions; a second player on another
// machine (rollback netcode) uses the first set as player 1.
const (
	ActionLeft  = "left"
	ActionRight = "right"
	ActionUp    = "up"
	ActionDown  = "down"
	ActionLP    = "lp"
	ActionHP    = "hp"
	ActionLK    = "lk"
	ActionHK    = "hk"
	ActionStart = "start"
	ActionBack  = "back"
)

// sets are the two sets of fighting actions: a player's own, and the second
// local player's (player 0's "p2" actions).
var sets = [2][8]string{
	{ActionLeft, ActionRight, ActionUp, ActionDown, ActionLP, ActionHP, ActionLK, ActionHK},
	{"p2left", "p2right", "p2up", "p2down", "p2lp", "p2hp", "p2lk", "p2hk"},
}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left, right, up, down  Key:A Key:D Key:W Key:S, the pad's d-pad
//	lp, hp, lk, hk         Key:U Key:I Key:J Key:K, Pad:X Pad:Y Pad:A Pad:B
//	start                  Key:Enter Key:Space Pad:Start: pick; training's dummy
//	back                   Key:Escape Pad:Back: to the title
//	p2left ... p2up        Key:ArrowLeft Key:ArrowRight Key:ArrowUp Key:ArrowDown
//	p2lp p2hp p2lk p2hk    Key:Numpad4 Key:Numpad5 Key:Numpad1 Key:Numpad2
//
// (the second set is the second local player's on one keyboard).
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionLP, key(input.KeyU), pad(input.PadX))
	c.Bind(ActionHP, key(input.KeyI), pad(input.PadY))
	c.Bind(ActionLK, key(input.KeyJ), pad(input.PadA))
	c.Bind(ActionHK, key(input.KeyK), pad(input.PadB))
	c.Bind(ActionStart, key(input.KeyEnter), key(input.KeySpace), pad(input.PadStart))
	c.Bind(ActionBack, key(input.KeyEscape), pad(input.PadBack))
	c.Bind("p2left", key(input.KeyArrowLeft))
	c.Bind("p2right", key(input.KeyArrowRight))
	c.Bind("p2up", key(input.KeyArrowUp))
	c.Bind("p2down", key(input.KeyArrowDown))
	c.Bind("p2lp", key(input.KeyNumpad4))
	c.Bind("p2hp", key(input.KeyNumpad5))
	c.Bind("p2lk", key(input.KeyNumpad1))
	c.Bind("p2hk", key(input.KeyNumpad2))
	return c
}

// readPad reads the fighting actions of set (0 own, 1 the P2 keys) of
// player into x, y (-1, 0, 1 each; y up) and the buttons held and pressed.
func readPad(g *runtime.Game, player, set int) (x, y int, pressed Buttons) {
	in := g.Input()
	a := &sets[set]
	if in.Held(player, a[0]) {
		x--
	}
	if in.Held(player, a[1]) {
		x++
	}
	if in.Held(player, a[2]) {
		y++
	}
	if in.Held(player, a[3]) {
		y--
	}
	for i := range 4 {
		if in.Pressed(player, a[4+i]) {
			pressed |= 1 << i
		}
	}
	return x, y, pressed
}
