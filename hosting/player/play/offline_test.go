package play

import (
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
)

// Played alone (no --server, no --join), the multiplayer template seats
// the local player as player 1: the red disc is there and the local keys
// move it; the other seats stay empty.
func TestOfflineMultiplayerTemplateSeatsTheLocalPlayer(t *testing.T) {
	tm, ok := templates.Lookup("multiplayer")
	if !ok {
		t.Fatal("no multiplayer template")
	}
	lg, err := hosting.Load(tm.Files, "multiplayer")
	if err != nil {
		t.Fatal(err)
	}
	opts := hosting.Options{Seed: 1, Input: input.NewScript([]input.Event{
		{Tick: 10, Action: "right", Down: true, Value: 1}, {Tick: 40, Action: "right"}})}
	playOffline(&opts)
	g, err := lg.NewGame(opts)
	if err != nil {
		t.Fatal(err)
	}
	p1 := g.Scene().Find("Player1")
	x0 := p1.Transform().Position().X()
	for range 60 {
		g.Step()
	}
	if !p1.Active() {
		t.Fatal("offline, Player1 (the local player's seat) is not active")
	}
	for _, name := range []string{"Player2", "Player3", "Player4"} {
		if e := g.Scene().Find(name); e == nil || e.Active() {
			t.Errorf("offline, %s is missing or active; want an empty seat", name)
		}
	}
	if dx := p1.Transform().Position().X() - x0; dx < 20 {
		t.Errorf("holding right for 30 steps moved Player1 by %v, want it walking (over 20 world units)", dx)
	}
}

// Runs of N frames (and so replays and screenshots) play as the window does
// offline: the multiplayer template's first chick is seated, so the run's
// hash is that of the offline game, not of one without the network system
// (where no chick is in the level).
func TestFramesRunPlaysOffline(t *testing.T) {
	dir := t.TempDir()
	newGame(t, "multiplayer", dir)
	var out strings.Builder
	if err := run([]string{"--frames", "60", dir}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	lg, err := hosting.Load(os.DirFS(dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	hash := func(offline bool) string {
		opts := hosting.Options{}
		if offline {
			playOffline(&opts)
		}
		res, err := hosting.RunFrames(lg, opts, 60)
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("steps %d hash %s\n", res.Steps, res.Hash)
	}
	if on, off := hash(true), hash(false); out.String() != on || on == off {
		t.Errorf("--frames 60 printed %q; offline %q, without the network system %q", out.String(), on, off)
	}
}
