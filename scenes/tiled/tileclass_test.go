package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestTileObjectsInheritTheirTile: a tile object takes the class and the
// custom properties of the tile it shows where it gives none of its own
// (Tiled: a tile's class "is inherited by tile objects", and an object's
// resolved properties include its tile's), so placing a coin tile from a
// tile set whose coin tile has the class Coin spawns the prefab. The
// object's own class and properties win; a tile's "collision" is not a
// field. Both formats, with no warning about the tile's properties.
func TestTileObjectsInheritTheirTile(t *testing.T) {
	tmx := `<map width="4" height="4" tilewidth="8" tileheight="8">
<tileset firstgid="1" name="items" tilewidth="8" tileheight="8" tilecount="4" columns="2">
 <image source="../assets/tiles.png" width="16" height="16"/>
 <tile id="1" type="Coin"><properties>
  <property name="Griff.Shape.radius" type="float" value="3"/>
  <property name="collision" value="solid"/>
 </properties></tile>
</tileset>
<objectgroup id="1" name="Things">
 <object id="1" name="Plain" gid="2" x="8" y="16" width="8" height="8"/>
 <object id="2" name="Big" gid="2" x="16" y="16" width="8" height="8">
  <properties><property name="Griff.Shape.radius" type="float" value="5"/></properties>
 </object>
 <object id="3" name="Gem" type="Gem" gid="2" x="24" y="16" width="8" height="8"/>
 <object id="4" name="Rock" gid="1" x="0" y="8" width="8" height="8"/>
</objectgroup>
</map>`
	tmj := `{"type": "map", "width": 4, "height": 4, "tilewidth": 8, "tileheight": 8,
 "tilesets": [{"firstgid": 1, "name": "items", "tilewidth": 8, "tileheight": 8, "tilecount": 4, "columns": 2,
  "image": "../assets/tiles.png", "imagewidth": 16, "imageheight": 16,
  "tiles": [{"id": 1, "type": "Coin", "properties": [
   {"name": "Griff.Shape.radius", "type": "float", "value": 3},
   {"name": "collision", "type": "string", "value": "solid"}]}]}],
 "layers": [{"type": "objectgroup", "id": 1, "name": "Things", "objects": [
  {"id": 1, "name": "Plain", "gid": 2, "x": 8, "y": 16, "width": 8, "height": 8},
  {"id": 2, "name": "Big", "gid": 2, "x": 16, "y": 16, "width": 8, "height": 8,
   "properties": [{"name": "Griff.Shape.radius", "type": "float", "value": 5}]},
  {"id": 3, "name": "Gem", "type": "Gem", "gid": 2, "x": 24, "y": 16, "width": 8, "height": 8},
  {"id": 4, "name": "Rock", "gid": 1, "x": 0, "y": 8, "width": 8, "height": 8}]}]}`
	for _, c := range []struct{ name, data string }{{"c.tmx", tmx}, {"c.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(probs) != 0 {
			t.Errorf("%s: problems\n%s\nwant none", c.name, problemsText(probs))
		}
		var got []string
		for _, sp := range lv.Spawns {
			s := sp.Prefab + " " + sp.Name
			for _, f := range sp.Fields {
				s += " " + f.Component + "." + f.Field + " = " + string(f.Value)
			}
			got = append(got, s)
		}
		want := []string{
			"Coin Plain Griff.Shape.radius = 3",
			"Coin Big Griff.Shape.radius = 5",
			"Gem Gem Griff.Shape.radius = 3",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: spawns\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if len(lv.Roots) != 1 || len(lv.Roots[0].Children) != 1 || lv.Roots[0].Children[0].Name != "Rock" {
			t.Errorf("%s: the layer's entities %+v, want the Rock alone (its tile has no class)", c.name, lv.Roots)
		}
	}
}
