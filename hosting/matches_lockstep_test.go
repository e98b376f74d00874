package hosting_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// Two players play a lockstep game (project.griff's network mode
// "lockstep") through a server of hosting.Matches on real loopback UDP:
// the server relays their inputs as for rollback and runs no game; both
// machines play the same steps to the same fingerprint, each disc walking
// as its player's script said, and the relay's digests agree.
func TestLockstepMatchOverLoopbackUDP(t *testing.T) {
	rm := newRelayedMatch(t, "lockstep-duel", true, [][]input.Event{hold("right", 30, 150), hold("left", 45, 170)})
	m, ms, stop := rm.m, rm.ms, 400
	if !rm.play(t, griff.Tick(stop)) {
		t.Fatal("the match did not reach step 400")
	}
	if m.Games()[0] != nil || m.Relay(0) == nil {
		t.Fatal("the server runs a game for a lockstep match, or no relay")
	}
	if a, b := ms[0].g.Fingerprint(), ms[1].g.Fingerprint(); a != b {
		t.Errorf("the machines end step %d with fingerprints %.16s and %.16s", stop, a, b)
	}
	g := ms[0].g
	if x := g.Scene().Find("Player1").Transform().Position().X(); x < 200 {
		t.Errorf("player 0's disc is at x = %v: it did not walk right", x)
	}
	if x := g.Scene().Find("Player2").Transform().Position().X(); x > 300 {
		t.Errorf("player 1's disc is at x = %v: it did not walk left", x)
	}
	if relay := m.Relay(0); relay.Checked < 5 || relay.Desyncs != 0 || len(rm.reports) != 0 {
		t.Errorf("the relay checked %d steps' digests, %d desyncs, reports %q", relay.Checked, relay.Desyncs, rm.reports)
	}
	for i, mc := range ms {
		t.Logf("machine %d: %+v", i, mc.ls.Stats())
	}
}
