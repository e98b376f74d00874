package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestNonsenseNumbersWarn: a layer's or group's opacity outside 0..1 warns,
// naming the file, the line and column of the layer (XML) or value (JSON),
// and is clamped; a tile layer of a finite map whose size is not the map's
// (a header far larger than its layers' data) warns and keeps its own size;
// a tile layer that gives no size has the map's.
func TestNonsenseNumbersWarn(t *testing.T) {
	tmx := `<map width="100" height="50" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="4" columns="2"><image source="../assets/tiles.png" width="16" height="16"/></tileset>
 <layer id="1" name="Ground" width="3" height="2" opacity="7">
  <data encoding="csv">1,1,1,2,2,2</data>
 </layer>
 <group id="2" name="G" opacity="-0.5">
  <layer id="3" name="Sky">
   <data encoding="csv">` + strings.Repeat("0,", 100*50-1) + `4</data>
  </layer>
 </group>
</map>`
	tmj := `{"type": "map", "width": 100, "height": 50, "tilewidth": 8, "tileheight": 8,
 "tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 8, "tileheight": 8, "tilecount": 4, "columns": 2, "image": "../assets/tiles.png", "imagewidth": 16, "imageheight": 16}],
 "layers": [{"type": "tilelayer", "id": 1, "name": "Ground", "width": 3, "height": 2, "opacity": 7, "data": [1, 1, 1, 2, 2, 2]}]}`
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"n.tmx", tmx, []string{
			`warning: maps/n.tmx:3:63: the layer 1 "Ground": opacity 7 is not from 0 to 1; 1 is used`,
			`warning: maps/n.tmx:6:40: the layer 2 "G": opacity -0.5 is not from 0 to 1; 0 is used`,
			`warning: maps/n.tmx:3:63: the layer 1 "Ground" is 3×2 cells, and the map 100×50; Tiled makes every tile layer of a finite map the map's size (the layer's own is used)`,
		}},
		{"n.tmj", tmj, []string{
			`warning: maps/n.tmj:3:98: the layer 1 "Ground": opacity 7 is not from 0 to 1; 1 is used`,
			`warning: maps/n.tmj:3:13: the layer 1 "Ground" is 3×2 cells, and the map 100×50; Tiled makes every tile layer of a finite map the map's size (the layer's own is used)`,
		}},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range probs {
			got = append(got, p.String())
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: problems\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
		out := dump(t, lv)
		tints := 0 // the Sky's, in the group of opacity 0
		if c.name == "n.tmx" {
			tints = 1
		}
		if n := strings.Count(out, `"tint"`); n != tints || (tints == 1 && !strings.Contains(out, `"tint": "#ffffff00"`)) {
			t.Errorf("%s: %d tints, want %d (the Ground's opacity 7 is 1, the group's -0.5 is 0):\n%.600s", c.name, n, tints, out)
		}
		if c.name == "n.tmx" && !strings.Contains(out, `"width": 100`) {
			t.Errorf("the Sky, which gives no size, is not 100 cells wide:\n%.2000s", out)
		}
	}
}
