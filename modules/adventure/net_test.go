package adventure

import (
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a machine of the template's game played by player, whose
// network system is made with opts and whose local input is in.
func netGame(t *testing.T, opts network.Options, player int, in input.Source) *runtime.Game {
	t.Helper()
	files := Template()
	data, err := fs.ReadFile(files, "scenes/main.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("scenes/main.json", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	scenes.Get[Adventure](sc.Find("Game")).Player = player
	set, _, err := dlg.LoadFS(files, "dialogue")
	if err != nil {
		t.Fatal(err)
	}
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 3, Input: nsys.Input(in)}, builtins.Options{Dialogue: set}, append(Systems(), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// netPair is a host and one player's machine (player 1) over the in-memory
// transport with 50 ms latency and 10% loss each way; the game is played by
// player, and the player's machine's input is in.
func netPair(t *testing.T, player int, in input.Source) (host, client *runtime.Game) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	host = netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, player, input.NewScript(nil))
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	client = netGame(t, network.Options{Join: tr}, player, in)
	return host, client
}

func stepBoth(host, client *runtime.Game, n int) {
	for range n {
		host.Step()
		client.Step()
	}
}

// TestNetworkPlayerClicks: the game is player 1's; their machine's clicks
// (the stick, taken) reach the host as commands and the host plays them;
// the player's machine sees the stick in the hero's inventory.
func TestNetworkPlayerClicks(t *testing.T) {
	in := &clicks{}
	host, client := netPair(t, 1, in)
	stepBoth(host, client, 120)
	in.next = append(in.next, clickAt(250, 420)...)
	stepBoth(host, client, 600)
	for name, g := range map[string]*runtime.Game{"host": host, "player's machine": client} {
		inv := scenes.Get[items.Inventory](g.Scene().Find("Hero"))
		if inv == nil || inv.Count("Stick") != 1 {
			t.Errorf("the %s's hero holds %v, want the stick", name, inv)
		}
	}
	for _, p := range host.Problems().List() {
		t.Errorf("the host warned: %v", p)
	}
}

// TestNetworkRefusesBadCommands: malformed payloads and commands from a
// player who does not play the game are refused with warnings and change
// nothing.
func TestNetworkRefusesBadCommands(t *testing.T) {
	host, client := netPair(t, 0, input.NewScript(nil))
	stepBoth(host, client, 120)
	before := host.Scene().Find("Hero").Transform().Position()
	var sys *system
	for _, s := range client.Systems() {
		if x, ok := s.(*system); ok {
			sys = x
		}
	}
	svc := runtime.Service[network.Service](client)
	ids := sys.link.ids
	for _, c := range []struct {
		id   network.CommandID
		data []byte
	}{{ids[netClick], nil}, {ids[netLook], []byte{1, 2, 3}}, {ids[netChoice], []byte{9}}, {ids[netClick], encodePoint(250, 420)}} {
		if err := svc.Send(0, c.id, c.data); err != nil {
			t.Fatal(err)
		}
	}
	stepBoth(host, client, 300)
	if after := host.Scene().Find("Hero").Transform().Position(); after != before {
		t.Errorf("refused commands moved the hero from %v to %v", before, after)
	}
	var msgs []string
	for _, p := range host.Problems().List() {
		msgs = append(msgs, p.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"refused adventure.click from player 1: malformed payload: a point is 4 bytes, got 0",
		"refused adventure.look from player 1: malformed payload: a point is 4 bytes, got 3",
		"refused adventure.choice from player 1: malformed payload",
		"refused adventure.click from player 1: the adventure is player 0's"} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
}

// TestPointRoundTrip: a point's payload decodes to the point rounded, and
// points past int16 are clamped.
func TestPointRoundTrip(t *testing.T) {
	for _, c := range [][4]float64{{250.4, 420.6, 250, 421}, {-3, 0, -3, 0}, {1e6, -1e6, 32767, -32768}} {
		o, err := decodeCommand(netClick, encodePoint(c[0], c[1]))
		if err != nil || o.x != c[2] || o.y != c[3] {
			t.Errorf("(%v, %v) came back as (%v, %v), %v; want (%v, %v)", c[0], c[1], o.x, o.y, err, c[2], c[3])
		}
	}
}

// FuzzDecodeCommand: any payload of any kind decodes or is refused with
// errPayload, never a panic; a decoded choice is a row that exists.
func FuzzDecodeCommand(f *testing.F) {
	f.Add(uint8(0), []byte{0, 1, 0, 2})
	f.Add(uint8(2), []byte{3})
	f.Add(uint8(7), []byte{})
	f.Fuzz(func(t *testing.T, k uint8, data []byte) {
		o, err := decodeCommand(netKind(k), data)
		if err != nil {
			if !strings.Contains(err.Error(), errPayload.Error()) {
				t.Fatalf("error %v does not wrap errPayload", err)
			}
			return
		}
		if o.choice < 0 || o.choice >= MaxChoices {
			t.Fatalf("decoded choice %d", o.choice)
		}
	})
}
