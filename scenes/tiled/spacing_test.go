package tiled_test

import (
	"encoding/json"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes/visual"
)

// TestTilesetsNotPackedAsCells: tile sets of one image whose tiles are not
// the map's cells packed from the image's corner (a margin and spacing, as
// Tiled's own desert example has; tiles larger than a cell; tiles that are
// not square) draw each tile shown from its own region, at its size, its
// bottom-left corner at its cell's, as Tiled draws them, with no warning;
// their collision is kept. A packed tile set stays a tileset image.
func TestTilesetsNotPackedAsCells(t *testing.T) {
	tmx := `<map width="2" height="2" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="desert" tilewidth="16" tileheight="16" margin="1" spacing="1" tilecount="4" columns="2">
 <image source="../assets/tiles.png" width="35" height="35"/>
 <tile id="3"><properties><property name="collision" value="solid"/></properties></tile>
</tileset>
<tileset firstgid="5" name="trees" tilewidth="32" tileheight="48" tilecount="2" columns="2">
 <image source="../assets/tiles.png" width="64" height="48"/>
</tileset>
<tileset firstgid="7" name="packed" tilewidth="16" tileheight="16" tilecount="4" columns="2">
 <image source="../assets/tiles.png" width="32" height="32"/>
</tileset>
<layer id="1" name="Ground" width="2" height="2"><data encoding="csv">1,0,0,4</data></layer>
<layer id="2" name="Trees" width="2" height="2"><data encoding="csv">0,0,6,0</data></layer>
<layer id="3" name="Plain" width="2" height="2"><data encoding="csv">7,8,0,0</data></layer>
</map>`
	fsys := game(t)
	fsys["maps/s.tmx"] = &fstest.MapFile{Data: []byte(tmx)}
	lv, probs, err := readMap(fsys, "s.tmx")
	if err != nil {
		t.Fatal(err)
	}
	if len(probs) != 0 {
		t.Errorf("problems\n%s\nwant none", problemsText(probs))
	}
	tilemap := func(name string) visual.Tilemap {
		t.Helper()
		var tm visual.Tilemap
		raw := fieldsOf(t, findNode(lv, name), "Griff.Tilemap")
		ok := raw != nil
		delete(raw, "tiles") // the file form's tile set, not a field
		b, _ := json.Marshal(raw)
		if err := json.Unmarshal(b, &tm); err != nil || !ok {
			t.Fatalf("%s: no tilemap (%v)", name, err)
		}
		return tm
	}
	ground := tilemap("Ground")
	wantImages := []visual.TileImage{
		{Tile: 1, Image: "assets/tiles.png", Region: visual.Region{X: 1, Y: 1, W: 16, H: 16}},
		{Tile: 4, Image: "assets/tiles.png", Region: visual.Region{X: 18, Y: 18, W: 16, H: 16}},
	}
	if ground.Tileset != "" || ground.TileSize != 16 || !equalImages(ground.Images, wantImages) {
		t.Errorf("Ground: tileset %q, tile size %d, images %+v; want no tileset, 16, %+v", ground.Tileset, ground.TileSize, ground.Images, wantImages)
	}
	if tiles := string(fieldsOf(t, findNode(lv, "Ground"), "Griff.Tilemap")["tiles"]); fieldsOf(t, findNode(lv, "Ground"), "Griff.TilemapWalls") == nil || tiles != `{"4":{"collision":"solid"}}` {
		t.Errorf("Ground: tiles %s, want tile 4 solid, with walls", tiles)
	}
	trees := tilemap("Trees")
	wantTree := []visual.TileImage{{Tile: 2, Image: "assets/tiles.png", Region: visual.Region{X: 32, Y: 0, W: 32, H: 48}}}
	if trees.Tileset != "" || trees.TileSize != 16 || !equalImages(trees.Images, wantTree) {
		t.Errorf("Trees: tileset %q, tile size %d, images %+v; want no tileset, 16, %+v", trees.Tileset, trees.TileSize, trees.Images, wantTree)
	}
	plain := tilemap("Plain")
	if plain.Tileset != "assets/tiles.png" || plain.TileSize != 16 || len(plain.Images) != 0 {
		t.Errorf("Plain: tileset %q, tile size %d, images %+v; want the packed tile set's image, 16, none", plain.Tileset, plain.TileSize, plain.Images)
	}
}

func equalImages(a, b []visual.TileImage) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCollectionTileSubRectangles: a tile of a collection of images that
// shows part of its image (Tiled 1.9's x, y, width, height on a tile) is
// drawn from that part, in a tile layer and as a tile object (scaled to the
// object from the part's size). Both formats.
func TestCollectionTileSubRectangles(t *testing.T) {
	tmx := `<map width="2" height="1" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="atlas" tilewidth="32" tileheight="32" tilecount="2" columns="0">
 <tile id="0" x="16" y="8" width="24" height="32"><image source="../assets/gem.png" width="64" height="64"/></tile>
 <tile id="1"><image source="../assets/gem.png" width="64" height="64"/></tile>
</tileset>
<layer id="1" name="Ground" width="2" height="1"><data encoding="csv">1,2</data></layer>
<objectgroup id="2" name="Things"><object id="1" name="Gem" gid="1" x="0" y="48" width="48" height="64"/></objectgroup>
</map>`
	tmj := `{"type": "map", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
 "tilesets": [{"firstgid": 1, "name": "atlas", "tilewidth": 32, "tileheight": 32, "tilecount": 2, "columns": 0, "tiles": [
  {"id": 0, "x": 16, "y": 8, "width": 24, "height": 32, "image": "../assets/gem.png", "imagewidth": 64, "imageheight": 64},
  {"id": 1, "image": "../assets/gem.png", "imagewidth": 64, "imageheight": 64}]}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "Ground", "width": 2, "height": 1, "data": [1, 2]},
  {"type": "objectgroup", "id": 2, "name": "Things", "objects": [{"id": 1, "name": "Gem", "gid": 1, "x": 0, "y": 48, "width": 48, "height": 64}]}]}`
	for _, c := range []struct{ name, data string }{{"a.tmx", tmx}, {"a.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(probs) != 0 {
			t.Errorf("%s: problems\n%s\nwant none", c.name, problemsText(probs))
		}
		var images []visual.TileImage
		if err := json.Unmarshal(fieldsOf(t, findNode(lv, "Ground"), "Griff.Tilemap")["images"], &images); err != nil {
			t.Fatal(err)
		}
		want := []visual.TileImage{{Tile: 1, Image: "assets/gem.png", Region: visual.Region{X: 16, Y: 8, W: 24, H: 32}}, {Tile: 2, Image: "assets/gem.png"}}
		if !equalImages(images, want) {
			t.Errorf("%s: Ground's images %+v, want %+v", c.name, images, want)
		}
		gem := findNode(lv, "Gem")
		sp := fieldsOf(t, gem, "Griff.Sprite")
		if string(sp["region"]) != `{"x":16,"y":8,"w":24,"h":32}` || gem.Scale != [2]float64{2, 2} {
			t.Errorf("%s: the Gem's sprite %s scaled %v, want the region 16,8 24×32 scaled 2×2", c.name, sp, gem.Scale)
		}
	}
}
