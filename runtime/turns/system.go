// Package turns is the system of turn-based play: a turn order (Order) of
// actors (Actor) grouped in sides and ordered by initiative, turns made of
// phases and actions, components told when their entity's turn begins and
// ends (TurnBeginner, TurnEnder), and a service (Turns) to spend actions and
// end a turn or a phase. Its step, runtime.StepTurns, runs first in the logic
// phase. A scene file uses all of it with no code.
//
// Decisions:
//   - The network-safe rule: only the turns system advances turns. Anything
//     else (a player's input, an AI, a script, a message from a client) only
//     asks: Turns.EndTurn and EndPhase, and Turn.End, set a request on the
//     actor that StepTurns carries out on its next step, and Spend takes
//     actions but never moves the turn on. So turns advance at one place in
//     the frame, in the same order on the host and on every machine replaying
//     the same input, and a request from someone whose turn it is not is
//     refused with nothing changed.
//   - The order is worked out afresh each step from the active actors: by
//     side (Order.Sides), then initiative (highest first), then hierarchy
//     order, so ties are broken by the scene, never by a map or by chance.
//     An actor added mid-round plays this round if its place comes after the
//     current turn's; one removed or deactivated simply drops out (its turn
//     ends without TurnEnded).
//   - A round ends when every actor has had its turn; the next round starts
//     at once with the first actor. At most one turn begins per step, so
//     actors that all pass at once cannot spin the loop forever.
//   - The system owns no state: all of it is in the components, so
//     snapshots and saves need nothing from it.
package turns

import (
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Turns is the service of the turns system: what the game asks of the turn
// order. Every method must be called from the game's goroutine.
type Turns interface {
	// Current returns the entity whose turn it is, or nil.
	Current() *scenes.Entity
	// Round returns the round being played (from 1; 0 before the first turn).
	Round() int
	// Phase returns the current turn's phase name ("" if the order has none).
	Phase() string
	// Spend spends n actions of e's turn: false, spending nothing, if it is
	// not e's turn or fewer than n are left. The turn ends on the turns
	// system's next step once none are left.
	Spend(e *scenes.Entity, n int) bool
	// EndTurn asks to end e's turn on the turns system's next step: false if
	// it is not e's turn.
	EndTurn(e *scenes.Entity) bool
	// EndPhase asks to move e's turn to its next phase on the turns system's
	// next step, ending the turn after the last: false if it is not e's turn.
	EndPhase(e *scenes.Entity) bool
}

// NewSystem returns the turns system. It has no options.
func NewSystem() runtime.System { return &system{} }

// entry is one active actor of this step, with its place in the order.
type entry struct {
	e          *scenes.Entity
	a          *Actor
	side, rank int // side rank, hierarchy position
}

type system struct {
	game   *runtime.Game `griff:"-"` // the game, for the service's questions
	actors []entry       `griff:"-"` // this step's actors, in turn order
	turn   Turn          `griff:"-"` // handed to TurnBegan and TurnEnded, reused
}

func (*system) Name() string { return "Turns" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(runtime.StepTurns, runtime.InPhase(runtime.PhaseLogic), s.step)
	runtime.Provide[Turns](g, s)
	return nil
}

// order returns the scene's first active Order, or nil. The Order is for
// reading: code that writes it marks its entity changed first (the turns
// system reads its components read-only and marks only what it writes, so a
// Timeline writes the records of the actors whose turn moved only).
func (s *system) order() (*scenes.Entity, *Order) {
	for e, o := range scenes.ActiveRead[Order](s.game.Scene()) {
		return e, o
	}
	return nil, nil
}

func (s *system) step(g *runtime.Game) {
	oe, o := s.order()
	if o == nil {
		return
	}
	s.collect(o)
	cur := s.current()
	if cur != nil {
		a := cur.a
		if a.PhaseAsked && !a.EndAsked {
			cur.e.MarkChanged()
			oe.MarkChanged()
			a.PhaseAsked = false
			o.Phase++
		}
		if a.EndAsked || a.Left <= 0 || o.Phase >= o.phases() {
			s.end(o, cur)
			cur = nil
		}
	}
	if cur == nil {
		s.beginNext(oe, o)
	}
}

// collect lists the active actors in turn order; an inactive actor whose
// turn it was has had its turn.
func (s *system) collect(o *Order) {
	s.actors = s.actors[:0]
	for e, a := range scenes.AllRead[Actor](s.game.Scene()) {
		if !e.ActiveInHierarchy() {
			if a.Current {
				e.MarkChanged()
				a.Current, a.Done = false, true
			}
			continue
		}
		side := slices.Index(o.Sides, a.Side)
		if side < 0 {
			side = len(o.Sides)
		}
		s.actors = append(s.actors, entry{e: e, a: a, side: side, rank: len(s.actors)})
	}
	slices.SortFunc(s.actors, func(x, y entry) int {
		switch {
		case x.side != y.side:
			return x.side - y.side
		case x.a.Initiative != y.a.Initiative:
			return y.a.Initiative - x.a.Initiative
		}
		return x.rank - y.rank
	})
}

// current returns the actor whose turn it is, or nil.
func (s *system) current() *entry {
	for i := range s.actors {
		if s.actors[i].a.Current {
			return &s.actors[i]
		}
	}
	return nil
}

// beginNext begins the turn of the first actor that has not played this
// round, starting a new round when all have; oe is o's entity.
func (s *system) beginNext(oe *scenes.Entity, o *Order) {
	if len(s.actors) == 0 {
		return
	}
	oe.MarkChanged()
	i := slices.IndexFunc(s.actors, func(x entry) bool { return !x.a.Done })
	if i < 0 || o.Round == 0 {
		o.Round++
		for _, x := range s.actors {
			if x.a.Done {
				x.e.MarkChanged()
				x.a.Done = false
			}
		}
		i = 0
	}
	x := &s.actors[i]
	x.e.MarkChanged()
	x.a.Current, x.a.Left, x.a.EndAsked, x.a.PhaseAsked = true, x.a.actions(), false, false
	o.Phase = 0
	o.Turns++
	s.tell(o, x, true)
}

// end ends x's turn.
func (s *system) end(o *Order, x *entry) {
	s.tell(o, x, false)
	x.e.MarkChanged()
	x.a.Current, x.a.Done, x.a.EndAsked, x.a.PhaseAsked = false, true, false, false
	x.a.Left = 0
}

// tell calls TurnBegan (began) or TurnEnded on x's components that listen,
// each inside x's fault boundary: a panic is recorded with the entity and the
// component, the entity is deactivated (so it drops out of the order) and the
// game goes on from the next step.
func (s *system) tell(o *Order, x *entry, began bool) {
	s.turn = Turn{Entity: x.e, Actor: x.a, Round: o.Round, Number: o.Turns}
	for ct, c := range x.e.ReadComponents() {
		b, isB := c.(TurnBeginner)
		en, isE := c.(TurnEnder)
		if (began && isB) || (!began && isE) {
			x.e.MarkChanged() // the listener may write its component
		}
		switch {
		case began && isB:
			s.game.Enter(x.e, ct, runtime.HookStep)
			b.TurnBegan(&s.turn)
		case !began && isE:
			s.game.Enter(x.e, ct, runtime.HookStep)
			en.TurnEnded(&s.turn)
		}
		s.game.Leave()
	}
	s.turn = Turn{}
}

func (s *system) actorOf(e *scenes.Entity) *Actor {
	if e == nil {
		return nil
	}
	if a := scenes.Read[Actor](e); a != nil && a.Current { // callers mark e before they write
		return a
	}
	return nil
}

func (s *system) Current() *scenes.Entity {
	for e, a := range scenes.ActiveRead[Actor](s.game.Scene()) {
		if a.Current {
			return e
		}
	}
	return nil
}

func (s *system) Round() int {
	if _, o := s.order(); o != nil {
		return o.Round
	}
	return 0
}

func (s *system) Phase() string {
	if _, o := s.order(); o != nil {
		return o.PhaseName()
	}
	return ""
}

func (s *system) Spend(e *scenes.Entity, n int) bool {
	a := s.actorOf(e)
	return a != nil && spend(e, a, n)
}

func (s *system) EndTurn(e *scenes.Entity) bool {
	a := s.actorOf(e)
	if a != nil {
		e.MarkChanged()
		a.EndAsked = true
	}
	return a != nil
}

func (s *system) EndPhase(e *scenes.Entity) bool {
	a := s.actorOf(e)
	if a != nil {
		e.MarkChanged()
		a.PhaseAsked = true
	}
	return a != nil
}
