package adventure

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls), besides the pointer.
const (
	// ActionClick walks, or does a hotspot's default verb, or uses the held
	// item; in the inventory bar it picks an item or combines two.
	ActionClick = "click"
	// ActionLook looks at a hotspot or an item, or puts the held item back.
	ActionLook = "look"
	// ActionChoice1 to ActionChoice4 pick a conversation's choices by key.
	ActionChoice1 = "choice1"
	ActionChoice2 = "choice2"
	ActionChoice3 = "choice3"
	ActionChoice4 = "choice4"
)

var choiceActions = [MaxChoices]string{ActionChoice1, ActionChoice2, ActionChoice3, ActionChoice4}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings:
//
//	click    Mouse:Left       walk, use, talk, take; pick an item
//	look     Mouse:Right      look; put the held item back
//	choice1  Key:Digit1 ...   a conversation's first choice (to choice4)
func Controls() *input.Controls {
	key := input.KeyBinding
	c := &input.Controls{}
	c.Bind(ActionClick, input.MouseBinding(input.MouseLeft))
	c.Bind(ActionLook, input.MouseBinding(input.MouseRight))
	c.Bind(ActionChoice1, key(input.KeyDigit1))
	c.Bind(ActionChoice2, key(input.KeyDigit2))
	c.Bind(ActionChoice3, key(input.KeyDigit3))
	c.Bind(ActionChoice4, key(input.KeyDigit4))
	return c
}
