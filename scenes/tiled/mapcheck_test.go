package tiled_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/tiled"
)

// problemsText returns the problems one a line.
func problemsText(probs []scenes.Problem) string {
	var b strings.Builder
	for _, p := range probs {
		b.WriteString(p.String() + "\n")
	}
	return b.String()
}

// TestTileSizeRefused: a map whose tilewidth or tileheight is not from 1 to
// tiled.MaxTileSize pixels is refused with an error wrapping ErrFormat at
// the map element (XML: the end of its start tag, as encoding/xml places
// elements) or the value (JSON), naming the attribute.
func TestTileSizeRefused(t *testing.T) {
	for _, c := range []struct{ name, data, where, says string }{
		{"zero.tmx", `<map width="1" height="1" tilewidth="0" tileheight="8"></map>`, "maps/zero.tmx:1:56: ", `tilewidth is 0`},
		{"neg.tmx", "<map width=\"1\" height=\"1\"\n tilewidth=\"8\" tileheight=\"-4\"></map>", "maps/neg.tmx:2:32: ", `tileheight is -4`},
		{"huge.tmx", `<map width="1" height="1" tilewidth="99999" tileheight="8"></map>`, "maps/huge.tmx:1:60: ", `tilewidth is 99999`},
		{"zero.tmj", "{\"type\": \"map\", \"width\": 1, \"height\": 1,\n \"tilewidth\": 0, \"tileheight\": 8}", "maps/zero.tmj:2:15: ", `tilewidth is 0`},
		{"none.tmj", `{"type": "map", "width": 1, "height": 1, "tilewidth": 8}`, "maps/none.tmj:1:1: ", `tileheight is missing`},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		_, _, err := readMap(fsys, c.name)
		if !errors.Is(err, tiled.ErrFormat) || !strings.HasPrefix(err.Error(), c.where) || !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), "tiled.MaxTileSize") {
			t.Errorf("%s: error %v, want one wrapping ErrFormat at %s saying %q", c.name, err, c.where, c.says)
		}
	}
}

// TestHugeMapsRefused: a finite map whose header is past MaxLayerCells
// cells is refused at its width before any layer is read, and a map whose
// tile layers would hold more than MaxMapCells cells in all (here five
// layers of a million cells, from a file of a few hundred bytes) is
// refused at the layer that goes past, wrapping ErrLimit: no file makes the
// reader fill more than MaxMapCells cells.
func TestHugeMapsRefused(t *testing.T) {
	var layers strings.Builder
	for i := range 5 {
		fmt.Fprintf(&layers, "<layer id=\"%d\" name=\"L%d\"><data encoding=\"csv\"></data></layer>\n", i+1, i+1)
	}
	for _, c := range []struct{ name, data, where, says string }{
		{"head.tmx", `<map width="100000" height="100000" tilewidth="8" tileheight="8"><layer id="1" name="A"/></map>`, "maps/head.tmx:1:66: ", "the map is 100000×100000 tiles"},
		{"head.tmj", "{\"type\": \"map\", \"tilewidth\": 8, \"tileheight\": 8,\n \"width\": 1048577, \"height\": 1, \"layers\": []}", "maps/head.tmj:2:11: ", "the map is 1048577×1 tiles"},
		{"many.tmx", "<map width=\"1024\" height=\"1024\" tilewidth=\"8\" tileheight=\"8\">\n" + layers.String() + "</map>", "maps/many.tmx:6:25: ", `the layer 5 "L5": the map's tile layers hold more than 4194304 cells in all (tiled.MaxMapCells)`},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		_, _, err := readMap(fsys, c.name)
		if !errors.Is(err, tiled.ErrLimit) || !strings.HasPrefix(err.Error(), c.where) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: error %v, want one wrapping ErrLimit at %s saying %q", c.name, err, c.where, c.says)
		}
	}
}

// TestTilesetNumbering: a firstgid that is not a whole number from 1 to
// 2^28-1 warns at its place and leaves the tile set out; tile sets whose
// gids overlap warn at the second's firstgid, naming both, and a gid both
// hold shows the later tile set's tile (as Tiled); a tile set whose tiles
// are 0 or more than MaxTileSize pixels high warns and is left out; tile
// sets out of order
// are read by firstgid without a warning (Tiled numbers by firstgid too);
// a gid past every tile set warns and is empty. Both formats.
func TestTilesetNumbering(t *testing.T) {
	tmx := `<map width="4" height="1" tilewidth="16" tileheight="16">
<tileset firstgid="10" name="late" tilewidth="16" tileheight="16" tilecount="4" columns="2"><image source="../assets/sky.png" width="32" height="32"/></tileset>
<tileset firstgid="1" name="early" tilewidth="16" tileheight="16" tilecount="4" columns="2"><image source="../assets/tiles.png" width="32" height="32"/></tileset>
<tileset firstgid="3" name="over" tilewidth="16" tileheight="16" tilecount="4" columns="2"><image source="../assets/gem.png" width="32" height="32"/></tileset>
<tileset firstgid="zero" name="bad" tilewidth="16" tileheight="16" tilecount="4" columns="2"><image source="../assets/gem.png" width="32" height="32"/></tileset>
<layer id="1" name="L" width="4" height="1"><data encoding="csv">1,3,10,99</data></layer>
<tileset firstgid="20" name="flat" tilewidth="16" tileheight="0" tilecount="4" columns="2"><image source="../assets/gem.png" width="32" height="32"/></tileset>
</map>`
	tmj := `{"type": "map", "width": 4, "height": 1, "tilewidth": 16, "tileheight": 16, "tilesets": [
 {"firstgid": 10, "name": "late", "tilewidth": 16, "tileheight": 16, "tilecount": 4, "columns": 2, "image": "../assets/sky.png"},
 {"firstgid": 1, "name": "early", "tilewidth": 16, "tileheight": 16, "tilecount": 4, "columns": 2, "image": "../assets/tiles.png"},
 {"firstgid": 3, "name": "over", "tilewidth": 16, "tileheight": 16, "tilecount": 4, "columns": 2, "image": "../assets/gem.png"},
 {"firstgid": 0, "name": "bad", "tilewidth": 16, "tileheight": 16, "tilecount": 4, "columns": 2, "image": "../assets/gem.png"},
 {"firstgid": 20, "name": "flat", "tilewidth": 16, "tileheight": 99999, "tilecount": 4, "columns": 2, "image": "../assets/gem.png"}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "L", "width": 4, "height": 1, "data": [1, 3, 10, 99]}]}`
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"n.tmx", tmx, []string{
			`maps/n.tmx:5:94: the tile set "bad": firstgid is "zero", not a whole number from 1 to 268435455; the tile set is left out`,
			`maps/n.tmx:4:92: the tile set "over" (firstgid 3) and the tile set "early" (maps/n.tmx:3:93, firstgid 1, 4 tiles: gids 1 to 4) overlap at the gids 3 to 4`,
			`maps/n.tmx:6:45: the tile layer "L" has 1 cells whose tile number (gid) no tile set of the map holds`,
			`maps/n.tmx:7:92: the tile set "flat" has tiles of 16×0 pixels, not from 1 to 16384 (tiled.MaxTileSize); the tile set is left out`,
		}},
		{"n.tmj", tmj, []string{
			`maps/n.tmj:5:15: the tile set "bad": firstgid is "0", not a whole number from 1 to 268435455; the tile set is left out`,
			`maps/n.tmj:4:15: the tile set "over" (firstgid 3) and the tile set "early" (maps/n.tmj:3:15, firstgid 1, 4 tiles: gids 1 to 4) overlap at the gids 3 to 4`,
			`maps/n.tmj:7:13: the tile layer "L" has 1 cells whose tile number (gid) no tile set of the map holds`,
			`maps/n.tmj:6:2: the tile set "flat" has tiles of 16×99999 pixels, not from 1 to 16384 (tiled.MaxTileSize); the tile set is left out`,
		}},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		all := problemsText(probs)
		for _, w := range c.want {
			if !strings.Contains(all, "warning: "+w) {
				t.Errorf("%s: no problem %q in:\n%s", c.name, w, all)
			}
		}
		if len(probs) != len(c.want) {
			t.Errorf("%s: %d problems, want %d:\n%s", c.name, len(probs), len(c.want), all)
		}
		doc, err := lv.SceneFile()
		if err != nil {
			t.Fatal(err)
		}
		flat := string(bytes.Join(bytes.Fields(doc), nil))
		// One tilemap a tile set shown, by firstgid: early shows gid 1,
		// over gid 3 (its first tile, as Tiled), late gid 10.
		for _, w := range []string{`"cells":[1,0,0,0],"columns":2,"tileSize":16,"tileset":"assets/tiles.png"`, `"cells":[0,1,0,0],"columns":2,"tileSize":16,"tileset":"assets/gem.png"`, `"cells":[0,0,1,0],"columns":2,"tileSize":16,"tileset":"assets/sky.png"`} {
			if !strings.Contains(flat, w) {
				t.Errorf("%s: the scene lacks %s:\n%s", c.name, w, doc)
			}
		}
	}
}

// TestBadPropertyTypesWarnAndDrop: a property whose value is not of its
// type (a bool "yes", an int "1.5", a color "#zz") warns at the value's
// place (JSON) or the end of the property's element (XML), naming the
// object or layer and the property, and is dropped: the component it names
// is not added.
func TestBadPropertyTypesWarnAndDrop(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8">
<objectgroup id="2" name="Things">
 <properties><property name="Griff.Text.color" type="color" value="#zz"/></properties>
 <object id="3" name="Dot" x="1" y="2"><point/>
  <properties>
   <property name="Griff.Sprite.flipX" type="bool" value="yes"/>
   <property name="Griff.Text.size" type="int" value="1.5"/>
  </properties>
 </object>
</objectgroup>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [
 {"type": "objectgroup", "id": 2, "name": "Things",
  "properties": [{"name": "Griff.Text.color", "type": "color", "value": "#zz"}],
  "objects": [{"id": 3, "name": "Dot", "x": 1, "y": 2, "point": true, "properties": [
   {"name": "Griff.Sprite.flipX", "type": "bool", "value": "yes"},
   {"name": "Griff.Text.size", "type": "int", "value": 1.5}]}]}]}`
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"p.tmx", tmx, []string{
			`maps/p.tmx:3:74: the layer 2 "Things": the property "Griff.Text.color" (color): "#zz" is not a colour (#aarrggbb)`,
			`maps/p.tmx:6:65: the object 3 "Dot" in the layer 2 "Things": the property "Griff.Sprite.flipX" (bool): "yes" is not true or false`,
			`maps/p.tmx:7:61: the object 3 "Dot" in the layer 2 "Things": the property "Griff.Text.size" (int): "1.5" is not a whole number`,
		}},
		{"p.tmj", tmj, []string{
			`maps/p.tmj:3:73: the layer 2 "Things": the property "Griff.Text.color" (color): "#zz" is not a colour (#aarrggbb)`,
			`maps/p.tmj:5:60: the object 3 "Dot" in the layer 2 "Things": the property "Griff.Sprite.flipX" (bool): "yes" is not true or false`,
			`maps/p.tmj:6:56: the object 3 "Dot" in the layer 2 "Things": the property "Griff.Text.size" (int): "1.5" is not a whole number`,
		}},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		all := problemsText(probs)
		for _, w := range c.want {
			if !strings.Contains(all, "warning: "+w+"; the property is left out") {
				t.Errorf("%s: no problem %q in:\n%s", c.name, w, all)
			}
		}
		if len(probs) != len(c.want) {
			t.Errorf("%s: %d problems, want %d:\n%s", c.name, len(probs), len(c.want), all)
		}
		if len(lv.Roots) != 1 || len(lv.Roots[0].Components) != 0 || len(lv.Roots[0].Children) != 1 || len(lv.Roots[0].Children[0].Components) != 0 {
			t.Errorf("%s: the layer and its object have components %+v; want none (every property dropped)", c.name, lv.Roots)
		}
	}
}

// TestExternalTSJPlacesProblems: what a tile set file in the JSON format
// (.tsj) gets wrong warns at its own line and column in that file, and a
// .tsj that is not JSON warns at the map's reference, naming the place of
// the mistake in the tile set file.
func TestExternalTSJPlacesProblems(t *testing.T) {
	fsys := game(t)
	fsys["maps/odd.tsj"] = &fstest.MapFile{Data: []byte(`{"name": "odd", "tilewidth": 8, "tileheight": 8, "tilecount": 2, "columns": 2,
 "image": "../assets/nowhere.png",
 "tiles": [{"id": 1, "properties": [
   {"name": "collision", "type": "bool", "value": "maybe"}]}]}`)}
	fsys["maps/broken.tsj"] = &fstest.MapFile{Data: []byte("{\"name\": \"broken\",\n \"tilewidth\": }")}
	fsys["maps/t.tmj"] = &fstest.MapFile{Data: []byte(`{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "tilesets": [
 {"firstgid": 1, "source": "odd.tsj"},
 {"firstgid": 3, "source": "broken.tsj"}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "L", "width": 1, "height": 1, "data": [2]}]}`)}
	_, probs, err := readMap(fsys, "t.tmj")
	if err != nil {
		t.Fatal(err)
	}
	all := problemsText(probs)
	for _, w := range []string{
		"warning: maps/odd.tsj:2:11: the image assets/nowhere.png is not in the game folder",
		`warning: maps/odd.tsj:4:51: the tile 1 of the tile set "odd": the property "collision" (bool): "maybe" is not true or false; the property is left out`,
		"warning: maps/t.tmj:3:2: the tile set maps/broken.tsj could not be read: maps/broken.tsj:2:15: tiled: not well-formed",
	} {
		if !strings.Contains(all, w) {
			t.Errorf("no problem %q in:\n%s", w, all)
		}
	}
}

// TestUnheldCollectionGIDs: in a collection of images (things.tsx and
// things.tsj: one tile, id 0) a gid whose id no tile of the collection has
// is held by no tile set: it warns, counted with the layer's other unheld
// cells, and its cell is empty; a tile object showing it warns and draws
// nothing.
func TestUnheldCollectionGIDs(t *testing.T) {
	fsys := game(t)
	fsys["maps/c.tmx"] = &fstest.MapFile{Data: []byte(`<map width="3" height="1" tilewidth="8" tileheight="8">
<tileset firstgid="1" source="things.tsx"/>
<layer id="1" name="L" width="3" height="1"><data encoding="csv">1,2,7</data></layer>
<objectgroup id="2" name="O"><object id="3" gid="5" x="0" y="8" width="8" height="8"/></objectgroup>
</map>`)}
	fsys["maps/c.tmj"] = &fstest.MapFile{Data: []byte(`{"type": "map", "width": 3, "height": 1, "tilewidth": 8, "tileheight": 8,
 "tilesets": [{"firstgid": 1, "source": "things.tsj"}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "L", "width": 3, "height": 1, "data": [1, 2, 7]},
  {"type": "objectgroup", "id": 2, "name": "O", "objects": [{"id": 3, "gid": 5, "x": 0, "y": 8, "width": 8, "height": 8}]}]}`)}
	for _, name := range []string{"c.tmx", "c.tmj"} {
		lv, probs, err := readMap(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		all := problemsText(probs)
		for _, w := range []string{`the tile layer "L" has 2 cells whose tile number (gid) no tile set of the map holds`, `the tile object 3 shows the tile 5, which no tile set that could be read holds`} {
			if !strings.Contains(all, w) {
				t.Errorf("%s: no problem %q in:\n%s", name, w, all)
			}
		}
		doc, err := lv.SceneFile()
		if err != nil {
			t.Fatal(err)
		}
		if flat := string(bytes.Join(bytes.Fields(doc), nil)); !strings.Contains(flat, `"cells":[1,0,0]`) {
			t.Errorf("%s: want the cells [1,0,0] in:\n%s", name, doc)
		}
	}
}
