package strategy

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// CommandOrder is the module's network command: a player's machine sends
// each order its player gives (a Command, AppendCommand's payload) to the
// host, which plays it in its next step for that player's side.
const CommandOrder = "strategy.order"

// maxQueued is how many orders the host keeps for its next step; more are
// refused with a warning.
const maxQueued = 32

// netLink is the system's side of the network. It is not game state: an
// order lives from the step it arrives to the step it is played.
type netLink struct {
	svc   network.Service
	order network.CommandID
	queue []Command
	buf   []byte
}

// client reports whether the game is a player's machine of a session.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers CommandOrder
// and handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.order = network.HandleOnHost(n, r, CommandOrder, func(from network.PlayerID, d []byte) { s.arrive(from, d) })
}

// arrive queues a player's order for their side, or refuses it with a
// warning (a payload that does not read, a player with no side, too many
// waiting).
func (s *system) arrive(from network.PlayerID, d []byte) {
	var c Command
	err := ReadCommand(d, &c)
	switch {
	case err != nil:
	case int(from) >= Sides:
		err = fmt.Errorf("player %d has no side", from)
	case len(s.link.queue) >= maxQueued:
		err = fmt.Errorf("%d orders wait already", maxQueued)
	}
	if err != nil {
		s.game.Problems().Warn(nil, "Strategy", "network: refused %s from player %d: %v", CommandOrder, from, err)
		return
	}
	c.Side = int(from)
	s.link.queue = append(s.link.queue, c)
}

// send sends an order to the host.
func (s *system) send(c *Command) {
	s.link.buf = AppendCommand(s.link.buf[:0], c)
	if err := s.link.svc.Send(0, s.link.order, s.link.buf); err != nil {
		s.game.Problems().Warn(nil, "Strategy", "network: sending %s: %v", CommandOrder, err)
	}
}

// clientStep is a player's machine's step: the host plays the match; this
// machine reads its player's input into its own view and sends the
// orders.
func (s *system) clientStep(g *runtime.Game) {
	me := int(s.link.svc.LocalPlayer())
	s.collect(s.tablesRead())
	s.buildGrid()
	s.supply()
	s.readUI(g, &s.ui, me)
	s.age(&s.ui, me)
	s.show(&s.ui, me)
	s.markChanged()
}
