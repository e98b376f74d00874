package tests

import (
	"bytes"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/tactics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// TestTacticsBadMapWarns: a map file with a mistake is reported at its
// file, line and column when its scene starts, through the whole load of
// the tactics template with that file edited; the scene plays on without
// the battle (its texts and panels are there), and the game steps.
func TestTacticsBadMapWarns(t *testing.T) {
	m, ok := runtime.LookupModule("tactics")
	if !ok || m.Template == nil {
		t.Fatal("the tactics module has no template")
	}
	folder := fstest.MapFS{}
	err := fs.WalkDir(m.Template, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(m.Template, p)
		folder[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	project := folder["project.griff"].Data
	folder["project.griff"] = &fstest.MapFile{Data: bytes.Replace(project, []byte(`"startScene": "title"`), []byte(`"startScene": "map1"`), 1)}
	// Map 1 edited: a unit of a class there is none of, line 21 column 13.
	m1 := string(folder["maps/map1.tac"].Data)
	folder["maps/map1.tac"] = &fstest.MapFile{Data: []byte(strings.Replace(m1, "unit player knight Bors", "unit player paladin Bors", 1))}
	lg, err := hosting.Load(folder, "banners")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { got = append(got, p.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		g.Step()
	}
	all := strings.Join(got, "\n")
	if want := `maps/map1.tac:21:13: unit: unknown class "paladin"`; !strings.Contains(all, want) {
		t.Errorf("problems\n%s\nwant one with %q", all, want)
	}
	battles := 0
	for range scenes.All[tactics.Battle](g.Scene()) {
		battles++
	}
	if g.Clock().Tick() != 60 || g.Scene().Find("Status") == nil || battles != 0 {
		t.Errorf("the scene did not play on without its battle: tick %d, %d battles", g.Clock().Tick(), battles)
	}
}
