package turns

import (
	"github.com/griffengine/griff/scenes"
)

// Order is the game's turn order: the scene's first active Order runs the
// turns of every active Actor. Its fields beyond Sides and Phases are state
// the turns system keeps. Saved as "Griff.TurnOrder".
type Order struct {
	// Sides lists the sides in the order they play: every actor of the first
	// side has its turn, then every actor of the second, and so on. Actors of
	// a side not listed (and of side "") play after the listed ones, all
	// together. The default (none) puts every actor together, by initiative.
	Sides []string `json:"sides,omitempty"`
	// Phases names the phases of each turn ("move", "act"); a turn starts in
	// the first and ends after the last. The default (none) is one phase.
	Phases []string `json:"phases,omitempty"`
	// Round is the round being played, from 1 once the first turn began:
	// state.
	Round int `json:"round,omitempty"`
	// Turns counts the turns begun: state.
	Turns int `json:"turns,omitempty"`
	// Phase is the index in Phases of the current turn's phase: state.
	Phase int `json:"phase,omitempty"`
}

// PhaseName returns the current phase's name, or "" if Phases is empty.
func (o *Order) PhaseName() string {
	if o.Phase < 0 || o.Phase >= len(o.Phases) {
		return ""
	}
	return o.Phases[o.Phase]
}

// phases is the number of phases in a turn (at least 1).
func (o *Order) phases() int { return max(len(o.Phases), 1) }

// DefaultActions is the number of actions in an actor's turn when
// Actor.Actions is 0.
const DefaultActions = 1

// Actor is an entity that takes turns. Within a side, actors play by
// Initiative, highest first; actors of equal initiative play in hierarchy
// order (the one first in the scene's hierarchy first). Saved as
// "Griff.TurnActor".
type Actor struct {
	// Side is the actor's side (see Order.Sides).
	Side string `json:"side,omitempty"`
	// Initiative orders the actors of a side, highest first.
	Initiative int `json:"initiative,omitempty"`
	// Actions is the number of actions in each of its turns; the turn ends
	// when they are spent. The default (0) is DefaultActions.
	Actions int `json:"actions,omitempty"`
	// Current is true during the actor's turn: state.
	Current bool `json:"current,omitempty"`
	// Done is true once the actor has had its turn this round: state.
	Done bool `json:"done,omitempty"`
	// Left is the number of actions left in its turn: state.
	Left int `json:"left,omitempty"`
	// EndAsked and PhaseAsked are requests to end the turn or its phase that
	// the turns system carries out on its next step: state.
	EndAsked   bool `json:"endAsked,omitempty"`
	PhaseAsked bool `json:"phaseAsked,omitempty"`
}

func (a *Actor) actions() int {
	if a.Actions > 0 {
		return a.Actions
	}
	return DefaultActions
}

// Turn is one actor's turn as its components are told of it. It is valid
// only during the call it is handed to.
type Turn struct {
	// Entity is the actor's entity; Actor its Actor.
	Entity *scenes.Entity
	Actor  *Actor
	// Round and Number are the round and the count of turns begun (from 1).
	Round, Number int
}

// End asks the turns system to end the turn on its next step.
func (t *Turn) End() {
	t.Entity.MarkChanged()
	t.Actor.EndAsked = true
}

// Spend spends n actions of the turn and returns true, or returns false and
// spends nothing if fewer than n are left or n < 0. The turn ends on the
// system's next step once none are left.
func (t *Turn) Spend(n int) bool { return spend(t.Entity, t.Actor, n) }

// spend is Spend of actor a of entity e, which it marks changed if it spends.
func spend(e *scenes.Entity, a *Actor, n int) bool {
	if !a.Current || n < 0 || a.Left < n {
		return false
	}
	if n > 0 {
		e.MarkChanged()
	}
	a.Left -= n
	return true
}

// TurnBeginner is the extension point of a component told that its entity's
// turn began: the turns system calls TurnBegan on every component of the
// actor's entity that is one, in the entity's component order, on the step
// the turn begins. Pass is the built-in one. A panic in TurnBegan is caught
// by the entity's fault boundary: it is logged and the entity deactivated.
type TurnBeginner interface {
	TurnBegan(t *Turn)
}

// TurnEnder is the extension point of a component told that its entity's
// turn ended, called like TurnBeginner's TurnBegan. Countdown is the built-in
// one.
type TurnEnder interface {
	TurnEnded(t *Turn)
}

// Pass is an actor that passes: it ends its turn as soon as it begins (a
// stunned unit, a placeholder for an AI not written yet). Saved as
// "Griff.TurnPass".
type Pass struct {
	// Passed counts the turns it passed: state.
	Passed int `json:"passed,omitempty"`
}

// TurnBegan ends the turn.
func (p *Pass) TurnBegan(t *Turn) {
	p.Passed++
	t.End()
}

// Countdown counts down its entity's turns: at the end of each of them Left
// goes down by one, to 0 (an ability recharging, a poison wearing off, a
// bomb's fuse). Saved as "Griff.TurnCountdown".
type Countdown struct {
	// Left is the number of the entity's turns still to end: state.
	Left int `json:"left"`
}

// TurnEnded counts one turn down.
func (c *Countdown) TurnEnded(*Turn) {
	if c.Left > 0 {
		c.Left--
	}
}

// Over reports whether the count has reached 0.
func (c *Countdown) Over() bool { return c.Left <= 0 }

func init() {
	scenes.Register[Countdown]("Griff.TurnCountdown")
	scenes.Register[Order]("Griff.TurnOrder")
	scenes.Register[Actor]("Griff.TurnActor")
	scenes.Register[Pass]("Griff.TurnPass")
}
