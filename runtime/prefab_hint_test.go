package runtime_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// namedPrefabs is a PrefabSource that has no templates but knows names.
type namedPrefabs []string

func (namedPrefabs) Prefab(string) *scenes.Template { return nil }
func (n namedPrefabs) PrefabNames() []string        { return n }

// A prefab name that finds nothing names the one most likely meant when the
// source lists its names (runtime.PrefabNamer).
func TestMistypedPrefabWarnsWithTheNearestName(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{Prefabs: namedPrefabs{"Coin", "Enemy", "Spark"}})
	if err != nil {
		t.Fatal(err)
	}
	g.Prefab("Enemyy")
	g.Prefab("Dragon")
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.Message)
	}
	want := []string{`no prefab named "Enemyy" (did you mean "Enemy"?)`, `no prefab named "Dragon"`}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("problems %q, want %q", got, want)
	}
}
