package hosting_test

import (
	"os"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// matchMachine is one machine of a rollback or lockstep match joined
// through a server: its link, then (once the relay started the match) its
// driver and game.
type matchMachine struct {
	lg       *hosting.LoadedGame
	tr       transport.Transport
	link     *network.TransportLink
	script   []input.Event
	lockstep bool
	r        *network.Rollback
	ls       *network.Lockstep
	g        *runtime.Game
}

// frame polls the machine's link at now and, once the match started, takes
// a step until the game reaches stop; a rollback machine then only keeps
// its state final (Rollback.Sync).
func (p *matchMachine) frame(t *testing.T, now time.Duration, stop griff.Tick) {
	t.Helper()
	p.link.Poll(now)
	if p.g == nil && p.link.Started() {
		p.begin(t)
	}
	if p.g == nil {
		return
	}
	var err error
	switch {
	case p.ls != nil:
		if p.g.Clock().Tick() < stop {
			_, err = p.ls.Step()
		}
	case p.g.Clock().Tick() < stop:
		err = p.r.Step()
	default:
		err = p.r.Sync()
	}
	if err != nil {
		t.Fatalf("step %d: %v", p.g.Clock().Tick(), err)
	}
}

// begin makes the machine's driver and game, seated as the relay said.
func (p *matchMachine) begin(t *testing.T) {
	seat, players, _ := p.link.Seat()
	opts := network.RollbackOptions{Players: players, Local: seat, Link: p.link}
	if p.lockstep {
		ls, err := network.NewLockstep(opts)
		if err != nil {
			t.Fatal(err)
		}
		g, err := p.lg.NewGame(hosting.Options{Seed: 1, Input: ls.Input(input.NewScript(p.script)), Systems: []runtime.System{ls}})
		if err != nil {
			t.Fatal(err)
		}
		p.ls, p.g = ls, g
		return
	}
	r, err := network.NewRollback(opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.lg.NewGame(hosting.Options{Seed: 1, Input: r.Input(input.NewScript(p.script))})
	if err != nil {
		t.Fatal(err)
	}
	r.Attach(g)
	p.r, p.g = r, g
}

// done reports whether the machine's game reached stop (a rollback
// machine's with every input up to it confirmed).
func (p *matchMachine) done(stop griff.Tick) bool {
	return p.g != nil && p.g.Clock().Tick() >= stop && (p.r == nil || p.r.Confirmed() >= stop)
}

// relayedMatch is a server of hosting.Matches on real loopback UDP for the
// game in testdata/DIR, and a machine per script joined to it (as ana, bo,
// ...), all closed when the test ends.
type relayedMatch struct {
	m       *hosting.Matches
	udp     *transport.UDPLink
	links   []*transport.UDPLink // the server's, then each machine's
	ms      []*matchMachine
	reports []string // what the server reported (desyncs)
	now     time.Duration
}

func newRelayedMatch(t *testing.T, dir string, lockstep bool, scripts [][]input.Event) *relayedMatch {
	t.Helper()
	lg, err := hosting.Load(os.DirFS("testdata/"+dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	udp, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rm := &relayedMatch{udp: udp, links: []*transport.UDPLink{udp}}
	rm.m = hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, udp),
		Report: func(s string) { rm.reports = append(rm.reports, s) }})
	t.Cleanup(func() { rm.m.Close() })
	for i, s := range scripts {
		l, addr, err := transport.DialUDPLink(udp.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		tr := transport.NewClient(transport.Config{}, l, addr)
		t.Cleanup(func() { tr.Close() })
		rm.links = append(rm.links, l)
		p := &matchMachine{lg: lg, tr: tr, link: network.NewRollbackLink(tr, false), script: s, lockstep: lockstep}
		p.link.Join([]string{"ana", "bo", "cy", "di"}[i])
		rm.ms = append(rm.ms, p)
	}
	return rm
}

// play runs frames of a step's time (each machine's, then the server's,
// every packet in its inbox before the next) until every machine is done
// at stop, for at most 2000 frames; it reports whether they all were.
func (rm *relayedMatch) play(t *testing.T, stop griff.Tick) bool {
	t.Helper()
	done := func() bool {
		for _, p := range rm.ms {
			if !p.done(stop) {
				return false
			}
		}
		return true
	}
	step := time.Second / 60
	for i := 0; i < 2000 && !done(); i++ {
		rm.now += step
		for _, p := range rm.ms {
			p.frame(t, rm.now, stop)
		}
		rm.m.Frame(rm.now, step)
		transport.Settle(5*time.Second, rm.links...)
	}
	return done()
}

// hold is a script holding action from step from to step to.
func hold(action string, from, to griff.Tick) []input.Event {
	return []input.Event{{Tick: from, Action: action, Down: true, Value: 1}, {Tick: to, Action: action}}
}

// Two players play a rollback game (project.griff's network mode
// "rollback") through a server of hosting.Matches on real loopback UDP: the
// server relays their inputs and runs no game; both machines end at the
// same step with the same fingerprint, each disc having walked as its own
// player's script said, and the relay compared their digests every second
// and found them equal.
func TestRollbackMatchOverLoopbackUDP(t *testing.T) {
	scripts := [][]input.Event{append(hold("right", 30, 150), hold("down", 160, 200)...), append(hold("left", 45, 170), hold("up", 175, 215)...)}
	rm := newRelayedMatch(t, "rollback-duel", false, scripts)
	if !rm.play(t, 600) {
		t.Fatal("the match did not reach step 600 with every input confirmed")
	}
	m, players, reports := rm.m, rm.ms, rm.reports
	if m.Opened != 1 || m.Games()[0] != nil || m.Relay(0) == nil {
		t.Fatalf("the server opened %d matches; slot 0 has game %v and relay %v, want one relay and no game", m.Opened, m.Games()[0], m.Relay(0))
	}
	want := players[0].g.Fingerprint()
	for i, p := range players {
		if seat, n, _ := p.link.Seat(); seat != i || n != 2 {
			t.Errorf("player %d got seat %d of %d", i, seat, n)
		}
		if got := p.g.Fingerprint(); got != want {
			t.Errorf("player %d ends step %d with fingerprint %.16s, player 0 with %.16s", i, p.g.Clock().Tick(), got, want)
		}
		t.Logf("player %d: %+v, link dropped %d", i, p.r.Stats(), p.link.Dropped)
	}
	g := players[0].g
	if x := g.Scene().Find("Player1").Transform().Position().X(); x < 200 {
		t.Errorf("player 0's disc is at x = %v: it did not walk right", x)
	}
	if x := g.Scene().Find("Player2").Transform().Position().X(); x > 300 {
		t.Errorf("player 1's disc is at x = %v: it did not walk left", x)
	}
	relay := m.Relay(0)
	if relay.Checked < 9 || relay.Desyncs != 0 || len(reports) != 0 {
		t.Errorf("the relay checked %d steps' digests, %d desyncs, reports %q; want 9 or more checked, none differing", relay.Checked, relay.Desyncs, reports)
	}
	t.Log(m.Status())

	// A third player finds the match full and gets a match of their own;
	// then player 1 leaves: player 0 hears it and the first match ends.
	l, addr, err := transport.DialUDPLink(rm.udp.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	tr := transport.NewClient(transport.Config{}, l, addr)
	defer tr.Close()
	links := append(rm.links, l)
	third := network.NewRollbackLink(tr, false)
	third.Join("cy")
	frames := func(until func() bool) {
		step := time.Second / 60
		for i := 0; i < 300 && !until(); i++ {
			rm.now += step
			third.Poll(rm.now)
			players[0].link.Poll(rm.now)
			m.Frame(rm.now, step)
			// A closed player's socket reads nothing more: wait a moment
			// for the others' packets instead of all of them.
			transport.Settle(5*time.Millisecond, links...)
		}
	}
	frames(func() bool { _, _, ok := third.Seat(); return ok })
	if seat, n, ok := third.Seat(); !ok || seat != 0 || n != 2 || third.Started() || m.Relay(1) == nil {
		t.Errorf("the third player has seat %d of %d (%v), started %v, in match 1 %v; want seat 0 of 2 of a new match", seat, n, ok, third.Started(), m.Relay(1) != nil)
	}
	players[1].tr.Close()
	frames(func() bool { ended, _ := players[0].link.Ended(); return ended && m.Ended > 0 })
	if ended, why := players[0].link.Ended(); !ended || players[0].link.Left() != 1 || m.Ended != 1 || m.Relay(0) != nil {
		t.Errorf("after player 1 left: player 0 ended %v (%q), %d matches ended, slot 0 %v; want the first match over", ended, why, m.Ended, m.Relay(0))
	}
}
