package lifetime_test

import (
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

// A spawner owed millions of spawns a step, and a prefab that spawns itself,
// are bounded: the game goes on, the scene stays under MaxSceneEntities, and
// each bound warns once.
func TestSpawningIsBounded(t *testing.T) {
	self := scenes.NewScene("t", nil).NewEntity("Self", nil)
	scenes.Add(self, lifetime.Spawner{Prefab: "self", Every: time.Millisecond})
	fast := scenes.NewScene("t", nil).NewEntity("Dot", nil)
	g, err := runtime.NewGame(runtime.Options{Prefabs: prefabs{
		"self": scenes.NewTemplate("self", self), "dot": scenes.NewTemplate("dot", fast)}}, lifetime.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	scenes.Add(g.Scene().NewEntity("Fountain", nil), lifetime.Spawner{Prefab: "dot", Every: 1})
	g.Spawn(scenes.NewTemplate("self", self), nil, griff.Vec{}, nil)
	for range 60 {
		g.Step()
		if n := g.Scene().Len(); n > lifetime.MaxSceneEntities+lifetime.MaxSpawnsPerStep {
			t.Fatalf("the scene grew to %d entities", n)
		}
	}
	var perStep, full int
	for _, p := range g.Problems().List() {
		switch {
		case strings.Contains(p.Message, "copies a step"):
			perStep++
		case strings.Contains(p.Message, "spawners add no more"):
			full++
		}
	}
	if perStep == 0 || full != 1 {
		t.Errorf("warnings: %d about copies a step, %d about a full scene; want some and 1:\n%v", perStep, full, g.Problems().List())
	}
}
