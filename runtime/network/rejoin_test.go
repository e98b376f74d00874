package network_test

import (
	"errors"
	"math"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// darkLink is a link that carries nothing, either way, while *dark: Wi-Fi
// gone for a while.
type darkLink struct {
	inner transport.Link
	dark  *bool
}

func (l darkLink) SendPacket(now time.Duration, to netip.AddrPort, p []byte) error {
	if *l.dark {
		return nil
	}
	return l.inner.SendPacket(now, to, p)
}

func (l darkLink) ReceivePackets(now time.Duration, fn func(netip.AddrPort, []byte)) {
	if *l.dark {
		fn = func(netip.AddrPort, []byte) {}
	}
	l.inner.ReceivePackets(now, fn)
}

func (l darkLink) Close() error { return l.inner.Close() }

// quick is the transports' config of the reconnecting tests: a connection
// is lost after 2 s without a word (10 s by default).
var quick = transport.Config{Timeout: 2 * time.Second}

// darkPair is a host and a player, player 1, who walks right from step 100
// to step 900, over a link of 50 ms latency that goes dark from step
// darkFrom for darkFor steps; the player's machine redials (Options.Redial)
// over the same dark switch. The host keeps a place for grace.
type darkPair struct {
	hub          *transport.Hub
	hostLink     *transport.MemLink
	host, player machine
	dark         bool
	dials        int
}

func newDarkPair(t *testing.T, grace time.Duration) *darkPair {
	d := &darkPair{hub: transport.NewHub()}
	d.hostLink = d.hub.NewLink()
	d.host = newMachine(t, network.Options{Host: transport.NewServer(quick, d.hostLink), Grace: grace, Commands: darkCommands()}, nil)
	d.player = newMachine(t, network.Options{Join: d.dial(), Commands: darkCommands(), Redial: func() (transport.Transport, error) {
		d.dials++
		return d.dial(), nil
	}}, walk(100, 900))
	return d
}

// darkCommands is the command table of a darkPair's machines: one command,
// sayCommand.
func darkCommands() *session.Commands {
	c := &session.Commands{}
	c.Register("test.say")
	return c
}

// sayCommand is the id of darkCommands' command.
const sayCommand session.CommandID = 0

func (d *darkPair) dial() transport.Transport {
	slow := transport.Conditions{Latency: 50 * time.Millisecond}
	link := transport.NewConditioner(darkLink{d.hub.NewLink(), &d.dark}, slow, griff.NewRand(uint64(2+d.dials)))
	return transport.NewClient(quick, link, d.hostLink.Addr())
}

// run steps both games n times, the link dark while dark(step) says so.
func (d *darkPair) run(n int, dark func(step griff.Tick) bool) {
	for range n {
		d.dark = dark(d.host.g.Clock().Tick())
		d.player.g.Step()
		d.host.g.Step()
	}
}

func pawnX(m machine, p int) float64 {
	return m.g.Scene().Find("Pawn" + string(rune('0'+p))).Transform().Position().X()
}

// A player whose link goes dark for longer than the transport's timeout
// takes their place back: the same player id, pawn and input index; their
// held key moves their pawn on the host again, and both machines end with
// the pawn at the same place. The problem log says "reconnecting" once and
// "reconnected" once, and nothing says the session ended. Meanwhile a
// forger who says player 1 with another token is refused.
func TestPlayerReconnectsAfterDarkLink(t *testing.T) {
	d := newDarkPair(t, 10*time.Second)
	pnet := runtime.Service[network.Service](d.player.g)
	lit := func(griff.Tick) bool { return false }
	d.run(300, lit)
	if pnet.LocalPlayer() != 1 {
		t.Fatalf("the player is player %d, want 1", pnet.LocalPlayer())
	}
	mine, theirs := d.player.g.Scene().Find("Pawn1"), d.host.g.Scene().Find("Pawn1")
	darkFrom := d.host.g.Clock().Tick()
	hostBefore := pawnX(d.host, 1)
	// Dark for 4 s: both ends' transports time out after 2 s.
	d.run(240, func(s griff.Tick) bool { return s < darkFrom+240 })
	hostDark := pawnX(d.host, 1)
	if ended, _ := pnet.Ended(); ended {
		t.Fatal("the player's session ended while reconnecting")
	}
	if hostDark-hostBefore > 150 {
		t.Errorf("the host's pawn 1 walked %v units in 240 steps dark, want it let go at the drop (2 s, about 120 steps)", hostDark-hostBefore)
	}
	forger := session.NewClient(transport.NewClient(quick, d.hub.NewLink(), d.hostLink.Addr()),
		session.JoinConfig{Name: "eve", Player: 1, Token: 12345})
	var forged []session.Event
	for range 120 {
		forged = append(forged, forger.Poll(time.Duration(d.host.g.Clock().Tick())*time.Second/60)...)
		d.run(1, lit)
	}
	if !hasEvent(forged, session.Refused) || forger.ID() != 0 {
		t.Errorf("the forger heard %v and is player %d, want a refusal", forged, forger.ID())
	}
	if pnet.LocalPlayer() != 1 || len(problemsWith(d.player.g, "reconnected to the server as player 1")) != 1 {
		t.Fatalf("after the dark spell the player is %d; problems %v", pnet.LocalPlayer(), d.player.g.Problems().List())
	}
	if d.player.g.Scene().Find("Pawn1") != mine || d.host.g.Scene().Find("Pawn1") != theirs || mine.ID() != theirs.ID() {
		t.Error("pawn 1 is another entity after the return")
	}
	back := pawnX(d.host, 1)
	d.run(120, lit)
	if got := pawnX(d.host, 1); got-back < 100 {
		t.Errorf("the host's pawn 1 walked %v units in the 120 steps after the return, want the held key to move it again", got-back)
	}
	d.run(500, lit) // the key is let go at step 900, then all rests
	hx, px := pawnX(d.host, 1), pawnX(d.player, 1)
	if math.Abs(hx-px) > network.PositionTolerance {
		t.Errorf("pawn 1 rests at x = %v on the host, %v on the player's machine, want within %v", hx, px, network.PositionTolerance)
	}
	for msg, want := range map[string]int{"reconnecting": 1, "reconnected": 1, "lost or the server stopped": 0, "no answer": 0} {
		if got := problemsWith(d.player.g, msg); len(got) != want {
			t.Errorf("the player's problem log says %q %d times, want %d: %v", msg, len(got), want, d.player.g.Problems().List())
		}
	}
	if d.dials != 1 {
		t.Errorf("the player's machine dialled %d times, want once (the link was back before the attempt gave up)", d.dials)
	}
	if ps := runtime.Service[network.Service](d.host.g).Players(); len(ps) != 2 || !ps[1].Connected {
		t.Errorf("the host's players are %+v, want player 1 connected", ps)
	}
	// A second loss is said again (with its time: the log keeps one of
	// equal problems).
	again := d.host.g.Clock().Tick()
	d.run(600, func(s griff.Tick) bool { return s < again+240 })
	for _, msg := range []string{"reconnecting", "reconnected"} {
		if got := problemsWith(d.player.g, msg); len(got) != 2 {
			t.Errorf("after a second loss the player's problem log says %q %d times, want twice", msg, len(got))
		}
	}
}

// A dark spell longer than the host's grace period ends the session: the
// host gave the place up, and the player's machine, back on the network,
// is refused with the reason.
func TestReconnectAfterGraceIsRefused(t *testing.T) {
	d := newDarkPair(t, 3*time.Second)
	d.run(300, func(griff.Tick) bool { return false })
	darkFrom := d.host.g.Clock().Tick()
	d.run(900, func(s griff.Tick) bool { return s < darkFrom+480 }) // 8 s dark: lost at 2 s, place gone at 5 s
	pnet := runtime.Service[network.Service](d.player.g)
	if ended, _ := pnet.Ended(); !ended {
		t.Error("the player's session did not end")
	}
	got := problemsWith(d.player.g, "the server refused this player: no place is kept for you (player 1): the server restarted")
	if len(got) != 1 || got[0].Severity != scenes.SeverityError {
		t.Errorf("the player's problem log: %v, want one error with the refusal", d.player.g.Problems().List())
	}
	if n := len(problemsWith(d.player.g, "reconnected")); n != 0 {
		t.Errorf("the player's problem log says reconnected %d times", n)
	}
	if ps := runtime.Service[network.Service](d.host.g).Players(); len(ps) != 1 {
		t.Errorf("the host's players are %+v, want itself alone", ps)
	}
}

// A link that never comes back ends the session after the player's Grace,
// with the message that says what to do.
func TestReconnectGivesUp(t *testing.T) {
	d := newDarkPair(t, 0)
	d.run(300, func(griff.Tick) bool { return false })
	d.run(60*40, func(griff.Tick) bool { return true }) // lost at 2 s, given up 30 s later
	got := problemsWith(d.player.g, "could not be made again within 30s; restart with --join")
	if len(got) != 1 || got[0].Severity != scenes.SeverityError {
		t.Errorf("the player's problem log: %v, want one error saying the connection could not be made again", d.player.g.Problems().List())
	}
	if ended, _ := runtime.Service[network.Service](d.player.g).Ended(); !ended {
		t.Error("the player's session did not end")
	}
	if d.dials < 5 || d.dials > 30 {
		t.Errorf("the player's machine dialled %d times in 30 s, want one attempt at a time, at most one a second", d.dials)
	}
}

func hasEvent(es []session.Event, k session.EventKind) bool {
	for _, e := range es {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// Without Redial a lost connection ends the session as it always did.
func TestLostWithoutRedialEnds(t *testing.T) {
	d := newDarkPair(t, 0)
	p := newMachine(t, network.Options{Join: d.dial(), Commands: darkCommands()}, walk(100, 900))
	d.player = p
	d.run(300, func(griff.Tick) bool { return false })
	d.run(200, func(griff.Tick) bool { return true })
	if got := problemsWith(p.g, "lost or the server stopped; restart with --join"); len(got) != 1 || !strings.Contains(got[0].Message, "network:") {
		t.Errorf("the player's problem log: %v, want the session's end", p.g.Problems().List())
	}
	if n := len(problemsWith(p.g, "reconnecting")); n != 0 {
		t.Errorf("a player without Redial says reconnecting %d times", n)
	}
}

// While the player's machine reconnects, Send says so (ErrReconnecting)
// rather than the old transport's "closed", and once reconnected a command
// reaches the host again.
func TestSendWhileReconnecting(t *testing.T) {
	d := newDarkPair(t, 10*time.Second)
	var got []string
	runtime.Service[network.Service](d.host.g).Handle(sayCommand, func(from session.PlayerID, data []byte) {
		got = append(got, string(data))
	})
	pnet := runtime.Service[network.Service](d.player.g)
	lit := func(griff.Tick) bool { return false }
	d.run(300, lit)
	darkFrom := d.host.g.Clock().Tick()
	var errs []error
	d.run(240, func(s griff.Tick) bool {
		if s == darkFrom+200 { // lost at 2 s (120 steps), back at 4 s
			errs = append(errs, pnet.Send(0, sayCommand, []byte("while away")))
		}
		return s < darkFrom+240
	})
	if len(errs) != 1 || !errors.Is(errs[0], network.ErrReconnecting) {
		t.Errorf("Send while reconnecting returned %v, want ErrReconnecting", errs)
	}
	d.run(180, lit)
	if len(problemsWith(d.player.g, "reconnected")) != 1 {
		t.Fatalf("the player did not reconnect: %v", d.player.g.Problems().List())
	}
	if err := pnet.Send(0, sayCommand, []byte("back")); err != nil {
		t.Fatalf("Send after reconnecting: %v", err)
	}
	d.run(60, lit)
	if len(got) != 1 || got[0] != "back" {
		t.Errorf("the host got commands %q, want only the one sent after the return", got)
	}
}

// A flood of forged returns grows the host's problem log by a few lines:
// the first RefusalsTold refusals one by one, then a count each time it
// doubles (200 refusals: 16 lines and the counts at 32, 64 and 128).
func TestRefusalFloodBoundsProblemLog(t *testing.T) {
	d := newDarkPair(t, 10*time.Second)
	lit := func(griff.Tick) bool { return false }
	d.run(120, lit)
	var forgers []*session.Client
	for i := range 200 {
		forgers = append(forgers, session.NewClient(transport.NewClient(quick, d.hub.NewLink(), d.hostLink.Addr()),
			session.JoinConfig{Name: "eve", Player: 1, Token: uint64(1000 + i), Commands: darkCommands()}))
	}
	for range 120 {
		for _, f := range forgers {
			f.Poll(time.Duration(d.host.g.Clock().Tick()) * time.Second / 60)
		}
		d.run(1, lit)
	}
	one, counts := len(problemsWith(d.host.g, "a token that takes no place")), len(problemsWith(d.host.g, "connections refused so far"))
	if one != network.RefusalsTold || counts != 3 {
		t.Errorf("the host's problem log lists %d refusals and %d counts, want %d and 3", one, counts, network.RefusalsTold)
	}
}
