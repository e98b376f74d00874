package tactics

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// The module's network commands, registered in this order (see the package
// documentation, "Network").
const (
	CommandSelect  = "tactics.select"
	CommandMove    = "tactics.move"
	CommandAttack  = "tactics.attack"
	CommandWait    = "tactics.wait"
	CommandEndTurn = "tactics.endTurn"
	CommandCancel  = "tactics.cancel"
)

// maxQueued is how many commands the host keeps waiting for the battle (a
// command waits while a unit walks or a banner shows). More are refused
// with a warning.
const maxQueued = 8

// netIntents are the intents of the commands, in the order of netNames.
var (
	netNames   = [...]string{CommandSelect, CommandMove, CommandAttack, CommandWait, CommandEndTurn, CommandCancel}
	netIntents = [...]intent{doSelect, doMove, doAttack, doWait, doEndTurn, doCancel}
)

// netCommand is one decoded command.
type netCommand struct {
	what intent
	kind int // index in netNames
	cell grid.Cell
	from network.PlayerID
}

// errPayload is what a refused payload's warning wraps.
var errPayload = errors.New("malformed payload")

// decodeCommand reads the payload of command kind (an index in netNames):
// select, move and attack carry a cell as two bytes, column then row; wait,
// end turn and cancel carry nothing. It returns an error wrapping
// errPayload for any other length; the cell's range is checked against the
// battle when the command is played.
func decodeCommand(kind int, data []byte) (netCommand, error) {
	if kind < 0 || kind >= len(netNames) {
		return netCommand{}, fmt.Errorf("%w: unknown command %d", errPayload, kind)
	}
	c := netCommand{what: netIntents[kind], kind: kind}
	switch c.what {
	case doSelect, doMove, doAttack:
		if len(data) != 2 {
			return c, fmt.Errorf("%w: a cell is 2 bytes, got %d", errPayload, len(data))
		}
		c.cell = grid.C(int(data[0]), int(data[1]))
	default:
		if len(data) != 0 {
			return c, fmt.Errorf("%w: %d bytes, want none", errPayload, len(data))
		}
	}
	return c, nil
}

// netLink is the system's side of the network: the service, the ids of the
// module's commands and the commands players sent, waiting for the battle.
// It is not game state: a command lives from the step it arrives to the
// step the battle takes it.
type netLink struct {
	svc   network.Service
	ids   [len(netNames)]network.CommandID
	queue []netCommand
}

// client reports whether the game is a player's machine of a session: it
// then sends its player's intents to the host and plays none itself.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers the module's
// commands and handles them on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	for k := range netNames {
		s.link.ids[k] = network.HandleOnHost(n, r, netNames[k], func(from network.PlayerID, data []byte) { s.receive(k, from, data) })
	}
}

// receive takes a command from player from, or refuses it with a warning.
func (s *system) receive(kind int, from network.PlayerID, data []byte) {
	c, err := decodeCommand(kind, data)
	if err == nil && len(s.link.queue) >= maxQueued {
		err = fmt.Errorf("%d commands wait already", maxQueued)
	}
	if err != nil {
		s.refuse(from, kind, err)
		return
	}
	c.from = from
	s.link.queue = append(s.link.queue, c)
}

func (s *system) refuse(from network.PlayerID, kind int, err error) {
	s.game.Problems().Warn(nil, "Tactics.Battle", "network: refused %s from player %d: %v", netNames[kind], from, err)
}

// playQueued plays the oldest command that waits, in the player's phase
// with nothing walking, and reports whether there was one (local input then
// waits). A cell off the map is refused.
func (s *system) playQueued(e *scenes.Entity, b *Battle) bool {
	if len(s.link.queue) == 0 {
		return false
	}
	c := s.link.queue[0]
	s.link.queue = append(s.link.queue[:0], s.link.queue[1:]...)
	if (c.what == doSelect || c.what == doMove || c.what == doAttack) && !s.field.In(c.cell) {
		s.refuse(c.from, c.kind, fmt.Errorf("cell %s is off the %d×%d map", cellText(c.cell), b.Width, b.Height))
		return true
	}
	s.do(e, b, c.what, c.cell)
	return true
}

// sendLocal is a player's machine's StepTacticsCommand: the local player's
// cursor moves here (Battle.Cursor, which the host's next snapshot
// overwrites with its own) and each select, cancel, wait or end-turn press
// becomes a command, a select chosen by the mode the host's snapshot shows
// (a move to the cursor when a unit is selected, an attack on it once the
// unit has moved).
func (s *system) sendLocal(g *runtime.Game, b *Battle) {
	me := int(s.link.svc.LocalPlayer())
	in := g.Input()
	for _, cm := range cursorMoves {
		if c := b.Cursor.Add(cm.dir.Offset()); in.Pressed(me, cm.action) && s.field.In(c) {
			b.Cursor = c
		}
	}
	cell := []byte{byte(b.Cursor.X()), byte(b.Cursor.Y())}
	switch {
	case in.Pressed(me, ActionSelect):
		kind := 0
		if at := s.unitAt(b.Cursor); b.Mode == ModeSelected && (at == nil || at.u.Side != SidePlayer) {
			kind = 1
		} else if b.Mode == ModeActing && at != nil && at.u.Side != SidePlayer {
			kind = 2
		}
		s.send(kind, cell...)
	case in.Pressed(me, ActionWait):
		s.send(3)
	case in.Pressed(me, ActionEndTurn):
		s.send(4)
	case in.Pressed(me, ActionCancel):
		s.send(5)
	}
}

// send sends command kind to the host; a session's error is a warning.
func (s *system) send(kind int, payload ...byte) {
	if err := s.link.svc.Send(0, s.link.ids[kind], payload); err != nil {
		s.game.Problems().Warn(nil, "Tactics.Battle", "network: sending %s: %v", netNames[kind], err)
	}
}
