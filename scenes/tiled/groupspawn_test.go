package tiled_test

import (
	"math"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestSpawnsInGroups: a prefab spawned from an object layer inside groups
// is placed below the layer's entity, so the groups' and the layer's
// offsets move it (here 10+5, 20-4) and a hidden group makes it inactive;
// the groups' opacity multiplies the colours of the prefab's drawables (its
// root's sprite tint, its child's shape colour), as it does the layer's own
// shapes'. Both formats.
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
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(`{"format":1,"entities":[{"id":1,"name":"Coin",
 "components":{"Griff.Sprite":{"image":"coin.png","tint":"#ff000080"}},
 "children":[{"id":2,"name":"Glow","components":{"Griff.Shape":{"kind":"circle","radius":2}}}]}],"nextId":3}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, data string }{{"g.tmx", tmx}, {"g.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(probs) != 0 {
			t.Errorf("%s: problems\n%s\nwant none", c.name, problemsText(probs))
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
		// The sprite's tint #ff000080 times the group's opacity 0.5; the
		// child's shape (white) takes 0.5; the Silver's group is opaque.
		if sp := scenes.Get[visual.Sprite](gold); sp == nil || sp.Tint.Value().R != 1 || sp.Tint.Value().G != 0 || math.Abs(float64(sp.Tint.Value().A)-0.5*128/255) > 1e-6 {
			t.Errorf("%s: the Gold's sprite tint %v, want #ff0000 at 0.5×128/255", c.name, sp)
		}
		if glow := gold.Children(); len(glow) != 1 || scenes.Get[visual.Shape](glow[0]) == nil || scenes.Get[visual.Shape](glow[0]).Color != (griff.Color{R: 1, G: 1, B: 1, A: 0.5}) {
			t.Errorf("%s: the Gold's child %v, want its shape's colour white at 0.5", c.name, glow)
		}
		if sp := scenes.Get[visual.Sprite](silver); sp == nil || sp.Tint.Value().A != 128.0/255 {
			t.Errorf("%s: the Silver's sprite %v, want its own tint (its group is opaque)", c.name, sp)
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

// TestSpawnsInParallaxGroups: an object layer with a parallax factor inside
// a group with one (0.5 × 0.5 = 0.25: a shift of 0.75) gets a Griff.Parallax
// about the map's parallax origin, and the prefab its object spawns is below
// it, so it scrolls with the layer; it warns no more. An image layer whose
// file gives no size draws a sprite scrolled the same way. Both formats.
func TestSpawnsInParallaxGroups(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8" parallaxoriginx="40" parallaxoriginy="30">
<group id="1" name="Far" parallaxx="0.5" parallaxy="0.5">
 <objectgroup id="2" name="Birds" parallaxx="0.5" parallaxy="0.5">
  <object id="3" name="Gull" class="Coin" x="30" y="40"><point/></object>
 </objectgroup>
 <imagelayer id="4" name="Sky"><image source="../assets/sky.png"/></imagelayer>
</group>
<objectgroup id="5" name="Near"><object id="6" name="Gold" class="Coin" x="1" y="2"><point/></object></objectgroup>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "parallaxoriginx": 40, "parallaxoriginy": 30, "layers": [
 {"type": "group", "id": 1, "name": "Far", "parallaxx": 0.5, "parallaxy": 0.5, "layers": [
  {"type": "objectgroup", "id": 2, "name": "Birds", "parallaxx": 0.5, "parallaxy": 0.5, "objects": [
   {"id": 3, "name": "Gull", "class": "Coin", "x": 30, "y": 40, "point": true}]},
  {"type": "imagelayer", "id": 4, "name": "Sky", "image": "../assets/sky.png"}]},
 {"type": "objectgroup", "id": 5, "name": "Near", "objects": [{"id": 6, "name": "Gold", "class": "Coin", "x": 1, "y": 2, "point": true}]}]}`
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(`{"format":1,"entities":[{"id":1,"name":"Coin",
 "components":{"Griff.Sprite":{"image":"coin.png"}}}],"nextId":2}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := visual.Parallax{Shift: griff.V(0.75, 0.75), Origin: griff.V(40, 30)}
	for _, c := range []struct{ name, data string }{{"p.tmx", tmx}, {"p.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(probs) != 0 {
			t.Errorf("%s: problems\n%s\nwant none", c.name, problemsText(probs))
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
		gull, gold := placed[0], placed[1]
		if got := nearestParallax(gull); got == nil || *got != want {
			t.Errorf("%s: the Gull scrolls with %+v, want %+v (factors 0.5 × 0.5 about the map's origin)", c.name, got, want)
		}
		if p := gull.Transform().WorldPosition(); p != griff.V(30, 40) {
			t.Errorf("%s: the Gull is at %v in the world, want (30, 40): parallax moves the drawing only", c.name, p)
		}
		if got := nearestParallax(gold); got != nil {
			t.Errorf("%s: the Gold, on a layer of factor 1, scrolls with %+v, want none", c.name, got)
		}
		sky := find(s, "Sky")
		if sky == nil || scenes.Get[visual.Sprite](sky) == nil || scenes.Get[visual.Parallax](sky) == nil || scenes.Get[visual.Parallax](sky).Shift != griff.V(0.5, 0.5) {
			t.Errorf("%s: the Sky %v, want a sprite with a parallax shift of 0.5", c.name, sky)
		}
		if far := find(s, "Far"); far == nil || scenes.Get[visual.Parallax](far) != nil {
			t.Errorf("%s: the group Far has a Griff.Parallax; its factor belongs in its layers' (composed), not twice", c.name)
		}
	}
}

// nearestParallax returns the Parallax of e or of its nearest ancestor that
// has one, or nil.
func nearestParallax(e *scenes.Entity) *visual.Parallax {
	for ; e != nil; e = e.Parent() {
		if p := scenes.Get[visual.Parallax](e); p != nil {
			return p
		}
	}
	return nil
}

// find returns the entity of s named name, or nil.
func find(s *scenes.Scene, name string) *scenes.Entity {
	for e := range s.Walk() {
		if e.Name() == name {
			return e
		}
	}
	return nil
}

// TestHiddenObjectSpawnsInactive: an object hidden in Tiled (visible="0",
// or false in JSON) that names a prefab spawns it inactive, as a hidden
// object naming none is an inactive entity; a visible one is active.
func TestHiddenObjectSpawnsInactive(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup id="1" name="L">
 <object id="1" name="Off" type="Coin" x="1" y="1" visible="0"><point/></object>
 <object id="2" name="On" type="Coin" x="2" y="2"><point/></object>
</objectgroup></map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [{"type": "objectgroup", "id": 1, "name": "L", "objects": [
 {"id": 1, "name": "Off", "type": "Coin", "x": 1, "y": 1, "visible": false, "point": true},
 {"id": 2, "name": "On", "type": "Coin", "x": 2, "y": 2, "point": true}]}]}`
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(`{"format":1,"entities":[{"id":1,"name":"Coin"}],"nextId":2}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, data string }{{"h.tmx", tmx}, {"h.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, _, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
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
		if len(placed) != 2 || placed[0].Active() || !placed[1].Active() {
			t.Errorf("%s: placed %v, want Off inactive and On active", c.name, placed)
		}
	}
}
