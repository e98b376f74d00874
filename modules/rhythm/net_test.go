package rhythm_test

import (
	"io/fs"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a game of scene t of fsys whose network system is made
// with opts and whose local input is events.
func netGame(t *testing.T, fsys fs.FS, opts network.Options, events []input.Event, probs *[]scenes.Problem) *runtime.Game {
	t.Helper()
	nsys := network.NewSystem(opts)
	sink := func(p scenes.Problem) { *probs = append(*probs, p) }
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: nsys.Input(input.NewScript(events)), Problems: scenes.NewProblems(sink)},
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: "t"}, append(rhythm.Systems(), runtimetest.Folder(fsys), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestNetworkHitsJudgedByTheHost: a player's machine, 50 ms from the host,
// taps notes on beats 2 and 3 (which start steps 62 and 92) at the exact
// moment, and lets go of a hold 100 ms before its tail; the host judges
// each hit by the step and At it was made at, not when it arrived: two
// Perfects, 0 ns off, and a Good for the tail. The player's machine shows
// the host's counts from its snapshots.
func TestNetworkHitsJudgedByTheHost(t *testing.T) {
	fsys := templateWith(t, map[string]string{"charts/t.chart": "2 lane 1\n3 lane 2\nhold 4..6 lane 3\n", "scenes/t.json": songScene})
	hub := transport.NewHub()
	slow := transport.Conditions{Latency: 50 * time.Millisecond}
	link := hub.NewLink()
	var hp, pp []scenes.Problem
	host := netGame(t, fsys, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, slow, griff.NewRand(1)))}, nil, &hp)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), slow, griff.NewRand(2)), link.Addr())
	ev := []input.Event{press(62, 0, 0), release(63, 0, 0), press(92, 1, 0), release(93, 1, 0), press(122, 2, 0), release(176, 2, 0)}
	player := netGame(t, fsys, network.Options{Join: tr}, ev, &pp)
	for range 260 {
		host.Step()
		player.Step()
	}
	l := lanes(t, host)
	if l.Perfect != 3 || l.Good != 1 || l.Miss != 0 {
		t.Errorf("the host judged perfect %d, good %d, miss %d; want 3, 1, 0", l.Perfect, l.Good, l.Miss)
	}
	if l.LastLane != 2 || l.LastOff != -100*time.Millisecond {
		t.Errorf("last: lane %d off %v, want lane 2 (from 0) -100ms", l.LastLane, l.LastOff)
	}
	if pl := lanes(t, player); pl.Perfect != 3 || pl.Good != 1 {
		t.Errorf("the player's machine shows perfect %d, good %d", pl.Perfect, pl.Good)
	}
	for _, p := range append(hp, pp...) {
		t.Errorf("problem: %v", p)
	}
}
