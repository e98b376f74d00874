package switches

import (
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// Trigger is an area that fires its output "enter" when the first body comes
// into its sensor shape and "exit" when the last one leaves: connect them to
// messages with a Griff.Wires on the same entity ("when enter, send 'open'
// to Door A"). A trigger without wires warns once when the scene starts.
// Saved as "Griff.Trigger".
type Trigger struct {
	// By names the one entity that sets it off; "" means any entity with a
	// body that is not static.
	By string `json:"by"`
	// Once makes it fire "enter" only the first time.
	Once bool `json:"once"`
	// Inside is the number of shapes inside; Fired counts the "enter"s
	// fired: state.
	Inside int `json:"inside"`
	Fired  int `json:"fired"`
}

var _ messages.Emitter = (*Trigger)(nil)

// Outputs returns "enter" and "exit"; it implements messages.Emitter.
func (*Trigger) Outputs() []string { return []string{"enter", "exit"} }

func init() { scenes.Register[Trigger]("Griff.Trigger") }

// enterExit counts toucher in or out of tr and fires its outputs.
func enterExit(g *runtime.Game, thing *scenes.Entity, tr *Trigger, phase physics.TouchPhase) {
	output := ""
	switch phase {
	case physics.TouchBegin:
		tr.Inside++
		if tr.Inside == 1 && (!tr.Once || tr.Fired == 0) {
			tr.Fired++
			output = "enter"
		}
	case physics.TouchEnd:
		tr.Inside = max(tr.Inside-1, 0)
		if tr.Inside == 0 && (!tr.Once || tr.Fired == 1) {
			output = "exit"
		}
	}
	if output == "" {
		return
	}
	if msgs, ok := runtime.LookupService[messages.Messages](g); ok {
		msgs.Emit(thing, "Griff.Trigger", output)
	}
}

// sets reports whether toucher may press a switch or set off a trigger of
// thing: the entity named by (for component) or, with by "", any entity with a
// body that is not static.
func sets(thing, toucher *scenes.Entity, component, by string) bool {
	if by != "" {
		return thing.FindFor(component, by) == toucher
	}
	b := scenes.Get[physics.Body](toucher)
	return b != nil && b.Kind != physics.BodyStatic
}
