package lifetime_test

import (
	"testing"
	"time"

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
