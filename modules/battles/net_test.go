package battles

import (
	"testing"
	"time"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a machine of a battle (the template's tables, the party
// against a golem) commanded by player, whose network system is made with
// opts and whose local input is in.
func netGame(t *testing.T, opts network.Options, player int, in input.Source) *runtime.Game {
	t.Helper()
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Seed: 3, Input: nsys.Input(in)}, builtins.Options{Tables: set}, append(Systems(), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	b := g.Scene().NewEntity("Battle", nil)
	scenes.Add(b, Battle{Player: player})
	scenes.Add(b, turns.Order{Sides: []string{sideBattle}})
	p := g.Scene().NewEntity("Party", nil)
	scenes.Add(p, Party{Heroes: []Hero{{ID: "knight", Level: 1}, {ID: "mage", Level: 1}, {ID: "cleric", Level: 1}}, Foes: "golem", From: "map"})
	scenes.Add(p, items.Inventory{Start: "1 Potion"})
	return g
}

// TestNetworkPlayerCommandsTheBattle: a battle commanded by player 1 is
// played on the host by the presses player 1's machine sends (over a link
// with 50 ms latency and 10% loss); the host's own presses do nothing.
func TestNetworkPlayerCommandsTheBattle(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	hostIn, clientIn := &runtimetest.Taps{}, &runtimetest.Taps{}
	host := netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, 1, hostIn)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	client := netGame(t, network.Options{Join: tr}, 1, clientIn)
	step := func(n int) {
		for range n {
			host.Step()
			client.Step()
		}
	}
	hb := func() *Battle { return scenes.Get[Battle](host.Scene().Find("Battle")) }
	for i := 0; i < 600 && hb().Phase != PhaseCommand; i++ {
		step(1)
	}
	if hb().Phase != PhaseCommand {
		t.Fatalf("no hero's turn on the host: %+v", *hb())
	}
	hostIn.Next = append(hostIn.Next, ActionDown)
	step(30)
	if hb().Menu != 0 {
		t.Errorf("the host's own press moved player 1's menu to %d", hb().Menu)
	}
	for _, a := range []string{ActionDown, ActionDown, ActionDown} { // Defend
		clientIn.Next = append(clientIn.Next, a)
		step(30)
	}
	if hb().Menu != CommandDefend {
		t.Fatalf("after player 1's three downs the host's menu is at %d, want Defend", hb().Menu)
	}
	clientIn.Next = append(clientIn.Next, ActionConfirm)
	step(30)
	defending := 0
	for _, x := range scenes.All[Fighter](host.Scene()) {
		if x.Defending {
			defending++
		}
	}
	if defending != 1 {
		t.Errorf("after player 1's confirm %d heroes defend on the host (battle %+v), want 1", defending, *hb())
	}
}
