package puzzle

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The module's network commands, registered in this order (see the package
// documentation, "Network").
const (
	CommandMove    = "puzzle.move"
	CommandUndo    = "puzzle.undo"
	CommandRestart = "puzzle.restart"
	CommandLevel   = "puzzle.level"
	CommandLevels  = "puzzle.levels"
)

// maxQueued is how many commands the host keeps waiting for the board (a
// move waits while something slides): a key buffer, as PuzzleScript keeps.
// More are dropped with a warning.
const maxQueued = 8

// netKind is what a command asks.
type netKind uint8

const (
	netMove netKind = iota
	netUndo
	netRestart
	netLevel
	netLevels
	netKinds
)

var netNames = [netKinds]string{CommandMove, CommandUndo, CommandRestart, CommandLevel, CommandLevels}

// netCommand is one decoded command.
type netCommand struct {
	kind  netKind
	dir   grid.Dir // netMove
	level int      // netLevel, from 0
	from  network.PlayerID
}

// errPayload is what a refused payload's warning wraps.
var errPayload = errors.New("malformed payload")

// decodeCommand reads the payload of a command of kind k: a move is one
// byte (0 up, 1 down, 2 left, 3 right), undo, restart and the level select
// are empty, a level pick is two bytes, the level's index (from 0) big-endian. It returns an
// error wrapping errPayload for any other length or value; the level's range
// is checked against the board when it is applied.
func decodeCommand(k netKind, data []byte) (netCommand, error) {
	c := netCommand{kind: k}
	switch k {
	case netMove:
		if len(data) != 1 || int(data[0]) >= len(moveDirs) {
			return c, fmt.Errorf("%w: a move is one byte 0..3, got % x", errPayload, data)
		}
		c.dir = moveDirs[data[0]].dir
	case netUndo, netRestart, netLevels:
		if len(data) != 0 {
			return c, fmt.Errorf("%w: %d bytes, want none", errPayload, len(data))
		}
	case netLevel:
		if len(data) != 2 {
			return c, fmt.Errorf("%w: a level pick is 2 bytes, got %d", errPayload, len(data))
		}
		c.level = int(data[0])<<8 | int(data[1])
	default:
		return c, fmt.Errorf("%w: unknown command %d", errPayload, k)
	}
	return c, nil
}

// netLink is the system's side of the network: the service, the ids of the
// module's commands and the commands players sent, waiting for the board.
// It is not game state: a command lives from the step it arrives to the
// step the board takes it.
type netLink struct {
	svc   network.Service
	ids   [netKinds]network.CommandID
	queue []netCommand
}

// client reports whether the game is a player's machine of a session: it
// then sends its player's moves to the host and plays none itself.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers the module's
// commands and handles them on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	for k := range netKinds {
		s.link.ids[k] = network.HandleOnHost(n, r, netNames[k], func(from network.PlayerID, data []byte) { s.arrive(k, from, data) })
	}
}

// arrive takes a command from player from, or refuses it with a warning.
func (s *system) arrive(k netKind, from network.PlayerID, data []byte) {
	c, err := decodeCommand(k, data)
	if err == nil && len(s.link.queue) >= maxQueued {
		err = fmt.Errorf("%d commands wait already", maxQueued)
	}
	if err != nil {
		s.refuse(from, k, err)
		return
	}
	c.from = from
	s.link.queue = append(s.link.queue, c)
}

func (s *system) refuse(from network.PlayerID, k netKind, err error) {
	s.game.Problems().Warn(nil, "Puzzle.Board", "network: refused %s from player %d: %v", netNames[k], from, err)
}

// pickLevels applies the level picks and level select toggles that wait,
// in order; a level out of range is refused.
func (s *system) pickLevels(b *Board, levels []Level) {
	q := s.link.queue[:0]
	for _, c := range s.link.queue {
		switch {
		case c.kind == netLevels:
			s.toggleMenu(b)
		case c.kind != netLevel:
			q = append(q, c)
		case c.level >= len(levels):
			s.refuse(c.from, netLevel, fmt.Errorf("level %d of %d", c.level, len(levels)))
		default:
			b.Level, b.Built = c.level, 0
			if panels, ok := runtime.LookupService[ui.IPanels](s.game); ok && panels.Top() == orDefault(b.Menu, DefaultMenu) {
				panels.Close(panels.Top()) // a pick ends the level select
			}
		}
	}
	s.link.queue = q
}

// playQueued plays the oldest command that waits (a move once everything
// rests) and reports whether one was played or waits, so local input waits
// behind it.
func (s *system) playQueued(b *Board, root *scenes.Entity) bool {
	if len(s.link.queue) == 0 {
		return false
	}
	c := s.link.queue[0]
	switch c.kind {
	case netMove:
		p := player(root)
		if p == nil {
			break
		}
		if !resting(root) {
			return true
		}
		s.before = capture(s.before[:0], root)
		scenes.Get[Player](p).Want = c.dir
		s.trying = p
	case netUndo:
		s.undo(b, root)
	case netRestart:
		s.restart(b, root)
	}
	s.link.queue = append(s.link.queue[:0], s.link.queue[1:]...)
	return true
}

// sendLocal is a player's machine's StepPuzzleMoves: the local player's
// presses become commands to the host (one move a press), and the level
// select's picks become level commands.
func (s *system) sendLocal(g *runtime.Game) {
	me := int(s.link.svc.LocalPlayer())
	in := g.Input()
	for i, md := range moveDirs {
		if in.Pressed(me, md.action) {
			s.send(netMove, byte(i))
		}
	}
	if in.Pressed(me, ActionUndo) {
		s.send(netUndo)
	}
	if in.Pressed(me, ActionRestart) {
		s.send(netRestart)
	}
	_, b := s.board()
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if b == nil || !ok {
		return
	}
	name := orDefault(b.Menu, DefaultMenu)
	for _, c := range panels.Chosen() {
		n, err := strconv.Atoi(strings.TrimPrefix(c.Action, levelAction))
		if strings.HasPrefix(c.Action, levelAction) && err == nil && n >= 0 && n < 1<<16 {
			s.send(netLevel, byte(n>>8), byte(n))
			panels.Close(name)
		}
	}
	if in.Pressed(me, ActionLevels) {
		s.send(netLevels) // the level select is the shared board's: the host opens it for everyone
	}
}

// send sends command k to the host; a session's error is a warning.
func (s *system) send(k netKind, payload ...byte) {
	if err := s.link.svc.Send(0, s.link.ids[k], payload); err != nil {
		s.game.Problems().Warn(nil, "Puzzle.Board", "network: sending %s: %v", netNames[k], err)
	}
}
