package hosting_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/platformer"
)

func TestProjectControls(t *testing.T) {
	defaults, _ := json.Marshal(platformer.Controls())
	for _, c := range []struct {
		name, modules, controls, want, err string
	}{
		{"no module, no controls", ``, ``, `{}`, ""},
		{"no module, the project's", ``, `{"Fire": ["Key:X", "Pad:B"]}`, `{"Fire":["Key:X","Pad:B"]}`, ""},
		{"the module's defaults", `platformer`, ``, string(defaults), ""},
		{"null is none", `platformer`, `null`, string(defaults), ""},
		{"an empty object changes nothing", `platformer`, ` { } `, string(defaults), ""},
		{"an action rebound, the others kept", `platformer`, `{"jump": ["Key:X"], "up": [], "Fire": ["Key:F"]}`,
			`{"Fire":["Key:F"],"down":["Key:ArrowDown","Key:S","Pad:DpadDown","Axis:LeftY+"],` +
				`"jump":["Key:X"],"left":["Key:ArrowLeft","Key:A","Pad:DpadLeft","Axis:LeftX-"],` +
				`"right":["Key:ArrowRight","Key:D","Pad:DpadRight","Axis:LeftX+"],"up":[]}`, ""},
		{"two modules reading one action: the union", `platformer platformer-hud`, ``, string(defaults), ""},
		{"an unknown module", `nosuchgenre`, ``, "", "nosuchgenre"},
		{"bad binding", ``, `{"Fire": ["Key:Nope"]}`, "", "controls"},
		{"not an object", ``, `[1]`, "", "controls"},
	} {
		p := &hosting.Project{Modules: strings.Fields(c.modules), Controls: json.RawMessage(c.controls)}
		got, err := hosting.ProjectControls(p)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), hosting.ProjectFile) {
				t.Errorf("%s: error %v, want one naming %s and %q", c.name, err, hosting.ProjectFile, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if text, _ := json.Marshal(got); string(text) != c.want {
			t.Errorf("%s: controls %s, want %s", c.name, text, c.want)
		}
	}
}

// TestProjectControlsAreNew checks that each call returns controls of its own: a
// player rebinding keys in one game changes no other game's.
func TestProjectControlsAreNew(t *testing.T) {
	p := &hosting.Project{Modules: []string{"platformer"}}
	a, _ := hosting.ProjectControls(p)
	a.Remove(platformer.ActionJump)
	b, _ := hosting.ProjectControls(p)
	if len(b.Bindings(platformer.ActionJump)) == 0 {
		t.Errorf("removing jump from one game's controls removed it from the next game's")
	}
}

func FuzzProjectControls(f *testing.F) {
	for _, s := range []string{``, `null`, `{}`, `{"jump":["Key:Space","Pad:A"]}`, `{"left":["Key:A-","Key:D","Axis:LeftX+@0.25"]}`, `{"x":[1]}`, `[`, `{"Bad Name":[]}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := hosting.ProjectControls(&hosting.Project{Modules: []string{"platformer"}, Controls: json.RawMessage(s)})
		if err == nil && c == nil {
			t.Fatalf("ProjectControls(%q) returned no controls and no error", s)
		}
		if err != nil && !strings.Contains(err.Error(), hosting.ProjectFile) {
			t.Fatalf("ProjectControls(%q) error %q does not name %s", s, err, hosting.ProjectFile)
		}
	})
}
