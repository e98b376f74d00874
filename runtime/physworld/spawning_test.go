package physworld_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

type prefabs map[string]*scenes.Template

func (p prefabs) Prefab(name string) *scenes.Template { return p[name] }

// body is a dynamic box added to the prefabs of the unbounded-spawning cases
// (../shared/cases/unbounded-spawning), so every copy lands on one point.
const body = `"Griff.Body": {}, "Griff.Collider": {"shapes": [{"size": [8, 8]}]}`

// TestUnboundedSpawningOfBodies plays the two unbounded-spawning cases with a
// body in the prefab for 120 steps with physics: a prefab spawning itself
// every 16 ms, and a scene Spawner with "every": 1 (ns). Spawning is bounded by
// runtime/lifetime; the physics world must build a copy only where at most
// MaxCrowd moving shapes overlap it (the others wait), so each step's touching
// pairs stay within MaxCrowd/2 per body built (not the n²/2 of n copies on one
// point), and it says so once.
func TestUnboundedSpawningOfBodies(t *testing.T) {
	cases := []struct{ name, scene, prefab string }{
		{"self-spawning prefab",
			`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Root", "components": {"Griff.Spawner": {"prefab": "a", "every": "16ms", "limit": 1}}}]}`,
			`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "S", "components": {"Griff.Spawner": {"prefab": "a", "every": "16ms"}, ` + body + `}}]}`},
		{"spawner every 1 ns",
			`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Root", "components": {"Griff.Spawner": {"prefab": "a", "every": 1}}}]}`,
			`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "X", "components": {` + body + `}}]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			scene := template(t, "scenes/main.json", c.scene)
			prefab := template(t, "prefabs/a.json", c.prefab)
			g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{"a": prefab}}, builtins.Systems(builtins.Options{})...)
			if err != nil {
				t.Fatal(err)
			}
			g.Spawn(scene, nil, griff.Vec{}, nil)
			most, bodies, total, left := 0, 0, 0, 0
			for range 120 {
				g.Step()
				n := physworld.Of(g).World().Counts()
				if n.Touches > n.Dynamic*physics.MaxCrowd/2 {
					t.Fatalf("%d touching pairs among %d bodies in a step, want at most %d", n.Touches, n.Dynamic, n.Dynamic*physics.MaxCrowd/2)
				}
				most, bodies, total, left = max(most, n.Touches), max(bodies, n.Dynamic), total+n.Touches, n.LeftOut
			}
			if bodies > physics.MaxBodies || left == 0 {
				t.Errorf("at most %d dynamic bodies built and %d left out at the end, want at most MaxBodies built and some left out", bodies, left)
			}
			if g.Scene().Len() < 1000 {
				t.Errorf("the scene holds %d entities; the case should spawn thousands", g.Scene().Len())
			}
			found := 0
			for _, p := range g.Problems().List() {
				if strings.Contains(p.Message, "MaxCrowd") && p.Component == "Griff.Body" && p.Entity != "" {
					found++
				}
			}
			if found != 1 {
				t.Errorf("%d MaxCrowd warnings naming an entity's Griff.Body, want 1: %v", found, g.Problems().List())
			}
			t.Logf("%d entities, at most %d bodies built and %d touching pairs a step, %d pairs in 120 steps, %d left out at the end",
				g.Scene().Len(), bodies, most, total, left)
		})
	}
}

func template(t *testing.T, name, data string) *scenes.Template {
	tmpl, err := scenes.ReadTemplate(name, []byte(data), nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return tmpl
}
