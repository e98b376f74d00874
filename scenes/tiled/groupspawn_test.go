package tiled_test

import (
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestSpawnsInGroups: a prefab spawned from an object layer inside groups
// is placed below the layer's entity, so the groups' and the layer's
// offsets move it (here 10+5, 20-4) and a hidden group makes it inactive;
// the groups' opacity is not applied to the prefab (it draws itself), which
// warns once at the layer, while the layer's own shapes take it. Both
// formats.
func TestSpawnsInGroups(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8">
<group id="1" name="G" offsetx="10" offsety="20" opacity="0.5">
 <objectgroup id="2" name="Things" offsetx="5" offsety="-4">
  <object id="3" name="Gold" class="Coin" x="30" y="40"><point/></object>
  <object id="4" name="Box" x="1" y="1" width="2" height="2"/>
 </objectgroup>
</group>
<group id="5" name="Off" visible="0">
 <objectgroup id="6" name="Hidden"><object id="7" name="Silver" class="Coin" x="0" y="0"><point/></object></objectgroup>
</group>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [
 {"type": "group", "id": 1, "name": "G", "offsetx": 10, "offsety": 20, "opacity": 0.5, "layers": [
  {"type": "objectgroup", "id": 2, "name": "Things", "offsetx": 5, "offsety": -4, "objects": [
   {"id": 3, "name": "Gold", "type": "Coin", "x": 30, "y": 40, "point": true},
   {"id": 4, "name": "Box", "x": 1, "y": 1, "width": 2, "height": 2}]}]},
 {"type": "group", "id": 5, "name": "Off", "visible": false, "layers": [
  {"type": "objectgroup", "id": 6, "name": "Hidden", "objects": [{"id": 7, "name": "Silver", "class": "Coin", "point": true}]}]}]}`
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(`{"format":1,"entities":[{"id":1,"name":"Coin"}],"nextId":2}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, data, warnAt string }{{"g.tmx", tmx, "maps/g.tmx:3:61: "}, {"g.tmj", tmj, "maps/g.tmj:3:3: "}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		all := problemsText(probs)
		want := "warning: " + c.warnAt + `the layer "Things" has an opacity or tint colour (its groups' multiplied in); the prefabs its objects spawn draw themselves`
		if len(probs) != 1 || !strings.HasPrefix(all, want) {
			t.Errorf("%s: problems\n%s\nwant only %q", c.name, all, want)
		}
		sf, err := lv.SceneFile()
		if err != nil {
			t.Fatal(err)
		}
		s, err := scenes.ReadScene(lv.Name, sf, nil)
		if err != nil {
			t.Fatal(err)
		}
		placed := lv.Place(s, func(string) *scenes.Template { return prefab })
		if len(placed) != 2 {
			t.Fatalf("%s: placed %d prefabs, want 2", c.name, len(placed))
		}
		gold, silver := placed[0], placed[1]
		if p := gold.Transform().WorldPosition(); math.Abs(p[0]-45) > 1e-9 || math.Abs(p[1]-56) > 1e-9 {
			t.Errorf("%s: the Gold is at %v in the world, want (45, 56): the groups' and layer's offsets", c.name, p)
		}
		if gold.Parent() == nil || gold.Parent().Name() != "Things" || !gold.ActiveInHierarchy() {
			t.Errorf("%s: the Gold's parent %v, active %v; want the layer Things, active", c.name, gold.Parent(), gold.ActiveInHierarchy())
		}
		if silver.ActiveInHierarchy() {
			t.Errorf("%s: the Silver, in a hidden group, is active", c.name)
		}
		var box *scenes.Entity
		for e := range s.Walk() {
			if e.Name() == "Box" {
				box = e
			}
		}
		if sh := scenes.Get[visual.Shape](box); sh == nil || sh.Color.R != 1 || math.Abs(float64(sh.Color.A)-0.5) > 1.0/255 {
			t.Errorf("%s: the Box's shape %+v, want the group's opacity 0.5 in its colour", c.name, sh)
		}
	}
}
