package hosting_test

import (
	"bytes"
	"io/fs"
	"path"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// sceneText returns what s saves as, with its entity ids in hierarchy order.
func sceneText(t *testing.T, s *scenes.Scene) string {
	t.Helper()
	b, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestLoadSceneGivesIndependentScenesAsRead loads each scene of the built-in game
// twice: both are what scenes.ReadScene gives for the file (its tilemaps'
// cells read from the Tiled maps they name; for a scene naming a map, with
// the map's entities and spawns, both loads the same), and changing one
// changes neither the other nor the next load.
func TestLoadSceneGivesIndependentScenesAsRead(t *testing.T) {
	lg := builtin(t)
	for _, name := range lg.SceneNames() {
		data, err := fs.ReadFile(assets.BuiltinGame(), path.Join("scenes", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		file := path.Join(lg.Name, "scenes", name+".json")
		data = hosting.WithTilemapMaps(assets.BuiltinGame(), lg.Name, path.Join("scenes", name+".json"), data, nil)
		read, err := scenes.ReadScene(file, data, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := sceneText(t, read)
		a, err := lg.LoadScene(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := lg.LoadScene(name, nil)
		if bytes.Contains(data, []byte(`"map": "levels/`)) { // the map's entities and spawns join the file's
			read, want = b, sceneText(t, b)
			if a.Len() <= 30 {
				t.Errorf("%s: %d entities, want the map's things too", name, a.Len())
			}
		}
		for i, s := range []*scenes.Scene{a, b} {
			if got := sceneText(t, s); got != want || s.Name() != file || s.Len() != read.Len() || s.NextID() != read.NextID() {
				t.Errorf("%s: load %d is not what ReadScene gives (name %q, %d entities, next id %d; want %q, %d, %d)",
					name, i+1, s.Name(), s.Len(), s.NextID(), file, read.Len(), read.NextID())
			}
		}
		for e := range a.Walk() {
			e.Transform().SetPosition(griff.V(-1, -1))
		}
		a.Destroy(a.Roots()[0])
		c, _ := lg.LoadScene(name, nil)
		for i, s := range []*scenes.Scene{b, c} {
			if got := sceneText(t, s); got != want {
				t.Errorf("%s: after changing the first load, load %d changed too", name, i+2)
			}
		}
	}
}

// TestSceneProblemsReportedOncePerGame checks that a mistake in a scene file is
// in each game's problem log once, from Load, and that loading the scene again
// reports nothing new.
func TestSceneProblemsReportedOncePerGame(t *testing.T) {
	fsys := fstest.MapFS{
		hosting.ProjectFile: {Data: []byte(`{"name": "Odd", "startScene": "main"}`)},
		"scenes/main.json":  {Data: []byte(`{"entities": [{"id": 1, "name": "A", "components": {"Mod.Laser": {"power": 3}}}]}`)},
		"scenes/other.json": {Data: []byte(`{"entities": [{"id": 2, "name": "B", "components": {"Mod.Laser": {}}}]}`)},
	}
	lg, err := hosting.Load(fsys, "odd")
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		var sunk []scenes.Problem
		g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { sunk = append(sunk, p) }})
		if err != nil {
			t.Fatal(err)
		}
		if len(sunk) != 2 || sunk[0].Entity != "A" || sunk[1].Entity != "B" || sunk[0].Component != "Mod.Laser" {
			t.Fatalf("a new game's log has %v, want the unknown component of each scene once", sunk)
		}
		for _, name := range []string{"main", "other", "main"} {
			if _, err := lg.LoadScene(name, g.Problems()); err != nil {
				t.Fatal(err)
			}
		}
		if len(sunk) != 2 {
			t.Errorf("loading scenes again reported %v, want nothing new", sunk[2:])
		}
	}
}
