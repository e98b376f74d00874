package contraptions

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// CommandPress is the module's network command: a player's machine sends
// each press of the module's actions to the host, which plays it in its
// next step; every player builds and runs the one board. Its payload is 1
// byte: the action's index in the Controls list (0 left, 1 right, 2 up,
// 3 down, 4 place, 5 remove, 6 rotate, 7 next, 8 prev, 9 run).
const CommandPress = "contraptions.press"

// maxQueued is how many presses the host keeps for its next step; more are
// refused with a warning.
const maxQueued = 16

// press is a press a player's machine sent.
type press struct {
	action int
	from   network.PlayerID
}

// netLink is the system's side of the network. It is not game state: a
// press lives from the step it arrives to the step it is played.
type netLink struct {
	svc   network.Service
	press network.CommandID
	queue []press
}

// client reports whether the game is a player's machine of a session: it
// then sends its player's presses to the host and plays none itself.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers CommandPress and
// handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.press = network.HandleOnHost(n, r, CommandPress, func(from network.PlayerID, d []byte) { s.arrive(from, d) })
}

// arrive queues a player's press, or refuses it with a warning (a payload
// that is not one known action's byte, or more than maxQueued waiting).
func (s *system) arrive(from network.PlayerID, d []byte) {
	var err error
	switch {
	case len(d) != 1 || int(d[0]) >= len(actionNames):
		err = fmt.Errorf("malformed payload of %d bytes", len(d))
	case len(s.link.queue) >= maxQueued:
		err = fmt.Errorf("%d presses wait already", maxQueued)
	}
	if err != nil {
		s.game.Problems().Warn(nil, "Contraptions", "network: refused %s from player %d: %v", CommandPress, from, err)
		return
	}
	s.link.queue = append(s.link.queue, press{int(d[0]), from})
}

// sendLocal is a player's machine's step: its player's presses go to the
// host.
func (s *system) sendLocal(g *runtime.Game) {
	me := int(s.link.svc.LocalPlayer())
	for i, a := range actionNames {
		if g.Input().Pressed(me, a) {
			if err := s.link.svc.Send(0, s.link.press, []byte{byte(i)}); err != nil {
				g.Problems().Warn(nil, "Contraptions", "network: sending %s: %v", CommandPress, err)
			}
		}
	}
}
