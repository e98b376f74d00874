package dungeon

import (
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a machine of the template's game played by player, whose
// network system is made with opts and whose local input is in.
func netGame(t *testing.T, opts network.Options, player int, in input.Source) *runtime.Game {
	t.Helper()
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	src, err := fs.ReadFile(Template(), "scenes/main.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("main.json", src, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range scenes.All[Run](sc) {
		r.Player = player
	}
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 3, Input: nsys.Input(in)}, builtins.Options{Tables: set}, append(Systems(), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// netPair is a host and player 1's machine over the in-memory transport
// with 50 ms latency and 10% loss each way; the run is played by player,
// and player 1's input is in.
func netPair(t *testing.T, player int, in input.Source) (host, client *runtime.Game) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	host = netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, player, input.NewScript(nil))
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	client = netGame(t, network.Options{Join: tr}, player, in)
	return host, client
}

func runIn(g *runtime.Game) *Run {
	for _, r := range scenes.Active[Run](g.Scene()) {
		return r
	}
	return nil
}

// TestNetworkPlayerWalks: a run played by player 1 from their machine: a
// held step reaches the host as commands, the hero walks there, and the
// player's machine shows the host's run.
func TestNetworkPlayerWalks(t *testing.T) {
	in := &keys{}
	host, client := netPair(t, 1, in)
	both := func(n int) {
		for range n {
			host.Step()
			client.Step()
		}
	}
	both(90)
	if r := runIn(host); r.Phase != PhasePlay {
		t.Fatalf("the host's run is in phase %d", r.Phase)
	}
	in.tap = append(in.tap, ActionWait)
	both(60)
	for _, m := range scenes.All[Monster](client.Scene()) {
		if !m.Seen {
			t.Errorf("the player's machine was sent the %s the hero does not see", m.Name)
		}
	}
	if n, hn := countMonsters(client), countMonsters(host); n >= hn {
		t.Errorf("the player's machine holds %d monsters of the host's %d (only those in sight should come)", n, hn)
	}
	hr, cr := runIn(host), runIn(client)
	if hr.Turns != 1 {
		t.Fatalf("after the player's wait the host's run has %d turns, want 1", hr.Turns)
	}
	if cr.Turns != hr.Turns || cr.Depth != hr.Depth || cr.Seed != hr.Seed {
		t.Errorf("the player's machine shows turns %d depth %d seed %d; the host %d, %d, %d", cr.Turns, cr.Depth, cr.Seed, hr.Turns, hr.Depth, hr.Seed)
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

// TestNetworkRefusesBadCommands: malformed commands and commands from a
// player who does not play the run are refused with warnings.
func TestNetworkRefusesBadCommands(t *testing.T) {
	host, client := netPair(t, 0, input.NewScript(nil))
	for range 90 {
		host.Step()
		client.Step()
	}
	svc := runtime.Service[network.Service](client)
	for _, d := range [][]byte{nil, {1, 2}, {200}, {byte(actWait)}} {
		if err := svc.Send(0, 0, d); err != nil {
			t.Fatal(err)
		}
	}
	for range 60 {
		host.Step()
		client.Step()
	}
	if r := runIn(host); r.Turns != 0 {
		t.Errorf("refused commands played %d turns", r.Turns)
	}
	var msgs []string
	for _, p := range host.Problems().List() {
		msgs = append(msgs, p.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"refused dungeon.act from player 1: want 1 byte below 7, got \n",
		"refused dungeon.act from player 1: want 1 byte below 7, got 01 02", "got c8",
		"refused a command from player 1: the run is player 0's"} {
		if !strings.Contains(all+"\n", want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
}

func countMonsters(g *runtime.Game) int {
	n := 0
	for range scenes.All[Monster](g.Scene()) {
		n++
	}
	return n
}
