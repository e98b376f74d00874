package tiled_test

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestMisspeltOverridesWarn: a property of an object (a prefab spawn or
// not) or of a layer that names a component no type is registered as warns,
// naming the file, the line and column of the object (XML and JSON) and
// the property, and suggests the nearest registered name; a note does not.
func TestMisspeltOverridesWarn(t *testing.T) {
	tmx := `<map width="1" height="1" tilewidth="8" tileheight="8">
 <objectgroup id="1" name="Things">
  <properties><property name="Griff.Sprit.tint" value="#ff0000"/></properties>
  <object id="4" name="Gold" class="Coin" x="8" y="8">
   <properties>
    <property name="Platformer.Cion.value" type="int" value="5"/>
    <property name="author.name" value="ada"/>
    <property name="Platformer.Coin.value" type="int" value="5"/>
   </properties>
  </object>
  <object id="5" name="Box" x="1" y="2" width="3" height="4">
   <properties><property name="Griff.Shpe" type="class"><properties><property name="color" value="#ff0000"/></properties></property></properties>
  </object>
 </objectgroup>
</map>`
	tmj := `{"type": "map", "width": 1, "height": 1, "tilewidth": 8, "tileheight": 8, "layers": [
 {"type": "objectgroup", "id": 1, "name": "Things", "objects": [
  {"id": 4, "name": "Gold", "class": "Coin", "x": 8, "y": 8, "properties": [
   {"name": "Platformer.Cion.value", "type": "int", "value": 5},
   {"name": "author.name", "type": "string", "value": "ada"}]}]}]}`
	for _, c := range []struct {
		name, data string
		count      int
		want       []string
	}{
		{"o.tmx", tmx, 3, []string{
			`maps/o.tmx:2:`, `the layer 1 "Things": the property "Griff.Sprit.tint": no component type is registered as Griff.Sprit (did you mean "Griff.Sprite"?)`,
			`maps/o.tmx:4:`, `the object 4 "Gold": the property "Platformer.Cion.value": no component type is registered as Platformer.Cion (did you mean "Platformer.Coin"?); the property sets nothing`,
			`maps/o.tmx:11:`, `the object 5 "Box": the property "Griff.Shpe": no component type is registered as Griff.Shpe (did you mean "Griff.Shape"?)`,
		}},
		{"o.tmj", tmj, 1, []string{
			`maps/o.tmj:3:3: the object 4 "Gold": the property "Platformer.Cion.value": no component type is registered as Platformer.Cion (did you mean "Platformer.Coin"?)`,
		}},
	} {
		_, probs, err := readMap(fstest.MapFS{"maps/" + c.name: {Data: []byte(c.data)}}, c.name)
		if err != nil {
			t.Fatal(err)
		}
		var all strings.Builder
		for _, p := range probs {
			all.WriteString(p.String() + "\n")
		}
		for _, w := range c.want {
			if !strings.Contains(all.String(), w) {
				t.Errorf("%s: no problem says %q; problems:\n%s", c.name, w, all.String())
			}
		}
		if strings.Contains(all.String(), "author") || len(probs) != c.count {
			t.Errorf("%s: problems\n%s\nwant only the misspellings", c.name, all.String())
		}
	}
}
