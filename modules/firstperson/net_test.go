package firstperson

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a machine of the template's game played by player, whose
// network system is made with opts and whose local input is in.
func netGame(t *testing.T, opts network.Options, player int, in input.Source) *runtime.Game {
	t.Helper()
	m := fstest.MapFS{}
	for _, p := range []string{"scenes/main.json", "levels/bunker.map"} {
		data, err := fs.ReadFile(Template(), p)
		if err != nil {
			t.Fatal(err)
		}
		m[p] = &fstest.MapFile{Data: data}
	}
	sc, err := scenes.ReadScene("main.json", m["scenes/main.json"].Data, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range scenes.All[Level](sc) {
		l.Player = player
	}
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 3, Input: nsys.Input(in)}, builtins.Options{}, append(Systems(), runtimetest.Folder(m), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// netPair is a host and player 1's machine over the in-memory transport
// with 50 ms latency and 10% loss each way; the level is played by player,
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

func levelIn(g *runtime.Game) *Level { return scenes.Get[Level](g.Scene().Find("Level")) }

// TestNetworkPlayerWalks: a level played by player 1 from their machine:
// their held forward reaches the host as a command and the player walks
// there; their machine shows the host's level.
func TestNetworkPlayerWalks(t *testing.T) {
	in := &keys{hold: map[string]bool{}, held: map[string]bool{}}
	host, client := netPair(t, 1, in)
	both := func(n int) {
		for range n {
			host.Step()
			client.Step()
		}
	}
	both(90)
	hl := levelIn(host)
	if hl.Phase != PhasePlay {
		t.Fatalf("the host's level is in phase %d", hl.Phase)
	}
	x := hl.X
	in.hold[ActionForward] = true
	both(40)
	in.hold[ActionForward] = false
	both(60)
	if hl.X < x+0.5 {
		t.Errorf("the host's player walked from x %v to %v with player 1 holding forward, want half a cell or more", x, hl.X)
	}
	if cl := levelIn(client); cl.X != hl.X || cl.Phase != hl.Phase {
		t.Errorf("player 1's machine shows x %v phase %d; the host %v, %d", cl.X, cl.Phase, hl.X, hl.Phase)
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

// TestNetworkRefusesBadCommands: malformed commands and commands from a
// player who does not play the level are refused with warnings.
func TestNetworkRefusesBadCommands(t *testing.T) {
	host, client := netPair(t, 0, input.NewScript(nil))
	for range 90 {
		host.Step()
		client.Step()
	}
	x := levelIn(host).X
	svc := runtime.Service[network.Service](client)
	for _, d := range [][]byte{nil, {1, 2}, {bitForward, 0, 0}} {
		if err := svc.Send(0, 0, d); err != nil {
			t.Fatal(err)
		}
	}
	for range 60 {
		host.Step()
		client.Step()
	}
	if l := levelIn(host); l.X != x {
		t.Errorf("a refused command moved the host's player from x %v to %v", x, l.X)
	}
	var msgs []string
	for _, p := range host.Problems().List() {
		msgs = append(msgs, p.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"refused firstperson.input from player 1: want 3 bytes, got \n",
		"refused firstperson.input from player 1: want 3 bytes, got 01 02",
		"refused a command from player 1: the level is player 0's"} {
		if !strings.Contains(all+"\n", want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
}
