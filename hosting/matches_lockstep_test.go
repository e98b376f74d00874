package hosting_test

import (
	"os"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// Two players play a lockstep game (project.griff's network mode
// "lockstep") through a server of hosting.Matches on real loopback UDP:
// the server relays their inputs as for rollback and runs no game; both
// machines play the same steps to the same fingerprint, each disc walking
// as its player's script said, and the relay's digests agree.
func TestLockstepMatchOverLoopbackUDP(t *testing.T) {
	lg, err := hosting.Load(os.DirFS("testdata/lockstep-duel"), "lockstep-duel")
	if err != nil {
		t.Fatal(err)
	}
	udp, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var reports []string
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, udp),
		Report: func(s string) { reports = append(reports, s) }})
	defer m.Close()
	scripts := [][]input.Event{hold("right", 30, 150), hold("left", 45, 170)}
	type machine struct {
		link *network.TransportLink
		ls   *network.Lockstep
		g    *runtime.Game
	}
	var ms []*machine
	links := []*transport.UDPLink{udp}
	for i := range scripts {
		l, addr, err := transport.DialUDPLink(udp.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		tr := transport.NewClient(transport.Config{}, l, addr)
		defer tr.Close()
		links = append(links, l)
		mc := &machine{link: network.NewRollbackLink(tr, false)}
		mc.link.Join([]string{"ana", "bo"}[i])
		ms = append(ms, mc)
	}
	const stop = 400
	step := time.Second / 60
	var now time.Duration
	done := func() bool {
		for _, mc := range ms {
			if mc.g == nil || mc.g.Clock().Tick() < stop {
				return false
			}
		}
		return true
	}
	for i := 0; i < 2000 && !done(); i++ {
		now += step
		for j, mc := range ms {
			mc.link.Poll(now)
			if mc.ls == nil && mc.link.Started() {
				seat, players, _ := mc.link.Seat()
				ls, err := network.NewLockstep(network.RollbackOptions{Players: players, Local: seat, Link: mc.link})
				if err != nil {
					t.Fatal(err)
				}
				g, err := lg.NewGame(hosting.Options{Seed: 1, Input: ls.Input(input.NewScript(scripts[j])), Systems: []runtime.System{ls}})
				if err != nil {
					t.Fatal(err)
				}
				mc.ls, mc.g = ls, g
			}
			if mc.ls != nil && mc.g.Clock().Tick() < stop {
				if _, err := mc.ls.Step(); err != nil {
					t.Fatal(err)
				}
			}
		}
		m.Frame(now, step)
		transport.Settle(5*time.Second, links...)
	}
	if !done() {
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
	if relay := m.Relay(0); relay.Checked < 5 || relay.Desyncs != 0 || len(reports) != 0 {
		t.Errorf("the relay checked %d steps' digests, %d desyncs, reports %q", relay.Checked, relay.Desyncs, reports)
	}
	for i, mc := range ms {
		t.Logf("machine %d: %+v", i, mc.ls.Stats())
	}
}
