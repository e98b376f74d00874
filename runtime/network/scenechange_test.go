package network_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// rooms loads two scenes: "a" with pawns 0 to 2 in a row, "b" with them in
// a column and a marker entity.
type rooms struct{}

func (rooms) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	if name != "a" && name != "b" {
		return nil, fmt.Errorf("no scene %q", name)
	}
	sc := scenes.NewScene(name, problems)
	for p := range 3 {
		e := sc.NewEntity(fmt.Sprint("Pawn", p), nil)
		scenes.Add(e, Pawn{Player: p})
		if name == "a" {
			e.Transform().SetPosition(griff.Vec{float64(10 * p), 0})
		} else {
			e.Transform().SetPosition(griff.Vec{0, float64(100 + 10*p)})
		}
	}
	if name == "b" {
		sc.NewEntity("OnlyInB", nil)
	}
	return sc, nil
}

// brokenRooms is rooms whose scene "b" does not read while broken is true, as
// a scene file with a mistake until it is mended.
type brokenRooms struct{ broken *bool }

func (r brokenRooms) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	if name == "b" && *r.broken {
		return nil, fmt.Errorf("scenes/b.json:3:9: invalid character ','")
	}
	return rooms{}.LoadScene(name, problems)
}

// roomGame is a machine of the scene change test.
func roomGame(t *testing.T, opts network.Options, script []input.Event) *runtime.Game {
	t.Helper()
	return roomGameWith(t, opts, script, rooms{})
}

// roomGameWith is roomGame loading scenes with loader.
func roomGameWith(t *testing.T, opts network.Options, script []input.Event, loader sceneflow.Loader) *runtime.Game {
	t.Helper()
	a, _ := rooms{}.LoadScene("a", nil)
	sys := network.NewSystem(opts)
	var src input.Source
	if script != nil {
		src = input.NewScript(script)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: a, Input: sys.Input(src)}, sys, pawns{}, sceneflow.NewSystem(loader))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The host changes scene: its player follows into the same scene, takes
// the host's state there (the host's positions, not the scene file's), and
// goes on predicting their own pawn.
func TestPlayerFollowsHostsSceneChange(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	lag := transport.Conditions{Latency: 50 * time.Millisecond}
	host := roomGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, lag, griff.NewRand(1)))}, nil)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), lag, griff.NewRand(2)), link.Addr())
	player := roomGame(t, network.Options{Join: tr}, walk(250, 300))
	for i := range 400 {
		if i == 150 {
			sceneflow.Of(host).Change("b")
		}
		player.Step()
		host.Step()
		if i == 160 { // the host moves pawn 2 away from where b's file puts it
			host.Scene().Find("Pawn2").Transform().SetPosition(griff.Vec{77, 5})
		}
	}
	if host.Scene().Name() != "b" {
		t.Fatalf("the host plays %q, want b", host.Scene().Name())
	}
	if got := player.Scene().Name(); got != "b" {
		t.Fatalf("the player plays %q after the host changed to b", got)
	}
	if player.Scene().Find("OnlyInB") == nil {
		t.Error("the player's scene lacks b's entity")
	}
	for p := range 3 {
		name := fmt.Sprint("Pawn", p)
		got, want := player.Scene().Find(name).Transform().Position(), host.Scene().Find(name).Transform().Position()
		if got != want {
			t.Errorf("the player's %s is at %v, the host's at %v", name, got, want)
		}
	}
	if got := host.Scene().Find("Pawn1").Transform().Position().X(); got != 50 {
		t.Errorf("the player's pawn walked to x = %v on the host, want 50 (50 steps of input in b)", got)
	}
}

// A player whose copy of the host's new scene does not read stays in its
// scene with the warning once, and follows the host into it once the file
// reads (mended and reloaded), without the host changing scene again.
func TestPlayerFollowsIntoAMendedScene(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	host := roomGame(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil)
	broken := true
	player := roomGameWith(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, nil, brokenRooms{&broken})
	for i := range 600 {
		if i == 100 {
			sceneflow.Of(host).Change("b")
		}
		if i == 300 {
			if got := player.Scene().Name(); got != "a" {
				t.Fatalf("the player plays %q while its b does not read, want a", got)
			}
			broken = false
		}
		player.Step()
		host.Step()
	}
	if got := player.Scene().Name(); got != "b" {
		t.Fatalf("the player plays %q after its b was mended, want b (the host's)", got)
	}
	n := 0
	for _, p := range player.Problems().List() {
		if strings.Contains(p.Message, `cannot change to scene "b"`) {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the player's log has %d warnings of the change to b, want 1: %v", n, player.Problems().List())
	}
}

// A player refused by the host (other commands) is told why in its problem
// log, as an error, instead of only "no answer" after NoAnswerAfter (found
// by the tester3 helper, whose player of another build saw no reason).
func TestPlayerToldRefusal(t *testing.T) {
	errorsOf := func(g *runtime.Game) []string {
		var out []string
		for _, p := range g.Problems().List() {
			if p.Severity == scenes.SeverityError {
				out = append(out, p.Message)
			}
		}
		return out
	}
	// refused: the player has a command the host has not
	hub := transport.NewHub()
	link := hub.NewLink()
	host := roomGame(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil)
	cmds := &session.Commands{}
	cmds.Register("Shout")
	player := roomGame(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr()), Commands: cmds}, nil)
	for range 400 {
		player.Step()
		host.Step()
	}
	if e := errorsOf(player); len(e) != 1 || !strings.Contains(e[0], "refused this player: the game's commands differ") {
		t.Errorf("a refused player's errors %q, want one giving the host's reason", e)
	}
	for _, p := range player.Problems().List() {
		if strings.Contains(p.Message, "no answer") {
			t.Errorf("a refused player was also told %q", p.Message)
		}
	}
}
