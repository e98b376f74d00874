package match3

import (
	"strings"
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

// netGame makes a game of one board (seed 5) whose network system is made
// with opts and whose local input is events.
func netGame(t *testing.T, opts network.Options, events []input.Event) *runtime.Game {
	t.Helper()
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Seed: 3, Input: nsys.Input(input.NewScript(events))}, builtins.Options{}, append(Systems(), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	scenes.Add(g.Scene().NewEntity("Board", nil), Board{Seed: 5})
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

func boardIn(g *runtime.Game) *Board {
	for _, b := range scenes.Active[Board](g.Scene()) {
		return b
	}
	return nil
}

func TestNetworkPlayerSwaps(t *testing.T) {
	// The first move of the seed-5 board, found on a game of its own.
	g := newGame(t, Board{Seed: 5}, nil, nil)
	g.Step()
	a, c, ok := scenes.Get[Board](g.Scene().Find("Board")).FirstMove()
	if !ok {
		t.Fatal("no move")
	}
	// The player walks the cursor there with the keys, picks and swaps.
	var ev []input.Event
	at := griff.Tick(100)
	key := func(action string) { ev = append(ev, tap(action, at)...); at += 4 }
	for range a.X {
		key(ActionRight)
	}
	for range a.Y {
		key(ActionDown)
	}
	key(ActionSelect)
	switch {
	case c.X > a.X:
		key(ActionRight)
	case c.X < a.X:
		key(ActionLeft)
	case c.Y > a.Y:
		key(ActionDown)
	default:
		key(ActionUp)
	}
	host, player := netPair(t, ev)
	stepBoth(90, host, player)
	if hb, pb := boardIn(host), boardIn(player); hb.Cells == nil || !slicesEqual(hb.Cells, pb.Cells) {
		t.Fatal("the player's machine does not show the host's board")
	}
	before := boardIn(host).Score
	stepBoth(int(at)-90+120, host, player)
	hb, pb := boardIn(host), boardIn(player)
	if hb.MovesMade != 1 || hb.Score <= before {
		t.Fatalf("after the player's swap %v-%v the host's board made %d moves, score %d (was %d); want 1 move and more score", a, c, hb.MovesMade, hb.Score, before)
	}
	if pb.MovesMade != 1 || pb.Score != hb.Score || !slicesEqual(pb.Cells, hb.Cells) {
		t.Errorf("the player's machine shows %d moves, score %d; the host %d moves, score %d", pb.MovesMade, pb.Score, hb.MovesMade, hb.Score)
	}
	if pb.Cursor != c {
		t.Errorf("the player's cursor is at %v, want %v (kept on their machine)", pb.Cursor, c)
	}
	if hb.Cursor != (Cell{}) {
		t.Errorf("the host's cursor moved to %v with the player's keys", hb.Cursor)
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

func slicesEqual(a, b []Gem) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestNetworkRefusesHostileSwaps(t *testing.T) {
	host, player := netPair(t, nil)
	stepBoth(90, host, player)
	cells := append([]Gem(nil), boardIn(host).Cells...)
	svc := runtime.Service[network.Service](player)
	id := network.CommandID(0) // match3.swap, the game's only command
	for _, data := range [][]byte{nil, {1, 1, 1}, {0, 0, 0, 0}, {0, 0, 2, 0}, {200, 0, 201, 0}, {14, 0, 15, 0}} {
		if err := svc.Send(0, id, data); err != nil {
			t.Fatal(err)
		}
	}
	stepBoth(60, host, player)
	if b := boardIn(host); b.MovesMade != 0 || b.Phase != PhaseIdle || !slicesEqual(b.Cells, cells) {
		t.Errorf("hostile swaps changed the host's board: %d moves, phase %v", b.MovesMade, b.Phase)
	}
	var warned []string
	for _, p := range host.Problems().List() {
		if strings.Contains(p.Message, "match3.swap from player 1") {
			warned = append(warned, p.Message)
		}
	}
	all := strings.Join(warned, "\n")
	for _, want := range []string{"a swap is 4 bytes, got 0", "a swap is 4 bytes, got 3", "are not neighbours", "out of a 16×16 board", "off the board"} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
	if len(warned) != 6 {
		t.Errorf("%d warnings, want 6:\n%s", len(warned), all)
	}
}

func FuzzDecodeSwap(f *testing.F) {
	f.Add([]byte{0, 0, 1, 0})
	f.Add([]byte{3, 4, 3, 5})
	f.Add([]byte{15, 15, 16, 15})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		a, c, err := decodeSwap(data)
		if err != nil {
			return
		}
		if !neighbours(a, c) || a.X >= MaxSize || a.Y >= MaxSize || c.X >= MaxSize || c.Y >= MaxSize {
			t.Errorf("% x decoded as %v, %v", data, a, c)
		}
		if got := encodeSwap(a, c); string(got) != string(data) {
			t.Errorf("% x decoded and encoded again as % x", data, got)
		}
	})
}
