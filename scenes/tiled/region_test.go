package tiled_test

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

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
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		text := problemsText(probs)
		if len(probs) != 1 || !strings.Contains(text, `the tile 0 of the tile set "atlas": its sub-rectangle (x, y, width, height) reaches outside -2147483648..2147483647 pixels; the whole image is drawn`) {
			t.Errorf("%s: problems\n%s\nwant one on the tile's sub-rectangle", c.name, text)
		}
		var images []visual.TileImage
		if err := json.Unmarshal(fieldsOf(t, findNode(lv, "Ground"), "Griff.Tilemap")["images"], &images); err != nil {
			t.Fatal(err)
		}
		if want := []visual.TileImage{{Tile: 1, Image: "assets/gem.png"}}; !equalImages(images, want) {
			t.Errorf("%s: Ground's images %+v, want %+v (the whole image)", c.name, images, want)
		}
	}
}
