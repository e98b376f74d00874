package scenes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// In these tests an Inventory (types_test.go) spawns the prefabs its Items
// name, as a weapon spawns its bullets.
func (inv *Inventory) SpawnedPrefabs() []string { return inv.Items }

// prefab returns a template whose root and a child each spawn some of names.
func prefab(t *testing.T, name string, names ...string) *scenes.Template {
	t.Helper()
	s := scenes.NewScene(name, nil)
	root := s.NewEntity(name, nil)
	child := s.NewEntity("child", root)
	half := len(names) / 2
	scenes.Add(root, Inventory{Items: names[:half]})
	scenes.Add(child, Inventory{Items: names[half:]})
	return scenes.NewTemplate(name, root)
}

func TestSpawnedPrefabs(t *testing.T) {
	got := prefab(t, "p", "b", "", "a", "b", "c").SpawnedPrefabs()
	if want := []string{"a", "b", "c"}; !slices.Equal(got, want) {
		t.Errorf("SpawnedPrefabs = %q, want %q (sorted, once each, no empty names)", got, want)
	}
	if got := prefab(t, "q").SpawnedPrefabs(); got != nil {
		t.Errorf("a prefab that spawns nothing: SpawnedPrefabs = %q, want nil", got)
	}
	// Read from a file, the component's saved names count.
	tmpl, err := scenes.ReadTemplate("r.json", []byte(`{"entities":[{"id":1,"components":{"Test.Inventory":{"Items":["r"]}}}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := tmpl.SpawnedPrefabs(); !slices.Equal(got, []string{"r"}) {
		t.Errorf("SpawnedPrefabs of a file = %q, want [r]", got)
	}
}

func TestPrefabCycles(t *testing.T) {
	tests := []struct {
		name    string
		prefabs map[string][]string // prefab -> what it spawns
		want    string
	}{
		{"none", map[string][]string{"a": {"b"}, "b": {"c"}, "c": nil}, "[]"},
		{"itself", map[string][]string{"a": {"a"}}, "[[a a]]"},
		{"pair", map[string][]string{"b": {"a"}, "a": {"b"}}, "[[a b a]]"},
		{"three", map[string][]string{"c": {"a"}, "a": {"b"}, "b": {"c", "x"}}, "[[a b c a]]"},
		{"shortest", map[string][]string{"a": {"b", "c"}, "b": {"c"}, "c": {"a"}}, "[[a c a]]"},
		{"missing names", map[string][]string{"a": {"ghost", "b"}, "b": nil}, "[]"},
		{"two groups", map[string][]string{"z": {"y"}, "y": {"z"}, "m": {"m", "n"}, "n": nil}, "[[m m] [y z y]]"},
		{"into a cycle", map[string][]string{"a": {"b"}, "b": {"c"}, "c": {"b"}}, "[[b c b]]"},
	}
	for _, tt := range tests {
		prefabs := map[string]*scenes.Template{}
		for n, spawns := range tt.prefabs {
			prefabs[n] = prefab(t, n, spawns...)
		}
		if got := fmt.Sprint(scenes.PrefabCycles(prefabs)); got != tt.want {
			t.Errorf("%s: PrefabCycles = %s, want %s", tt.name, got, tt.want)
		}
	}
}

// A long chain of prefabs, each spawning the next and the last the first, is
// found in time linear in the prefabs.
func TestPrefabCyclesLongChain(t *testing.T) {
	const n = 3000
	prefabs := map[string]*scenes.Template{}
	name := func(i int) string { return fmt.Sprintf("p%04d", i%n) }
	for i := range n {
		prefabs[name(i)] = prefab(t, name(i), name(i+1))
	}
	cycles := scenes.PrefabCycles(prefabs)
	if len(cycles) != 1 || len(cycles[0]) != n+1 || cycles[0][0] != "p0000" || cycles[0][n] != "p0000" {
		t.Fatalf("found %d cycles, the first of %d names; want one of %d from p00000", len(cycles), len(cycles[0]), n+1)
	}
	if !strings.HasPrefix(fmt.Sprint(cycles[0]), "[p0000 p0001 p0002") {
		t.Errorf("cycle starts %v", cycles[0][:3])
	}
}
