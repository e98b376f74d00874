package novel

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The module's network commands, registered in this order (see the package
// documentation, "Network").
const (
	CommandAdvance = "novel.advance"
	CommandChoose  = "novel.choose"
	CommandMode    = "novel.mode"
)

// The modes a mode command turns on or off.
const (
	modeSkip = 1
	modeAuto = 2
)

// netKind is what a command asks.
type netKind uint8

const (
	netAdvance netKind = iota
	netChoose
	netMode
	netKinds
)

var netNames = [netKinds]string{CommandAdvance, CommandChoose, CommandMode}

// errPayload is what a refused payload's warning wraps.
var errPayload = errors.New("malformed payload")

// netCommand is one decoded command.
type netCommand struct {
	kind   netKind
	said   int // advance, choose: the Moment.Said of the line or menu shown
	option int // choose: the option, from 0
	mode   int // mode: modeSkip or modeAuto
	from   network.PlayerID
}

// decodeCommand reads the payload of a command of kind k: an advance is 4
// bytes, the Said count of the line the player saw (big-endian); a choice is
// those 4 bytes of the menu's line then 1 byte, the option from 0; a mode is
// 1 byte, 1 skip or 2 auto. It returns an error wrapping errPayload for
// another length or mode; the option's range is checked against the menu
// when it is played.
func decodeCommand(k netKind, data []byte) (netCommand, error) {
	c := netCommand{kind: k}
	switch k {
	case netAdvance, netChoose:
		want := 4
		if k == netChoose {
			want = 5
		}
		if len(data) != want {
			return c, fmt.Errorf("%w: %d bytes, want %d", errPayload, len(data), want)
		}
		c.said = int(binary.BigEndian.Uint32(data))
		if k == netChoose {
			c.option = int(data[4])
		}
	case netMode:
		if len(data) != 1 || (data[0] != modeSkip && data[0] != modeAuto) {
			return c, fmt.Errorf("%w: a mode is 1 byte, 1 skip or 2 auto; got % x", errPayload, data)
		}
		c.mode = int(data[0])
	default:
		return c, fmt.Errorf("%w: unknown command %d", errPayload, k)
	}
	return c, nil
}

// encodeSaid returns the payload of a command about the line said, then
// extra.
func encodeSaid(said int, extra ...byte) []byte {
	return append(binary.BigEndian.AppendUint32(nil, uint32(said)), extra...)
}

// maxQueued is how many commands the host takes in one step; more are a
// flood and are refused.
const maxQueued = 8

// netLink is the system's side of the network: the service, the ids of the
// module's commands and the commands that arrived this step (not game
// state: they are played in the step they arrive).
type netLink struct {
	svc   network.Service
	ids   [netKinds]network.CommandID
	queue []netCommand
}

// client reports whether the game is a player's machine of a session.
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
		err = fmt.Errorf("more than %d commands in a step", maxQueued)
	}
	if err != nil {
		s.refuse(nil, from, k, err)
		return
	}
	c.from = from
	s.link.queue = append(s.link.queue, c)
}

func (s *system) refuse(e *scenes.Entity, from network.PlayerID, k netKind, err error) {
	s.game.Problems().Warn(e, "Novel.Reader", "network: refused %s from player %d: %v", netNames[k], from, err)
}

// remote is what the players' commands ask of the reader this step: an
// advance of the line showing, an option of the menu showing (-1: none),
// the modes to turn on or off.
type remote struct {
	advance    bool
	option     int
	skip, auto bool
}

// takeQueued turns the commands that arrived into what they ask of r,
// reader of entity e: a command about a line or menu no longer showing (the
// player had not seen the story move on) is dropped; an option the menu
// showing does not have is refused with a warning.
func (s *system) takeQueued(e *scenes.Entity, r *Reader) remote {
	out := remote{option: -1}
	for _, c := range s.link.queue {
		switch {
		case c.kind == netMode:
			out.skip = out.skip != (c.mode == modeSkip)
			out.auto = out.auto != (c.mode == modeAuto)
		case c.said != r.Now.Said:
		case c.kind == netAdvance && r.Wait == WaitLine:
			out.advance = true
		case c.kind == netChoose && r.Wait == WaitMenu && c.option >= len(r.Options):
			s.refuse(e, c.from, c.kind, fmt.Errorf("option %d of a menu of %d", c.option, len(r.Options)))
		case c.kind == netChoose && r.Wait == WaitMenu && out.option < 0:
			out.option = c.option
		}
	}
	s.link.queue = s.link.queue[:0]
	return out
}

// sendLocal is a player's machine's StepNovel: the story plays on the host;
// the local player's advance, choice and mode presses are sent to it, about
// the line or menu the host's snapshots show.
func (s *system) sendLocal(g *runtime.Game) {
	var r *Reader
	for _, rd := range scenes.ActiveRead[Reader](g.Scene()) {
		r = rd
		break
	}
	if r == nil || !r.Started || r.Ended {
		return
	}
	me, in := int(s.link.svc.LocalPlayer()), g.Input()
	if in.Pressed(me, ActionSkip) {
		s.send(netMode, []byte{modeSkip})
	}
	if in.Pressed(me, ActionAuto) {
		s.send(netMode, []byte{modeAuto})
	}
	switch r.Wait {
	case WaitLine:
		if in.Pressed(me, ActionAdvance) {
			s.send(netAdvance, encodeSaid(r.Now.Said))
		}
	case WaitMenu:
		pn, ok := runtime.LookupService[ui.IPanels](g)
		if !ok {
			return
		}
		for _, c := range pn.Chosen() {
			if n, ok := cutInt(c.Action, "choice:"); ok && n >= 0 && n < len(r.Options) {
				s.send(netChoose, encodeSaid(r.Now.Said, byte(n)))
				return
			}
		}
	}
}

func (s *system) send(k netKind, payload []byte) {
	if err := s.link.svc.Send(0, s.link.ids[k], payload); err != nil {
		s.game.Problems().Warn(nil, "Novel.Reader", "network: sending %s: %v", netNames[k], err)
	}
}
