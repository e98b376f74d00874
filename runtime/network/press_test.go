package network_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

var stepPresses = runtime.NewStep("PressesTest")

// presser is a genre's system on a PressRelay: a player's machine sends
// its presses, the host plays them (player 0's input and the queue); each
// step's presses are kept in played, one string a step.
type presser struct {
	game   *runtime.Game
	relay  network.PressRelay
	svc    network.Service
	played []string
	only   *int // plays PressesOf(only) when not nil
}

func newPresser() *presser {
	return &presser{relay: network.PressRelay{Command: "test.press", Source: "Presser", Actions: []string{"a", "b", "c"}}}
}

func (p *presser) Name() string { return "Presser" }

func (p *presser) Setup(g *runtime.Game) error {
	p.game = g
	g.AddStep(stepPresses, runtime.InPhase(runtime.PhaseLogic), p.step)
	return nil
}

func (p *presser) SetupNetwork(n network.Service, r network.Registrar) {
	p.svc = n
	p.relay.Setup(p.game, n, r)
}

func (p *presser) step(g *runtime.Game) {
	if p.relay.Client() {
		p.relay.SendLocal(g)
		return
	}
	if p.only != nil {
		p.played = append(p.played, strings.Join(p.relay.PressesOf(g, nil, *p.only, "the match"), " "))
		return
	}
	p.played = append(p.played, strings.Join(p.relay.Presses(g, nil), " "))
}

// taps presses action a of player 0 in each step of at (released the next).
func taps(a string, at ...griff.Tick) *input.Script {
	var ev []input.Event
	for _, t := range at {
		ev = append(ev, input.Event{Tick: t, Action: a, Down: true, Value: 1}, input.Event{Tick: t + 1, Action: a})
	}
	return input.NewScript(ev)
}

// TestPressRelayHostPlaysPlayersPresses: a player's machine's presses
// reach the host (over an in-memory link) and are played there, once each,
// after the host's own; the player's machine plays none.
func TestPressRelayHostPlaysPlayersPresses(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	machine := func(opts network.Options, in input.Source) (*runtime.Game, *presser) {
		p := newPresser()
		nsys := network.NewSystem(opts)
		g, err := runtime.NewGame(runtime.Options{Input: nsys.Input(in)}, p, nsys)
		if err != nil {
			t.Fatal(err)
		}
		return g, p
	}
	host, hp := machine(network.Options{Host: transport.NewServer(transport.Config{}, link)}, taps("a", 40))
	player, pp := machine(network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, taps("c", 30, 34))
	for range 60 {
		host.Step()
		player.Step()
	}
	got := strings.Join(strings.Fields(strings.Join(hp.played, " ")), " ")
	if got != "c c a" {
		t.Errorf("the host played %q, want %q", got, "c c a")
	}
	if len(pp.played) != 0 {
		t.Errorf("the player's machine played %q", pp.played)
	}
	for _, pr := range host.Problems().List() {
		t.Errorf("problem on the host: %v", pr)
	}
}

// TestPressRelayRefusesWithWarnings: offline, commands loop back to the
// game's own handlers; a payload that names no action and a press beyond
// MaxQueuedPresses waiting warn, naming the command, player and Source,
// and are not played.
func TestPressRelayRefusesWithWarnings(t *testing.T) {
	p := newPresser()
	g, err := runtime.NewGame(runtime.Options{}, p, network.NewSystem(network.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	const id = 0 // the first command registered
	for _, d := range [][]byte{{3}, nil, {0, 1}} {
		if err := p.svc.Send(0, id, d); err != nil {
			t.Fatal(err)
		}
	}
	for i := range network.MaxQueuedPresses + 1 {
		if err := p.svc.Send(0, id, []byte{byte(i % 3)}); err != nil {
			t.Fatal(err)
		}
	}
	g.Step()
	g.Step()
	var msgs []string
	for _, pr := range g.Problems().List() {
		if pr.Component != "Presser" {
			t.Errorf("problem %v names component %q, want Presser", pr, pr.Component)
		}
		msgs = append(msgs, pr.Message)
	}
	want := []string{
		"network: refused test.press from player 0: malformed payload of 1 bytes",
		"network: refused test.press from player 0: malformed payload of 0 bytes",
		"network: refused test.press from player 0: malformed payload of 2 bytes",
		"network: refused test.press from player 0: 16 presses wait already",
	}
	if fmt.Sprint(msgs) != fmt.Sprint(want) {
		t.Errorf("warnings\n%q\nwant\n%q", msgs, want)
	}
	played := strings.Fields(strings.Join(p.played, " "))
	if len(played) != network.MaxQueuedPresses || played[0] != "a" || played[1] != "b" || played[2] != "c" {
		t.Errorf("played %v, want the first %d presses, a b c a ...", played, network.MaxQueuedPresses)
	}
}

// firstTick is the tick of a game's first step.
const firstTick = 1

// TestPressesOf: only the commanding player's queued presses are played,
// others warn; player 0's own input counts only when player 0 commands.
func TestPressesOf(t *testing.T) {
	for _, tc := range []struct {
		player int
		want   string
		warns  int
	}{
		{0, "b c", 1}, // the queued press of player 0, then the input's
		{1, "a", 1},
		{2, "", 2},
	} {
		p := newPresser()
		p.only = &tc.player
		g, err := runtime.NewGame(runtime.Options{Input: taps("c", firstTick)}, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range []struct {
			from network.PlayerID
			d    byte
		}{{1, 0}, {0, 1}} {
			if err := p.relay.Arrive(q.from, []byte{q.d}); err != nil {
				t.Fatal(err)
			}
		}
		g.Step() // player 0 presses c; the relay, never set up, plays an offline game
		if got := strings.Join(p.played, "|"); got != tc.want {
			t.Errorf("PressesOf(player %d) played %q, want %q", tc.player, got, tc.want)
		}
		if n := g.Problems().Len(); n != tc.warns {
			t.Errorf("PressesOf(player %d) warned %d times, want %d: %v", tc.player, n, tc.warns, g.Problems().List())
		}
		if n := len(p.relay.Queued()); n != 0 {
			t.Errorf("%d presses still queued", n)
		}
	}
}

// TestReadPress checks the payload reader's answers and errors.
func TestReadPress(t *testing.T) {
	for _, tc := range []struct {
		data []byte
		n    int
		want int
		err  error
	}{
		{[]byte{0}, 1, 0, nil},
		{[]byte{9}, 10, 9, nil},
		{[]byte{10}, 10, 0, network.ErrBadPress},
		{[]byte{255}, 256, 255, nil},
		{nil, 10, 0, network.ErrBadPress},
		{[]byte{1, 2}, 10, 0, network.ErrBadPress},
		{[]byte{0}, 0, 0, network.ErrBadPress},
	} {
		got, err := network.ReadPress(tc.data, tc.n)
		if got != tc.want || !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
			t.Errorf("ReadPress(%v, %d) = %d, %v; want %d, %v", tc.data, tc.n, got, err, tc.want, tc.err)
		}
	}
}

// FuzzReadPress reads any bytes as a press: it never panics, and what
// reads is the one byte, an action's index.
func FuzzReadPress(f *testing.F) {
	f.Add([]byte{0}, 10)
	f.Add([]byte{}, 1)
	f.Add([]byte{255, 0}, 256)
	f.Fuzz(func(t *testing.T, data []byte, n int) {
		a, err := network.ReadPress(data, n)
		if err != nil {
			if !errors.Is(err, network.ErrBadPress) {
				t.Fatalf("ReadPress(%v, %d): %v does not wrap ErrBadPress", data, n, err)
			}
			return
		}
		if len(data) != 1 || a != int(data[0]) || a >= n {
			t.Fatalf("ReadPress(%v, %d) = %d", data, n, a)
		}
	})
}
