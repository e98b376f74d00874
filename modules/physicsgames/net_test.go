package physicsgames

import (
	"io/fs"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a machine of the pinball table whose network system is
// made with opts and whose local input is in.
func netGame(t *testing.T, opts network.Options, in input.Source) *runtime.Game {
	t.Helper()
	data, err := fs.ReadFile(Template(), "scenes/pinball.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("pinball", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Seed: 3, Scene: sc, Input: nsys.Input(in)}, builtins.Options{}, append(Systems(), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestNetworkPlayerFlips: a player's machine holding the right flipper's
// action (over a link with 50 ms latency and 10% loss) raises the host's
// right flipper; letting go lowers it.
func TestNetworkPlayerFlips(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	clientIn := &keys{want: map[string]bool{}, sent: map[string]bool{}}
	host := netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, &keys{want: map[string]bool{}, sent: map[string]bool{}})
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	client := netGame(t, network.Options{Join: tr}, clientIn)
	step := func(n int) {
		for range n {
			host.Step()
			client.Step()
		}
	}
	angle := func() (float64, *Flipper) {
		for e, f := range scenes.Active[Flipper](host.Scene()) {
			if f.Right {
				return e.Transform().Rotation(), f
			}
		}
		t.Fatal("no right flipper")
		return 0, nil
	}
	step(60)
	clientIn.want[ActionRight] = true
	step(60)
	if a, f := angle(); math.Abs(a-f.Up) > 1e-9 {
		t.Fatalf("the player holds right: the host's right flipper is at %v, want up %v", a, f.Up)
	}
	clientIn.want[ActionRight] = false
	step(60)
	if a, f := angle(); math.Abs(a-f.Rest) > 1e-9 {
		t.Errorf("the player let go: the host's right flipper is at %v, want rest %v", a, f.Rest)
	}
}

// TestBadCommandWarns: a malformed keys payload is refused with a warning.
func TestBadCommandWarns(t *testing.T) {
	r := newRig(t, "pinball")
	s := r.sys()
	s.arrive(2, []byte{1, 2, 3})
	s.arrive(2, []byte{0xff, 0})
	if len(r.problems) != 2 || s.link.held != 0 {
		t.Errorf("problems %v, held %b", r.problems, s.link.held)
	}
	s.arrive(2, []byte{0b10, 0b10})
	if s.link.held != 0b10 || s.link.pressed != 0b10 {
		t.Errorf("a good payload: held %b pressed %b", s.link.held, s.link.pressed)
	}
}
