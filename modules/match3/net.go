package match3

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// CommandSwap is the module's one network command: a player asks the host to
// swap two gems (see the package documentation, "Network").
const CommandSwap = "match3.swap"

// maxSwapsPerStep is how many swaps the host takes from players in one
// step; only one can start on a board (a swap ends its idle), so more are a
// flood and are refused.
const maxSwapsPerStep = 8

// errPayload is what a refused payload's warning wraps.
var errPayload = errors.New("malformed payload")

// netSwap is one decoded swap command.
type netSwap struct {
	a, c Cell
	from network.PlayerID
}

// decodeSwap reads a swap's payload: four bytes, the first cell's column
// and row then the second's, each below MaxSize, the two cells neighbours.
// It returns an error wrapping errPayload otherwise; whether the cells are
// on the board is checked when the swap is played.
func decodeSwap(data []byte) (a, c Cell, err error) {
	if len(data) != 4 {
		return a, c, fmt.Errorf("%w: a swap is 4 bytes, got %d", errPayload, len(data))
	}
	for _, v := range data {
		if v >= MaxSize {
			return a, c, fmt.Errorf("%w: cell % x out of a %d×%d board", errPayload, data, MaxSize, MaxSize)
		}
	}
	a, c = Cell{int(data[0]), int(data[1])}, Cell{int(data[2]), int(data[3])}
	if !neighbours(a, c) {
		return a, c, fmt.Errorf("%w: cells %v and %v are not neighbours", errPayload, a, c)
	}
	return a, c, nil
}

// encodeSwap returns the payload of a swap of a and c.
func encodeSwap(a, c Cell) []byte {
	return []byte{byte(a.X), byte(a.Y), byte(c.X), byte(c.Y)}
}

// netLink is the system's side of the network: the service, the id of the
// swap command and the swaps players sent this step (not game state: they
// are played in the step they arrive).
type netLink struct {
	svc   network.Service
	id    network.CommandID
	swaps []netSwap
}

// client reports whether the game is a player's machine of a session.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// local reports whether the host's own input works board b: always offline
// (local players, b.Input); online only the host's player 0, since remote
// players play through commands (their replicated input would swap twice).
func (l *netLink) local(b *Board) bool {
	return l.svc == nil || !l.svc.Online() || b.Input == 0
}

// SetupNetwork implements network.Commander: it registers CommandSwap and
// handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.id = network.HandleOnHost(n, r, CommandSwap, s.arrive)
}

// arrive takes a swap from player from, or refuses it with a warning.
func (s *system) arrive(from network.PlayerID, data []byte) {
	a, c, err := decodeSwap(data)
	if err == nil && len(s.link.swaps) >= maxSwapsPerStep {
		err = fmt.Errorf("more than %d swaps in a step", maxSwapsPerStep)
	}
	if err != nil {
		s.refuse(nil, from, err)
		return
	}
	s.link.swaps = append(s.link.swaps, netSwap{a, c, from})
}

// refuse warns in the game's problem log about a swap of player from.
func (s *system) refuse(e *scenes.Entity, from network.PlayerID, err error) {
	s.game.Problems().Warn(e, "Match3.Board", "network: refused %s from player %d: %v", CommandSwap, from, err)
}

// playQueued plays the swaps players sent this step on their boards
// (boardFor): a swap of a cell off the board is refused with a warning; one
// that arrives while the board is busy (a cascade the player had not seen
// yet) or names an empty cell changes nothing, as a click would. On a
// player's machine it sends the local player's swap instead. It reports
// whether the game is a player's machine, whose StepBoards ends there.
func (s *system) playQueued(g *runtime.Game, tick griff.Tick) bool {
	if s.link.client() {
		s.sendLocal(g, tick)
		return true
	}
	for _, sw := range s.link.swaps {
		e, b := boardFor(g, int(sw.from))
		switch {
		case b == nil || !b.Started:
		case !b.In(sw.a) || !b.In(sw.c):
			s.refuse(e, sw.from, fmt.Errorf("cell %v or %v is off the board", sw.a, sw.c))
		default:
			b.Swap(sw.a, sw.c, tick)
		}
	}
	s.link.swaps = s.link.swaps[:0]
	return false
}

// boardFor returns the board player p plays: the first active board whose
// Input is p or, if none is, the scene's first active board (one board
// shared by everyone, as in the template); nil if there is none.
func boardFor(g *runtime.Game, p int) (*scenes.Entity, *Board) {
	var fe *scenes.Entity
	var fb *Board
	for e, b := range scenes.Active[Board](g.Scene()) {
		if b.Input == p {
			return e, b
		}
		if fb == nil {
			fe, fb = e, b
		}
	}
	return fe, fb
}

// sendLocal is a player's machine's StepBoards: the local player works the
// cursor and the pointer on their board as the host shows it, with the same
// controls as the host's (control, on a copy of the board read as the local
// player's); a swap they start is sent to the host as a command instead of
// played, and the copy's cursor, pick and grab are kept (they are not sent,
// net:"-").
func (s *system) sendLocal(g *runtime.Game, tick griff.Tick) {
	me := int(s.link.svc.LocalPlayer())
	e, b := boardFor(g, me)
	if b == nil || !b.Started || b.Phase != PhaseIdle {
		return
	}
	try := *b // Swap changes only the phase, From, To and Picked: no cell
	try.Input = me
	control(g, e, &try, tick)
	b.Cursor, b.Pick, b.Picked, b.Grab, b.GrabFrom = try.Cursor, try.Pick, try.Picked, try.Grab, try.GrabFrom
	if try.Phase != PhaseSwap {
		return
	}
	if err := s.link.svc.Send(0, s.link.id, encodeSwap(try.From, try.To)); err != nil {
		g.Problems().Warn(e, "Match3.Board", "network: sending %s: %v", CommandSwap, err)
	}
}
