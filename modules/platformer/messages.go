package platformer

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// The platformer's triggers take part in the core's messages
// (runtime/messages): a Trigger fires the outputs "enter" and "exit" that a
// Griff.Wires on the same entity connects to messages, and its "open:Name"
// and "close:Name" actions send the message "open" or "close" to the entity
// (a Griff.Door hears them). Health takes the item "Heart" (items.ItemUser).
var (
	_ messages.Emitter = (*Trigger)(nil)
	_ items.ItemUser   = (*Health)(nil)
)

// Outputs returns "enter" (the first toucher came in) and "exit" (the last
// left); it implements messages.Emitter.
func (*Trigger) Outputs() []string { return []string{"enter", "exit"} }

// UseItem heals one hit point, up to Max, for an ItemHeart (items.UsedUp, even
// at full health, as a heart picked up then always was); it refuses any other
// item. It implements items.ItemUser.
func (h *Health) UseItem(u *items.Use) items.Outcome {
	if u.Item != ItemHeart {
		return items.Refused
	}
	h.HP = min(h.HP+1, orInt(h.Max, defaultMaxHP))
	return items.UsedUp
}

// emit fires output of e's component for its wires, if the game has the
// messages system.
func emit(g *runtime.Game, e *scenes.Entity, component, output string) {
	if msgs, ok := runtime.LookupService[messages.Messages](g); ok {
		msgs.Emit(e, component, output)
	}
}

// send sends the message verb from self to e and reports whether e hears it.
func send(g *runtime.Game, self, e *scenes.Entity, verb string) bool {
	msgs, ok := runtime.LookupService[messages.Messages](g)
	if !ok || !messages.Heard(e, verb) {
		return false
	}
	msgs.Send(self, messages.Entity(e), verb)
	return true
}
