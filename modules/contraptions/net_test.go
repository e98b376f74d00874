package contraptions

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// netGame makes a machine playing the template's first puzzle, whose
// network system is made with opts and whose local input is in.
func netGame(t *testing.T, opts network.Options, in input.Source) *runtime.Game {
	t.Helper()
	nsys := network.NewSystem(opts)
	sc := scenes.NewScene("main", nil)
	scenes.Add(sc.NewEntity("Board", nil), Board{Puzzles: templatePuzzles[:1], Status: "Status"})
	scenes.Add(sc.NewEntity("Status", nil), visual.Text{})
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 3, Input: nsys.Input(in)}, builtins.Options{},
		append([]runtime.System{runtimetest.Folder(Template())}, append(Systems(), nsys)...)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestNetworkPlayerBuilds: a player's machine's presses (over a link with
// 50 ms latency and 10% loss) place a ramp on the host's board.
func TestNetworkPlayerBuilds(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	hostIn, clientIn := &runtimetest.Taps{}, &runtimetest.Taps{}
	host := netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, hostIn)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	client := netGame(t, network.Options{Join: tr}, clientIn)
	step := func(n int) {
		for range n {
			host.Step()
			client.Step()
		}
	}
	step(60)
	board := host.Scene().Find("Board")
	hb := scenes.Get[Board](board)
	col := hb.Col
	for _, a := range []string{ActionLeft, ActionLeft, ActionPlace} {
		clientIn.Next = append(clientIn.Next, a)
		step(20)
	}
	if hb.Col != col-2 {
		t.Errorf("after player 1's two lefts the host's cursor is at %d, want %d", hb.Col, col-2)
	}
	ramps := 0
	for _, p := range scenes.All[Part](host.Scene()) {
		if p.Kind == KindRamp {
			ramps++
		}
	}
	if ramps != 1 {
		t.Errorf("the host's board has %d ramps after player 1 placed one", ramps)
	}
}
