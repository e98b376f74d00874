package lifetime_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// FuzzSpawnPrefab reads a mutated prefab file, spawns it three times into a
// game with the built-in systems, physics included, and plays 8 steps: no
// input may panic, the scene stays within spawning's bounds, and the physics
// world within its own (MaxBodies, and no more dynamic bodies than copies
// spawned). The prefab answers to the names "a" and "b", so spawners in it
// spawn it again (a prefab that spawns itself). Copies of a body spawned at
// one point are built only up to physics.MaxCrowd overlapping, so the
// physics step over thousands of them stays short.
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
		g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{"a": tmpl, "b": tmpl}}, builtins.Systems(builtins.Options{})...)
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
			if c := physworld.Of(g).World().Counts(); c.Dynamic > physics.MaxBodies || c.Dynamic > g.Scene().Len() {
				t.Fatalf("the physics world built %d dynamic bodies for %d entities, want at most %d", c.Dynamic, g.Scene().Len(), physics.MaxBodies)
			}
		}
	})
}
