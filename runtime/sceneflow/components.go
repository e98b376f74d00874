package sceneflow

import (
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// Exit leads to another scene: when an entity touches its sensor shape (see
// By), or when it hears the message "go" (from a Griff.Wires, a Griff.Switch,
// a script), it asks the scene-change system for Change. Its output "used"
// fires then. Saved as "Griff.Exit".
type Exit struct {
	// Scene names the scene it leads to (a scene file's name, as a project's
	// start scene). A name no scene has warns when the exit is used, naming
	// the entity and Griff.Exit, and the game stays where it is.
	Scene string `json:"scene"`
	// Spot names the Griff.Spot in Scene the traveller arrives at; "" leaves
	// it where the new scene's file (or, remembered, the scene when it was
	// left) has it.
	Spot string `json:"spot,omitempty"`
	// Transition is how the change looks; the zero value is a cut.
	Transition Transition `json:"transition,omitzero"`
	// By names the one entity whose touch uses the exit; "" means any entity
	// with a body that is not static. With "" a message "go" moves no one
	// (the change is made, but no one is placed at Spot) unless Traveller
	// names someone.
	By string `json:"by,omitempty"`
	// Traveller names, in the new scene, the entity placed at Spot; "" means
	// the entity of the same name as the one that touched the exit (or, for
	// "go", By).
	Traveller string `json:"traveller,omitempty"`
	// Used counts the times it was used: state.
	Used int `json:"used,omitzero"`
}

// Spot is a named place a traveller arrives at: an Exit's Spot, or
// Change.Spot, names it. The traveller is placed at the spot entity's world
// position (Teleport, so it is drawn there at once). Saved as "Griff.Spot".
type Spot struct {
	// Name is the spot's name; two spots of one name in a scene warn when
	// the scene starts, and the first in hierarchy order is used.
	Name string `json:"name"`
}

// Remember marks its scene as remembered: put it on any one entity, and when
// the game leaves the scene it is kept as it was left (every entity and
// component, as a snapshot keeps them), and coming back finds it that way
// instead of loading its file anew. See the package documentation for the
// memory this takes. Saved as "Griff.Remember".
type Remember struct{}

// Carry names saved fields of its entity's components that go with it to the
// next scene: at a change, each field's value is copied to the entity of the
// same name in the new scene, into its component of the same type (the
// player's coins, its health). Saved as "Griff.Carry".
type Carry struct {
	// Fields are "Component.field": a component's saved name and one of its
	// saved fields' keys, as "Griff.Inventory.held". A name no component is
	// saved under, a key the component does not save, or a new scene with no
	// such entity or component warns at the change, naming the entity and
	// Griff.Carry; the other fields still go.
	Fields []string `json:"fields"`
}

// The extension points the components use.
var (
	_ messages.Hearer     = (*Exit)(nil)
	_ messages.Vocabulary = (*Exit)(nil)
	_ messages.Emitter    = (*Exit)(nil)
)

// Messages returns "go"; it implements messages.Vocabulary.
func (*Exit) Messages() []string { return []string{"go"} }

// Outputs returns "used"; it implements messages.Emitter.
func (*Exit) Outputs() []string { return []string{"used"} }

// OnMessage uses the exit on "go", taking Traveller (or By) to Spot; it
// implements messages.Hearer and ignores other messages.
func (x *Exit) OnMessage(m *messages.Message) {
	if m.Name != "go" {
		return
	}
	traveller := x.Traveller
	if traveller == "" {
		traveller = x.By
	}
	use(m.Game, m.To, x, traveller)
}

func init() {
	scenes.Register[Exit]("Griff.Exit")
	scenes.Register[Spot]("Griff.Spot")
	scenes.Register[Remember]("Griff.Remember")
	scenes.Register[Carry]("Griff.Carry")
}
