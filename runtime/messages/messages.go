// Package messages is the system of named messages: Send a message ("open",
// "alarm") to an entity, its children, a named group or the whole scene;
// components hear it through an interface (Hearer); and wires (Wires)
// connect a component's output ("on" of a switch, "enter" of a trigger) to a
// message sent by name, so a scene file says "when this switch turns on,
// send 'open' to Door A" with no code. Wires are checked when a scene starts.
// Systems and scripts reach it through the Messages service (Of). Its one
// step, runtime.StepWires (begin phase), checks the wires of the scene a game
// starts with.
//
// Decisions:
//   - Delivery is at once and in hierarchy order: Send returns after every
//     recipient heard the message, each entity's hearers in its component
//     order. A message sent while one is being delivered (a door that opens
//     and tells a lamp) waits in a queue and is delivered after the current
//     message reached all its recipients, in the order sent (breadth first),
//     so an entity never hears a message in the middle of hearing another.
//   - A chain is bounded: at most MaxChain messages are delivered for one
//     outermost Send. The rest are dropped and one warning names the message
//     and the entity that sent the one cut, so a loop of wires (A opens B,
//     B opens A) ends the chain instead of hanging the game.
//   - An entity named on its own (Entity) hears a message even when
//     inactive, so a deactivated door can be told to close; the wide scopes
//     (Children, Group, Scene) reach only entities active in the hierarchy.
//   - Names are data: a wire whose entity or group name finds nothing, whose
//     output no component of its entity emits, or whose message its target
//     entity does not hear (Vocabulary), warns once when the scene starts,
//     naming the entity and Griff.Wires.
//   - The system owns no state between steps (the queue is empty once a Send
//     returns), so snapshots and saves need nothing from it.
package messages

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// MaxChain is the most messages one outermost Send delivers, counting the
// messages sent while delivering it.
const MaxChain = 256

// Message is one message being heard, handed to Hearer.OnMessage.
type Message struct {
	// Game is the game being played.
	Game *runtime.Game
	// Name is the message's name ("open").
	Name string
	// From is the entity that sent it, or nil (a script, the game).
	From *scenes.Entity
	// To is the entity hearing it.
	To *scenes.Entity
}

// Hearer is the extension point of messages: a component that hears the
// messages sent to its entity. OnMessage runs inside the entity's fault
// boundary; it may send messages (they are queued, see the package
// documentation) and must not keep m.
type Hearer interface {
	OnMessage(m *Message)
}

// Vocabulary is an optional interface of a Hearer that acts on a known set of
// messages: Messages lists their names. A wire or a switch that sends its
// target a message none of the target's hearers acts on warns when the scene
// starts (see Heard). A Hearer without it is taken to act on any message.
type Vocabulary interface {
	Messages() []string
}

// Heard reports whether a message named name sent to e alone would reach a
// hearer that acts on it: one of e's components is a Hearer that lists name
// (Vocabulary) or lists nothing.
func Heard(e *scenes.Entity, name string) bool {
	for _, c := range e.ReadComponents() {
		if _, ok := c.(Hearer); !ok {
			continue
		}
		v, ok := c.(Vocabulary)
		if !ok {
			return true
		}
		for _, m := range v.Messages() {
			if m == name {
				return true
			}
		}
	}
	return false
}

// Emitter is an optional interface of a component with outputs wires can
// name ("on", "off" of a switch); Outputs lists them. A wire on an entity
// none of whose components emits its output warns when the scene starts.
type Emitter interface {
	Outputs() []string
}

// Scope says who an Address reaches.
type Scope uint8

const (
	// ScopeEntity reaches one entity, active or not.
	ScopeEntity Scope = iota
	// ScopeChildren reaches an entity's descendants (not the entity), in
	// hierarchy order.
	ScopeChildren
	// ScopeGroup reaches the entities whose Group lists a name.
	ScopeGroup
	// ScopeScene reaches every entity of the scene.
	ScopeScene
)

// String returns "entity", "children", "group" or "scene", as wires write it.
func (s Scope) String() string {
	if int(s) < len(scopeNames) {
		return scopeNames[s]
	}
	return "scope(?)"
}

var scopeNames = [...]string{"entity", "children", "group", "scene"}

// Address is where a message goes. Make one with Entity, Children, Group or
// Scene.
type Address struct {
	Scope  Scope
	Entity *scenes.Entity // ScopeEntity, ScopeChildren
	Group  string         // ScopeGroup
}

// Entity addresses e itself.
func Entity(e *scenes.Entity) Address { return Address{Scope: ScopeEntity, Entity: e} }

// Children addresses e's descendants.
func Children(e *scenes.Entity) Address { return Address{Scope: ScopeChildren, Entity: e} }

// Group addresses the entities in the group named name.
func Group(name string) Address { return Address{Scope: ScopeGroup, Group: name} }

// Scene addresses every entity of the scene.
func Scene() Address { return Address{Scope: ScopeScene} }

// GroupOf puts its entity in named groups, for messages sent to a group.
// Saved as "Griff.Group".
type GroupOf struct {
	// Names are the groups; an entity may be in several.
	Names []string `json:"names"`
}

// In reports whether g lists name.
func (g *GroupOf) In(name string) bool {
	for _, n := range g.Names {
		if n == name {
			return true
		}
	}
	return false
}

// Messages is the service of the messages system. Every method must be
// called from the game's goroutine.
type Messages interface {
	// Send delivers the message named name from from (nil: no entity) to
	// the entities to reaches (see the package documentation for the order).
	// It returns how many hearers heard it, or, for a message sent during a
	// delivery, 0 (it is queued).
	Send(from *scenes.Entity, to Address, name string) int
	// Emit fires e's wires whose output is output: component (a saved
	// name) is the component whose output it is, for warnings. It returns
	// the number of wires fired.
	Emit(e *scenes.Entity, component, output string) int
}

// Of returns the messages service of g. It panics if g has no messages
// system.
func Of(g *runtime.Game) Messages { return runtime.Service[Messages](g) }

func init() {
	scenes.Register[GroupOf]("Griff.Group")
	scenes.Register[Wires]("Griff.Wires")
}
