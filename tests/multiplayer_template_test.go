package tests

import (
	"crypto/sha256"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// arena loads the multiplayer template.
func arena(t *testing.T) *hosting.LoadedGame {
	t.Helper()
	tm, ok := templates.Lookup("multiplayer")
	if !ok {
		t.Fatal("no multiplayer template")
	}
	lg, err := hosting.Load(tm.Files, "multiplayer")
	if err != nil {
		t.Fatal(err)
	}
	return lg
}

// arenaClient is a player's game of the arena joining on tr.
func arenaClient(t *testing.T, lg *hosting.LoadedGame, tr transport.Transport, script []input.Event) *runtime.Game {
	t.Helper()
	sys := network.NewSystem(network.Options{Join: tr})
	g, err := lg.NewGame(hosting.Options{Seed: 1, Input: input.NewScript(script),
		WrapInput: func(in input.Source) input.Source { return sys.Input(in) }, Systems: []runtime.System{sys}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// coins returns how many coins the inventory of entity name holds.
func coins(g *runtime.Game, name string) int {
	e := g.Scene().Find(name)
	if e == nil || scenes.Get[items.Inventory](e) == nil {
		return -1
	}
	return scenes.Get[items.Inventory](e).Count("Coin")
}

// Each player's script: player 1 (top left) runs right along the top row of
// coins, player 2 (bottom right) left along the bottom row.
var arenaScripts = [][]input.Event{
	holds("right", 30, 200, "down", 220, 240),
	holds("left", 40, 210, "up", 230, 260),
	holds("down", 20, 90, "right", 60, 160),
	holds("up", 25, 100, "left", 80, 150),
}

// The template's server (hosting.Matches on real loopback UDP) and two
// players' games, all in this process and stepped in turn: each player's
// disc collects its row of coins on the host, the two unused seats stay
// empty, and once everyone stands still each player's scene holds the
// host's state: the same entities, active or not, at the same places.
func TestMultiplayerTemplateOverLoopbackUDP(t *testing.T) {
	lg := arena(t)
	link, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	server := transport.NewServer(transport.Config{}, link)
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: server, PlayersPerMatch: 4})
	defer m.Close()
	var players []*runtime.Game
	for i := range 2 {
		tr, err := transport.DialUDP(link.Addr().String(), transport.Config{})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		players = append(players, arenaClient(t, lg, tr, arenaScripts[i]))
	}
	step := time.Second / 60
	var now time.Duration
	frame := func() {
		for _, g := range players {
			g.Step()
		}
		now += step
		m.Frame(now, step)
		time.Sleep(time.Millisecond) // loopback packets reach the reading goroutines
	}
	var sent [3]uint64
	for i := range 900 {
		frame()
		if i == 300 {
			for p := range sent {
				sent[p] = server.Stats(transport.PeerID(p)).BytesOut
			}
		}
	}
	host := m.Games()[0]
	if host == nil || m.Opened != 1 {
		t.Fatalf("the server opened %d matches and has none in slot 0", m.Opened)
	}
	for p := 1; p <= 2; p++ {
		bps := float64(server.Stats(transport.PeerID(p)).BytesOut-sent[p]) / 10
		t.Logf("player %d: %.0f bytes/s from the host", p, bps)
	}
	t.Log(m.Status())
	for name, want := range map[string]int{"Player1": 3, "Player2": 3} {
		if got := coins(host, name); got != want {
			t.Errorf("on the host %s collected %d coins, want %d", name, got, want)
		}
	}
	for _, name := range []string{"Player3", "Player4"} {
		if e := host.Scene().Find(name); e == nil || e.Active() {
			t.Errorf("on the host the empty seat %s is active (or missing)", name)
		}
	}
	for i, g := range players {
		if me := runtime.Service[network.Service](g).LocalPlayer(); int(me) != i+1 {
			t.Fatalf("player %d joined as %d", i+1, me)
		}
		compareScenes(t, fmt.Sprint("player ", i+1), host.Scene(), g.Scene())
	}
}

// compareScenes reports where a player's scene differs from the host's:
// entities, their active flags and their positions (to the 1/64 world unit
// snapshots carry).
func compareScenes(t *testing.T, who string, host, player *scenes.Scene) {
	t.Helper()
	n := 0
	for e := range host.Walk() {
		n++
		p := player.Entity(e.ID())
		if p == nil {
			t.Errorf("%s lacks the host's %s", who, e.Name())
			continue
		}
		d := e.Transform().Position().Sub(p.Transform().Position())
		if p.Active() != e.Active() || math.Abs(d.X()) > 1.0/64 || math.Abs(d.Y()) > 1.0/64 {
			t.Errorf("%s's %s is active %v at %v, the host's active %v at %v", who, e.Name(),
				p.Active(), p.Transform().Position(), e.Active(), e.Transform().Position())
		}
	}
	if player.Len() != n {
		t.Errorf("%s's scene has %d entities, the host's %d", who, player.Len(), n)
	}
}

// matchRun plays a server of hosting.Matches (two players a match) over an
// in-memory hub for steps frames, with one player's game for each script in
// scripts, and returns the server's games and their fingerprints at the end.
func matchRun(t *testing.T, lg *hosting.LoadedGame, scripts [][]input.Event, steps int) ([]*runtime.Game, []string) {
	t.Helper()
	hub := transport.NewHub()
	link := hub.NewLink()
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, link), PlayersPerMatch: 2})
	var players []*runtime.Game
	for _, s := range scripts {
		players = append(players, arenaClient(t, lg, transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr()), s))
	}
	step := time.Second / 60
	for i := range steps {
		for _, g := range players {
			g.Step()
		}
		m.Frame(time.Duration(i+1)*step, step)
	}
	var prints []string
	games := m.Games()
	for _, g := range games {
		if g != nil {
			prints = append(prints, g.Fingerprint())
		}
	}
	return games, prints
}

// Two matches in one server process, two players in each, each play as the
// same match played alone on its server: the same fingerprint at the same
// step.
func TestTwoMatchesPlayAsAlone(t *testing.T) {
	lg := arena(t)
	const steps = 400
	games, both := matchRun(t, lg, arenaScripts, steps)
	if len(both) != 2 {
		t.Fatalf("the server played %d matches, want 2", len(both))
	}
	if both[0] == both[1] {
		t.Error("both matches ended the same: their players' scripts differ")
	}
	for slot, g := range games[:2] {
		if c := coins(g, "Player1") + coins(g, "Player2"); c == 0 {
			t.Errorf("in match %d nobody collected a coin", slot)
		}
	}
	for slot := range 2 {
		_, alone := matchRun(t, lg, arenaScripts[2*slot:2*slot+2], steps)
		if len(alone) != 1 || alone[0] != both[slot] {
			t.Errorf("match %d played beside another ended %.12s, alone %.12v", slot, both[slot], alone)
		}
	}
}

// The arena's step is cheap enough to hold many matches: the steps of one
// match with four players, measured per step.
func BenchmarkArenaMatchStep_4players(b *testing.B) {
	tm, _ := templates.Lookup("multiplayer")
	lg, err := hosting.Load(tm.Files, "multiplayer")
	if err != nil {
		b.Fatal(err)
	}
	hub := transport.NewHub()
	link := hub.NewLink()
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, link), PlayersPerMatch: 4})
	var players []*runtime.Game
	for i := range 4 {
		sys := network.NewSystem(network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())})
		g, err := lg.NewGame(hosting.Options{Seed: 1, Input: input.NewScript(arenaScripts[i]),
			WrapInput: func(in input.Source) input.Source { return sys.Input(in) }, Systems: []runtime.System{sys}})
		if err != nil {
			b.Fatal(err)
		}
		players = append(players, g)
	}
	step := time.Second / 60
	var now time.Duration
	frame := func(server bool) {
		for _, g := range players {
			g.Step()
		}
		now += step
		if server {
			m.Frame(now, step)
		}
	}
	for range 120 {
		frame(true)
	}
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		frame(false)
		b.StartTimer()
		m.Frame(now, step)
	}
}

// The template's server and two players over the in-memory hub with 10%
// loss and 100 ms latency each way: each player rebuilds the host's state
// of the steps it draws between, bit for bit, and, once everyone stands
// still, its scene holds the host's.
func TestMultiplayerTemplateOverBadNetwork(t *testing.T) {
	lg := arena(t)
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 100 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(7)))
	rec := seen{}
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1, Systems: []runtime.System{rec}}, hosting.MatchesOptions{Transport: server, PlayersPerMatch: 4})
	var players []*runtime.Game
	for i := range 2 {
		tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(uint64(8+i))), link.Addr())
		players = append(players, arenaClient(t, lg, tr, arenaScripts[i]))
	}
	step := time.Second / 60
	var now time.Duration
	for i := 0; i < 900 || (i < 960 && !allRender(players)); i++ {
		for _, g := range players {
			g.Step()
		}
		now += step
		m.Frame(now, step)
	}
	host := m.Games()[0]
	for _, g := range players {
		net := runtime.Service[network.Service](g)
		me := net.LocalPlayer()
		from, to := net.RenderFrames()
		if from == nil || to == nil {
			t.Fatalf("player %d rebuilt no snapshots", me)
		}
		for _, f := range []*session.Frame{from, to} {
			if sha256.Sum256(f.AppendTo(nil)) != rec[fmt.Sprint(me, "/", f.Step)] {
				t.Errorf("player %d's rebuilt state of step %d differs from the host's", me, f.Step)
			}
		}
		compareScenes(t, fmt.Sprint("player ", me), host.Scene(), g.Scene())
	}
	for name, want := range map[string]int{"Player1": 3, "Player2": 3} {
		if got := coins(host, name); got != want {
			t.Errorf("on the host %s collected %d coins, want %d", name, got, want)
		}
	}
}
