package hosting_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// copyBuiltin writes the built-in game into a new folder and returns it.
func copyBuiltin(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{}
	err := fs.WalkDir(assets.BuiltinGame(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(assets.BuiltinGame(), p)
		files[p] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, files)
	return dir
}

// groundRows returns the rows of cells (as written, one string a cell) of
// the tile layer "Ground" of a TMX file written as levelgen writes it (CSV,
// one map row a line), and the index of its first row among lines.
func groundRows(t *testing.T, lines []string) ([][]string, int) {
	t.Helper()
	for i, l := range lines {
		if !strings.Contains(l, `name="Ground"`) {
			continue
		}
		first := i + 1 // the layer, its properties, <data>, then the rows
		for first < len(lines) && !strings.Contains(lines[first], "<data") {
			first++
		}
		first++
		var rows [][]string
		for _, r := range lines[first:] {
			if strings.HasPrefix(r, "</data>") {
				return rows, first
			}
			rows = append(rows, strings.Split(strings.TrimSuffix(r, ","), ","))
		}
	}
	t.Fatal("no Ground layer")
	return nil, 0
}

// platformWalls returns the one-way walls and the ground tilemap of the
// scene being played.
func platformWalls(t *testing.T, g *runtime.Game) (*physics.TilemapWalls, *visual.Tilemap) {
	t.Helper()
	walls := scenes.Get[physics.TilemapWalls](g.Scene().Find("Ground one-way"))
	tm := scenes.Get[visual.Tilemap](g.Scene().Find("Ground"))
	if walls == nil || tm == nil {
		t.Fatal("no Ground one-way walls or Ground tilemap")
	}
	return walls, tm
}

// TestTilemapMapEditMovesPlatform moves a wooden platform of the built-in
// game's first level in its Tiled map, as a user would in Tiled, and checks
// the running game's ground tilemap and one-way walls follow on the reload.
func TestTilemapMapEditMovesPlatform(t *testing.T) {
	dir := copyBuiltin(t)
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	mapFile := filepath.Join(dir, "levels", "level1.tmx")
	b, err := os.ReadFile(mapFile)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	rows, first := groundRows(t, lines)
	// The first wooden platform (tile 6): the run of 6s from (x0, y) to x1.
	const plank = "6"
	x0, y := -1, -1
	for ry, r := range rows {
		if i := slices.Index(r, plank); i >= 0 {
			x0, y = i, ry
			break
		}
	}
	if x0 < 0 {
		t.Fatal("no wooden platform in the Ground layer")
	}
	x1 := x0
	for x1 < len(rows[y]) && rows[y][x1] == plank {
		x1++
	}
	n, w := x1-x0, len(rows[0])
	walls, tm := platformWalls(t, g)
	if tm.Width != w || tm.Cells[y*w+x0] != 6 || !walls.Cells[y*w+x0] || walls.Cells[y*w+x1+n-1] {
		t.Fatalf("before the edit: tilemap %d wide, cell (%d, %d) tile %d, one-way walls there %v and at (%d, %d) %v; want the map's",
			tm.Width, x0, y, tm.Cells[y*w+x0], walls.Cells[y*w+x0], x1+n-1, y, walls.Cells[y*w+x1+n-1])
	}
	// Move it n cells right, onto cells the row has empty.
	for x := x0; x < x1; x++ {
		if rows[y][x+n] != "0" {
			t.Fatalf("cell (%d, %d) is %s, want empty to move the platform onto", x+n, y, rows[y][x+n])
		}
		rows[y][x], rows[y][x+n] = "0", plank
	}
	lines[first+y] = strings.Join(rows[y], ",")
	if y < len(rows)-1 {
		lines[first+y] += ","
	}
	writeFiles(t, dir, map[string]string{"levels/level1.tmx": strings.Join(lines, "\n")})
	c := lg.ReloadGame(g, []string{"levels/level1.tmx"})
	if !slices.Contains(c.Scenes, "main") || !c.Restarted {
		t.Errorf("changes %+v, want scene main read again and restarted", c)
	}
	walls, tm = platformWalls(t, g)
	for x := x0; x < x1+n; x++ {
		moved := x >= x1
		if got := tm.Cells[y*w+x] == 6; got != moved {
			t.Errorf("after the edit, tile 6 at (%d, %d) is %v, want %v", x, y, got, moved)
		}
		if walls.Cells[y*w+x] != moved {
			t.Errorf("after the edit, a one-way wall at (%d, %d) is %v, want %v", x, y, walls.Cells[y*w+x], moved)
		}
	}
	if len(problems) != 0 || len(c.Problems) != 0 {
		t.Errorf("problems %v, %v; want none", problems, c.Problems)
	}
}

// tilemapScene is a scene file whose tilemap (on line 4; entity 2 on line 7) names the map and
// layer given, with the tileset given.
func tilemapScene(mapFile, layer, tileset string) string {
	return "{\"format\": 1,\n \"entities\": [\n  {\"id\": 1, \"name\": \"Ground\", \"components\": {\n   \"Griff.Tilemap\": {\"map\": \"" + mapFile +
		"\", \"mapLayer\": \"" + layer + "\",\n    \"tileset\": \"" + tileset + "\", \"tileSize\": 16, \"layer\": 3},\n" +
		"   \"Griff.TilemapWalls\": {\"fromTilemap\": \"solid\"}}},\n  {\"id\": 2, \"name\": \"Line6\"}\n]}"
}

// TestTilemapMapProblems: a tilemap naming a map that is not there, a layer
// the map has not, or another tileset than the map's, is a problem naming
// the scene file's line of the tilemap; the scene loads, and the lines after
// the tilemap keep their numbers.
func TestTilemapMapProblems(t *testing.T) {
	for _, tc := range []struct {
		name, mapFile, layer, tileset string
		want                          string
		cells                         int
	}{
		{"fine", "scenes/one.tmx", "Ground", "scenes/tiles.png", "", 6},
		{"missing map", "levels/none.tmx", "Ground", "tiles.png", "levels/none.tmx", 0},
		{"not a map", "levels/none.txt", "Ground", "tiles.png", "not a level file", 0},
		{"missing layer", "scenes/one.tmx", "Sky", "tiles.png", `has no layer "Sky" (it has "Ground", "Things"`, 0},
		{"other tileset", "scenes/one.tmx", "Ground", "other.png", `"tileset" is "other.png" but the map's layer "Ground" uses "scenes/tiles.png"`, 6},
		{"no layer", "scenes/one.tmx", "", "tiles.png", `needs "mapLayer"`, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := levelFolder(t)
			writeFiles(t, dir, map[string]string{"scenes/tm.json": tilemapScene(tc.mapFile, tc.layer, tc.tileset),
				"project.griff": `{"name": "Levels", "startScene": "tm", "window": {"width": 160, "height": 90}}`})
			lg, err := hosting.Load(os.DirFS(dir), "levels")
			if err != nil {
				t.Fatal(err)
			}
			var probs []scenes.Problem
			g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { probs = append(probs, p) }})
			if err != nil {
				t.Fatal(err)
			}
			s := g.Scene()
			tm := scenes.Get[visual.Tilemap](find(s, "Ground"))
			if tm == nil || len(tm.Cells) != tc.cells || tm.Layer != 3 {
				t.Fatalf("tilemap %+v, want %d cells on draw layer 3", tm, tc.cells)
			}
			if line, _ := s.Where(2); line != 7 {
				t.Errorf("entity 2 is on line %d, want 7 (the file's)", line)
			}
			var got []string // the scene file's problems
			found := tc.want == ""
			for _, p := range probs {
				if p.File == "levels/scenes/tm.json" && p.Severity != scenes.SeverityInfo { // the note of one.tmx's unplaced objects: TestTilemapMapNotesUnplacedObjects
					got = append(got, p.Message)
					found = found || p.Line == 4 && strings.Contains(p.Message, tc.want)
				}
			}
			if !found || tc.want == "" && len(got) != 0 {
				t.Errorf("problems %q, want one at levels/scenes/tm.json:4 saying %q", got, tc.want)
			}
		})
	}
}

// TestTilemapMapReloads: a scene whose tilemap names a map is read again
// when the map is saved.
func TestTilemapMapReloads(t *testing.T) {
	dir := levelFolder(t)
	writeFiles(t, dir, map[string]string{"scenes/tm.json": tilemapScene("scenes/one.tmx", "Ground", "scenes/tiles.png")})
	lg, err := hosting.Load(os.DirFS(dir), "levels")
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"scenes/one.tmx": strings.Replace(levelMap("20"), "0,0,0,1,1,1", "1,0,0,1,1,1", 1)})
	c := lg.Reload([]string{"scenes/one.tmx"})
	if !slices.Contains(c.Scenes, "tm") {
		t.Errorf("reloading the map read scenes %v, want tm among them", c.Scenes)
	}
	s, err := lg.LoadScene("tm", nil)
	if err != nil {
		t.Fatal(err)
	}
	walls := scenes.Get[physics.TilemapWalls](find(s, "Ground"))
	if walls == nil || !slices.Equal(walls.Cells, []bool{true, false, false, true, true, true}) {
		t.Errorf("walls %+v after the reload, want the map's new top-left wall", walls)
	}
}

// FuzzTilemapMaps gives any scene file text to the step that reads its
// tilemaps' maps: it never panics, keeps the number of lines, and valid JSON
// stays valid JSON.
func FuzzTilemapMaps(f *testing.F) {
	f.Add([]byte(tilemapScene("scenes/one.tmx", "Ground", "scenes/tiles.png")))
	f.Add([]byte(tilemapScene("scenes/one.tmx", "Things", "x.png")))
	f.Add([]byte(`{"Griff.Tilemap": {"map": 3, "mapLayer": []}, "x": {"Griff.Tilemap": {"map": "scenes/one.tmx"}}}`))
	f.Add([]byte(`{"Griff.Tilemap": [{"map": "scenes/one.tmx"}], "map": "Griff.Tilemap"}`))
	f.Add([]byte("{\"Griff.Tilemap\": {\"map\": \"scenes/one.tmx\", \"mapLayer\": \"Ground\"\n}"))
	fsys := fstest.MapFS{
		"scenes/one.tmx":   {Data: []byte(levelMap("20"))},
		"scenes/tiles.tsx": {Data: []byte(levelTiles)},
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out := hosting.WithTilemapMaps(fsys, "game", "scenes/tm.json", data, nil)
		if a, b := bytes.Count(data, []byte("\n")), bytes.Count(out, []byte("\n")); a != b {
			t.Errorf("%d lines became %d", a+1, b+1)
		}
		if json.Valid(data) && !json.Valid(out) {
			t.Errorf("valid JSON %q became %q", data, out)
		}
	})
}

// TestTilemapMapNotesUnplacedObjects: a scene whose tilemap draws a layer of
// a map with objects naming prefabs, and which does not name the map itself,
// says so once (information, naming the map and the first prefab); a scene
// that also names the map at its top level places them and says nothing.
func TestTilemapMapNotesUnplacedObjects(t *testing.T) {
	for _, named := range []bool{false, true} {
		dir := levelFolder(t)
		scene := tilemapScene("scenes/one.tmx", "Ground", "scenes/tiles.png")
		if named {
			scene = strings.Replace(scene, "{", `{"map": "scenes/one.tmx", `, 1)
		}
		writeFiles(t, dir, map[string]string{"scenes/tm.json": scene,
			"project.griff": `{"name": "Levels", "startScene": "tm", "window": {"width": 160, "height": 90}}`})
		lg, err := hosting.Load(os.DirFS(dir), "levels")
		if err != nil {
			t.Fatal(err)
		}
		var notes []string
		if _, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) {
			if p.File == "levels/scenes/tm.json" && strings.Contains(p.Message, "this scene does not place") {
				notes = append(notes, p.Message)
			}
		}}); err != nil {
			t.Fatal(err)
		}
		want := 1
		if named {
			want = 0
		}
		if len(notes) != want || want == 1 && !strings.Contains(notes[0], "scenes/one.tmx has 2 objects that name a prefab (the first: prefabs/coin.json)") {
			t.Errorf("scene naming the map: %v; notes %q, want %d naming scenes/one.tmx's 2 spawns", named, notes, want)
		}
	}
}

// TestBrokenMapFromInsideFolder: a game played from inside its folder (name
// ".") whose scene names a map that is not well-formed XML reports the map's
// file, line and column, with no "." standing for the folder, and plays.
func TestBrokenMapFromInsideFolder(t *testing.T) {
	dir := levelFolder(t)
	writeFiles(t, dir, map[string]string{"levels/broken.tmx": levelMap("20")[:200],
		"scenes/b.json": "{\"format\": 1, \"map\": \"levels/broken.tmx\",\n \"entities\": [\n  {\"id\": 1, \"name\": \"Camera\"}\n]}",
		"project.griff": `{"name": "Levels", "startScene": "b", "window": {"width": 160, "height": 90}}`})
	lg, err := hosting.Load(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	var probs []scenes.Problem
	if _, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { probs = append(probs, p) }}); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range probs {
		if strings.Contains(p.Message, "hosting: .:") {
			t.Errorf("problem %q names the folder as \".\"", p.Message)
		}
		found = found || strings.Contains(p.Message, "levels/broken.tmx:") && strings.Contains(p.Message, "XML syntax error")
	}
	if !found {
		t.Errorf("problems %v, want one naming levels/broken.tmx's line and the XML error", probs)
	}
}
