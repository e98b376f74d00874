package ui_test

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// joined answers the network service as a player's machine in a session
// does: online, this machine's player is 2 (whose keys arrive there as input
// of player 2, runtime/network).
type joined struct{ network.Service }

func (joined) Online() bool                  { return true }
func (joined) LocalPlayer() session.PlayerID { return 2 }

type joinedSystem struct{}

func (joinedSystem) Name() string { return "Joined" }
func (joinedSystem) Setup(g *runtime.Game) error {
	runtime.Provide[network.Service](g, joined{})
	return nil
}

// asPlayer returns events with their Player set to p.
func asPlayer(p int, events []input.Event) []input.Event {
	out := slices.Clone(events)
	for i := range out {
		out[i].Player = p
	}
	return out
}

// TestJoinedMachineReadsItsPlayer works the title menu on a player's
// machine (local player 2) with that player's keys and, in another game,
// mouse: both reach the choices they reach offline. Player 0's keys, not
// this machine's, do nothing there. The UI read player 0 alone, so a
// player's machine could not work a menu.
func TestJoinedMachineReadsItsPlayer(t *testing.T) {
	var keys []input.Event
	for i, a := range []string{"UIDown", "UIDown", "UIRight", "UIRight", "UIUp", "UIAccept", "UIDown", "UIDown", "UIAccept"} {
		keys = append(keys, press(griff.Tick(2+2*i), a)...)
	}
	mouse := []input.Event{{Tick: 2, Kind: input.KindPointer, X: 100, Y: 70}}
	mouse = append(mouse, press(3, "UIClick")...)
	want := [][]float64{{0, 1, 0.7, 0, 0, 0}, {0, 1, 0.5, 0, 0, 0}, {0, 0, 0.5, 0, 0, 0}}
	for i, events := range [][]input.Event{asPlayer(2, keys), asPlayer(2, mouse), keys} {
		g, _ := newGame(t, events, joinedSystem{})
		run(g, 30)
		if got := values(g); !slices.Equal(got, want[i]) {
			t.Errorf("input %d: widget values %v, want %v", i, got, want[i])
		}
	}
}
