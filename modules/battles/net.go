package battles

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// CommandPress is the module's network command: a player's machine sends
// each press of the battle's actions to the host, which plays it in its
// next step as the press of that player. Its payload is 1 byte: the
// action (0 left, 1 right, 2 up, 3 down, 4 confirm, 5 cancel). The relay
// is runtime/network's PressRelay.
const CommandPress = "battles.press"

// newLink returns the system's press relay (not game state: a press lives
// from the step it arrives to the step it is played).
func newLink() network.PressRelay {
	return network.PressRelay{Command: CommandPress, Source: "Battles", Actions: actionNames[:]}
}

// SetupNetwork implements network.Commander: it registers CommandPress and
// handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.Setup(s.game, n, r)
}

// sendLocal is a player's machine's step: the presses of its player, if a
// battle being played is theirs, go to the host.
func (s *system) sendLocal(g *runtime.Game) {
	for _, b := range scenes.Active[Battle](g.Scene()) {
		if b.Player == int(s.link.LocalPlayer()) {
			s.link.SendLocal(g)
		}
		return
	}
}
