package ldtk_test

import (
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// TestMisspeltFieldWarns: an entity field naming a component no type is
// registered as warns at the entity, naming the field and the nearest
// registered component.
func TestMisspeltFieldWarns(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"Griff_Sprite__image"`, `"Griff_Sprtie__image"`, 1)
	var p scenes.Problems
	if _, err := ldtk.Read("small.ldtk", []byte(s), os.DirFS("testdata"), &p); err != nil {
		t.Fatal(err)
	}
	want := `small.ldtk:26:78: entity "Coin": field "Griff_Sprtie__image": no component type is registered as Griff.Sprtie (did you mean "Griff.Sprite"?)`
	for _, pr := range p.List() {
		if strings.Contains(pr.String(), want) {
			return
		}
	}
	t.Errorf("no problem says %q; problems %v", want, p.List())
}

// TestBadFieldValueWarnsAndDrops: an entity field whose value its component
// field cannot take (text for a number, a field the component has not) warns
// at the entity, naming the entity and the field, and is dropped; the
// entity's other fields still set theirs.
func TestBadFieldValueWarnsAndDrops(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `{ "__identifier": "note", "__type": "String", "__value": "a designer's note" },`,
		`{ "__identifier": "Griff_Sprite__flipX", "__type": "String", "__value": "yes" },
						{ "__identifier": "Griff_Sprite__flipx", "__type": "Bool", "__value": true },
						{ "__identifier": "Griff_Sprite__flipY", "__type": "Bool", "__value": true },`, 1)
	var p scenes.Problems
	lv, err := ldtk.Read("small.ldtk", []byte(s), os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pr := range p.List() {
		if strings.HasSuffix(pr.Message, "; the value is dropped") {
			got = append(got, pr.String())
		}
	}
	want := []string{
		`warning: small.ldtk:26:78: entity "Coin": field "Griff_Sprite__flipX": Griff.Sprite.flipX: scenes: decoding Griff.Sprite field flipX: json: cannot unmarshal string`,
		`warning: small.ldtk:26:78: entity "Coin": field "Griff_Sprite__flipx": Griff.Sprite has no field "flipx" (did you mean "flipX"?)`,
	}
	if len(got) != len(want) {
		t.Fatalf("dropped values %q, want %d", got, len(want))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("warning %q, want it to start %q", got[i], want[i])
		}
	}
	var fields []string
	for _, o := range lv.Spawns[0].Fields {
		fields = append(fields, o.Component+"."+o.Field)
	}
	if w := "Griff.Sprite.image Game.Pickup.value Game.Pickup.color Game.Pickup.path Game.Pickup.next Griff.Sprite.flipY"; strings.Join(fields, " ") != w {
		t.Errorf("the Coin's overrides %v, want %s", fields, w)
	}
}
