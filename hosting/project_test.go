package hosting_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

func TestParseProject(t *testing.T) {
	p, err := hosting.ParseProject("project.griff", []byte(`{
  "name": "Demo",
  "start_scene": "main",
  "step_rate": 30,
  "window": {"width": 320, "height": 180, "pixel_art": true}
}`))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Demo" || p.StartScene != "main" || p.StepRate != 30 || p.Window.Width != 320 || !p.Window.PixelArt {
		t.Errorf("ParseProject = %+v", p)
	}
}

// The camelCase keys read the same project as their former snake_case
// spellings, and folding them leaves nothing behind to be written.
func TestParseProjectKeysAndFormerKeys(t *testing.T) {
	old, err := hosting.ParseProject("old", []byte(`{"start_scene": "main", "step_rate": 30,
  "window": {"pixel_art": true}, "physics": {"no_gravity": true, "no_sleep": true}}`))
	if err != nil {
		t.Fatal(err)
	}
	cur, err := hosting.ParseProject("new", []byte(`{"startScene": "main", "stepRate": 30,
  "window": {"pixelArt": true}, "physics": {"noGravity": true, "noSleep": true}}`))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(old)
	b, _ := json.Marshal(cur)
	if string(a) != string(b) {
		t.Errorf("former keys read as\n%s\nwant the same as the current keys\n%s", a, b)
	}
	if strings.Contains(string(a), "_") {
		t.Errorf("a project read from former keys writes them again: %s", a)
	}
}

func TestParseProjectErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"syntax", "{\n  \"name\": \"x\",\n  \"start_scene\" \"main\"\n}", "project.griff:3:17: bad file: invalid character"},
		{"type", "{\"start_scene\": \"m\",\n \"step_rate\": \"fast\"}", "project.griff:2:21: bad file: field step_rate: a int cannot hold string"},
		{"nested type", "{\"start_scene\": \"m\", \"window\": {\"width\": -1.5}}", "field window.width"},
		{"unknown", "{\"start_scene\": \"m\",\n  \"stepp_rate\": 3}", `project.griff:2:3: bad file: json: unknown field "stepp_rate"`},
		{"controls", "{\"start_scene\": \"m\",\n \"controls\": {\"jump\": 5}}", "project.griff:2:2: bad file: field controls:"},
		{"binding", "{\"start_scene\": \"m\", \"controls\": {\"jump\": [\"Key:Spaec\"]}}", "Spaec"},
		{"missing start", `{"name": "x"}`, "field startScene is missing"},
		{"both spellings", "{\"startScene\": \"m\",\n \"start_scene\": \"n\"}", `project.griff:2:2: bad file: field startScene is given twice, as "startScene" and as its former spelling "start_scene"`},
		{"both nested", `{"startScene": "m", "physics": {"noSleep": true, "no_sleep": false}}`, `field noSleep is given twice`},
		{"new type", "{\"startScene\": \"m\",\n \"stepRate\": \"fast\"}", "project.griff:2:20: bad file: field stepRate: a int cannot hold string"},
		{"new rate", `{"startScene": "m", "stepRate": 5000}`, "project.griff:1:21: bad file: field stepRate is 5000"},
		{"short", `{"name": "x"`, "project.griff:1:13: bad file: the file ends early"},
		{"empty", ``, "the file ends early"},
		{"trailing", `{"start_scene": "m"} {}`, "text after the project object"},
		{"rate", `{"start_scene": "m", "step_rate": -5}`, "project.griff:1:22: bad file: field step_rate is -5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := hosting.ParseProject("project.griff", []byte(tt.text))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v, want one containing %q", err, tt.want)
			}
			if !errors.Is(err, hosting.ErrBadFile) {
				t.Errorf("error %v does not wrap ErrBadFile", err)
			}
		})
	}
}

func FuzzParseProject(f *testing.F) {
	f.Add([]byte(`{"name":"a","start_scene":"m","step_rate":60,"window":{"width":3}}`))
	f.Add([]byte(`{"start_scene":`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := hosting.ParseProject("f", data)
		if (p == nil) == (err == nil) {
			t.Fatalf("got project %v and error %v: want exactly one", p, err)
		}
	})
}
