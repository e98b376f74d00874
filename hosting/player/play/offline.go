package play

import (
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// playOffline adds to opts an offline network system (no Host, no Join):
// a game played in the window without --join asks the network service and
// gets its offline answers, and its seats behave as offline
// (runtime/network.Seat: a seat marked "offline" is the local player's, as
// the multiplayer template's player 1).
func playOffline(opts *hosting.Options) {
	sys := network.NewSystem(network.Options{Name: "player"})
	opts.Systems = append(append([]runtime.System(nil), opts.Systems...), sys)
	wrap := opts.WrapInput
	opts.WrapInput = func(in input.Source) input.Source {
		if wrap != nil {
			in = wrap(in)
		}
		return sys.Input(in)
	}
}
