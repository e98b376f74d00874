package platformer

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
)

// templateScript plays both test levels (levels_test.go): hold right all the way and
// jump (holding for half a second) over level 1's block, pit and dip, and over
// level 2's pit, crate and step, dip and spikes. Level 2 starts at step 488.
// (tests/platformer_playthrough_test.go plays the module's real template, the
// built-in game, through hosting.)
func templateScript() []input.Event {
	ev := hold("right", 1, 0)
	for _, j := range []griff.Tick{55, 128, 237, 580, 692, 779, 930} {
		ev = append(ev, hold("jump", j, j+30)...)
	}
	return ev
}

func TestTemplatePlaysToTheEnd(t *testing.T) {
	g := newTemplateGame(t, "level1", templateScript())
	var level2 griff.Tick
	var coins1 int
	for g.Clock().Tick() < 1020 {
		if g.Scene().Name() == "level1" {
			coins1 = get[items.Inventory](t, g, "Player").Count(ItemCoin)
		}
		g.Step()
		if level2 == 0 && g.Scene().Name() == "level2" {
			level2 = g.Clock().Tick()
		}
	}
	if level2 != 488 {
		t.Errorf("level 2 began at step %d, want 488", level2)
	}
	if coins1 != 6 {
		t.Errorf("level 1 ended with %d coins, want 6", coins1)
	}
	goal, h, inv := get[Goal](t, g, "Goal"), get[Health](t, g, "Player"), get[items.Inventory](t, g, "Player")
	if g.Scene().Name() != "level2" || !goal.Reached {
		t.Fatalf("scene %s, goal reached %v; want level2's goal reached", g.Scene().Name(), goal.Reached)
	}
	if h.Hits != 0 || h.Deaths != 0 || inv.Count(ItemCoin) != 10 || !get[switches.Door](t, g, "Gate").Open {
		t.Errorf("level 2: %d hits, %d deaths, %d coins, gate open %v; want 0, 0, 10 (6 carried from level 1), open",
			h.Hits, h.Deaths, inv.Count(ItemCoin), get[switches.Door](t, g, "Gate").Open)
	}
	for _, p := range g.Problems().List() {
		t.Errorf("problem: %v", p)
	}
}

// TestTemplateDeterministic plays the test levels twice and compares the games'
// fingerprints.
func TestTemplateDeterministic(t *testing.T) {
	var prints [2]string
	for i := range prints {
		g := newTemplateGame(t, "level1", templateScript())
		steps(g, 700)
		prints[i] = g.Fingerprint()
	}
	if prints[0] != prints[1] {
		t.Errorf("two plays of one script end in different states: %s, %s", prints[0], prints[1])
	}
}

// TestTemplateSceneReads checks every test level, written as a scene file, reads without problems
// and holds one player.
func TestTemplateSceneReads(t *testing.T) {
	for _, name := range []string{"level1", "level2"} {
		log := scenes.NewProblems(nil)
		s, err := templateScenes{}.LoadScene(name, log)
		if err != nil {
			t.Fatal(err)
		}
		if n := scenes.Count[Player](s); n != 1 || log.Len() != 0 {
			t.Errorf("%s: %d players, problems %v; want 1 player, no problems", name, n, log.List())
		}
	}
}
