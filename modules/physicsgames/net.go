package physicsgames

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// CommandKeys is the module's network command: a player's machine sends
// its player's actions to the host whenever one is pressed or let go, and
// the host plays them as if pressed on the host (the games are for one
// player: a remote player plays the host's level). Its payload is 2 bytes:
// the actions held, one bit each in the order left, right, up, down,
// launch, nudge, back; then the actions pressed since the last command, so
// a tap shorter than a step counts. Dragging with the pointer is local:
// a remote player aims with the keys.
const CommandKeys = "physicsgames.keys"

// netLink is the system's side of the network. It is not game state: a
// remote player's keys live from the step they arrive to the next command.
type netLink struct {
	svc      network.Service
	cmd      network.CommandID
	held     uint8
	pressed  uint8
	released uint8
	tapped   uint8 // pressed and let go again before the command was sent
	sent     uint8 // a player's machine: the held mask sent last
}

// client reports whether the game is a player's machine of a session.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers CommandKeys and
// handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.cmd = network.HandleOnHost(n, r, CommandKeys, func(from network.PlayerID, d []byte) { s.arrive(from, d) })
}

// arrive takes a player's keys, or refuses a malformed payload with a
// warning.
func (s *system) arrive(from network.PlayerID, d []byte) {
	const all = 1<<len(actionNames) - 1
	if len(d) != 2 || d[0]&^all != 0 || d[1]&^all != 0 {
		s.game.Problems().Warn(nil, "PhysicsGames", "network: refused %s from player %d: malformed payload of %d bytes", CommandKeys, from, len(d))
		return
	}
	s.link.released |= s.link.held &^ d[0]
	s.link.pressed |= d[1]
	s.link.tapped |= d[1] &^ d[0]
	s.link.held = d[0] | d[1]
}

// sendLocal is a player's machine's step: its player's keys go to the host
// when they change.
func (s *system) sendLocal(g *runtime.Game) {
	me := int(s.link.svc.LocalPlayer())
	var held, pressed uint8
	for i, a := range actionNames {
		if g.Input().Held(me, a) {
			held |= 1 << i
		}
		if g.Input().Pressed(me, a) {
			pressed |= 1 << i
		}
	}
	if held == s.link.sent && pressed == 0 {
		return
	}
	s.link.sent = held
	if err := s.link.svc.Send(0, s.link.cmd, []byte{held, pressed}); err != nil {
		g.Problems().Warn(nil, "PhysicsGames", "network: sending %s: %v", CommandKeys, err)
	}
}
