package tiled_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// demoRange is a component whose file form checks its fields together, as
// Griff.Tilemap's and Griff.TilemapWalls' do: min above max is refused by
// the scene reader, though each value alone fits its field.
type demoRange struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
}

func init() {
	scenes.Register[demoRange]("Demo.Range", scenes.Expand(func(fields map[string]json.RawMessage, _ *scenes.FileContext) error {
		var lo, hi float64
		json.Unmarshal(fields["min"], &lo)
		json.Unmarshal(fields["max"], &hi)
		if lo > hi {
			return &scenes.ValueError{Path: []any{"min"}, Offset: -1, Err: errors.New("min is above max")}
		}
		return nil
	}))
}

// TestBadPropertyValuesWarnAndDrop: a custom property whose value its field
// cannot take (a shape kind Griff has not, text for a number, a field the
// component has not, a value the component's file form refuses with its
// other fields) warns, naming the file, the object's line and column (XML)
// or its value (JSON), the object and the property, and is dropped, on an
// object without a class (whose properties set its entity's components), on
// a layer, and on a prefab spawn; the map loads and its scene file reads.
func TestBadPropertyValuesWarnAndDrop(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8">
 <objectgroup id="1" name="Things">
  <properties><property name="Demo.Range.min" type="float" value="1"/><property name="Demo.Range.max" type="float" value="5"/></properties>
  <object id="4" name="Gold" class="Coin" x="8" y="8">
   <properties><property name="Platformer.Coin.value" value="lots"/><property name="Platformer.Coin.bonus" type="bool" value="true"/></properties>
  </object>
  <object id="5" name="Box" x="1" y="2" width="3" height="4">
   <properties><property name="Griff.Shape.kind" value="hexagon"/><property name="Griff.Shape.raduis" type="float" value="2"/></properties>
  </object>
  <object id="6" name="Span" x="0" y="0">
   <point/>
   <properties><property name="Demo.Range.min" type="float" value="9"/><property name="Demo.Range.max" type="float" value="2"/></properties>
  </object>
 </objectgroup>
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="4" columns="2"><image source="../assets/tiles.png" width="16" height="16"/></tileset>
 <layer id="7" name="Ground" width="1" height="1">
  <properties><property name="Griff.TilemapWalls.fromTilemap" value="solid"/><property name="Griff.TilemapWalls.fromTilemapp" value="solid"/></properties>
  <data encoding="csv">1</data>
 </layer>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [
 {"type": "objectgroup", "id": 1, "name": "Things", "objects": [
  {"id": 5, "name": "Box", "x": 1, "y": 2, "width": 3, "height": 4, "properties": [
   {"name": "Griff.Shape.kind", "type": "string", "value": "hexagon"}]}]}]}`
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"o.tmx", tmx, []string{
			`warning: maps/o.tmx:4:55: the object 4 "Gold": the property "Platformer.Coin.value": Platformer.Coin.value: `,
			`warning: maps/o.tmx:7:62: the object 5 "Box": the property "Griff.Shape.kind": Griff.Shape.kind: scenes: decoding Griff.Shape field kind: unknown shape kind "hexagon"`,
			`warning: maps/o.tmx:7:62: the object 5 "Box": the property "Griff.Shape.raduis": Griff.Shape has no field "raduis" (did you mean "radius"?)`,
			`warning: maps/o.tmx:10:42: the object 6 "Span": the property "Demo.Range.min": not a valid scene file: min is above max; the value is dropped`,
			`warning: maps/o.tmx:16:51: the layer 7 "Ground": the property "Griff.TilemapWalls.fromTilemapp": Griff.TilemapWalls has no field "fromTilemapp"`,
		}},
		{"o.tmj", tmj, []string{
			`warning: maps/o.tmj:3:3: the object 5 "Box": the property "Griff.Shape.kind": Griff.Shape.kind: scenes: decoding Griff.Shape field kind: unknown shape kind "hexagon"`,
		}},
	} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		var all []string
		for _, p := range probs {
			all = append(all, p.String())
		}
		// As hosting reads it: a value the scene reader refuses with the
		// component's other fields is dropped, and the file read again.
		var s *scenes.Scene
		for {
			sf, err := lv.SceneFile()
			if err != nil {
				t.Fatal(err)
			}
			if s, err = scenes.ReadScene(lv.Name, sf, nil); err == nil {
				break
			}
			if !lv.DropRefused(err, func(p scenes.Problem) { all = append(all, p.String()) }) {
				t.Fatalf("%s: the scene does not read: %v\n%s", c.name, err, sf)
			}
		}
		if len(all) != len(c.want) {
			t.Errorf("%s: %d problems, want %d:\n%s", c.name, len(all), len(c.want), strings.Join(all, "\n"))
		}
		for _, w := range c.want {
			found := false
			for _, p := range all {
				found = found || strings.HasPrefix(p, w) && strings.HasSuffix(p, "; the value is dropped")
			}
			if !found {
				t.Errorf("%s: no problem starts %q; problems:\n%s", c.name, w, strings.Join(all, "\n"))
			}
		}
		byName := map[string]*scenes.Entity{}
		for e := range s.Walk() {
			byName[e.Name()] = e
		}
		if sh := scenes.Get[visual.Shape](byName["Box"]); sh == nil || sh.Kind != visual.ShapeBox || sh.Size[0] != 3 || sh.Radius != 0 {
			t.Errorf("%s: the Box's shape %+v, want its 3×4 box", c.name, sh)
		}
		if c.name != "o.tmx" {
			continue
		}
		if r := scenes.Get[demoRange](byName["Things"]); r == nil || *r != (demoRange{1, 5}) {
			t.Errorf("the layer's range %+v, want {1 5}", r)
		}
		if r := scenes.Get[demoRange](byName["Span"]); r == nil || *r != (demoRange{0, 2}) {
			t.Errorf("the Span's range %+v, want {0 2}: min dropped, max kept", r)
		}
		if g := byName["Ground"]; g == nil || !g.HasType(scenes.TypeNamed("Griff.TilemapWalls")) || !g.HasType(scenes.TypeNamed("Griff.Tilemap")) {
			t.Errorf("the Ground %v lacks its tilemap or the walls its property asks for", g)
		}
		if len(lv.Spawns) != 1 || len(lv.Spawns[0].Fields) != 1 || lv.Spawns[0].Fields[0].Field != "bonus" || string(lv.Spawns[0].Fields[0].Value) != "true" {
			t.Errorf("the Gold's overrides %+v, want only bonus = true", lv.Spawns)
		}
	}
}
