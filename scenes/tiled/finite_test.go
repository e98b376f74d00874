package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

const nanTMX = `<map width="2" height="2" tilewidth="8" tileheight="8" parallaxoriginx="NaN">
 <layer id="1" name="Ground" width="2" height="2" offsetx="1e400" opacity="Inf" parallaxx="NaN">
  <data encoding="csv">0,0,0,0</data>
 </layer>
 <group id="2" name="G" parallaxy="-inf" offsety="12">
  <objectgroup id="3" name="Things">
   <object id="7" name="box" x="NaN" y="1e400" width="4" height="abc" rotation="NaN"/>
   <object id="8" name="poly" x="1" y="2"><polygon points="0,0 NaN,1 8,0 8,8 0,8"/></object>
   <object id="9" name="words" x="3" y="4" width="20" height="10"><text pixelsize="1e400">hi</text></object>
  </objectgroup>
 </group>
</map>
`

const nanTMJ = `{"type": "map", "orientation": "orthogonal", "width": 2, "height": 2, "tilewidth": 8, "tileheight": 8,
 "parallaxoriginx": 1e400,
 "layers": [
  {"type": "tilelayer", "id": 1, "name": "Ground", "width": 2, "height": 2, "data": [0, 0, 0, 0],
   "offsetx": 1e400, "opacity": "NaN", "parallaxx": -1e999},
  {"type": "objectgroup", "id": 3, "name": "Things", "objects": [
   {"id": 7, "name": "box", "x": 1e400, "y": "Infinity", "width": 4, "height": 4, "rotation": 1e400},
   {"id": 8, "name": "line", "x": 1, "y": 2, "polyline": [{"x": 0, "y": 0}, {"x": 1e400, "y": 1}, {"x": 8, "y": 8}]}
  ]}
 ]}`

// TestNonFiniteNumbersWarn: NaN, infinities, numbers past float64 ("1e400")
// and text in a map's number attributes each warn, naming the file and the
// element's line and column (XML) or the value's (JSON), and
// take their defaults: the map loads, and its scene reads.
func TestNonFiniteNumbersWarn(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"nan.tmx", nanTMX, []string{
			`maps/nan.tmx:1:`, `the map: parallaxoriginx "NaN"`,
			`maps/nan.tmx:2:`, `the layer 1 "Ground": offsetx "1e400"`, `the layer 1 "Ground": opacity "Inf"`, `the layer 1 "Ground": parallaxx "NaN"`,
			`maps/nan.tmx:5:`, `the layer 2 "G": parallaxy "-inf"`,
			`maps/nan.tmx:7:`, `the object 7 "box": x "NaN"`, `the object 7 "box": y "1e400"`, `the object 7 "box": height "abc"`, `the object 7 "box": rotation "NaN"`,
			`maps/nan.tmx:8:`, `the object 8 "poly": the point "NaN,1"`,
			`maps/nan.tmx:9:`, `the object 9 "words": pixelsize "1e400"`,
		}},
		{"nan.tmj", nanTMJ, []string{
			`the map: parallaxoriginx "1e400"`,
			`the layer 1 "Ground": offsetx "1e400"`, `the layer 1 "Ground": opacity "NaN"`, `the layer 1 "Ground": parallaxx "-1e999"`,
			`the object 7 "box": x "1e400"`, `the object 7 "box": y "Infinity"`, `the object 7 "box": rotation "1e400"`,
			`the object 8 "line": the point {"1e400", "1"}`,
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			fsys := fstest.MapFS{"maps/" + c.name: {Data: []byte(c.data)}}
			lv, probs, err := readMap(fsys, c.name)
			if err != nil {
				t.Fatalf("the map is refused: %v", err)
			}
			var all strings.Builder
			for _, p := range probs {
				all.WriteString(p.String() + "\n")
			}
			for _, w := range c.want {
				if !strings.Contains(all.String(), w) {
					t.Errorf("no problem says %q; problems:\n%s", w, all.String())
				}
			}
			sf, err := lv.SceneFile()
			if err != nil {
				t.Fatalf("SceneFile: %v", err)
			}
			if _, err := scenes.ReadScene(lv.Name, sf, nil); err != nil {
				t.Fatalf("the scene does not read: %v", err)
			}
			ground, box := findNode(lv, "Ground"), findNode(lv, "box")
			if ground == nil || ground.Position != (griff.Vec{}) || fieldsOf(t, ground, "Griff.Tilemap")["parallaxShift"] != nil || fieldsOf(t, ground, "Griff.Tilemap")["tint"] != nil {
				t.Errorf("Ground = %+v, want at (0, 0), opacity 1 and no parallax (the defaults)", ground)
			}
			if box == nil || box.Position != (griff.Vec{}) || box.Rotation != 0 {
				t.Errorf("box = %+v, want at (0, 0) unturned (the defaults)", box)
			}
		})
	}
}
