package tests

import (
	"math"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// darkLink carries nothing, either way, while *dark: a player's Wi-Fi gone
// for a while.
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

// A player of the multiplayer template on a dedicated server (a lobby of
// matches), over 50 ms latency, 20 ms jitter and 10% loss each way, whose
// link goes dark for 4 s, twice the transports' 2 s timeout,
// reconnects (network.Options.Redial) as the same player with the same
// chick: their "right" held after the return runs the host's chick, and
// once both rest the chick stands at the same place on both machines,
// within 1/8 unit (as TestJoiningPlayerPredictsKeysFromWelcome). The
// player's problem log says it reconnected, and nothing that it ended.
// (Seeds 1 to 11 of the links' losses all pass: at most 0.009 unit apart.)
func TestMultiplayerTemplateReconnects(t *testing.T) {
	lg := climb(t)
	quick := transport.Config{Timeout: 2 * time.Second}
	hub := transport.NewHub()
	link := hub.NewLink()
	slow := transport.Conditions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.1}
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(quick,
		transport.NewConditioner(link, slow, griff.NewRand(1))), PlayersPerMatch: 4})
	dark, dials := false, 0
	dial := func() transport.Transport {
		dials++
		return transport.NewClient(quick, transport.NewConditioner(darkLink{hub.NewLink(), &dark}, slow, griff.NewRand(uint64(1+dials))), link.Addr())
	}
	sys := network.NewSystem(network.Options{Join: dial(), Redial: func() (transport.Transport, error) { return dial(), nil }})
	g, err := lg.NewGame(hosting.Options{Seed: 1, Input: input.NewScript([]input.Event{
		{Tick: 100, Action: "right", Down: true, Value: 1}, {Tick: 115, Action: "right"},
		{Tick: 600, Action: "right", Down: true, Value: 1}, {Tick: 620, Action: "right"}}),
		WrapInput: func(in input.Source) input.Source { return sys.Input(in) }, Systems: []runtime.System{sys}})
	if err != nil {
		t.Fatal(err)
	}
	step := time.Second / 60
	var now time.Duration
	hostX := func() float64 { return m.Games()[0].Scene().Find("Player1").Transform().Position().X() }
	var mine, theirs any
	var before, after float64
	for f := range 900 {
		dark = f >= 200 && f < 440
		g.Step()
		now += step
		m.Frame(now, step)
		switch f {
		case 199:
			mine, theirs = g.Scene().Find("Player1"), m.Games()[0].Scene().Find("Player1")
		case 599:
			before = hostX()
		case 700:
			after = hostX()
		}
	}
	if who := sys.LocalPlayer(); who != 1 {
		t.Fatalf("the player is player %d after the dark spell, want 1", who)
	}
	if any(g.Scene().Find("Player1")) != mine || any(m.Games()[0].Scene().Find("Player1")) != theirs {
		t.Error("the chick of player 1 is another entity after the return")
	}
	if after-before < 20 {
		t.Errorf("the host's chick ran %.2f units while the returned player held right for 20 steps, want at least 20", after-before)
	}
	host := m.Games()[0].Scene().Find("Player1").Transform().Position()
	got := g.Scene().Find("Player1").Transform().Position()
	t.Logf("chick at %v on the player's machine, %v on the host, %d corrections, %d dials", got, host, sys.Corrections(), dials-1)
	if d := got.Sub(host); math.Abs(d.X()) > 1.0/8 || math.Abs(d.Y()) > 1.0/8 {
		t.Errorf("the chick rests at %v on the player's machine, %v on the host's, want within 1/8 unit", got, host)
	}
	var said []string
	for _, p := range g.Problems().List() {
		said = append(said, p.Message)
	}
	text := strings.Join(said, "\n")
	if !strings.Contains(text, "reconnected to the server as player 1") || strings.Contains(text, "restart with --join") {
		t.Errorf("the player's problem log: %q, want reconnected and no end", said)
	}
	if ps := m.Players(0); len(ps) != 2 || !ps[1].Connected {
		t.Errorf("the server's match holds %+v, want player 1 connected", ps)
	}
}
