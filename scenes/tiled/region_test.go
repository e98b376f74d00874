package tiled_test

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestSubRectangleOutOfRegion: a collection tile whose sub-rectangle has a
// number past a visual.Region's int32 warns, naming the tile, and draws its
// whole image (no wrapped rectangle). Both formats.
func TestSubRectangleOutOfRegion(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="atlas" tilewidth="32" tileheight="32" tilecount="1" columns="0">
 <tile id="0" x="4294967312" y="8" width="24" height="32"><image source="../assets/gem.png" width="64" height="64"/></tile>
</tileset>
<layer id="1" name="Ground" width="1" height="1"><data encoding="csv">1</data></layer>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 16, "tileheight": 16,
 "tilesets": [{"firstgid": 1, "name": "atlas", "tilewidth": 32, "tileheight": 32, "tilecount": 1, "columns": 0, "tiles": [
  {"id": 0, "x": 4294967312, "y": 8, "width": 24, "height": 32, "image": "../assets/gem.png", "imagewidth": 64, "imageheight": 64}]}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "Ground", "width": 1, "height": 1, "data": [1]}]}`
	for _, c := range []struct{ name, data string }{{"a.tmx", tmx}, {"a.tmj", tmj}} {
		images, probs := groundImages(t, c.name, c.data)
		text := problemsText(probs)
		if len(probs) != 1 || !strings.Contains(text, `the tile 0 of the tile set "atlas": its sub-rectangle (x, y, width, height) reaches outside -2147483648..2147483647 pixels; the whole image is drawn`) {
			t.Errorf("%s: problems\n%s\nwant one on the tile's sub-rectangle", c.name, text)
		}
		if want := []visual.TileImage{{Tile: 1, Image: "assets/gem.png"}}; !equalImages(images, want) {
			t.Errorf("%s: Ground's images %+v, want %+v (the whole image)", c.name, images, want)
		}
	}
}

// TestTilesetNumbersPastMaxNumber: a tile set whose spacing (or margin, tile
// size) is past MaxNumber warns naming it and is taken as MaxNumber, so no
// tile's place in the image wraps back into it and draws another tile's
// pixels without a word (both formats; the tester3 helper's find: tile 3
// drew tile 1's pixels with spacing 2^63-16).
func TestTilesetNumbersPastMaxNumber(t *testing.T) {
	tmx := `<map width="2" height="1" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="set" tilewidth="16" tileheight="16" spacing="9223372036854775792" columns="4" tilecount="8"><image source="../assets/tiles.png" width="64" height="32"/></tileset>
<layer id="1" name="Ground" width="2" height="1"><data encoding="csv">1,3</data></layer></map>`
	tmj := `{"type": "map", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
 "tilesets": [{"firstgid": 1, "name": "set", "tilewidth": 16, "tileheight": 16, "spacing": 9223372036854775792, "columns": 4, "tilecount": 8,
  "image": "../assets/tiles.png", "imagewidth": 64, "imageheight": 32}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "Ground", "width": 2, "height": 1, "data": [1, 3]}]}`
	for _, c := range []struct{ name, data string }{{"a.tmx", tmx}, {"a.tmj", tmj}} {
		images, probs := groundImages(t, c.name, c.data)
		text := problemsText(probs)
		if !strings.Contains(text, `the tile set "set": spacing 9223372036854775792 past 1073741824 (tiled.MaxNumber)`) {
			t.Errorf("%s: problems\n%s\nwant one naming the spacing", c.name, text)
		}
		found := false
		for _, im := range images {
			if im.Tile == 3 {
				found = true
				if im.Region.X < 1<<30 {
					t.Errorf("%s: tile 3's region %+v lies inside the image: its place wrapped round", c.name, im.Region)
				}
			}
		}
		if !found {
			t.Errorf("%s: Ground's images %+v have no tile 3", c.name, images)
		}
	}
}

// groundImages reads the map data as maps/name in the test game and returns
// the images of its layer Ground's Griff.Tilemap and the problems found.
func groundImages(t *testing.T, name, data string) ([]visual.TileImage, []scenes.Problem) {
	t.Helper()
	fsys := game(t)
	fsys["maps/"+name] = &fstest.MapFile{Data: []byte(data)}
	lv, probs, err := readMap(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	var images []visual.TileImage
	if err := json.Unmarshal(fieldsOf(t, findNode(lv, "Ground"), "Griff.Tilemap")["images"], &images); err != nil {
		t.Fatal(err)
	}
	return images, probs
}
