package strategy

import (
	"testing"
	"time"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// script is an input source playing fixed events.
type script struct{ ev []input.Event }

func (s *script) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, e := range s.ev {
		if e.Tick == tick {
			dst = append(dst, e)
		}
	}
	return dst
}

// netRig is a rig whose game is a machine of a session.
func netRig(t *testing.T, opts network.Options, in input.Source) *rig {
	t.Helper()
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	nsys := network.NewSystem(opts)
	return newRigSet(t, 3, set, nsys.Input(in), []runtime.System{nsys}, field(20, 12), false,
		u("hall", 0, 2, 2), u("footman", 0, 3, 7), u("hall", 1, 15, 2), u("footman", 1, 14, 8))
}

// TestRemoteOrderReachesTheHost: player 1's machine box-selects its
// footman and right-clicks a point; the order (CommandOrder, over a link
// with 50 ms latency and 10% loss) moves player 1's footman on the host;
// the host's own footman stays.
func TestRemoteOrderReachesTheHost(t *testing.T) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	host := netRig(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, &script{})
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	// Player 1's footman stands at tile (14, 8): (464, 272) in world units;
	// the client's camera starts at the map's corner.
	ev := []input.Event{
		{Tick: 60, Kind: input.KindPointer, X: 440, Y: 250},
		{Tick: 61, Action: ActionSelect, Down: true, Value: 1},
		{Tick: 62, Kind: input.KindPointer, X: 490, Y: 300},
		{Tick: 64, Action: ActionSelect},
		{Tick: 70, Kind: input.KindPointer, X: 300, Y: 200},
		{Tick: 71, Action: ActionOrder, Down: true, Value: 1},
		{Tick: 73, Action: ActionOrder},
	}
	client := netRig(t, network.Options{Join: tr}, &script{ev})
	for range 900 {
		host.g.Step()
		client.g.Step()
	}
	f1, f0 := host.byKind("footman", 1)[0], host.byKind("footman", 0)[0]
	if d := isqrt(dist2(f1.X, f1.Y, 300*Sub, 200*Sub)); d > 2*Tile*Sub {
		t.Errorf("player 1's footman is at (%d, %d) on the host, %d from (300, 200)", f1.X/Sub, f1.Y/Sub, d/Sub)
	}
	if f0.X != (3*Tile+16)*Sub || f0.Y != (7*Tile+16)*Sub {
		t.Errorf("the host's footman moved to (%d, %d)", f0.X/Sub, f0.Y/Sub)
	}
}

// FuzzReadCommand: any payload reads or is refused, never a panic; one
// that reads writes back to the same bytes.
func FuzzReadCommand(f *testing.F) {
	f.Add(AppendCommand(nil, &Command{Order: OrderMove, X: 10, Y: -3, Units: []int{1, 2}}))
	f.Add(AppendCommand(nil, &Command{Order: OrderTrain, What: "peasant", Units: []int{7}}))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, d []byte) {
		var c Command
		if ReadCommand(d, &c) != nil {
			return
		}
		if back := AppendCommand(nil, &c); string(back) != string(d) {
			t.Errorf("read %+v from %x, wrote %x", c, d, back)
		}
	})
}
