package ebitenhost

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

func TestEveryKeyHasAnEbitengineKey(t *testing.T) {
	d := newDevices()
	for k := input.Key(0); k < input.NumKeys; k++ {
		if !d.known[k] {
			t.Errorf("input key %v has no Ebitengine key of the same name", k)
		} else if got := d.keys[k].String(); got != k.String() {
			t.Errorf("input key %v maps to Ebitengine key %q", k, got)
		}
	}
}

func TestProjectControls(t *testing.T) {
	defaults, _ := json.Marshal(DefaultControls())
	for _, c := range []struct {
		name, controls, want, err string
	}{
		{"no field", ``, string(defaults), ""},
		{"null", `null`, string(defaults), ""},
		{"empty object", ` { } `, string(defaults), ""},
		{"the project's", `{"Fire": ["Key:X", "Pad:B"]}`, `{"Fire":["Key:X","Pad:B"]}`, ""},
		{"bad binding", `{"Fire": ["Key:Nope"]}`, "", "controls"},
		{"not an object", `[1]`, "", "controls"},
	} {
		got, err := ProjectControls(&hosting.Project{Controls: json.RawMessage(c.controls)})
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

func TestDefaultControls(t *testing.T) {
	c := DefaultControls()
	want := map[string]string{
		"Jump":  "Key:Space Key:Z Pad:A",
		"MoveX": "Key:ArrowLeft- Key:ArrowRight Key:A- Key:D Pad:DpadLeft- Pad:DpadRight Axis:LeftX",
		"Pause": "Key:P Pad:Start",
	}
	for action, w := range want {
		var got []string
		for _, b := range c.Bindings(action) {
			got = append(got, b.String())
		}
		if strings.Join(got, " ") != w {
			t.Errorf("%s: bindings %q, want %q", action, strings.Join(got, " "), w)
		}
	}
	if got := strings.Join(c.Actions(), " "); got != "Cancel Confirm Jump MoveX MoveY Pause" {
		t.Errorf("actions %q, want Cancel Confirm Jump MoveX MoveY Pause", got)
	}
}

func FuzzProjectControls(f *testing.F) {
	for _, s := range []string{``, `null`, `{}`, `{"Jump":["Key:Space","Pad:A"]}`, `{"MoveX":["Key:A-","Key:D","Axis:LeftX+@0.25"]}`, `{"x":[1]}`, `[`, `{"Bad Name":[]}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ProjectControls(&hosting.Project{Controls: json.RawMessage(s)})
		if err == nil && c == nil {
			t.Fatalf("ProjectControls(%q) returned no controls and no error", s)
		}
		if err != nil && !strings.Contains(err.Error(), hosting.ProjectFile) {
			t.Fatalf("ProjectControls(%q) error %q does not name %s", s, err, hosting.ProjectFile)
		}
	})
}
