package tests

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/blocks"
	"github.com/griffengine/griff/modules/match3"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/modules/puzzle"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// genreMachine is one machine of a session of a genre template: its game
// and the input source its test presses keys on.
type genreMachine struct {
	g  *runtime.Game
	in *input.Live
}

// genrePair loads the template of module name and starts a host and one
// player of it over the in-memory transport, 50 ms latency and 5% loss each
// way, stepped together for a second.
func genrePair(t *testing.T, name string) (host, player genreMachine) {
	t.Helper()
	m, ok := runtime.LookupModule(name)
	if !ok || m.Template == nil {
		t.Fatalf("the %s module has no template", name)
	}
	lg, err := hosting.Load(m.Template, name)
	if err != nil {
		t.Fatal(err)
	}
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.05}
	link := hub.NewLink()
	machine := func(opts network.Options) genreMachine {
		sys := network.NewSystem(opts)
		gm := genreMachine{in: input.NewLive(nil)}
		gm.g, err = lg.NewGame(hosting.Options{Seed: 1, Input: gm.in,
			WrapInput: func(in input.Source) input.Source { return sys.Input(in) }, Systems: []runtime.System{sys}})
		if err != nil {
			t.Fatal(err)
		}
		return gm
	}
	host = machine(network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))})
	player = machine(network.Options{Join: transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())})
	genreSteps(60, host, player)
	return host, player
}

// sceneIs reports whether g plays the scene name (scenes/NAME.json).
func sceneIs(g *runtime.Game, name string) bool {
	return strings.HasSuffix(g.Scene().Name(), "/"+name+".json")
}

// genreSteps steps every machine n times, in turn.
func genreSteps(n int, ms ...genreMachine) {
	for range n {
		for _, m := range ms {
			m.g.Step()
		}
	}
}

// tap presses action on m for a step, then steps the machines n steps
// more, all together.
func (m genreMachine) tap(action string, n int, all ...genreMachine) {
	m.in.Push(input.Event{Action: action, Down: true, Value: 1})
	genreSteps(4, all...)
	m.in.Push(input.Event{Action: action})
	genreSteps(n, all...)
}

// TestPuzzleRemotePlayerPlays has a player's machine of the puzzle template
// pick the third level on the level select with their own keys and push the
// crate right: the host plays that level and that move. Then the player
// opens the level select (Esc) on their machine and picks the first level.
func TestPuzzleRemotePlayerPlays(t *testing.T) {
	host, player := genrePair(t, "puzzle")
	all := []genreMachine{host, player}
	player.tap("UIDown", 10, all...)
	player.tap("UIDown", 10, all...)
	player.tap("UIAccept", 60, all...)
	b := scenes.Get[puzzle.Board](host.g.Scene().Find("Board"))
	if b.Level != 2 || b.Built != 3 {
		t.Fatalf("after the player picked level 3 the host plays level %d (built %d)", b.Level+1, b.Built)
	}
	player.tap(puzzle.ActionRight, 60, all...)
	if b.Moves != 1 {
		t.Errorf("after the player's move the host counts %d moves, want 1", b.Moves)
	}
	player.tap(puzzle.ActionLevels, 30, all...)
	player.tap("UIUp", 10, all...)
	player.tap("UIUp", 10, all...)
	player.tap("UIAccept", 60, all...)
	if b.Level != 0 || b.Built != 1 {
		t.Errorf("after the player opened the level select and picked level 1 the host plays level %d (built %d)", b.Level+1, b.Built)
	}
	for _, m := range all {
		for _, p := range m.g.Problems().List() {
			t.Errorf("problem: %v", p)
		}
	}
}

// TestBlocksRemotePlayerPlays has the host start a marathon and the
// player's machine drop two pieces and open the pause menu to set DAS with
// their own keys: the host locks both pieces and takes the new DAS. The
// player's pick of Sprint on their title menu changes no scene: the host
// chooses the scene everyone plays.
func TestBlocksRemotePlayerPlays(t *testing.T) {
	host, player := genrePair(t, "blocks")
	all := []genreMachine{host, player}
	player.tap("UIDown", 10, all...)
	player.tap("UIAccept", 60, all...)
	if !sceneIs(host.g, "title") || !sceneIs(player.g, "title") {
		t.Fatalf("the player's pick on the title menu: the host plays %q, the player %q; want both on the title", host.g.Scene().Name(), player.g.Scene().Name())
	}
	host.tap("UIAccept", 90, all...)
	if !sceneIs(host.g, "marathon") || !sceneIs(player.g, "marathon") {
		t.Fatalf("after the host chose Marathon: the host plays %q, the player %q (problems %v)", host.g.Scene().Name(), player.g.Scene().Name(), player.g.Problems().List())
	}
	well := func() *blocks.Well {
		for _, w := range scenes.All[blocks.Well](host.g.Scene()) {
			return w
		}
		t.Fatal("no well on the host")
		return nil
	}
	player.tap(blocks.ActionHardDrop, 40, all...)
	player.tap(blocks.ActionHardDrop, 40, all...)
	if n := well().Pieces; n != 2 {
		t.Errorf("after the player's two hard drops the host locked %d pieces, want 2", n)
	}
	das := well().DAS
	player.tap("Pause", 20, all...)
	player.tap("UIDown", 10, all...)
	player.tap("UIRight", 40, all...)
	if got := well().DAS; got != das+1 {
		t.Errorf("after the player raised DAS in their pause menu the host's well has DAS %d, want %d", got, das+1)
	}
	for _, m := range all {
		for _, p := range m.g.Problems().List() {
			t.Errorf("problem: %v", p)
		}
	}
}

// TestMatch3RemotePlayerPlays has the host pick the first level and the
// player's machine walk the cursor to a swap that matches, pick the gem and
// swap it with their own keys: the host's board counts the move.
func TestMatch3RemotePlayerPlays(t *testing.T) {
	host, player := genrePair(t, "match3")
	all := []genreMachine{host, player}
	host.tap("UIAccept", 90, all...)
	if !sceneIs(host.g, "level1") || !sceneIs(player.g, "level1") {
		t.Fatalf("after the host chose level 1: the host plays %q, the player %q", host.g.Scene().Name(), player.g.Scene().Name())
	}
	var b *match3.Board
	for _, hb := range scenes.All[match3.Board](host.g.Scene()) {
		b = hb
		break
	}
	a, c, ok := b.FirstMove()
	if b.Cursor != (match3.Cell{}) || !ok {
		t.Fatalf("the host's board: cursor %v, a move %v", b.Cursor, ok)
	}
	for range a.X {
		player.tap(match3.ActionRight, 2, all...)
	}
	for range a.Y {
		player.tap(match3.ActionDown, 2, all...)
	}
	player.tap(match3.ActionSelect, 2, all...)
	dir := map[bool]string{true: match3.ActionRight, false: match3.ActionDown}[c.X > a.X]
	player.tap(dir, 90, all...)
	if b.MovesMade != 1 {
		t.Errorf("after the player's swap %v-%v the host's board made %d moves, want 1", a, c, b.MovesMade)
	}
	for _, m := range all {
		for _, p := range m.g.Problems().List() {
			t.Errorf("problem: %v", p)
		}
	}
}

// TestNovelRemotePlayerPlays has the host start the story and the player's
// machine advance it to the menu and pick the second option with their own
// keys: the host's story goes down that branch.
func TestNovelRemotePlayerPlays(t *testing.T) {
	host, player := genrePair(t, "novel")
	all := []genreMachine{host, player}
	host.tap("UIAccept", 60, all...)
	r := func() *novel.Reader {
		for _, r := range scenes.All[novel.Reader](host.g.Scene()) {
			return r
		}
		t.Fatal("no reader on the host")
		return nil
	}
	for i := 0; i < 60 && r().Wait != novel.WaitMenu; i++ {
		player.tap(novel.ActionAdvance, 20, all...)
	}
	if r().Wait != novel.WaitMenu {
		t.Fatalf("the player's advances did not bring the host's story to its menu (line %d)", r().Now.Said)
	}
	genreSteps(30, all...)
	player.tap("UIDown", 10, all...)
	player.tap("UIAccept", 60, all...)
	if !strings.Contains(r().Now.Text, "gate") {
		t.Errorf("after the player chose \"Blame Aki\" the host shows %q", r().Now.Text)
	}
	for _, m := range all {
		for _, p := range m.g.Problems().List() {
			t.Errorf("problem: %v", p)
		}
	}
}
