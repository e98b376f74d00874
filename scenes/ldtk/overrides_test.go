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
