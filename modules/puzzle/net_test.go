package puzzle

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// netMachine is the host or a player of a networked puzzle game.
type netMachine struct {
	g   *runtime.Game
	sys *system
	in  *runtimetest.Taps
	net network.Service
}

// newNetMachine makes a game of the corridor level whose network system is
// made with opts.
func newNetMachine(t *testing.T, opts network.Options) *netMachine {
	t.Helper()
	m := &netMachine{sys: &system{}, in: &runtimetest.Taps{}}
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: nsys.Input(m.in)}, builtins.Options{}, m.sys, nsys)
	if err != nil {
		t.Fatal(err)
	}
	scenes.Add(g.Scene().NewEntity("Board", nil), Board{Levels: strings.Split(corridor+"\n\n"+corridor, "\n")})
	m.g, m.net = g, runtime.Service[network.Service](g)
	return m
}

// netPair is a host and one player over the in-memory transport with 50 ms
// latency and 10% loss each way.
func netPair(t *testing.T) (host, player *netMachine) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	host = newNetMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))})
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	player = newNetMachine(t, network.Options{Join: tr})
	steps(60, host, player)
	return host, player
}

func steps(n int, ms ...*netMachine) {
	for range n {
		for _, m := range ms {
			m.g.Step()
		}
	}
}

// playerCell returns the cell of the level's player on m, as m's scene has
// it (on a player's machine: as the host's snapshots put it there).
func playerCell(t *testing.T, m *netMachine) grid.Cell {
	t.Helper()
	for e := range scenes.All[Player](m.g.Scene()) {
		if mv := scenes.Get[grid.Mover](e); mv != nil {
			return mv.Cell
		}
	}
	t.Fatal("no player in the scene")
	return grid.Cell{}
}

func boardOf(m *netMachine) *Board {
	for _, b := range scenes.All[Board](m.g.Scene()) {
		return b
	}
	return nil
}

func TestNetworkPlayerMovesUndoesAndPicks(t *testing.T) {
	host, player := netPair(t)
	start := playerCell(t, host)
	if got := playerCell(t, player); got != start {
		t.Fatalf("the player's machine shows the player at %v, the host at %v", got, start)
	}
	player.in.Next = append(player.in.Next, ActionDown)
	steps(60, host, player)
	want := grid.Cell{start[0], start[1] + 1}
	if got := playerCell(t, host); got != want || boardOf(host).Moves != 1 {
		t.Fatalf("after the player's move down the host's player is at %v with %d moves, want %v and 1", got, boardOf(host).Moves, want)
	}
	if got := playerCell(t, player); got != want || boardOf(player).Moves != 1 {
		t.Errorf("the player's machine shows the player at %v with %d moves, want %v and 1", got, boardOf(player).Moves, want)
	}
	player.in.Next = append(player.in.Next, ActionUndo)
	steps(60, host, player)
	if got := playerCell(t, host); got != start || boardOf(host).Moves != 0 {
		t.Errorf("after the player's undo the host's player is at %v with %d moves, want %v and 0", got, boardOf(host).Moves, start)
	}
	player.sys.send(netLevel, 0, 1)
	steps(60, host, player)
	if b := boardOf(host); b.Level != 1 || b.Built != 2 {
		t.Errorf("after the player picked level 1 the host plays level %d (built %d)", b.Level, b.Built)
	}
	if b := boardOf(player); b.Level != 1 {
		t.Errorf("the player's machine shows level %d, want 1", b.Level)
	}
	if n := host.g.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.g.Problems().List())
	}
}

func TestNetworkRefusesHostilePayloads(t *testing.T) {
	host, player := netPair(t)
	start := playerCell(t, host)
	ids := player.sys.link.ids
	for _, c := range []struct {
		id   network.CommandID
		data []byte
	}{
		{ids[netMove], []byte{4}},
		{ids[netMove], nil},
		{ids[netMove], []byte{1, 1}},
		{ids[netUndo], []byte{0}},
		{ids[netLevel], []byte{0}},
		{ids[netLevel], []byte{0xff, 0xff}},
	} {
		if err := player.net.Send(0, c.id, c.data); err != nil {
			t.Fatal(err)
		}
	}
	steps(60, host, player)
	if got := playerCell(t, host); got != start || boardOf(host).Level != 0 {
		t.Errorf("hostile commands moved the host's player to %v, level %d", got, boardOf(host).Level)
	}
	var warned []string
	for _, p := range host.g.Problems().List() {
		if strings.Contains(p.Message, "from player 1") {
			warned = append(warned, p.Message)
		}
	}
	for _, want := range []string{"puzzle.move from player 1: malformed payload: a move is one byte 0..3, got 04", "puzzle.undo from player 1", "puzzle.level from player 1: level 65535 of 2"} {
		if !strings.Contains(strings.Join(warned, "\n"), want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, strings.Join(warned, "\n"))
		}
	}
	if len(warned) != 6 {
		t.Errorf("%d warnings, want 6 (one per hostile command):\n%s", len(warned), strings.Join(warned, "\n"))
	}
}

func FuzzDecodeCommand(f *testing.F) {
	f.Add(uint8(netMove), []byte{3})
	f.Add(uint8(netLevel), []byte{0, 5})
	f.Add(uint8(netUndo), []byte{})
	f.Add(uint8(9), []byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, k uint8, data []byte) {
		c, err := decodeCommand(netKind(k), data)
		if err != nil {
			return
		}
		switch {
		case c.kind == netMove && (len(data) != 1 || c.dir != moveDirs[data[0]].dir):
			t.Errorf("move % x decoded as %v", data, c.dir)
		case c.kind == netLevel && (c.level < 0 || c.level >= 1<<16):
			t.Errorf("level % x decoded as %d", data, c.level)
		case c.kind >= netKinds:
			t.Errorf("kind %d accepted", c.kind)
		}
	})
}
