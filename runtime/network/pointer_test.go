package network_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// clicks records, on one machine, what player 1's pointer did: where each
// click went down, the wheel's turn and the touches' edges. A click also
// puts pawn 1 where it went down, so the game's state holds it.
type clicks struct {
	at      []griff.Vec
	wheel   *float64
	touches *[]string
}

func (clicks) Name() string { return "Clicks" }

func (c *clicks) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Clicks"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		in := g.Input()
		ptr := in.Pointer(1)
		if in.Pressed(1, "click") && ptr.Known {
			c.at = append(c.at, griff.V(ptr.X, ptr.Y))
			g.Scene().Find("Pawn1").Transform().SetPosition(griff.V(ptr.X, ptr.Y))
		}
		*c.wheel += ptr.WheelY
		for _, t := range in.Touches(1, nil) {
			if t.Began {
				*c.touches = append(*c.touches, fmt.Sprintf("began %d at %v,%v", t.ID, t.X, t.Y))
			}
			if t.Ended {
				*c.touches = append(*c.touches, fmt.Sprintf("ended %d at %v,%v", t.ID, t.X, t.Y))
			}
		}
	})
	return nil
}

func newClicks() *clicks { return &clicks{wheel: new(float64), touches: new([]string)} }

// pointerScript moves player 0's cursor to (123.4, 56.6) and clicks there,
// turns the wheel 1.5 notches down, drags a finger and taps another within
// one step, from step from on.
func pointerScript(from griff.Tick) []input.Event {
	return []input.Event{
		{Tick: from, Kind: input.KindPointer, X: 123.4, Y: 56.6},
		{Tick: from + 10, Action: "click", Down: true, Value: 1},
		{Tick: from + 20, Action: "click"},
		{Tick: from + 30, Kind: input.KindWheel, Y: 1.5},
		{Tick: from + 40, Kind: input.KindTouchBegan, Touch: 7, X: 10, Y: 20},
		{Tick: from + 45, Kind: input.KindTouchMoved, Touch: 7, X: 30.2, Y: 40},
		{Tick: from + 50, Kind: input.KindTouchEnded, Touch: 7, X: 30.2, Y: 40},
		{Tick: from + 60, Kind: input.KindTouchBegan, Touch: 8, X: 5, Y: 6},
		{Tick: from + 60, Kind: input.KindTouchEnded, Touch: 8, X: 5, Y: 6},
	}
}

var wantTouches = []string{"began 7 at 10,20", "ended 7 at 30,40", "began 8 at 5,6", "ended 8 at 5,6"}

func checkClicks(t *testing.T, who string, c *clicks) {
	t.Helper()
	if !slices.Equal(c.at, []griff.Vec{griff.V(123, 57)}) {
		t.Errorf("%s saw player 1 click at %v, want once at (123, 57) (whole logical pixels)", who, c.at)
	}
	if *c.wheel != 1.5 {
		t.Errorf("%s saw player 1's wheel turn %v notches, want 1.5", who, *c.wheel)
	}
	if !slices.Equal(*c.touches, wantTouches) {
		t.Errorf("%s saw player 1's touches %q, want %q", who, *c.touches, wantTouches)
	}
}

// A player's click, wheel and touches reach the host's game as player 1's
// pointer, over latency and loss.
func TestClientPointerReachesHost(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 80 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	c := newClicks()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, nil, c)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	player := newMachine(t, network.Options{Join: tr}, pointerScript(150))
	for range 400 {
		player.g.Step()
		host.g.Step()
	}
	checkClicks(t, "the host", c)
	if got := host.g.Scene().Find("Pawn1").Transform().Position(); got != griff.V(123, 57) {
		t.Errorf("the host's pawn 1 is at %v, want where player 1 clicked, (123, 57)", got)
	}
}

// In rollback mode the pointer is part of every player's input: each
// machine sees player 1's click at the same place, and the games agree.
func TestRollbackCarriesPointer(t *testing.T) {
	hub := transport.NewHub()
	slow := transport.Conditions{Latency: 60 * time.Millisecond, Loss: 0.05}
	hostLink := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(hostLink, slow, griff.NewRand(1)))
	client := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), slow, griff.NewRand(2)), hostLink.Addr())
	links := []*network.TransportLink{network.NewRollbackLink(server, true), network.NewRollbackLink(client, false)}
	var rbs []*network.Rollback
	var games []*runtime.Game
	cs := []*clicks{newClicks(), newClicks()}
	for p := range 2 {
		r, err := network.NewRollback(network.RollbackOptions{Players: 2, Local: p, Link: links[p]})
		if err != nil {
			t.Fatal(err)
		}
		var script []input.Event
		if p == 1 {
			script = pointerScript(100)
		}
		rbs, games = append(rbs, r), append(games, rollbackGame(t, r, script, cs[p]))
	}
	for i := range 400 {
		for p := range 2 {
			links[p].Poll(time.Duration(i) * time.Second / 60)
			if err := rbs[p].Step(); err != nil {
				t.Fatalf("machine %d, step %d: %v", p, i, err)
			}
		}
	}
	for p := range 2 {
		// A re-simulated step records again: every click seen is at the spot.
		if len(cs[p].at) == 0 || slices.ContainsFunc(cs[p].at, func(v griff.Vec) bool { return v != griff.V(123, 57) }) {
			t.Errorf("machine %d saw player 1 click at %v, want at (123, 57)", p, cs[p].at)
		}
		if got := games[p].Scene().Find("Pawn1").Transform().Position(); got != griff.V(123, 57) {
			t.Errorf("machine %d's pawn 1 is at %v, want where player 1 clicked, (123, 57)", p, got)
		}
	}
	if games[0].Fingerprint() != games[1].Fingerprint() {
		t.Error("the two machines' games differ")
	}
}
