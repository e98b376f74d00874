package adventure

import (
	"errors"
	"fmt"
	"math"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// The module's network commands, registered in this order (see the package
// documentation, "Network").
const (
	CommandClick  = "adventure.click"  // 4 bytes: x and y, int16 big-endian screen pixels
	CommandLook   = "adventure.look"   // 4 bytes, as CommandClick
	CommandChoice = "adventure.choice" // 1 byte: the open choice's row, 0..3
)

// maxQueued is how many commands the host keeps for the next step; more
// are refused with a warning.
const maxQueued = 16

// netKind is what a command (or a local order) asks.
type netKind uint8

const (
	netClick netKind = iota
	netLook
	netChoice
	netKinds
)

var netNames = [netKinds]string{CommandClick, CommandLook, CommandChoice}

// errPayload is what a refused payload's warning wraps.
var errPayload = errors.New("malformed payload")

// decodeCommand reads the payload of a command of kind k: a click or a look
// is 4 bytes, the screen point's x and y as int16 big-endian logical
// pixels; a choice is one byte, the row 0..MaxChoices-1. Any other length
// or value is an error wrapping errPayload.
func decodeCommand(k netKind, data []byte) (order, error) {
	o := order{kind: k}
	switch k {
	case netClick, netLook:
		if len(data) != 4 {
			return o, fmt.Errorf("%w: a point is 4 bytes, got %d", errPayload, len(data))
		}
		o.x = float64(int16(uint16(data[0])<<8 | uint16(data[1])))
		o.y = float64(int16(uint16(data[2])<<8 | uint16(data[3])))
	case netChoice:
		if len(data) != 1 || int(data[0]) >= MaxChoices {
			return o, fmt.Errorf("%w: a choice is one byte 0..%d, got % x", errPayload, MaxChoices-1, data)
		}
		o.choice = int(data[0])
	default:
		return o, fmt.Errorf("%w: unknown command %d", errPayload, k)
	}
	return o, nil
}

// encodePoint returns the payload of a click or look at (x, y), rounded to
// whole pixels and clamped to int16.
func encodePoint(x, y float64) []byte {
	c := func(v float64) uint16 {
		return uint16(int16(math.Max(math.MinInt16, math.Min(math.MaxInt16, math.Round(v)))))
	}
	ux, uy := c(x), c(y)
	return []byte{byte(ux >> 8), byte(ux), byte(uy >> 8), byte(uy)}
}

// queued is a command that arrived, waiting for the next step.
type queued struct {
	o    order
	from network.PlayerID
}

// netLink is the system's side of the network: the service, the ids of the
// module's commands and the commands that wait. It is not game state: a
// command lives from the step it arrives to the next.
type netLink struct {
	svc   network.Service
	ids   [netKinds]network.CommandID
	queue []queued
}

// client reports whether the game is a player's machine of a session: it
// then sends its player's clicks to the host and plays none itself.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// local returns this machine's player (0 offline and on the host).
func (l *netLink) local() int {
	if l.svc == nil {
		return 0
	}
	return int(l.svc.LocalPlayer())
}

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
	o, err := decodeCommand(k, data)
	if err == nil && len(s.link.queue) >= maxQueued {
		err = fmt.Errorf("%d commands wait already", maxQueued)
	}
	if err != nil {
		s.refuse(from, k, err)
		return
	}
	s.link.queue = append(s.link.queue, queued{o, from})
}

func (s *system) refuse(from network.PlayerID, k netKind, err error) {
	s.game.Problems().Warn(nil, "Adventure.Game", "network: refused %s from player %d: %v", netNames[k], from, err)
}

// sendLocal is a player's machine's StepAdventure: the local player's
// clicks, looks and choice keys become commands to the host.
func (s *system) sendLocal(g *runtime.Game) {
	me := s.link.local()
	in := g.Input()
	pt := in.Pointer(me)
	if pt.Known && in.Pressed(me, ActionClick) {
		s.send(netClick, encodePoint(pt.X, pt.Y))
	}
	if pt.Known && in.Pressed(me, ActionLook) {
		s.send(netLook, encodePoint(pt.X, pt.Y))
	}
	for i, a := range choiceActions {
		if in.Pressed(me, a) {
			s.send(netChoice, []byte{byte(i)})
		}
	}
}

// send sends command k to the host; a session's error is a warning.
func (s *system) send(k netKind, payload []byte) {
	if err := s.link.svc.Send(0, s.link.ids[k], payload); err != nil {
		s.game.Problems().Warn(nil, "Adventure.Game", "network: sending %s: %v", netNames[k], err)
	}
}
