package messages

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// NewSystem returns the messages system. It has no options.
func NewSystem() runtime.System { return &system{} }

// pending is a message waiting in the queue.
type pending struct {
	from *scenes.Entity
	to   Address
	name string
}

type system struct {
	game       *runtime.Game    `griff:"-"` // the game, for the service
	queue      []pending        `griff:"-"` // messages sent during delivery
	delivering bool             `griff:"-"` // a Send is delivering
	recipients []*scenes.Entity `griff:"-"` // reused
	msg        Message          `griff:"-"` // handed to hearers, reused
	checked    *scenes.Scene    `griff:"-"` // the scene whose wires were checked
}

func (*system) Name() string { return "Messages" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(runtime.StepWires, runtime.InPhase(runtime.PhaseBegin), s.check)
	runtime.Provide[Messages](g, s)
	return nil
}

// check checks the scene's wires once per scene.
func (s *system) check(g *runtime.Game) {
	if s.checked != g.Scene() {
		s.SceneStarted(g)
	}
}

func (s *system) Send(from *scenes.Entity, to Address, name string) int {
	s.queue = append(s.queue, pending{from, to, name})
	if s.delivering {
		return 0
	}
	s.delivering = true
	defer s.reset() // a hearer that panics leaves the queue empty
	heard := 0
	for i := 0; i < len(s.queue); i++ {
		if i == MaxChain {
			p := s.queue[i]
			s.game.Problems().Warn(p.from, "", "message %q: more than %d messages in one chain (a loop of wires?); the chain is cut",
				p.name, MaxChain)
			break
		}
		n := s.deliver(s.queue[i])
		if i == 0 {
			heard = n
		}
	}
	return heard
}

// reset empties the queue after a delivery, or after a hearer panicked.
func (s *system) reset() {
	clear(s.queue)
	s.queue, s.delivering = s.queue[:0], false
	s.msg = Message{}
}

// deliver hands p to every hearer p.to reaches and returns how many heard.
func (s *system) deliver(p pending) int {
	list := s.collect(p.to, s.recipients[:0])
	heard := 0
	for _, e := range list {
		if !e.Alive() {
			continue
		}
		for ct, c := range e.ReadComponents() {
			h, ok := c.(Hearer)
			if !ok {
				continue
			}
			e.MarkChanged() // the hearer may write its component
			s.msg = Message{Game: s.game, Name: p.name, From: p.from, To: e}
			s.game.Enter(e, ct, runtime.HookStep)
			h.OnMessage(&s.msg)
			s.game.Leave()
			heard++
		}
	}
	clear(list)
	s.recipients = list[:0]
	return heard
}

// collect appends the entities a reaches, in hierarchy order, to out. The
// list is made before anyone hears, so hearers may change the hierarchy.
func (s *system) collect(a Address, out []*scenes.Entity) []*scenes.Entity {
	switch a.Scope {
	case ScopeEntity:
		if a.Entity != nil {
			out = append(out, a.Entity)
		}
	case ScopeChildren:
		if a.Entity != nil {
			out = descendants(a.Entity, out)
		}
	case ScopeGroup:
		for e, g := range scenes.Active[GroupOf](s.game.Scene()) {
			if g.In(a.Group) {
				out = append(out, e)
			}
		}
	case ScopeScene:
		for e := range s.game.Scene().Walk() {
			if e.ActiveInHierarchy() {
				out = append(out, e)
			}
		}
	}
	return out
}

// descendants appends e's active descendants in hierarchy order.
func descendants(e *scenes.Entity, out []*scenes.Entity) []*scenes.Entity {
	for _, c := range e.Children() {
		if c.ActiveInHierarchy() {
			out = append(out, c)
			out = descendants(c, out)
		}
	}
	return out
}
