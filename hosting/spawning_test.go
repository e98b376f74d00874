package hosting_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/scenes"
)

// playCase loads the game folder testdata/unbounded-spawning/name (copied from
// shared/cases) and plays frames steps headless, returning the problems and the
// scene's largest entity count seen after a step.
func playCase(t *testing.T, name string, frames int) (problems []scenes.Problem, most int) {
	t.Helper()
	dir := filepath.Join("testdata", "unbounded-spawning", name)
	lg, err := hosting.Load(os.DirFS(dir), name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { problems = append(problems, p) }})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g}
	for range frames {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
		most = max(most, g.Scene().Len())
	}
	return problems, most
}

// A prefab that spawns itself (shared/cases/unbounded-spawning, which ran out
// of memory at 6.5 GB) is noticed at load with one warning naming it, and the
// game plays on with the scene bounded.
func TestSelfSpawningPrefabCase(t *testing.T) {
	problems, most := playCase(t, "self-spawning-prefab", 40)
	if most > lifetime.MaxSceneEntities {
		t.Errorf("the scene grew to %d entities, want at most %d", most, lifetime.MaxSceneEntities)
	}
	if most < lifetime.MaxSceneEntities/2 {
		t.Errorf("the scene grew to %d entities only: does the prefab spawn at all?", most)
	}
	var cycle, full int
	for _, p := range problems {
		switch {
		case strings.Contains(p.Message, "in a cycle (prefabs/a.json → prefabs/a.json)"):
			cycle++
			if p.File != "self-spawning-prefab/prefabs/a.json" || p.Severity != scenes.SeverityWarning {
				t.Errorf("cycle problem %v, want a warning about the prefab's file", p)
			}
		case strings.Contains(p.Message, "spawners add no more"):
			full++
			if p.Entity != "S" || p.Component != "Griff.Spawner" {
				t.Errorf("full scene problem %v, want it to name S and Griff.Spawner", p)
			}
		}
	}
	if cycle != 1 || full != 1 || len(problems) != 2 {
		t.Errorf("problems %v, want one about the cycle and one about the full scene", problems)
	}
}

// A spawner "every": 1 (one nanosecond, shared/cases/unbounded-spawning)
// spawns once a millisecond, warning once naming its entity and component.
func TestSpawnerEvery1nsCase(t *testing.T) {
	problems, most := playCase(t, "spawner-every-1ns", 120)
	// 120 steps at 60 a second are exactly 2 s of game time: 2,000 copies, and
	// the spawner's own entity.
	if want := 2001; most != want {
		t.Errorf("the scene holds %d entities after 120 steps, want %d", most, want)
	}
	if len(problems) != 1 || problems[0].Entity != "Root" || problems[0].Component != "Griff.Spawner" ||
		!strings.Contains(problems[0].Message, "shorter than the shortest interval") {
		t.Errorf("problems %v, want one naming Root and Griff.Spawner", problems)
	}
}
