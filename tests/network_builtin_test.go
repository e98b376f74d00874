package tests

import (
	"crypto/sha256"
	"fmt"
	"testing"
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

var stepSeen = runtime.NewStep("SeenByPlayers")

// seen keeps a hash of what each player may see at each step of the host.
type seen map[string][32]byte

func (seen) Name() string { return "SeenByPlayers" }

func (s seen) Setup(g *runtime.Game) error {
	var f session.Frame
	var buf []byte
	g.AddStep(stepSeen, runtime.After(runtime.StepNetworkOut), func(g *runtime.Game) {
		for p := range session.PlayerID(3) {
			buf, _ = session.AppendVisible(&f, g.Scene(), p, g.Clock().Tick(), buf)
			s[fmt.Sprint(p, "/", g.Clock().Tick())] = sha256.Sum256(f.AppendTo(nil))
		}
	})
	return nil
}

// The built-in game hosted for two players over a hub with 10% loss and
// 100 ms latency each way: each player rebuilds the host's state, bit for
// bit, and the bytes each gets a second are measured.
func TestBuiltinGameOverBadNetwork(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 100 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(7)))
	hostNet := network.NewSystem(network.Options{Host: server})
	rec := seen{}
	host, err := lg.NewGame(hosting.Options{Seed: 1, Input: input.NewScript(holds("right", 30, 440, "jump", 70, 95)),
		WrapInput: func(in input.Source) input.Source { return hostNet.Input(in) }, Systems: []runtime.System{hostNet, rec}})
	if err != nil {
		t.Fatal(err)
	}
	skipTitle(host)
	var players []*runtime.Game
	for i := range 2 {
		tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(uint64(8+i))), link.Addr())
		sys := network.NewSystem(network.Options{Join: tr})
		g, err := lg.NewGame(hosting.Options{Seed: 1, WrapInput: func(in input.Source) input.Source { return sys.Input(in) }, Systems: []runtime.System{sys}})
		if err != nil {
			t.Fatal(err)
		}
		skipTitle(g)
		players = append(players, g)
	}
	const steps = 900
	var before [3]uint64
	for range steps {
		for _, g := range append(players, host) {
			g.Step()
		}
		if host.Clock().Tick() == 300 { // measure from 5 s in, after the joins
			for p := 1; p <= 2; p++ {
				before[p] = server.Stats(transport.PeerID(p)).BytesOut
			}
		}
	}
	// One of the two frames a player draws between may be among the 10% lost
	// at the last step: step on until every player has both (a few steps).
	extra := 0
	for ; extra < 60 && !allRender(players); extra++ {
		for _, g := range append(players, host) {
			g.Step()
		}
	}
	for _, g := range players {
		net := runtime.Service[network.Service](g)
		me := net.LocalPlayer()
		from, to := net.RenderFrames()
		if from == nil || to == nil {
			t.Fatalf("player %d rebuilt no snapshots", me)
		}
		for _, f := range []*session.Frame{from, to} {
			if sha256.Sum256(f.AppendTo(nil)) != rec[fmt.Sprint(me, "/", f.Step)] {
				t.Errorf("player %d's rebuilt state of step %d differs from the host's", me, f.Step)
			}
		}
		bps := float64(server.Stats(transport.PeerID(me)).BytesOut-before[me]) / (float64(steps+extra-300) / 60)
		t.Logf("player %d: %.0f bytes/s from the host, %d entities", me, bps, to.Len())
	}
}

// allRender reports whether every player has the two frames it draws between.
func allRender(players []*runtime.Game) bool {
	for _, g := range players {
		if from, to := runtime.Service[network.Service](g).RenderFrames(); from == nil || to == nil {
			return false
		}
	}
	return true
}
