package level_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// TestUnknownComponent: a property naming a component that is not
// registered warns when its name is near a registered one (suggesting it) or
// has the form of a saved name; other names are notes.
func TestUnknownComponent(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"Griff.Shape", ""},
		{"Griff.Shap", `no component type is registered as Griff.Shap (did you mean "Griff.Shape"?)`},
		{"griff.shape", `(did you mean "Griff.Shape"?)`},
		{"Platformer.Cion", "no component type is registered as Platformer.Cion; the property sets nothing"},
		{"author", ""},
		{"", ""},
	} {
		if got := level.UnknownComponent(c.name); (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("UnknownComponent(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestApplySuggestsField: an override of a field the component does not
// have names the nearest field.
func TestApplySuggestsField(t *testing.T) {
	s, err := scenes.ReadScene("coin.json", []byte(coinPrefab), nil)
	if err != nil {
		t.Fatal(err)
	}
	err = level.Override{Component: "Griff.Shape", Field: "radus", Value: json.RawMessage(`3`)}.Apply(s.Entity(1))
	if err == nil || !strings.Contains(err.Error(), `no field "radus" (did you mean "radius"?)`) {
		t.Errorf("Apply: %v, want no field radus, did you mean radius", err)
	}
}
