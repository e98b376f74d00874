package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestUnreadPropertiesWarnOnce: the custom properties of the map, of a tile
// set and of its tiles (but "collision") are not read, which one warning
// each says, naming the file, the line (XML) and the properties.
func TestUnreadPropertiesWarnOnce(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8">
 <properties><property name="music" value="a.ogg"/><property name="gravity" type="float" value="9.8"/></properties>
 <tileset firstgid="1" name="ts" tilewidth="8" tileheight="8" tilecount="4" columns="2">
  <image source="../assets/tiles.png" width="16" height="16"/>
  <properties><property name="author" value="ada"/></properties>
  <tile id="0"><properties><property name="collision" value="solid"/><property name="friction" type="float" value="0.5"/></properties></tile>
  <tile id="2"><properties><property name="friction" type="float" value="0.1"/><property name="sound" value="step.ogg"/></properties></tile>
 </tileset>
 <layer id="1" name="L" width="1" height="1"><data encoding="csv">1</data></layer>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8,
 "properties": [{"name": "music", "type": "string", "value": "a.ogg"}],
 "tilesets": [{"firstgid": 1, "name": "ts", "tilewidth": 8, "tileheight": 8, "tilecount": 4, "columns": 2, "image": "../assets/tiles.png",
  "tiles": [{"id": 1, "properties": [{"name": "collision", "type": "string", "value": "solid"}, {"name": "friction", "type": "float", "value": 0.5}]}]}],
 "layers": []}`
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"p.tmx", tmx, []string{
			`maps/p.tmx:2:14: the map's custom properties "gravity", "music" are not read`,
			`maps/p.tmx:3:89: the tile set "ts"'s custom properties "author" are not read`,
			`maps/p.tmx:6:16: the custom properties "friction", "sound" of tiles of the tile set "ts" are not read`,
		}},
		{"p.tmj", tmj, []string{
			`maps/p.tmj:2:16: the map's custom properties "music" are not read`,
			`maps/p.tmj:4:13: the custom properties "friction" of tiles of the tile set "ts" are not read`,
		}},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		_, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(probs) != len(c.want) {
			t.Errorf("%s: problems %v, want %d", c.name, probs, len(c.want))
		}
		for i, w := range c.want {
			if i >= len(probs) || !strings.HasPrefix(probs[i].String(), "warning: "+w) {
				t.Errorf("%s: no problem %d says %q; problems %v", c.name, i, w, probs)
			}
		}
	}
}
