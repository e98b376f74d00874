package network_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// Faller is a platformer's character cut to its bones: it falls (VY grows
// by 1 unit per step each step) unless it stands, on the ground at y = 200
// or on a one-way ledge at y = 40 it lands on from above, and it jumps
// (VY = -9: 45 units up) while "jump" is held and it stands. Where it ends
// depends on where it was, not only on how far it moved: what a correction
// by the error alone gets wrong.
type Faller struct {
	Player int `json:"player"`
	// VY is the vertical speed, in units per step (down is positive).
	VY       float64 `json:"vy"`
	Standing bool    `json:"standing"`
}

// NetworkOwner implements network.Owner.
func (f *Faller) NetworkOwner() int { return f.Player }

func init() { scenes.Register[Faller]("NetworkTest.Faller") }

// The heights of the fallers' world.
const (
	ledgeY  = 40
	groundY = 200
)

var stepFallers = runtime.NewStep("Fallers")

// fallers moves each faller; lift (host only, step lift > 0) puts player
// 1's faller on the ledge at that step: what its player's machine cannot
// predict.
type fallers struct{ lift griff.Tick }

func (fallers) Name() string { return "Fallers" }

func (s fallers) Setup(g *runtime.Game) error {
	g.AddStep(stepFallers, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		for e := range runtime.Each[Faller](g) {
			f, t := scenes.Get[Faller](e), e.Transform()
			if s.lift > 0 && g.Clock().Tick() == s.lift && f.Player == 1 {
				t.SetPosition(griff.V(t.Position().X(), ledgeY))
				f.VY, f.Standing = 0, true
				continue
			}
			// Standing is where it stands, as a physics engine finds the
			// ground every step.
			y := t.Position().Y()
			f.Standing = y >= groundY || y == ledgeY
			if f.Standing && g.Input().Held(f.Player, "jump") {
				f.VY, f.Standing = -9, false
			}
			if f.Standing {
				continue
			}
			f.VY++
			y += f.VY
			switch {
			case y >= groundY:
				y, f.VY, f.Standing = groundY, 0, true
			case f.VY > 0 && t.Position().Y() <= ledgeY && y >= ledgeY:
				y, f.VY, f.Standing = ledgeY, 0, true
			}
			t.SetPosition(griff.V(t.Position().X(), y))
		}
	})
	return nil
}

// fallerMachine is a host's or player's game of fallers.
func fallerMachine(t testing.TB, opts network.Options, script []input.Event, lift griff.Tick) machine {
	sys := network.NewSystem(opts)
	var src input.Source
	if script != nil {
		src = input.NewScript(script)
	}
	g, err := runtime.NewGame(runtime.Options{Input: sys.Input(src)}, sys, fallers{lift})
	if err != nil {
		t.Fatal(err)
	}
	for p := range 2 {
		e := g.Scene().NewEntity(fmt.Sprint("Faller", p), nil)
		e.Transform().SetPosition(griff.V(float64(20*p), groundY))
		scenes.Add(e, Faller{Player: p, Standing: true})
	}
	return machine{g, sys}
}

// A player whose prediction the host contradicts ends where the host has
// them, whatever the timing: the host lifts player 1's faller onto the
// ledge while its player jumps on the ground, and after the jumping each
// machine has it standing on the ledge. Over several latencies, losses,
// seeds and lift steps.
func TestPredictionConverges(t *testing.T) {
	jump := []input.Event{{Tick: 150, Action: "jump", Down: true, Value: 1}, {Tick: 260, Action: "jump"}}
	for _, c := range []struct {
		latency time.Duration
		loss    float64
		lift    griff.Tick
	}{
		{100 * time.Millisecond, 0, 200}, {100 * time.Millisecond, 0, 207}, {100 * time.Millisecond, 0.1, 213},
		{150 * time.Millisecond, 0, 200}, {150 * time.Millisecond, 0.1, 221}, {60 * time.Millisecond, 0.1, 205},
		{250 * time.Millisecond, 0.1, 240}, {200 * time.Millisecond, 0, 230},
	} {
		for seed := range uint64(4) {
			hub := transport.NewHub()
			cond := transport.Conditions{Latency: c.latency, Loss: c.loss}
			link := hub.NewLink()
			host := fallerMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, cond, griff.NewRand(1+seed)))}, nil, c.lift)
			tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), cond, griff.NewRand(100+seed)), link.Addr())
			player := fallerMachine(t, network.Options{Join: tr}, jump, 0)
			for range 600 {
				player.g.Step()
				host.g.Step()
			}
			want := host.g.Scene().Find("Faller1").Transform().Position()
			got := player.g.Scene().Find("Faller1").Transform().Position()
			if want.Y() != ledgeY || math.Abs(got.Y()-want.Y()) > 1.0/64 || got.X() != want.X() {
				t.Errorf("latency %v, loss %v, lift at %d, seed %d: player 1's faller ends at %v on their machine, %v on the host's, want y %d on both (%d corrections)",
					c.latency, c.loss, c.lift, seed, got, want, ledgeY, player.sys.Corrections())
			}
		}
	}
}
