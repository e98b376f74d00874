package lifetime_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/scenes"
)

type prefabs map[string]*scenes.Template

func (p prefabs) Prefab(name string) *scenes.Template { return p[name] }

func spark() *scenes.Template {
	root := scenes.NewScene("t", nil).NewEntity("Spark", nil)
	scenes.Add(root, lifetime.Lifetime{Remaining: 3 * time.Second / 60})
	return scenes.NewTemplate("spark", root)
}

func TestLifetimeRunsOut(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().Spawn(spark(), nil)
	// The lifetime of 3 steps runs out on the third step.
	for i := 1; i <= 3; i++ {
		if !e.Alive() {
			t.Fatalf("the spark died before step %d", i)
		}
		g.Step()
	}
	if e.Alive() {
		t.Error("the spark outlived its lifetime")
	}
}

func TestSpawnerSpawnsAndWarnsOnce(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{StepRate: 10, Prefabs: prefabs{"spark": scenes.NewTemplate("spark", scenes.NewScene("t", nil).NewEntity("Spark", nil))}}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	scenes.Add(g.Scene().NewEntity("Fountain", nil), lifetime.Spawner{Prefab: "spark", Every: 200 * time.Millisecond, Limit: 3})
	scenes.Add(g.Scene().NewEntity("Broken", nil), lifetime.Spawner{Prefab: "nothing", Every: 100 * time.Millisecond})
	for range 10 {
		g.Step()
	}
	n := 0
	for e := range g.Scene().Walk() {
		if e.Name() == "Spark" {
			n++
		}
	}
	if n != 3 {
		t.Errorf("a spawner limited to 3 made %d sparks in 1 s", n)
	}
	if list := g.Problems().List(); len(list) != 1 || list[0].Entity != "Broken" {
		t.Errorf("problems %v, want one naming Broken", list)
	}
}

// count returns how many entities of the scene are named name.
func count(g *runtime.Game, name string) int {
	n := 0
	for e := range g.Scene().Walk() {
		if e.Name() == name {
			n++
		}
	}
	return n
}

// warnings returns the problems whose message contains text.
func warnings(g *runtime.Game, text string) []scenes.Problem {
	var out []scenes.Problem
	for _, p := range g.Problems().List() {
		if strings.Contains(p.Message, text) {
			out = append(out, p)
		}
	}
	return out
}

// A spawner "every": 1 (one nanosecond, shared/cases/unbounded-spawning) spawns
// every MinSpawnEvery instead, warning once naming its entity and component.
func TestSpawnerEveryIsClamped(t *testing.T) {
	dot := scenes.NewTemplate("dot", scenes.NewScene("t", nil).NewEntity("Dot", nil))
	g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{"dot": dot}}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	scenes.Add(g.Scene().NewEntity("Fountain", nil), lifetime.Spawner{Prefab: "dot", Every: 1})
	for range 10 {
		g.Step()
	}
	// Ten steps at 60 a second are 166.7 ms of game time: 166 whole milliseconds.
	if got, want := count(g, "Dot"), 166; got != want {
		t.Errorf("a spawner every 1 ns made %d copies in 10 steps at 60 a second, want %d (one a millisecond)", got, want)
	}
	w := warnings(g, "shorter than the shortest interval")
	if len(w) != 1 || w[0].Entity != "Fountain" || w[0].Component != "Griff.Spawner" || w[0].Severity != scenes.SeverityWarning {
		t.Errorf("warnings %v, want one naming Fountain and Griff.Spawner", w)
	}
	if len(g.Problems().List()) != 1 {
		t.Errorf("problems %v, want only the one about the interval", g.Problems().List())
	}
}

// A spawner "every": 0 or "-1s" spawns nothing, warning once naming its entity
// and component.
func TestSpawnerEveryNotPositiveWarns(t *testing.T) {
	for _, every := range []time.Duration{0, -time.Second} {
		dot := scenes.NewTemplate("dot", scenes.NewScene("t", nil).NewEntity("Dot", nil))
		g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{"dot": dot}}, lifetime.NewSystem())
		if err != nil {
			t.Fatal(err)
		}
		scenes.Add(g.Scene().NewEntity("Fountain", nil), lifetime.Spawner{Prefab: "dot", Every: every})
		for range 10 {
			g.Step()
		}
		if got := count(g, "Dot"); got != 0 {
			t.Errorf("a spawner every %v made %d copies in 10 steps, want 0", every, got)
		}
		want := fmt.Sprintf("every %v is not a positive interval; the spawner spawns nothing", every)
		p := g.Problems().List()
		if len(p) != 1 || p[0].Message != want || p[0].Entity != "Fountain" || p[0].Component != "Griff.Spawner" || p[0].Severity != scenes.SeverityWarning {
			t.Errorf("every %v: problems %v, want one warning %q naming Fountain and Griff.Spawner", every, p, want)
		}
	}
}

// A spawner owed more than MaxSpawnsPerStep copies in a step (a long step)
// makes that many and drops the rest, warning once.
func TestSpawnerCopiesPerStepAreCapped(t *testing.T) {
	dot := scenes.NewTemplate("dot", scenes.NewScene("t", nil).NewEntity("Dot", nil))
	g, err := runtime.NewGame(runtime.Options{StepRate: 10, Prefabs: prefabs{"dot": dot}}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	scenes.Add(g.Scene().NewEntity("Fountain", nil), lifetime.Spawner{Prefab: "dot", Every: lifetime.MinSpawnEvery})
	for range 3 {
		g.Step()
	}
	if got, want := count(g, "Dot"), 3*lifetime.MaxSpawnsPerStep; got != want {
		t.Errorf("3 steps of 100 ms, each owing 100 copies, made %d, want %d", got, want)
	}
	if w := warnings(g, "copies in a step"); len(w) != 1 || w[0].Entity != "Fountain" || w[0].Component != "Griff.Spawner" {
		t.Errorf("warnings %v, want one naming Fountain and Griff.Spawner", w)
	}
}

// A prefab that spawns itself (shared/cases/unbounded-spawning), here faster
// than allowed as well, is bounded: the game goes on, the scene never holds
// more than MaxSceneEntities, and each bound warns once however many copies
// meet it.
func TestSelfSpawningPrefabIsBounded(t *testing.T) {
	self := scenes.NewScene("t", nil).NewEntity("Self", nil)
	scenes.Add(self, lifetime.Spawner{Prefab: "self", Every: time.Microsecond})
	tmpl := scenes.NewTemplate("self", self)
	g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{"self": tmpl}}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	g.Spawn(tmpl, nil, griff.Vec{}, nil)
	for range 10 {
		g.Step()
		if n := g.Scene().Len(); n > lifetime.MaxSceneEntities {
			t.Fatalf("the scene grew to %d entities", n)
		}
	}
	// Each copy spawns about 17 a step: the cap is reached on the fourth step.
	if n := g.Scene().Len(); n < lifetime.MaxSceneEntities-lifetime.MaxSpawnsPerStep {
		t.Errorf("the scene holds %d entities, want about %d", n, lifetime.MaxSceneEntities)
	}
	if w := warnings(g, "spawners add no more"); len(w) != 1 || w[0].Entity != "Self" || w[0].Component != "Griff.Spawner" {
		t.Errorf("warnings about a full scene %v, want 1 naming Self and Griff.Spawner", w)
	}
	if w := warnings(g, "shorter than the shortest interval"); len(w) != 1 || w[0].Entity != "Self" {
		t.Errorf("%d warnings about the interval (%v), want 1 for all the copies", len(w), w)
	}
	if n := len(g.Problems().List()); n != 2 {
		t.Errorf("%d problems, want 2: %v", n, g.Problems().List())
	}
}

// The spawner tells a game folder's loader which prefab it spawns.
func TestSpawnerNamesItsPrefab(t *testing.T) {
	var ps scenes.PrefabSpawner = &lifetime.Spawner{Prefab: "bullet"}
	if got := ps.SpawnedPrefabs(); len(got) != 1 || got[0] != "bullet" {
		t.Errorf("SpawnedPrefabs = %q, want [bullet]", got)
	}
}

// A spawner's warnings name it as every problem about an entity does: the
// file, line and column, the path and id, the component.
func TestSpawnerWarningNamesFileAndID(t *testing.T) {
	data := "{\"format\": 1, \"nextId\": 4, \"entities\": [\n" +
		"  {\"id\": 2, \"name\": \"Dot\"},\n" +
		"  {\"id\": 3, \"name\": \"S\", \"components\": {\"Griff.Spawner\": {\"prefab\": \"dot\", \"every\": 1}}}\n]}"
	s, err := scenes.ReadScene("c/scenes/main.json", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	dot := scenes.NewTemplate("dot", scenes.NewScene("t", nil).NewEntity("Dot", nil))
	g, err := runtime.NewGame(runtime.Options{Scene: s, Prefabs: prefabs{"dot": dot}}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	w := warnings(g, "shorter than the shortest interval")
	want := "warning: c/scenes/main.json:3:3: S#3: Griff.Spawner: every 1ns is shorter than the shortest interval, 1ms; spawning every 1ms"
	if len(w) != 1 || w[0].String() != want {
		t.Errorf("warnings %v, want one: %s", w, want)
	}
}
