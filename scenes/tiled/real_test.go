package tiled_test

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes/level"
)

// outsideGame returns a game folder holding testdata/gotiled (maps written
// by Tiled for another project, lafriks/go-tiled) in maps/gotiled/.
func outsideGame(t testing.TB) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	err := filepath.WalkDir("testdata/gotiled", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("testdata", p)
		fsys[path.Join("maps", filepath.ToSlash(rel))] = &fstest.MapFile{Data: data}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

// findNode returns the node of lv named name, or nil.
func findNode(lv *level.Level, name string) *level.Node {
	var out *level.Node
	lv.Walk(func(n *level.Node) {
		if n.Name == name && out == nil {
			out = n
		}
	})
	return out
}

// fieldsOf returns the fields of n's component typ as JSON, or nil.
func fieldsOf(t *testing.T, n *level.Node, typ string) map[string]json.RawMessage {
	t.Helper()
	if n == nil {
		return nil
	}
	for _, c := range n.Components {
		if c.Type != typ {
			continue
		}
		raw, err := json.Marshal(c.Value)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	return nil
}

// TestOutsideMaps reads maps Tiled saved for go-tiled's tests: they load
// with no problem, and their tiles, groups and objects are what the files
// say.
func TestOutsideMaps(t *testing.T) {
	fsys := outsideGame(t)
	for _, name := range []string{"gotiled/test3.tmx", "gotiled/groups.tmx", "gotiled/test.tmx"} {
		lv, probs, err := readMap(fsys, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(probs) != 0 {
			t.Errorf("%s: problems %v", name, probs)
		}
		dump(t, lv) // its scene file reads
	}

	// test3: zlib data, a collection of images, 128-pixel tiles.
	lv, _, _ := readMap(fsys, "gotiled/test3.tmx")
	tm := fieldsOf(t, findNode(lv, "Tile Layer 1"), "Griff.Tilemap")
	var cells []int
	var images []struct {
		Tile  int
		Image string
	}
	if tm == nil || json.Unmarshal(tm["cells"], &cells) != nil || json.Unmarshal(tm["images"], &images) != nil {
		t.Fatalf("test3's tile layer: %v", tm)
	}
	if len(cells) != 100 || cells[0] != 4 || cells[4] != 1 || cells[5] != 2 || cells[14] != 6 || cells[99] != 4 {
		t.Errorf("test3's cells = %v", cells)
	}
	if string(tm["tileSize"]) != "128" || string(tm["width"]) != "10" {
		t.Errorf("test3's tile size %s, width %s; want 128, 10", tm["tileSize"], tm["width"])
	}
	imageOf := map[int]string{}
	for _, im := range images {
		imageOf[im.Tile] = im.Image
	}
	if want := "maps/gotiled/tilesets/kenny-racing/Tiles/Grass/land_grass04.png"; imageOf[4] != want {
		t.Errorf("tile 4 shows %q, want %q", imageOf[4], want)
	}

	// groups: group A's opacity 0 reaches its layers' tint; offsets are positions.
	lv, _, _ = readMap(fsys, "gotiled/groups.tmx")
	if n := findNode(lv, "Tile Layer 1"); n == nil || n.Position[0] != -196 || n.Position[1] != -164 {
		t.Errorf("Tile Layer 1 = %+v, want at (-196, -164)", n)
	}
	a, b, c := findNode(lv, "A"), findNode(lv, "B"), findNode(lv, "C")
	if a == nil || b == nil || c == nil || len(a.Children) != 2 || a.Children[0] != b || b.Children[1] != c || c.Children[0].Name != "Object Layer 1" {
		t.Errorf("the groups are not nested as the file nests them")
	}

	// test: a polyline object becomes a chain through its points.
	lv, _, _ = readMap(fsys, "gotiled/test.tmx")
	var line *level.Node
	lv.Walk(func(n *level.Node) {
		if fieldsOf(t, n, "Griff.Collider") != nil {
			line = n
		}
	})
	if line == nil || line.Position[0] != 9 || line.Position[1] != 46 {
		t.Fatalf("the polyline object = %+v, want a collider at (9, 46)", line)
	}
	var col struct {
		Shapes []struct {
			Kind   string
			Points [][2]float64
		}
	}
	raw, _ := json.Marshal(line.Components[0].Value)
	if json.Unmarshal(raw, &col) != nil || len(col.Shapes) != 1 || col.Shapes[0].Kind != "chain" || len(col.Shapes[0].Points) != 5 ||
		col.Shapes[0].Points[4] != [2]float64{50, -10} {
		t.Errorf("the polyline's collider = %s", raw)
	}
}
