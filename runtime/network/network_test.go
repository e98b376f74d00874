package network_test

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// Pawn is the entity of player Player; it walks right while "right" is held.
type Pawn struct {
	Player int `json:"player"`
}

// NetworkOwner implements network.Owner: a pawn is predicted on its
// player's machine.
func (p *Pawn) NetworkOwner() int { return p.Player }

func init() { scenes.Register[Pawn]("NetworkTest.Pawn") }

var stepPawns = runtime.NewStep("Pawns")

// pawns moves each pawn by its player's input.
type pawns struct{}

func (pawns) Name() string { return "Pawns" }

func (pawns) Setup(g *runtime.Game) error {
	g.AddStep(stepPawns, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		for e := range runtime.Each[Pawn](g) {
			if g.Input().Held(scenes.Get[Pawn](e).Player, "right") {
				e.Transform().Move(griff.Vec{1, 0})
			}
		}
	})
	return nil
}

func TestOfflineAnswers(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, network.NewSystem(network.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	net := runtime.Service[network.Service](g)
	if net.Online() || !net.IsHost() || net.LocalPlayer() != 0 || len(net.Players()) != 1 {
		t.Fatalf("offline: online %v, host %v, local %d, players %v", net.Online(), net.IsHost(), net.LocalPlayer(), net.Players())
	}
	var got []string
	net.Handle(3, func(from session.PlayerID, data []byte) { got = append(got, fmt.Sprint(from, string(data))) })
	net.Send(5, 3, []byte("loop"))
	if len(got) != 0 {
		t.Fatal("an offline command arrived before the next step")
	}
	g.Step()
	if len(got) != 1 || got[0] != "0loop" {
		t.Errorf("offline command arrived as %q, want [0loop]", got)
	}
	if from, to := net.RenderFrames(); from != nil || to != nil {
		t.Error("offline RenderFrames is not nil")
	}
}

// The host ends the match: each player's game hears why, a player cannot
// end it, and offline EndMatch only makes Ended answer.
func TestEndMatch(t *testing.T) {
	off := runtime.Service[network.Service](newMachine(t, network.Options{}, nil).g)
	if ended, _ := off.Ended(); ended {
		t.Fatal("offline game ended before EndMatch")
	}
	if err := off.EndMatch("game over"); err != nil {
		t.Fatal(err)
	}
	if ended, why := off.Ended(); !ended || why != "game over" {
		t.Errorf("offline Ended = %v, %q after EndMatch(\"game over\")", ended, why)
	}
	hub := transport.NewHub()
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil)
	player := newMachine(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, nil)
	hnet, pnet := runtime.Service[network.Service](host.g), runtime.Service[network.Service](player.g)
	for range 30 {
		player.g.Step()
		host.g.Step()
	}
	if err := pnet.EndMatch("I win"); !errors.Is(err, network.ErrNotHost) {
		t.Errorf("a player's EndMatch returned %v, want ErrNotHost", err)
	}
	if ended, _ := pnet.Ended(); ended || len(hnet.Players()) != 2 {
		t.Fatalf("before the host ends it: player's Ended %v, host has %d players", ended, len(hnet.Players()))
	}
	hnet.EndMatch("blue team won")
	for range 30 {
		player.g.Step()
		host.g.Step()
	}
	if ended, why := pnet.Ended(); !ended || why != "blue team won" {
		t.Errorf("the player's Ended = %v, %q, want the host's reason", ended, why)
	}
	if ended, why := hnet.Ended(); !ended || why != "blue team won" {
		t.Errorf("the host's Ended = %v, %q", ended, why)
	}
}

// machine is one game of the test: the host or a player.
type machine struct {
	g   *runtime.Game
	sys *network.System
}

func newMachine(t testing.TB, opts network.Options, script []input.Event, extra ...runtime.System) machine {
	sys := network.NewSystem(opts)
	var src input.Source
	if script != nil {
		src = input.NewScript(script)
	}
	g, err := runtime.NewGame(runtime.Options{Input: sys.Input(src)}, append([]runtime.System{sys, pawns{}}, extra...)...)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 3 {
		e := g.Scene().NewEntity(fmt.Sprint("Pawn", p), nil)
		scenes.Add(e, Pawn{Player: p})
	}
	return machine{g, sys}
}

// walk holds "right" from step from to step to.
func walk(from, to griff.Tick) []input.Event {
	return []input.Event{{Tick: from, Action: "right", Down: true, Value: 1}, {Tick: to, Action: "right"}}
}

// recorder keeps a hash of what each player may see at each host step.
type recorder struct{ seen map[string][32]byte }

func (recorder) Name() string { return "Recorder" }

var stepRecord = runtime.NewStep("Record")

func (r recorder) Setup(g *runtime.Game) error {
	var f session.Frame
	g.AddStep(stepRecord, runtime.After(runtime.StepNetworkOut), func(g *runtime.Game) {
		for p := range session.PlayerID(3) {
			session.AppendVisible(&f, g.Scene(), p, g.Clock().Tick(), nil)
			r.seen[fmt.Sprint(p, "/", g.Clock().Tick())] = sha256.Sum256(f.AppendTo(nil))
		}
	})
	return nil
}

func TestHostAndTwoPlayers(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 100 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	rec := recorder{seen: map[string][32]byte{}}
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, walk(100, 200), rec)
	var players []machine
	for i := range 2 {
		tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(uint64(2+i))), link.Addr())
		// Player i+1 walks for 100 steps, starting at a different time.
		players = append(players, newMachine(t, network.Options{Join: tr}, walk(griff.Tick(150+100*i), griff.Tick(250+100*i))))
	}
	for range 600 {
		for _, m := range append(players, host) {
			m.g.Step()
		}
	}
	for p, want := range []float64{100, 100, 100} {
		e := host.g.Scene().Find(fmt.Sprint("Pawn", p))
		if got := e.Transform().Position().X(); got != want {
			t.Errorf("on the host, pawn %d walked to x = %v, want %v", p, got, want)
		}
	}
	for _, m := range players {
		net := runtime.Service[network.Service](m.g)
		me := net.LocalPlayer()
		from, to := net.RenderFrames()
		if from == nil || to == nil || to.Step <= from.Step {
			t.Fatalf("player %d has no frames to draw between", me)
		}
		for _, f := range []*session.Frame{from, to} {
			if sha256.Sum256(f.AppendTo(nil)) != rec.seen[fmt.Sprint(me, "/", f.Step)] {
				t.Errorf("player %d's rebuilt state of step %d differs from the host's", me, f.Step)
			}
		}
		t.Logf("player %d: %d corrections under loss", me, m.sys.Corrections())
		// The player's own pawn is predicted: it walked here too.
		if x := m.g.Scene().Find(fmt.Sprint("Pawn", me)).Transform().Position().X(); x != 100 {
			t.Errorf("player %d's own pawn walked to x = %v on their machine, want 100", me, x)
		}
		if net.IsHost() || !net.Online() || len(net.Players()) != 3 {
			t.Errorf("player %d: host %v, online %v, players %d", me, net.IsHost(), net.Online(), len(net.Players()))
		}
	}
}

// Over 100 ms of latency and no loss, each player's own pawn is predicted
// with no correction once joined, and the other pawns follow the host's,
// drawn 100 ms behind: within one step's walk of where the host had them at
// the render step.
func TestPredictionWithoutLoss(t *testing.T) {
	hub := transport.NewHub()
	slow := transport.Conditions{Latency: 100 * time.Millisecond}
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, slow, griff.NewRand(1)))}, walk(100, 400))
	var players []machine
	for i := range 2 {
		tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), slow, griff.NewRand(uint64(2+i))), link.Addr())
		players = append(players, newMachine(t, network.Options{Join: tr}, walk(griff.Tick(150+50*i), griff.Tick(350+50*i))))
	}
	hostX := map[griff.Tick][3]float64{}
	var joined [2]int
	for step := range 500 {
		for _, m := range append(players, host) {
			m.g.Step()
		}
		var xs [3]float64
		for p := range 3 {
			xs[p] = host.g.Scene().Find(fmt.Sprint("Pawn", p)).Transform().Position().X()
		}
		hostX[host.g.Clock().Tick()] = xs
		if step == 120 {
			for i, m := range players {
				joined[i] = m.sys.Corrections()
			}
		}
		if step < 120 {
			continue
		}
		for _, m := range players {
			me := int(runtime.Service[network.Service](m.g).LocalPlayer())
			for p := range 3 {
				if p == me {
					continue
				}
				// The render step is within a step of 6 behind the newest
				// snapshot's step plus the steps since it came.
				got := m.g.Scene().Find(fmt.Sprint("Pawn", p)).Transform().Position().X()
				near := false
				for back := griff.Tick(0); back < 40; back++ {
					if want, ok := hostX[host.g.Clock().Tick()-back]; ok && math.Abs(got-want[p]) <= 1 {
						near = true
					}
				}
				if !near {
					t.Fatalf("step %d: player %d draws pawn %d at x = %v, not within 1 of where the host had it in the last 40 steps", step, me, p, got)
				}
			}
		}
	}
	for i, m := range players {
		t.Logf("player %d: %d corrections while joining, %d checks in all", i+1, joined[i], m.sys.Checks())
		if m.sys.Checks() < 100 {
			t.Errorf("player %d's prediction was checked %d times, want at least 100 (a snapshot every 3 steps)", i+1, m.sys.Checks())
		}
		if n := m.sys.Corrections() - joined[i]; n != 0 {
			t.Errorf("player %d's prediction was corrected %d times after joining, want 0", i+1, n)
		}
		me := fmt.Sprint("Pawn", i+1)
		if got, want := m.g.Scene().Find(me).Transform().Position().X(), host.g.Scene().Find(me).Transform().Position().X(); got != want {
			t.Errorf("player %d's own pawn is at x = %v, the host's at %v", i+1, got, want)
		}
	}
	// The host's pawn ended at 300 on every machine.
	for i, m := range players {
		if got := m.g.Scene().Find("Pawn0").Transform().Position().X(); got != 300 {
			t.Errorf("player %d draws the host's pawn at x = %v, want 300", i+1, got)
		}
	}
}

var stepShove = runtime.NewStep("Shove")

// shove moves pawn 1 by by units along x at step 250: on the host only, so
// player 1's prediction is wrong from there.
type shove struct{ by float64 }

func (shove) Name() string { return "Shove" }

func (s shove) Setup(g *runtime.Game) error {
	g.AddStep(stepShove, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == 250 {
			g.Scene().Find("Pawn1").Transform().Move(griff.Vec{s.by, 0})
		}
	})
	return nil
}

// What the host does that a player cannot predict is corrected: the player's
// own pawn ends where the host has it.
func TestPredictionCorrected(t *testing.T) {
	hub := transport.NewHub()
	slow := transport.Conditions{Latency: 100 * time.Millisecond}
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, slow, griff.NewRand(1)))}, nil, shove{5})
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), slow, griff.NewRand(2)), link.Addr())
	player := newMachine(t, network.Options{Join: tr}, walk(150, 350))
	for range 500 {
		player.g.Step()
		host.g.Step()
	}
	want := host.g.Scene().Find("Pawn1").Transform().Position().X()
	got := player.g.Scene().Find("Pawn1").Transform().Position().X()
	if want != 205 || math.Abs(got-want) > 1e-3 {
		t.Errorf("player 1's pawn ended at x = %v on their machine, %v on the host's, want 205 on both", got, want)
	}
	if n := player.sys.Corrections(); n < 1 || n > 3 {
		t.Errorf("player 1's prediction was corrected %d times, want 1 to 3", n)
	}
}

// A correction longer than SnapDistance is made at once, not spread over
// CorrectSteps: the player's pawn, shoved 100 units on the host, jumps there
// in one step (drawn as a jump) and ends where the host has it.
func TestLongCorrectionSnaps(t *testing.T) {
	hub := transport.NewHub()
	slow := transport.Conditions{Latency: 100 * time.Millisecond}
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, slow, griff.NewRand(1)))}, nil, shove{100})
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), slow, griff.NewRand(2)), link.Addr())
	player := newMachine(t, network.Options{Join: tr}, walk(150, 350))
	pawn := player.g.Scene().Find("Pawn1")
	biggest, jumped := 0.0, false
	for range 500 {
		x := pawn.Transform().Position().X()
		player.g.Step()
		host.g.Step()
		if d := pawn.Transform().Position().X() - x; d > biggest {
			biggest, jumped = d, pawn.Transform().Jumped()
		}
	}
	want := host.g.Scene().Find("Pawn1").Transform().Position().X()
	if got := pawn.Transform().Position().X(); want != 300 || math.Abs(got-want) > 1e-3 {
		t.Errorf("player 1's pawn ended at x = %v on their machine, %v on the host's, want 300 on both", got, want)
	}
	if biggest < 100 || !jumped {
		t.Errorf("the pawn's longest move in a step was %v (jumped %v), want the 100-unit correction at once, as a jump", biggest, jumped)
	}
}
