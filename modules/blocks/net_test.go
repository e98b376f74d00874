package blocks

import (
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a game of the template's marathon scene whose network system
// is made with opts and whose local input is events.
func netGame(t *testing.T, opts network.Options, events []input.Event) *runtime.Game {
	t.Helper()
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: nsys.Input(input.NewScript(events))}, builtins.Options{}, append(Systems(), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	src, err := fs.ReadFile(Template(), "scenes/marathon.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("marathon.json", src, g.Problems())
	if err != nil {
		t.Fatal(err)
	}
	g.SetScene(sc)
	return g
}

// netPair is a host and one player over the in-memory transport with 50 ms
// latency and 10% loss each way; the player's input is events.
func netPair(t *testing.T, events []input.Event) (host, player *runtime.Game) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	host = netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, nil)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	player = netGame(t, network.Options{Join: tr}, events)
	return host, player
}

func stepBoth(n int, gs ...*runtime.Game) {
	for range n {
		for _, g := range gs {
			g.Step()
		}
	}
}

func wellIn(g *runtime.Game) *Well {
	for _, w := range scenes.All[Well](g.Scene()) {
		return w
	}
	return nil
}

func widgetValue(g *runtime.Game, name string) float64 {
	return scenes.Get[ui.Widget](g.Scene().Find("Pause").Find(name)).Value
}

func TestNetworkPlayerDropsAndSetsHandling(t *testing.T) {
	drop := []input.Event{{Tick: 120, Action: ActionHardDrop, Down: true, Value: 1}, {Tick: 124, Action: ActionHardDrop}}
	host, player := netPair(t, drop)
	stepBoth(110, host, player)
	before := wellIn(host).Pieces
	stepBoth(60, host, player)
	hw, pw := wellIn(host), wellIn(player)
	if hw.Pieces != before+1 {
		t.Fatalf("after the player's hard drop the host's well has %d pieces, want %d", hw.Pieces, before+1)
	}
	if pw.Pieces != hw.Pieces || string(pw.Cells) != string(hw.Cells) {
		t.Errorf("the player's machine shows %d pieces, the host %d (or other cells)", pw.Pieces, hw.Pieces)
	}
	svc := runtime.Service[network.Service](player)
	if err := svc.Send(0, network.CommandID(0), []byte{5, 0}); err != nil {
		t.Fatal(err)
	}
	stepBoth(60, host, player)
	if hw.das() != 5 || hw.arr() != 0 || widgetValue(host, "DAS") != 5 || widgetValue(host, "ARR") != 0 {
		t.Errorf("after the player sent DAS 5, ARR none, the host's well plays DAS %d, ARR %d, widgets %v, %v", hw.das(), hw.arr(), widgetValue(host, "DAS"), widgetValue(host, "ARR"))
	}
	// The template's pause menu is each machine's own (Griff.Local): the
	// player's widget shows what they set there, not what the host sends.
	if pw.das() != 5 {
		t.Errorf("the player's machine shows DAS %d; want 5", pw.das())
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

func TestNetworkRefusesHostileHandling(t *testing.T) {
	host, player := netPair(t, nil)
	stepBoth(90, host, player)
	das, arr, pieces := wellIn(host).DAS, wellIn(host).ARR, wellIn(host).Pieces
	svc := runtime.Service[network.Service](player)
	for _, data := range [][]byte{nil, {1}, {61, 0}, {0, 200}, {1, 2, 3}} {
		if err := svc.Send(0, network.CommandID(0), data); err != nil {
			t.Fatal(err)
		}
	}
	stepBoth(60, host, player)
	if w := wellIn(host); w.DAS != das || w.ARR != arr || w.Pieces != pieces {
		t.Errorf("hostile handling changed the host's well: DAS %d, ARR %d, %d pieces; was %d, %d, %d", w.DAS, w.ARR, w.Pieces, das, arr, pieces)
	}
	var warned []string
	for _, p := range host.Problems().List() {
		if strings.Contains(p.Message, "blocks.handling from player 1") {
			warned = append(warned, p.Message)
		}
	}
	all := strings.Join(warned, "\n")
	for _, want := range []string{"handling is 2 bytes, got 0", "handling is 2 bytes, got 3", "DAS 61, ARR 0 steps; at most 60"} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
	if len(warned) != 5 {
		t.Errorf("%d warnings, want 5:\n%s", len(warned), all)
	}
}

func TestHandlingOfAChoice(t *testing.T) {
	g := netGame(t, network.Options{}, nil)
	h := g.Scene().Find("Pause")
	scenes.Get[ui.Widget](h.Find("ARR")).Value = 3
	if got := handlingOf(h, ui.Choice{Widget: "DAS", Value: 7}); string(got) != "\x07\x03" {
		t.Errorf("DAS chosen 7 with ARR 3 sends % x, want 07 03", got)
	}
	if got := handlingOf(h, ui.Choice{Widget: "ARR", Value: 500}); got[1] != MaxHandlingSteps {
		t.Errorf("ARR 500 sends %d, want %d", got[1], MaxHandlingSteps)
	}
}

func FuzzDecodeHandling(f *testing.F) {
	f.Add([]byte{10, 2})
	f.Add([]byte{0, 0})
	f.Add([]byte{61, 1})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		das, arr, err := decodeHandling(data)
		if err != nil {
			return
		}
		if len(data) != 2 || das != int(data[0]) || arr != int(data[1]) || das > MaxHandlingSteps || arr > MaxHandlingSteps {
			t.Errorf("% x decoded as DAS %d, ARR %d", data, das, arr)
		}
	})
}
