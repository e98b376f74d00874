//go:build !js

package play

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/network"
)

// A two-machine match recorded by one machine (as --record with --join
// does: hosting.NewRecording of the options the relayed match made) replays
// offline, with no network, to the recorded fingerprint: the recording holds
// both players' input as the simulation stepped with it. Player 1's inputs
// reach player 0 late (it plays behind), so player 0's rollback machine
// re-simulates with corrected input, which the recording must keep in place
// of its predictions.
func TestJoinedRecordingReplays(t *testing.T) {
	for _, mode := range []string{"rollback", "lockstep"} {
		t.Run(mode, func(t *testing.T) {
			lg := fightingGame(t)
			var scripts [2][]input.Event
			scripts[0] = append(append(press("down", 10, 2), press("start", 20, 2)...), press("right", 60, 80)...)
			scripts[0] = append(scripts[0], press("lp", 150, 3)...)
			scripts[1] = append(press("left", 70, 90), press("hp", 170, 3)...)
			r := newRelayRig(t, lg, mode, [2]hosting.Options{{Input: input.NewScript(scripts[0])}, {Input: input.NewScript(scripts[1])}}, true)
			ms, gs := r.ms, r.gs
			for f := 0; gs[0].Clock().Tick() < 240 || gs[1].Clock().Tick() < 240; f++ {
				if f > 2000 {
					t.Fatalf("the match stalled at steps %d and %d", gs[0].Clock().Tick(), gs[1].Clock().Tick())
				}
				r.tick()
				for i := range ms {
					if gs[i].Clock().Tick() >= 240 || i == 1 && f%3 == 0 { // player 1 falls behind
						ms[i].poll()
						continue
					}
					if err := ms[i].step(gs[i]); err != nil {
						t.Fatal(err)
					}
				}
			}
			for range 50 { // the last inputs arrive
				r.tick()
				for i := range ms {
					if err := ms[i].sync(); err != nil {
						t.Fatal(err)
					}
				}
			}
			if c := ms[0].confirmed(); c < 240 {
				t.Fatalf("player 0 has every input to step %d, want 240", c)
			}
			if mode == "rollback" && ms[0].rb.Stats().Rollbacks == 0 {
				t.Error("player 0 never rolled back: the test does not test re-simulated steps")
			}
			if a, b := network.SharedFingerprint(gs[0]), network.SharedFingerprint(gs[1]); a != b {
				t.Fatalf("the machines differ: %.16s, %.16s", a, b)
			}
			p := r.rec.Playthrough(gs[0])
			players := map[int]bool{}
			for _, e := range p.Events {
				players[e.Player] = true
			}
			if !players[0] || !players[1] {
				t.Errorf("the recording holds input of players %v, want 0 and 1", players)
			}
			g, err := hosting.Replay(lg, hosting.Options{}, p, 0)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Check(g); err != nil {
				t.Error(err)
			}
		})
	}
}
