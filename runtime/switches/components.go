package switches

import (
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// Switch turns on when something presses it (a body touching its sensor
// shape) or when it hears the message "on" or "toggle", and off, with Hold,
// when the last one leaves it, or when it hears "off" or "toggle". Turning on
// sends SendOn to each of its Targets and fires its output "on" (for
// messages.Wires); turning off sends SendOff and fires "off". Saved as
// "Griff.Switch".
type Switch struct {
	// Targets name the entities told (scenes.Entity.FindFor from the
	// switch). A name that finds nothing warns once when the scene starts,
	// naming the entity and Griff.Switch.
	Targets []string `json:"targets"`
	// SendOn is the message sent when it turns on; "" means "open".
	SendOn string `json:"sendOn"`
	// SendOff is the message sent when it turns off; "" means "close".
	SendOff string `json:"sendOff"`
	// Hold makes it turn off when nothing presses it; by default it stays on.
	Hold bool `json:"hold"`
	// By names the one entity that presses it; "" means any entity with a
	// body that is not static.
	By string `json:"by"`
	// PressedBy lists saved component names ("Griff.Body" or a module's,
	// such as a player or a crate): only an entity holding one of them
	// presses it (and, with By, only that entity). Empty (the default) means
	// any entity By allows. A genre whose walking enemies must not press
	// switches lists what may. A name no component is saved under warns once
	// when the scene starts, naming the entity and Griff.Switch.
	PressedBy []string `json:"pressedBy"`

	// On is true while it is on; Pressing is the number of shapes pressing
	// it: state.
	On       bool `json:"on"`
	Pressing int  `json:"pressing"`
}

// Door blocks the way until it opens: an open door's entity is deactivated
// (so its collider leaves the physics world), a closed one active. It opens
// when it hears "open" (from a Switch, a wire, a script) or "toggle", when an
// entity whose Inventory holds the item named Key touches it, or when that
// item is used on it (items.Items.Use); it closes when it hears "close" or
// "toggle". Opening fires its output "opened", closing "closed". Saved as
// "Griff.Door".
type Door struct {
	// Key names the item that opens it; "" means only a message does. A key
	// that is not one item's name warns when the scene starts, and so does one
	// that no inventory or pickup in the scene holds while a near name is held
	// (a misspelling; see scenes.Suggest).
	Key string `json:"key"`
	// Consume takes one Key from the inventory when the door opens with it.
	Consume bool `json:"consume"`
	// Open is true while the door is open: state.
	Open bool `json:"open"`
}

// The extension points the components use.
var (
	_ messages.Hearer     = (*Switch)(nil)
	_ messages.Emitter    = (*Switch)(nil)
	_ messages.Hearer     = (*Door)(nil)
	_ messages.Emitter    = (*Door)(nil)
	_ messages.Vocabulary = (*Switch)(nil)
	_ messages.Vocabulary = (*Door)(nil)
	_ items.ItemUser      = (*Door)(nil)
)

// Messages returns "on", "off" and "toggle"; it implements
// messages.Vocabulary.
func (*Switch) Messages() []string { return []string{"on", "off", "toggle"} }

// Messages returns "open", "close" and "toggle"; it implements
// messages.Vocabulary.
func (*Door) Messages() []string { return []string{"open", "close", "toggle"} }

// Outputs returns "on" and "off"; it implements messages.Emitter.
func (*Switch) Outputs() []string { return []string{"on", "off"} }

// Outputs returns "opened" and "closed"; it implements messages.Emitter.
func (*Door) Outputs() []string { return []string{"opened", "closed"} }

// OnMessage turns the switch on ("on"), off ("off") or over ("toggle"); it
// implements messages.Hearer and ignores other messages.
func (sw *Switch) OnMessage(m *messages.Message) {
	switch m.Name {
	case "on", "off":
		set(m.Game, m.To, sw, m.Name == "on")
	case "toggle":
		set(m.Game, m.To, sw, !sw.On)
	}
}

// OnMessage opens ("open"), closes ("close") or toggles ("toggle") the door;
// it implements messages.Hearer and ignores other messages.
func (d *Door) OnMessage(m *messages.Message) {
	switch m.Name {
	case "open", "close":
		setDoor(m.Game, m.To, d, m.Name == "open")
	case "toggle":
		setDoor(m.Game, m.To, d, !d.Open)
	}
}

// UseItem opens a closed door with its Key: items.UsedUp with Consume, else
// items.Kept; items.Refused for another item or an open door. It implements
// items.ItemUser.
func (d *Door) UseItem(u *items.Use) items.Outcome {
	if d.Open || d.Key == "" || u.Item != d.Key {
		return items.Refused
	}
	setDoor(u.Game, u.Target, d, true)
	if d.Consume {
		return items.UsedUp
	}
	return items.Kept
}

func init() {
	scenes.Register[Switch]("Griff.Switch")
	scenes.Register[Door]("Griff.Door")
}
