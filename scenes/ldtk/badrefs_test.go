package ldtk_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// TestBadReferencesWarn: a level file holding another level than the one
// the project names it for, a layer whose tileset image is not in the game
// folder, a layer naming a tileset uid the project does not define, and a
// layer type Griff does not read each warn at their place, naming the
// file; the rest plays (the level file's layers are read as the project's
// level, the missing image's tiles are kept, drawn as a placeholder).
func TestBadReferencesWarn(t *testing.T) {
	project := `{"jsonVersion": "1.5.3",
 "defs": {"tilesets": [{"uid": 7, "identifier": "Tiles", "relPath": "art/tiles.png", "tileGridSize": 8, "__cWid": 4}]},
 "levels": [
  {"identifier": "A", "iid": "l-a", "externalRelPath": "p/a.ldtkl"},
  {"identifier": "B", "iid": "l-b", "layerInstances": [
   {"__identifier": "Deco", "__type": "Tiles", "__cWid": 2, "__cHei": 1, "__gridSize": 8, "__tilesetDefUid": 7, "iid": "y-1",
    "gridTiles": [{"px": [0, 0], "src": [0, 0], "t": 0}]},
   {"__identifier": "Gone", "__type": "Tiles", "__cWid": 2, "__cHei": 1, "__gridSize": 8, "__tilesetDefUid": 99, "iid": "y-2",
    "gridTiles": [{"px": [0, 0], "src": [0, 0], "t": 0}]},
   {"__identifier": "Odd", "__type": "Hexes", "__cWid": 2, "__cHei": 1, "__gridSize": 8, "iid": "y-3"}]}]}`
	fsys := fstest.MapFS{"maps/p/a.ldtkl": {Data: []byte(`{"identifier": "Z",
 "iid": "l-z", "layerInstances": [
  {"__identifier": "Deco2", "__type": "Tiles", "__cWid": 2, "__cHei": 1, "__gridSize": 8, "__tilesetDefUid": 7, "iid": "y-9",
   "gridTiles": [{"px": [8, 0], "src": [8, 0], "t": 1}]}]}`)}}
	var p scenes.Problems
	l, err := ldtk.Read("maps/p.ldtk", []byte(project), fsys, &p)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, pr := range p.List() {
		msgs = append(msgs, pr.String())
	}
	all := strings.Join(msgs, "\n")
	want := []string{
		`warning: maps/p/a.ldtkl:2:9: the level file holds the level "Z" (iid "l-z"), but the project names it for the level "A" (iid "l-a"); its layers are read as "A"'s`,
		`warning: maps/p/a.ldtkl:3:120: layer "Deco2": the image maps/art/tiles.png of its tileset "Tiles" (relPath "art/tiles.png") is not in the game folder (its tiles are drawn as a placeholder)`,
		`warning: maps/p.ldtk:8:121: layer "Gone": its tiles name the tileset uid 99, which the project does not define (tiles left out)`,
		`warning: maps/p.ldtk:10:97: layer "Odd": type "Hexes" is not an LDtk layer type Griff reads (layer left empty)`,
	}
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("no problem\n%s\nin:\n%s", w, all)
		}
	}
	if len(msgs) != len(want) {
		t.Errorf("%d problems, want %d (the missing image warns once):\n%s", len(msgs), len(want), all)
	}
	if len(l.Roots) != 2 || l.Roots[0].Name != "A" || len(l.Roots[0].Children) != 1 || l.Roots[0].Children[0].Name != "Deco2" {
		t.Fatalf("levels %+v, want A (with the file's layer Deco2) and B", l.Roots)
	}
	if deco := l.Roots[1].Children[2]; deco.Name != "Deco" || len(deco.Children) != 1 || deco.Children[0].Components[0].Type != "Griff.Tilemap" {
		t.Errorf("the layer Deco %+v, want its tiles kept in a tilemap", deco)
	}
}
