package lifetime_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/scenes"
)

// FuzzSpawnPrefab reads a mutated prefab file, spawns it three times into a
// game with the built-in systems but physics, and plays 8 steps: no input may
// panic, and the scene stays within spawning's bounds. The prefab answers to
// the names "a" and "b", so spawners in it spawn it again (a prefab that spawns
// itself).
//
// Physics is left out: tens of thousands of copies of a body spawned at one
// point overlap pairwise, and the physics step over them takes minutes (the
// physics package's own bound to set; FuzzSceneBodies fuzzes physics).
func FuzzSpawnPrefab(f *testing.F) {
	for _, s := range []string{
		`{"entities":[{"id":1,"name":"S","components":{"Griff.Spawner":{"prefab":"a","every":"16ms"}}}]}`,
		`{"entities":[{"id":1,"components":{"Griff.Spawner":{"prefab":"b","every":1,"limit":3}}}]}`,
		`{"entities":[{"id":1,"components":{"Griff.Spawner":{"prefab":"a","every":"1ms","elapsed":"1h","count":-4}},
		  "children":[{"id":2,"components":{"Griff.Lifetime":{"remaining":"20ms"}}}]}]}`,
		`{"entities":[{"id":1,"components":{"Griff.Spawner":{"prefab":"a","every":-5,"limit":-1}}}]}`,
		`{"entities":[{"id":1,"components":{"Griff.Spawner":{"prefab":"nothing","every":"9223372036854775807ns","elapsed":"9223372036854775807ns"}}}]}`,
		`{"entities":[{"id":1,"transform":{"position":[1e308,-1e308],"scale":[0,0]},"children":[{"id":2,"name":"x"}]}]}`,
		"\xef\xbb\xbf{\"entities\":[{\"id\":7,\"name\":\"Bom\"}]}",
		`{"entities":[{"id":1,"components":{"Griff.Spawner":{"prefab":"a","every":1},"Griff.Body":{},"Griff.Collider":{"shapes":[{"size":[8,8]}]},
		  "Griff.Timer":{},"Griff.Mover":{"velocity":[1,0]}}}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tmpl, err := scenes.ReadTemplate("fuzz.json", data, nil)
		if err != nil {
			return
		}
		// The loader's cycle check: a prefab that spawns "a" or "b" spawns
		// itself, and nothing else is a cycle.
		spawnsItself := false
		for _, n := range tmpl.SpawnedPrefabs() {
			spawnsItself = spawnsItself || n == "a" || n == "b"
		}
		cycles := scenes.PrefabCycles(map[string]*scenes.Template{"a": tmpl, "b": tmpl})
		if spawnsItself != (len(cycles) > 0) {
			t.Fatalf("the prefab spawns %q; PrefabCycles = %q", tmpl.SpawnedPrefabs(), cycles)
		}
		g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{"a": tmpl, "b": tmpl}}, systems()...)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			g.Spawn(tmpl, nil, griff.Vec{}, nil)
		}
		start := 3 * tmpl.Len()
		for range 8 {
			g.Step()
			if n := g.Scene().Len(); n > max(start, lifetime.MaxSceneEntities) {
				t.Fatalf("the scene holds %d entities, want at most %d", n, max(start, lifetime.MaxSceneEntities))
			}
		}
	})
}

// systems returns the built-in systems (runtime/builtins) but physics.
func systems() []runtime.System {
	var out []runtime.System
	for _, sys := range builtins.Systems(builtins.Options{}) {
		if sys.Name() != "Physics" {
			out = append(out, sys)
		}
	}
	return out
}
