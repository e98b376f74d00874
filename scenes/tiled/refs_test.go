package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestObjectPropertiesReferToEntities: a property of type object sets its
// field to the id of the entity made from the object it names (Tiled writes
// the object's id): on a spawned prefab, naming an object drawn as an
// entity; on an object's own entity, naming a prefab spawned after it; an
// object no entity was made from warns and leaves the field. Both formats.
func TestObjectPropertiesReferToEntities(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup id="1" name="L">
 <object id="1" name="Eye" x="1" y="1"><properties>
  <property name="Griff.Camera.follow" type="object" value="3"/>
  <property name="Griff.Camera.zoom" type="float" value="2"/>
 </properties><point/></object>
 <object id="2" name="Cam" type="Cam" x="2" y="2"><properties><property name="Griff.Camera.follow" type="object" value="4"/></properties><point/></object>
 <object id="3" name="Hero" type="Cam" x="3" y="3"><point/></object>
 <object id="4" name="Target" x="4" y="4"><point/></object>
 <object id="5" name="Lost" type="Cam" x="5" y="5"><properties><property name="Griff.Camera.follow" type="object" value="99"/></properties><point/></object>
</objectgroup></map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [{"type": "objectgroup", "id": 1, "name": "L", "objects": [
 {"id": 1, "name": "Eye", "x": 1, "y": 1, "point": true, "properties": [
  {"name": "Griff.Camera.follow", "type": "object", "value": 3}, {"name": "Griff.Camera.zoom", "type": "float", "value": 2}]},
 {"id": 2, "name": "Cam", "type": "Cam", "x": 2, "y": 2, "point": true, "properties": [{"name": "Griff.Camera.follow", "type": "object", "value": 4}]},
 {"id": 3, "name": "Hero", "type": "Cam", "x": 3, "y": 3, "point": true},
 {"id": 4, "name": "Target", "x": 4, "y": 4, "point": true},
 {"id": 5, "name": "Lost", "type": "Cam", "x": 5, "y": 5, "point": true, "properties": [{"name": "Griff.Camera.follow", "type": "object", "value": 99}]}]}]}`
	prefab, err := scenes.ReadTemplate("prefabs/Cam.json", []byte(`{"format":1,"entities":[{"id":1,"name":"Cam","components":{"Griff.Camera":{}}}],"nextId":2}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, data string }{{"o.tmx", tmx}, {"o.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(probs) != 0 {
			t.Errorf("%s: reading: problems\n%s\nwant none", c.name, problemsText(probs))
		}
		sf, err := lv.SceneFile()
		if err != nil {
			t.Fatal(err)
		}
		s, err := scenes.ReadScene(lv.Name, sf, nil)
		if err != nil {
			t.Fatal(err)
		}
		lv.Place(s, func(string) *scenes.Template { return prefab })
		eye, cam, hero, target, lost := find(s, "Eye"), find(s, "Cam"), find(s, "Hero"), find(s, "Target"), find(s, "Lost")
		if cm := scenes.Get[visual.Camera](eye); cm == nil || cm.Follow != hero.ID() || cm.Zoom.Value() != 2 {
			t.Errorf("%s: the Eye's camera %+v, want following the Hero (%d, spawned after it), zoom 2", c.name, cm, hero.ID())
		}
		if cm := scenes.Get[visual.Camera](cam); cm == nil || cm.Follow != target.ID() {
			t.Errorf("%s: the Cam's camera %+v, want following the Target (%d)", c.name, cm, target.ID())
		}
		if cm := scenes.Get[visual.Camera](lost); cm == nil || cm.Follow != 0 {
			t.Errorf("%s: the Lost camera %+v, want following nothing", c.name, cm)
		}
		ps := s.Problems().List()
		if len(ps) != 1 || !strings.Contains(ps[0].Message, "refers to the object 99, from which no entity was made") || ps[0].Line == 0 {
			t.Errorf("%s: placing: problems %v, want one about the object 99 at its line", c.name, ps)
		}
	}
}
