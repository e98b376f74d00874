package platformer

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// The platformer's doors, switches and triggers take part in the core's
// messages (runtime/messages): a Door hears "open", "close" and "toggle"
// (from a Griff.Switch, a wire, a script), and a Switch and a Trigger fire
// outputs ("on" and "off"; "enter" and "exit") that a Griff.Wires on the same
// entity connects to messages. A "open:Name" or "close:Name" action on an
// entity with no Platformer.Door sends the message of that name instead, so
// a platformer trigger opens a Griff.Door.
var (
	_ messages.Hearer     = (*Door)(nil)
	_ messages.Vocabulary = (*Door)(nil)
	_ messages.Emitter    = (*Switch)(nil)
	_ messages.Emitter    = (*Trigger)(nil)
)

// Messages returns "open", "close" and "toggle"; it implements
// messages.Vocabulary.
func (*Door) Messages() []string { return []string{"open", "close", "toggle"} }

// OnMessage opens ("open"), closes ("close") or toggles ("toggle") the door;
// it implements messages.Hearer and ignores other messages.
func (d *Door) OnMessage(m *messages.Message) {
	switch m.Name {
	case "open", "close":
		setDoor(m.To, d, m.Name == "open")
	case "toggle":
		setDoor(m.To, d, !d.Open)
	}
}

// Outputs returns "on" (pressed) and "off" (released, with Hold); it
// implements messages.Emitter.
func (*Switch) Outputs() []string { return []string{"on", "off"} }

// Outputs returns "enter" (the first toucher came in) and "exit" (the last
// left); it implements messages.Emitter.
func (*Trigger) Outputs() []string { return []string{"enter", "exit"} }

// emit fires output of e's component for its wires, if the game has the
// messages system.
func emit(g *runtime.Game, e *scenes.Entity, component, output string) {
	if msgs, ok := runtime.LookupService[messages.Messages](g); ok {
		msgs.Emit(e, component, output)
	}
}

// sendInstead sends the message verb from self to e, which has no
// Platformer.Door, and reports whether e hears it.
func sendInstead(g *runtime.Game, self, e *scenes.Entity, verb string) bool {
	msgs, ok := runtime.LookupService[messages.Messages](g)
	if !ok || !messages.Heard(e, verb) {
		return false
	}
	msgs.Send(self, messages.Entity(e), verb)
	return true
}
