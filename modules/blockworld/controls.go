package blockworld

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls). Walking and jumping
// are the platformer module's ("left", "right", "jump").
const (
	ActionLeft  = "left"
	ActionRight = "right"
	ActionUp    = "up"
	ActionDown  = "down"
	ActionDig   = "dig"
	ActionPlace = "place"
	ActionCraft = "craft"
)

// slotActions are the actions that pick hotbar slots 1 to 9.
var slotActions = [9]string{"slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8", "slot9"}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	left, right  Key:ArrowLeft Key:A / Key:ArrowRight Key:D  face (aim with the keys)
//	up, down     Key:ArrowUp Key:W / Key:ArrowDown Key:S     aim above the head / below the feet
//	dig          Mouse:Left Key:J Pad:X                      hold to dig the aimed block
//	place        Mouse:Right Key:K Pad:Y                     place the hotbar's block
//	craft        Key:C Pad:B                                 make the hotbar's item by its recipe (see Recipes)
//	slot1..9     Key:Digit1 .. Key:Digit9                    pick a hotbar slot (and the wheel)
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionLeft, key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind(ActionRight, key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind(ActionUp, key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind(ActionDown, key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	c.Bind(ActionDig, input.MouseBinding(input.MouseLeft), key(input.KeyJ), pad(input.PadX))
	c.Bind(ActionPlace, input.MouseBinding(input.MouseRight), key(input.KeyK), pad(input.PadY))
	c.Bind(ActionCraft, key(input.KeyC), pad(input.PadB))
	for i, a := range slotActions {
		c.Bind(a, key(input.KeyDigit1+input.Key(i)))
	}
	return c
}
