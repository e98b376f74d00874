package tests

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/runtime"
)

// TestDungeonRewindFromLater: the dungeon keeps the hero's view as a cache
// of the cell it was worked out for. Rewound from a later step, the hero
// steps next (at 3289 in the template's playthrough) into the cell that
// cache was last worked out for, later in the game; the fog and the run's
// explored cells must still be those of the first time through. Before the
// view was worked out again after a restore, step 3289 differed in
// Dungeon.Run and the fog's Griff.Tilemap.
func TestDungeonRewindFromLater(t *testing.T) {
	sc, ok := templatePlays(t)["dungeon"]
	if !ok || sc.steps < 3300 {
		t.Fatalf("the dungeon's playthrough input is missing or shorter than 3300 steps")
	}
	tm, ok := templates.Lookup("dungeon")
	if !ok {
		t.Fatal("no dungeon template")
	}
	lg, err := hosting.Load(tm.Files, tm.Name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(sc.events)})
	if err != nil {
		t.Fatal(err)
	}
	tl := runtime.NewTimeline(g, 1)
	first := map[griff.Tick]string{}
	digests := map[griff.Tick][]runtime.StatePart{} // the first time, from step 3287
	step := func(to griff.Tick, check bool) {
		for g.Clock().Tick() < to {
			g.Step()
			if err := tl.Record(); err != nil {
				t.Fatal(err)
			}
			tick := g.Clock().Tick()
			if !check {
				first[tick] = g.Fingerprint()
				if tick >= 3287 {
					digests[tick] = g.StateDigest()
				}
			} else if got := g.Fingerprint(); got != first[tick] {
				t.Fatalf("step %d differs from the first time through: %s", tick, fmt.Sprint(runtime.DiffState(digests[tick], g.StateDigest(), 4)))
			}
		}
	}
	rewind := func(to griff.Tick) {
		if err := tl.Rewind(to); err != nil {
			t.Fatal(err)
		}
	}
	step(3298, false)
	rewind(3287)
	step(3298, true)
	rewind(3288)
	step(3298, true)
}
