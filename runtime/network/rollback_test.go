package network_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// leaky is a deliberately nondeterministic system: it moves pawn 0 by a
// count kept outside the game's state, which a re-simulation does not put
// back (as a system reading a global, a map's order or the clock would).
type leaky struct{ n *int }

func (leaky) Name() string { return "Leaky" }

func (l leaky) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Leaky"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		*l.n++
		if e := g.Scene().Find("Pawn0"); e != nil {
			e.Transform().Move(griff.Vec{float64(*l.n % 3), 0})
		}
	})
	return nil
}

// rollbackGame is a game of 3 pawns driven by r, with local's script.
func rollbackGame(t *testing.T, r *network.Rollback, script []input.Event, extra ...runtime.System) *runtime.Game {
	t.Helper()
	var src input.Source
	if script != nil {
		src = input.NewScript(script)
	}
	g, err := runtime.NewGame(runtime.Options{Input: r.Input(src)}, append([]runtime.System{pawns{}}, extra...)...)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 3 {
		scenes.Add(g.Scene().NewEntity(fmt.Sprint("Pawn", p), nil), Pawn{Player: p})
	}
	r.Attach(g)
	return g
}

func TestSyncTestCatchesNondeterministicSystem(t *testing.T) {
	for _, bad := range []bool{false, true} {
		r, err := network.NewRollback(network.RollbackOptions{Players: 1, SyncTest: 4})
		if err != nil {
			t.Fatal(err)
		}
		var extra []runtime.System
		if bad {
			extra = append(extra, leaky{n: new(int)})
		}
		rollbackGame(t, r, walk(10, 50), extra...)
		var err2 error
		for range 100 {
			if err2 = r.Step(); err2 != nil {
				break
			}
		}
		var se *network.SyncError
		switch {
		case !bad && err2 != nil:
			t.Errorf("a deterministic game fails the sync test: %v", err2)
		case bad && !errors.As(err2, &se):
			t.Errorf("the sync test missed the nondeterministic system: %v", err2)
		case bad && (!strings.HasPrefix(se.First.Owner, "Pawn0") || se.First.Part != "transform"):
			t.Errorf("the sync test names %v, want pawn 0's transform", se)
		}
		if !bad {
			if st := r.Stats(); st.Rollbacks != 96 || st.Resimulated != 4*96 {
				t.Errorf("sync test stats %+v, want 96 rollbacks of 4 steps", st)
			}
			if x := r.Stats(); x.Steps != 100 {
				t.Errorf("took %d steps, want 100", x.Steps)
			}
		}
	}
}

// TestRollbackOverLossyLink plays three machines in rollback mode over the
// in-memory transport with 100 ms latency, jitter and 10% loss: each walks
// its pawn at other times, remote inputs come late and are mispredicted,
// and every machine ends with the same fingerprint at the same step.
func TestRollbackOverLossyLink(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 100 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.1}
	hostLink := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(hostLink, bad, griff.NewRand(1)))
	links := []*network.TransportLink{network.NewRollbackLink(server, true)}
	for i := range 2 {
		c := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(uint64(2+i))), hostLink.Addr())
		links = append(links, network.NewRollbackLink(c, false))
	}
	var rbs []*network.Rollback
	var games []*runtime.Game
	for p := range 3 {
		r, err := network.NewRollback(network.RollbackOptions{Players: 3, Local: p, Link: links[p]})
		if err != nil {
			t.Fatal(err)
		}
		// Player p walks twice, at other times.
		from := griff.Tick(60 + 40*p)
		script := append(walk(from, from+50), walk(from+120, from+130)...)
		rbs, games = append(rbs, r), append(games, rollbackGame(t, r, script))
	}
	step := time.Second / 60
	for i := range 600 {
		now := time.Duration(i) * step
		for p := range 3 {
			links[p].Poll(now)
			if err := rbs[p].Step(); err != nil {
				t.Fatalf("machine %d, step %d: %v", p, i, err)
			}
		}
	}
	want := games[0].Fingerprint()
	for p := range 3 {
		st := rbs[p].Stats()
		if got := games[p].Fingerprint(); got != want {
			t.Errorf("machine %d ends with fingerprint %s, machine 0 with %s", p, got, want)
		}
		if c := rbs[p].Confirmed(); c < 570 {
			t.Errorf("machine %d has every input only up to step %d", p, c)
		}
		if st.Rollbacks == 0 || st.Deepest < 6 {
			t.Errorf("machine %d: %+v: no rollback as deep as the latency", p, st)
		}
		for q := range 3 {
			if x := games[p].Scene().Find(fmt.Sprint("Pawn", q)).Transform().Position().X(); x != 60 {
				t.Errorf("on machine %d pawn %d walked to x = %v, want 60", p, q, x)
			}
		}
		t.Logf("machine %d: %+v, %d dropped", p, st, links[p].Dropped)
	}
}
