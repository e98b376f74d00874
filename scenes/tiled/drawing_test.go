package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
)

// drawingTMX is a map with a background colour, tile sets with each
// objectalignment case, a tile offset and a tilerendersize of "grid", and
// tile objects spawning prefabs from them.
const drawingTMX = `<map width="4" height="3" tilewidth="8" tileheight="8" backgroundcolor="#ff102030">
<tileset firstgid="1" name="centred" tilewidth="8" tileheight="8" tilecount="1" columns="1" objectalignment="center">
 <image source="../assets/tiles.png" width="8" height="8"/>
</tileset>
<tileset firstgid="2" name="top" tilewidth="8" tileheight="8" tilecount="1" columns="1" objectalignment="topleft">
 <image source="../assets/tiles.png" width="8" height="8"/>
</tileset>
<tileset firstgid="3" name="plain" tilewidth="8" tileheight="8" tilecount="1" columns="1">
 <image source="../assets/tiles.png" width="8" height="8"/>
</tileset>
<tileset firstgid="4" name="moved" tilewidth="16" tileheight="16" tilecount="1" columns="1" tilerendersize="grid" objectalignment="middle">
 <tileoffset x="2" y="-3"/>
 <image source="../assets/tiles.png" width="16" height="16"/>
</tileset>
<objectgroup id="1" name="Things">
 <object id="1" name="C" type="Coin" gid="1" x="10" y="20" width="8" height="8"/>
 <object id="2" name="T" type="Coin" gid="2" x="10" y="20" width="8" height="8"/>
 <object id="3" name="P" type="Coin" gid="3" x="10" y="20" width="8" height="8"/>
 <object id="4" name="W" type="Coin" gid="1" x="10" y="20" width="16" height="4"/>
</objectgroup>
</map>`

const drawingTMJ = `{"type": "map", "width": 4, "height": 3, "tilewidth": 8, "tileheight": 8, "backgroundcolor": "#ff102030",
 "tilesets": [
  {"firstgid": 1, "name": "centred", "tilewidth": 8, "tileheight": 8, "tilecount": 1, "columns": 1, "objectalignment": "center", "image": "../assets/tiles.png", "imagewidth": 8, "imageheight": 8},
  {"firstgid": 2, "name": "top", "tilewidth": 8, "tileheight": 8, "tilecount": 1, "columns": 1, "objectalignment": "topleft", "image": "../assets/tiles.png", "imagewidth": 8, "imageheight": 8},
  {"firstgid": 3, "name": "plain", "tilewidth": 8, "tileheight": 8, "tilecount": 1, "columns": 1, "image": "../assets/tiles.png", "imagewidth": 8, "imageheight": 8},
  {"firstgid": 4, "name": "moved", "tilewidth": 16, "tileheight": 16, "tilecount": 1, "columns": 1, "tilerendersize": "grid", "objectalignment": "middle",
   "tileoffset": {"x": 2, "y": -3}, "image": "../assets/tiles.png", "imagewidth": 16, "imageheight": 16}],
 "layers": [{"type": "objectgroup", "id": 1, "name": "Things", "objects": [
  {"id": 1, "name": "C", "type": "Coin", "gid": 1, "x": 10, "y": 20, "width": 8, "height": 8},
  {"id": 2, "name": "T", "type": "Coin", "gid": 2, "x": 10, "y": 20, "width": 8, "height": 8},
  {"id": 3, "name": "P", "type": "Coin", "gid": 3, "x": 10, "y": 20, "width": 8, "height": 8},
  {"id": 4, "name": "W", "type": "Coin", "gid": 1, "x": 10, "y": 20, "width": 16, "height": 4}]}]}`

// TestDrawingSettings: a tile object's place follows its tile set's
// objectalignment (a prefab spawns at the object's centre: a centred tile
// object's x, y; a top-left one's half its size right and down; the default
// bottom-left's right and up); the map's background colour is a box behind
// everything over the map; a tile offset, a tilerendersize of "grid" for
// tiles larger than a cell and an alignment Tiled does not write warn. Both
// formats.
func TestDrawingSettings(t *testing.T) {
	for _, c := range []struct{ name, data string }{{"d.tmx", drawingTMX}, {"d.tmj", drawingTMJ}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		at := map[string]griff.Vec{}
		for _, sp := range lv.Spawns {
			at[sp.Name] = sp.Position
		}
		for name, want := range map[string]griff.Vec{"C": griff.V(10, 20), "T": griff.V(14, 24), "P": griff.V(14, 16), "W": griff.V(10, 20)} {
			if at[name] != want {
				t.Errorf("%s: the tile object %s spawns at %v, want %v", c.name, name, at[name], want)
			}
		}
		bg := lv.Roots[0]
		shape := fieldsOf(t, bg, "Griff.Shape")
		if bg.Name != "background" || bg.Position != (griff.Vec{}) || string(shape["size"]) != "[32,24]" || string(shape["color"]) != `"#102030ff"` || string(shape["layer"]) != "-128" {
			t.Errorf("%s: the first root %q at %v with shape %s; want the background, a box of the map's 32×24 pixels at the origin, #102030ff, layer -128", c.name, bg.Name, bg.Position, shape)
		}
		text := problemsText(probs)
		for _, want := range []string{`"moved" draws its tiles moved by a tile offset (2, -3)`, `objectalignment "middle"`, `"moved" draws its 16×16 tiles scaled to the map's 8×8 cells`} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: problems\n%s\nwant one saying %s", c.name, text, want)
			}
		}
		if len(probs) != 3 {
			t.Errorf("%s: %d problems, want 3:\n%s", c.name, len(probs), text)
		}
	}
	fsys := game(t)
	fsys["maps/bad.tmx"] = &fstest.MapFile{Data: []byte(`<map width="1" height="1" tilewidth="8" tileheight="8" backgroundcolor="teal"></map>`)}
	lv, probs, err := readMap(fsys, "bad.tmx")
	if err != nil {
		t.Fatal(err)
	}
	if len(probs) != 1 || !strings.Contains(probs[0].Message, `backgroundcolor "teal" is not a colour`) || probs[0].Line != 1 || len(lv.Roots) != 0 {
		t.Errorf("a bad background: problems %v, roots %d; want one warning at line 1 and no background", probs, len(lv.Roots))
	}
}

// TestTextObjects: a text object's text is placed in its box as its halign
// and valign say (the block's pivot at that point of the box, turned with
// the object), drawn bold or italic in the built-in Go fonts, and a font
// family, underline and strikeout warn. Both formats.
func TestTextObjects(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup id="1" name="L">
 <object id="1" name="Mid" x="10" y="20" width="40" height="30"><text halign="center" valign="center" bold="1">Hi</text></object>
 <object id="2" name="Low" x="10" y="20" width="40" height="30" rotation="90"><text halign="right" valign="bottom" italic="1" bold="1">Hi</text></object>
 <object id="3" name="Top" x="10" y="20" width="40" height="30"><text fontfamily="Comic Sans" underline="1" italic="1">Hi</text></object>
</objectgroup></map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [{"type": "objectgroup", "id": 1, "name": "L", "objects": [
 {"id": 1, "name": "Mid", "x": 10, "y": 20, "width": 40, "height": 30, "text": {"text": "Hi", "halign": "center", "valign": "center", "bold": true}},
 {"id": 2, "name": "Low", "x": 10, "y": 20, "width": 40, "height": 30, "rotation": 90, "text": {"text": "Hi", "halign": "right", "valign": "bottom", "italic": true, "bold": true}},
 {"id": 3, "name": "Top", "x": 10, "y": 20, "width": 40, "height": 30, "text": {"text": "Hi", "fontfamily": "Comic Sans", "underline": true, "italic": true}}]}]}`
	for _, c := range []struct{ name, data string }{{"t.tmx", tmx}, {"t.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []struct {
			node, pivot, font string
			at                griff.Vec
		}{
			{"Mid", "[0.5,0.5]", `"Go Bold"`, griff.V(30, 35)},
			// Turned a quarter clockwise about (10, 20): the box's
			// bottom-right corner (40, 30) from it is (-30, 40).
			{"Low", "[1,1]", `"Go Bold Italic"`, griff.V(-20, 60)},
			{"Top", "", `"Go Italic"`, griff.V(10, 20)},
		} {
			n := findNode(lv, w.node)
			f := fieldsOf(t, n, "Griff.Text")
			if string(f["pivot"]) != w.pivot || string(f["font"]) != w.font || n.Position.Sub(w.at).Len() > 1e-9 {
				t.Errorf("%s: %s at %v with text %s, want at %v, pivot %s, font %s", c.name, w.node, n.Position, f, w.at, w.pivot, w.font)
			}
		}
		if len(probs) != 1 || !strings.Contains(probs[0].Message, `"Top": its font family Comic Sans, underline not read`) {
			t.Errorf("%s: problems\n%s\nwant one about Top's family and underline", c.name, problemsText(probs))
		}
	}
}

// TestImageExtrasWarn: an image's transparent colour (a tile set's, a
// tile's, an image layer's) and an image embedded in the map warn at their
// place, naming what shows them: Griff reads neither.
func TestImageExtrasWarn(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8">
<tileset firstgid="1" name="keyed" tilewidth="8" tileheight="8" tilecount="1" columns="1"><image source="../assets/tiles.png" trans="ff00ff" width="8" height="8"/></tileset>
<tileset firstgid="2" name="inline" tilewidth="8" tileheight="8" tilecount="1" columns="0">
 <tile id="0"><image format="png" width="8" height="8"><data encoding="base64">iVBORw0KGgo=</data></image></tile>
</tileset>
<imagelayer id="1" name="Sky"><image source="../assets/sky.png" trans="00ff00"/></imagelayer>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8,
 "tilesets": [{"firstgid": 1, "name": "keyed", "tilewidth": 8, "tileheight": 8, "tilecount": 1, "columns": 1, "image": "../assets/tiles.png", "transparentcolor": "#ff00ff", "imagewidth": 8, "imageheight": 8}],
 "layers": [{"type": "imagelayer", "id": 1, "name": "Sky", "image": "../assets/sky.png", "transparentcolor": "#00ff00"}]}`
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"i.tmx", tmx, []string{`maps/i.tmx:2:`, `the tile set "keyed": the image's transparent colour ff00ff`, `the tile 0 of the tile set "inline": the image is embedded`, `maps/i.tmx:6:`, `the image layer "Sky": the image's transparent colour 00ff00`}},
		{"i.tmj", tmj, []string{`the tile set "keyed": the image's transparent colour #ff00ff`, `the image layer "Sky": the image's transparent colour #00ff00`}},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		_, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		text := problemsText(probs)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: problems\n%s\nwant %s", c.name, text, w)
			}
		}
	}
}
