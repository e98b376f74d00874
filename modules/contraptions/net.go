package contraptions

import (
	"github.com/griffengine/griff/runtime/network"
)

// CommandPress is the module's network command: a player's machine sends
// each press of the module's actions to the host, which plays it in its
// next step; every player builds and runs the one board. Its payload is 1
// byte: the action's index in the Controls list (0 left, 1 right, 2 up,
// 3 down, 4 place, 5 remove, 6 rotate, 7 next, 8 prev, 9 run). The relay
// is runtime/network's PressRelay.
const CommandPress = "contraptions.press"

// newLink returns the system's press relay (not game state: a press lives
// from the step it arrives to the step it is played).
func newLink() network.PressRelay {
	return network.PressRelay{Command: CommandPress, Source: "Contraptions", Actions: actionNames[:]}
}

// SetupNetwork implements network.Commander: it registers CommandPress and
// handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.Setup(s.game, n, r)
}
