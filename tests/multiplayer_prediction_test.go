package tests

import (
	"math"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// On a perfect network (the in-memory hub: no latency, no loss) a player's
// prediction of their own chick is what the host computes, so it is hardly
// ever corrected, and the chick never jumps on their screen. Compared byte
// for byte, float noise (a resting speed of 2.25e-23 on the host, -7.9e-23 on
// the player) made 74 corrections a player in 900 steps; one just before a
// jump lost the press (the chick was not grounded for a few steps), it
// walked off the ledge and snapped 46 units at the next check (tester 4).
// With the tolerances of runtime/network (agree.go): 3 each, all while
// joining.
func TestMultiplayerTemplatePerfectNetworkPredicts(t *testing.T) {
	lg := climb(t)
	hub := transport.NewHub()
	link := hub.NewLink()
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, link), PlayersPerMatch: 4})
	defer m.Close()
	var players []*runtime.Game
	for i := range 2 {
		tr := transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())
		players = append(players, climbClient(t, lg, tr, input.NewScript(slices.Clone(climbScripts[i]))))
	}
	last := make([][2]float64, 2)
	biggest := 0.0
	step := time.Second / 60
	var now time.Duration
	for f := range 900 {
		for i, g := range players {
			g.Step()
			me := runtime.Service[network.Service](g).LocalPlayer()
			if me == 0 {
				continue
			}
			e := g.Scene().Find([]string{"", "Player1", "Player2"}[me])
			p := e.Transform().Position()
			if f > 100 && e.Active() {
				biggest = math.Max(biggest, math.Hypot(p.X()-last[i][0], p.Y()-last[i][1]))
			}
			last[i] = [2]float64{p.X(), p.Y()}
		}
		now += step
		m.Frame(now, step)
	}
	for i, g := range players {
		c := runtime.Service[network.Service](g).(*network.System).Corrections()
		t.Logf("player %d: %d corrections", i+1, c)
		if c > 5 {
			t.Errorf("player %d: %d corrections in 900 steps on a perfect network, want at most 5", i+1, c)
		}
	}
	t.Logf("biggest own-chick step after step 100: %.2f units", biggest)
	if biggest > 12 {
		t.Errorf("a player's own chick moved %.2f units in one step on their screen (running is 2, falling at most 7)", biggest)
	}
}

// A player holding "right" from their game's first step, before the host's
// welcome gives them their player index, sees their chick run on their
// screen as the host runs it, as one who presses it after joining does. The
// local input was tagged player 0 until the welcome, so player 1's own
// prediction never saw the key down while the host got the whole held
// state: the chick stood still on its player's screen for 40 of 82 steps,
// and was pulled along by corrections (tester 4).
func TestMultiplayerTemplateKeyHeldWhileJoining(t *testing.T) {
	for _, press := range []int{1, 200} {
		lg := climb(t)
		hub := transport.NewHub()
		link := hub.NewLink()
		m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, link), PlayersPerMatch: 4})
		tr := transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())
		g := climbClient(t, lg, tr, input.NewScript(holds("right", press, press+100)))
		step := time.Second / 60
		var now time.Duration
		var last [2]float64
		moved, still := 0, 0
		for f := range 400 {
			g.Step()
			now += step
			m.Frame(now, step)
			e := g.Scene().Find("Player1")
			if e == nil || !e.Active() {
				continue
			}
			p := e.Transform().Position()
			if f > press+5 && f < press+95 && last != [2]float64{} {
				if math.Hypot(p.X()-last[0], p.Y()-last[1]) > 0.5 {
					moved++
				} else {
					still++
				}
			}
			last = [2]float64{p.X(), p.Y()}
		}
		m.Close()
		t.Logf("right held from step %d: %d steps moved, %d still", press, moved, still)
		if still > 5 || moved == 0 {
			t.Errorf("right held from step %d: the player's own chick stood still on their screen %d of %d steps", press, still, still+moved)
		}
	}
}
