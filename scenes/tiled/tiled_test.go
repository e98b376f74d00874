package tiled_test

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	_ "github.com/griffengine/griff/physics" // Griff.TilemapWalls and its file form
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/tiled"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// game returns a game folder holding testdata's files in maps/.
func game(t testing.TB) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if data, err := os.ReadFile("testdata/" + e.Name()); err == nil && !e.IsDir() {
			fsys["maps/"+e.Name()] = &fstest.MapFile{Data: data}
		}
	}
	for _, img := range []string{"tiles.png", "sky.png", "gem.png"} { // the images the maps name, only looked for
		fsys["assets/"+img] = &fstest.MapFile{}
	}
	return fsys
}

// readMap reads maps/NAME of fsys with the reader its extension names.
func readMap(fsys fs.FS, name string) (*level.Level, []scenes.Problem, error) {
	data, err := fs.ReadFile(fsys, "maps/"+name)
	if err != nil {
		return nil, nil, err
	}
	probs := scenes.NewProblems(nil)
	readFn := tiled.ReadTMX
	if strings.HasSuffix(name, ".tmj") {
		readFn = tiled.ReadTMJ
	}
	lv, err := readFn("maps/"+name, data, fsys, probs)
	return lv, probs.List(), err
}

// dump writes a level as its scene file and its spawns.
func dump(t *testing.T, lv *level.Level) string {
	t.Helper()
	sf, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := scenes.ReadScene(lv.Name, sf, nil); err != nil {
		t.Fatalf("the scene of %s does not read: %v\n%s", lv.Name, err, sf)
	}
	var b strings.Builder
	b.Write(sf)
	for _, sp := range lv.Spawns {
		parent := "(root)"
		if sp.Parent != nil {
			parent = sp.Parent.Name
		}
		fmt.Fprintf(&b, "spawn %s %q in %s at (%.4g, %.4g) turned %.4g\n", sp.Prefab, sp.Name, parent, sp.Position[0], sp.Position[1], sp.Rotation)
		for _, o := range sp.Fields {
			fmt.Fprintf(&b, "  %s.%s = %s\n", o.Component, o.Field, o.Value)
		}
	}
	return b.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from what was read (run with -update and review the diff):\n%s", path, got)
	}
}

// TestEveryLayerKind reads a map with every layer kind, data encoding and
// property type in both formats: the same scene and spawns, matching the
// golden file.
func TestEveryLayerKind(t *testing.T) {
	fsys := game(t)
	lvX, probsX, err := readMap(fsys, "all.tmx")
	if err != nil {
		t.Fatal(err)
	}
	lvJ, _, err := readMap(fsys, "all.tmj")
	if err != nil {
		t.Fatal(err)
	}
	x, j := dump(t, lvX), dump(t, lvJ)
	golden(t, "all.golden", x)
	if x != j {
		t.Errorf("the JSON map reads differently from the XML one:\n%s", j)
	}
	var ps strings.Builder
	for _, p := range probsX {
		ps.WriteString(p.String() + "\n")
	}
	golden(t, "all.problems", ps.String())
}

func TestInfiniteMapChunks(t *testing.T) {
	lv, _, err := readMap(game(t), "infinite.tmx")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "infinite.golden", dump(t, lv))
}

// TestProblemsNameFileAndLine: what the reader lives without warns at its
// place (a tile layer's data at the <data> element, a bad CSV value at its
// own line and column), naming the layer, and the rest is read.
func TestProblemsNameFileAndLine(t *testing.T) {
	fsys := game(t)
	fsys["maps/bad.tmx"] = &fstest.MapFile{Data: []byte(`<map orientation="orthogonal" width="2" height="1" tilewidth="8" tileheight="8">
<tileset firstgid="1" source="gone.tsx"/>
<layer name="A" width="2" height="1"><data encoding="base64" compression="zstd">AAAA</data></layer>
<layer name="B" width="2" height="1"><data encoding="csv">1,x</data></layer>
<layer name="C" width="2" height="1"><data encoding="csv">1,1,1</data></layer>
<objectgroup name="O"><object id="3" x="1" y="1"><properties><property name="n" type="int" value="one"/></properties></object></objectgroup>
<imagelayer name="I"><image source="nowhere.png"/></imagelayer>
<layer id="9" name="D" width="2" height="2">
 <data encoding="csv">
1,1,
1, oops
</data>
</layer>
</map>`)}
	lv, probs, err := readMap(fsys, "bad.tmx")
	if err != nil {
		t.Fatal(err)
	}
	if len(lv.Roots) != 6 {
		t.Errorf("read %d layers, want all 6", len(lv.Roots))
	}
	for _, want := range []string{
		"maps/bad.tmx:2:42: the tile set maps/gone.tsx could not be read",
		"maps/bad.tmx:3:81: the layer 0 \"A\": its base64 data: zstd: ",
		"maps/bad.tmx:4:61: the layer 0 \"B\": its CSV data: \"x\" is not a tile id",
		"maps/bad.tmx:5:59: the layer 0 \"C\": 2×1 cells, and data for 3",
		"maps/bad.tmx:6:105: the object 3 \"\" in the layer 0 \"O\": the property \"n\" (int): \"one\" is not a whole number; the property is left out",
		"maps/bad.tmx:7:22: the image maps/nowhere.png is not in the game folder",
		"maps/bad.tmx:11:4: the layer 9 \"D\": its CSV data: \"oops\" is not a tile id", // the value's own line and column
	} {
		found := false
		for _, p := range probs {
			found = found || strings.Contains(p.String(), want)
		}
		if !found {
			t.Errorf("no problem %q in:\n%v", want, probs)
		}
	}
}

func TestMalformedFilesAreErrors(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		want       error
		line       int
	}{
		{"a.tmx", "<map>\n<layer name=\"x\">\n</map>", tiled.ErrSyntax, 3},
		{"b.tmx", "<tileset/>", tiled.ErrFormat, 1},
		{"c.tmj", "{\n\"layers\": [\n}", tiled.ErrSyntax, 3},
		{"d.tmj", `{"width": "wide"}`, tiled.ErrFormat, 1},
		{"e.tmx", `<map><layer width="2000" height="2000"><data encoding="csv">1</data></layer></map>`, tiled.ErrLimit, 1},
		{"iso.tmx", `<map orientation="isometric" width="1" height="1" tilewidth="8" tileheight="4"></map>`, tiled.ErrOrientation, 1},
		{"hex.tmj", `{"orientation": "hexagonal", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8}`, tiled.ErrOrientation, 1},
		{"stag.tmx", `<map orientation="staggered" width="1" height="1" tilewidth="8" tileheight="4"></map>`, tiled.ErrOrientation, 1},
	} {
		fsys := fstest.MapFS{"maps/" + tc.name: {Data: []byte(tc.data)}}
		_, _, err := readMap(fsys, tc.name)
		var fe *tiled.FileError
		if !errors.As(err, &fe) || !errors.Is(err, tc.want) || fe.Line != tc.line {
			t.Errorf("%s: error %v, want a FileError at line %d wrapping %v", tc.name, err, tc.line, tc.want)
		}
	}
}

// TestDecompressionIsBounded: gzip data that would inflate far past its
// layer's cells is refused without being inflated.
func TestDecompressionIsBounded(t *testing.T) {
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(make([]byte, 64<<20))
	zw.Close()
	m := fmt.Sprintf(`<map width="2" height="2" tilewidth="8" tileheight="8"><layer name="L" width="2" height="2"><data encoding="base64" compression="gzip">%s</data></layer></map>`,
		base64.StdEncoding.EncodeToString(z.Bytes()))
	lv, probs, err := readMap(fstest.MapFS{"maps/z.tmx": {Data: []byte(m)}}, "z.tmx")
	if err != nil || len(lv.Roots) != 1 || len(probs) != 1 || !strings.Contains(probs[0].Message, "where 4 cells need 16") {
		t.Errorf("got %v, %v; want the layer left empty with a warning about its size", err, probs)
	}
}

// TestObjectTemplates: an object takes from its template what it does not
// give itself, its tile renumbered as the map numbers the template's tile
// set; a template that does not read warns.
func TestObjectTemplates(t *testing.T) {
	lv, probs, err := readMap(game(t), "templated.tmx")
	if err != nil {
		t.Fatal(err)
	}
	got := dump(t, lv)
	for _, want := range []string{
		"spawn Coin \"Coin\" in Objects at (20, 20) turned 0\n  Platformer.Coin.value = 1\n  Platformer.Coin.bonus = false\n",
		"spawn Coin \"Big\" in Objects at (40, 16) turned 0\n  Platformer.Coin.value = 10\n  Platformer.Coin.bonus = false\n",
		`"image": "assets/gem.png"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the templated map has no %q:\n%s", want, got)
		}
	}
	if len(probs) != 1 || probs[0].Line != 15 || !strings.Contains(probs[0].Message, "template maps/gone.tx could not be read") {
		t.Errorf("problems %v, want the missing template at line 15", probs)
	}
}

// TestUnheldGIDsWarnAndAreEmpty: a cell whose gid no tile set holds (past a
// tile set's tiles, or below the first tile set's first gid) warns at the
// layer's line and is left empty, in both formats.
func TestUnheldGIDsWarnAndAreEmpty(t *testing.T) {
	fsys := game(t)
	fsys["maps/gids.tmx"] = &fstest.MapFile{Data: []byte(`<map orientation="orthogonal" width="4" height="1" tilewidth="16" tileheight="16">
<tileset firstgid="3" name="t" tilewidth="16" tileheight="16" tilecount="4" columns="2"><image source="../assets/tiles.png" width="32" height="32"/></tileset>
<layer name="L" width="4" height="1"><data encoding="csv">3,1,6,99</data></layer>
</map>`)}
	fsys["maps/gids.tmj"] = &fstest.MapFile{Data: []byte(`{"orientation":"orthogonal","width":4,"height":1,"tilewidth":16,"tileheight":16,"infinite":false,
"tilesets":[{"firstgid":3,"name":"t","tilewidth":16,"tileheight":16,"tilecount":4,"columns":2,"image":"../assets/tiles.png","imagewidth":32,"imageheight":32}],
"layers":[{"type":"tilelayer","name":"L","width":4,"height":1,"x":0,"y":0,"visible":true,"opacity":1,"data":[3,1,6,99]}]}`)}
	for _, name := range []string{"gids.tmx", "gids.tmj"} {
		lv, probs, err := readMap(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		want := `the tile layer "L" has 2 cells whose tile number (gid) no tile set of the map holds`
		found := false
		for _, p := range probs {
			found = found || strings.Contains(p.String(), want)
		}
		if !found {
			t.Errorf("%s: no problem %q in:\n%v", name, want, probs)
		}
		doc, err := lv.SceneFile()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(bytes.Join(bytes.Fields(doc), nil), []byte(`"cells":[1,0,4,0]`)) {
			t.Errorf("%s: want the cells [1,0,4,0] (the unheld ones empty) in:\n%s", name, doc)
		}
	}
}
