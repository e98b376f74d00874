package network_test

import (
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// hits records, on one machine, when in their steps player 1's "hit" went
// down and up and their fingers came down and left (by step, so a
// re-simulated step writes over itself), and moves pawn 1 down by each
// time, so the game's state holds them.
type hits struct{ seen map[griff.Tick]string }

func (hits) Name() string { return "Hits" }

func (h *hits) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Hits"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		in, s := g.Input(), ""
		if at, ok := in.PressedAt(1, "hit"); ok {
			s += fmt.Sprintf("press %v ", at)
		}
		if at, ok := in.ReleasedAt(1, "hit"); ok {
			s += fmt.Sprintf("release %v ", at)
		}
		for _, t := range in.Touches(1, nil) {
			if t.Began {
				s += fmt.Sprintf("began %d %v ", t.ID, t.BeganAt)
			}
			if t.Ended {
				s += fmt.Sprintf("ended %d %v ", t.ID, t.EndedAt)
			}
		}
		if s != "" {
			h.seen[g.Clock().Tick()] = s
			g.Scene().Find("Pawn1").Transform().Move(griff.V(0, float64(len(s))))
		}
	})
	return nil
}

// seenInOrder returns what h saw, by step.
func (h *hits) seenInOrder() []string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(h.seen)) {
		out = append(out, h.seen[k])
	}
	return out
}

// hitAt is the At of the test's press: 0.3 steps rounded to a whole 1/1024
// (0.2998046875; 0.3 itself is not one).
var hitAt = input.RoundAt(0.3)

// timedScript presses and releases "hit", drags a finger and taps another
// within one step, each at a time within its step, from step from on.
func timedScript(from griff.Tick) []input.Event {
	return []input.Event{
		{Tick: from, Action: "hit", Down: true, Value: 1, At: hitAt},
		{Tick: from + 10, Action: "hit", At: 0.75},
		{Tick: from + 20, Kind: input.KindTouchBegan, Touch: 5, X: 1, Y: 2, At: 0.5},
		{Tick: from + 30, Kind: input.KindTouchEnded, Touch: 5, X: 1, Y: 2, At: 1.25},
		{Tick: from + 40, Kind: input.KindTouchBegan, Touch: 6, X: 3, Y: 4, At: 0.125},
		{Tick: from + 40, Kind: input.KindTouchEnded, Touch: 6, X: 3, Y: 4, At: 0.625},
	}
}

var wantHits = []string{"press 0.2998046875 ", "release 0.75 ", "began 5 0.5 ", "ended 5 1.25 ", "began 6 0.125 ended 6 0.625 "}

// A player's press at 0.3 steps into its step reaches the host's
// State.PressedAt as exactly that (a whole 1/1024), and so do the release's
// and the fingers' times, over latency and loss.
func TestRemotePressAtReachesHost(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 80 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	h := &hits{seen: map[griff.Tick]string{}}
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, nil, h)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	player := newMachine(t, network.Options{Join: tr}, timedScript(150))
	for range 400 {
		player.g.Step()
		host.g.Step()
	}
	if got := h.seenInOrder(); !slices.Equal(got, wantHits) {
		t.Errorf("the host saw player 1's input %q, want %q", got, wantHits)
	}
}

// In rollback mode the times are part of every player's input: each machine
// (the presser's own too, after its input delay) judges player 1's press at
// exactly 0.3 steps, and the games agree. A prediction repeats a player's
// held actions without their times, so times cost no rollback: the same
// input without times rolls back as often.
func TestRollbackCarriesPressAt(t *testing.T) {
	hs, rbs, games := rollbackHits(t, timedScript(100))
	for p := range 2 {
		if got := hs[p].seenInOrder(); !slices.Equal(got, wantHits) {
			t.Errorf("machine %d saw player 1's input %q, want %q", p, got, wantHits)
		}
		t.Logf("machine %d: %+v", p, rbs[p].Stats())
	}
	if games[0].Fingerprint() != games[1].Fingerprint() {
		t.Error("the two machines' games differ")
	}
	plain := timedScript(100)
	for i := range plain {
		plain[i].At = 0
	}
	_, rbs0, _ := rollbackHits(t, plain)
	if got, want := rbs[0].Stats().Rollbacks, rbs0[0].Stats().Rollbacks; got != want {
		t.Errorf("machine 0 rolled back %d times for input with times, %d without; want as often", got, want)
	}
}

// rollbackHits plays two machines in rollback mode over a slow link for 400
// steps, player 1 playing script.
func rollbackHits(t *testing.T, script []input.Event) ([]*hits, []*network.Rollback, []*runtime.Game) {
	t.Helper()
	hub := transport.NewHub()
	slow := transport.Conditions{Latency: 60 * time.Millisecond, Loss: 0.05}
	hostLink := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(hostLink, slow, griff.NewRand(1)))
	client := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), slow, griff.NewRand(2)), hostLink.Addr())
	links := []*network.TransportLink{network.NewRollbackLink(server, true), network.NewRollbackLink(client, false)}
	var rbs []*network.Rollback
	var games []*runtime.Game
	hs := []*hits{{seen: map[griff.Tick]string{}}, {seen: map[griff.Tick]string{}}}
	for p := range 2 {
		r, err := network.NewRollback(network.RollbackOptions{Players: 2, Local: p, Link: links[p]})
		if err != nil {
			t.Fatal(err)
		}
		var sc []input.Event
		if p == 1 {
			sc = script
		}
		rbs, games = append(rbs, r), append(games, rollbackGame(t, r, sc, hs[p]))
	}
	for i := range 400 {
		for p := range 2 {
			links[p].Poll(time.Duration(i) * time.Second / 60)
			if err := rbs[p].Step(); err != nil {
				t.Fatalf("machine %d, step %d: %v", p, i, err)
			}
		}
	}
	return hs, rbs, games
}

// BenchmarkTapsUpstream measures what a player's machine sends the host in
// snapshot mode while tapping 4 times a second (each tap held 5 steps), with
// the taps' times (as a window stamps them) and without: bytes a second.
// A step with a press or release sends its payload with the times, and the
// steps after it differ from it, so the session's 1-byte repeats of the
// InputRedundancy steps cost one more whole payload for 8 packets.
func BenchmarkTapsUpstream(b *testing.B) {
	for _, c := range []struct {
		name string
		at   float64
	}{{"untimed", 0}, {"timed", 0.5}} {
		b.Run(c.name, func(b *testing.B) {
			var bps float64
			for b.Loop() {
				hub := transport.NewHub()
				link := hub.NewLink()
				host := newMachine(b, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil)
				tr := transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())
				var script []input.Event
				for s := griff.Tick(60); s < 660; s += 15 {
					script = append(script, input.Event{Tick: s, Action: "hit", Down: true, Value: 1, At: c.at},
						input.Event{Tick: s + 5, Action: "hit", At: c.at})
				}
				player := newMachine(b, network.Options{Join: tr}, script)
				var before uint64
				for i := range 660 {
					if i == 60 {
						before = tr.Stats(transport.ServerPeer).BytesOut
					}
					player.g.Step()
					host.g.Step()
				}
				bps = float64(tr.Stats(transport.ServerPeer).BytesOut-before) / 10
			}
			b.ReportMetric(bps, "bytes/s")
		})
	}
}
