package hosting_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

func TestParseProject(t *testing.T) {
	p, err := hosting.ParseProject("project.griff", []byte(`{
  "name": "Demo",
  "startScene": "main",
  "stepRate": 30,
  "window": {"width": 320, "height": 180, "pixelArt": true},
  "physics": {"noGravity": true, "noSleep": true},
  "effects": {"maxParticles": 5000}
}`))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Demo" || p.StartScene != "main" || p.StepRate != 30 || p.Window.Width != 320 || !p.Window.PixelArt ||
		!p.Physics.NoGravity || !p.Physics.NoSleep || p.Effects.MaxParticles != 5000 {
		t.Errorf("ParseProject = %+v", p)
	}
}

// TestParseProjectFormerKeys reads a project file written before its keys were
// camelCase.
func TestParseProjectFormerKeys(t *testing.T) {
	p, err := hosting.ParseProject("project.griff", []byte(`{
  "name": "Demo",
  "start_scene": "main",
  "step_rate": 30,
  "window": {"width": 320, "height": 180, "pixel_art": true},
  "physics": {"no_gravity": true, "no_sleep": true}
}`))
	if err != nil {
		t.Fatal(err)
	}
	want := hosting.Project{Name: "Demo", StartScene: "main", StepRate: 30,
		Window:  hosting.Window{Width: 320, Height: 180, PixelArt: true},
		Physics: hosting.PhysicsSettings{NoGravity: true, NoSleep: true}}
	if !reflect.DeepEqual(*p, want) {
		t.Errorf("ParseProject = %+v, want %+v", *p, want)
	}
}

// The camelCase keys read the same project as their former snake_case
// spellings, and reading them leaves nothing behind to be written.
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

// A key is matched in its own object only: an action named like a project key
// is not a second spelling of it.
func TestParseProjectKeysAreMatchedPerObject(t *testing.T) {
	p, err := hosting.ParseProject("p", []byte(`{"startScene": "m",
  "controls": {"noGravity": ["Key:G"], "startScene": ["Key:Enter"]},
  "physics": {"no_gravity": true}}`))
	if err != nil || !p.Physics.NoGravity || p.StartScene != "m" {
		t.Fatalf("ParseProject = %+v, %v; want gravity off and start scene m", p, err)
	}
}

func TestParseProjectErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"syntax", "{\n  \"name\": \"x\",\n  \"startScene\" \"main\"\n}", "project.griff:3:16: bad file: invalid character"},
		{"type", "{\"startScene\": \"m\",\n \"stepRate\": \"fast\"}", "project.griff:2:20: bad file: field stepRate: a int cannot hold string"},
		{"nested type", "{\"startScene\": \"m\", \"window\": {\"width\": -1.5}}", "field window.width"},
		{"unknown", "{\"startScene\": \"m\",\n  \"steppRate\": 3}", `project.griff:2:3: bad file: json: unknown field "steppRate"`},
		{"controls", "{\"startScene\": \"m\",\n \"controls\": {\"jump\": 5}}", "project.griff:2:2: bad file: field controls:"},
		{"binding", "{\"startScene\": \"m\", \"controls\": {\"jump\": [\"Key:Spaec\"]}}", "Spaec"},
		{"missing start", `{"name": "x"}`, "field startScene is missing"},
		{"short", `{"name": "x"`, "project.griff:1:13: bad file: the file ends early"},
		{"empty", ``, "the file ends early"},
		{"trailing", `{"startScene": "m"} {}`, "text after the project object"},
		{"rate", `{"startScene": "m", "stepRate": -5}`, "project.griff:1:21: bad file: field stepRate is -5"},
		// The same mistakes in a file with former keys point at the file as written.
		{"former syntax", "{\n  \"name\": \"x\",\n  \"start_scene\" \"main\"\n}", "project.griff:3:17: bad file: invalid character"},
		{"former type", "{\"start_scene\": \"m\",\n \"step_rate\": \"fast\"}", "project.griff:2:21: bad file: field stepRate: a int cannot hold string"},
		{"former nested type", "{\"start_scene\": \"m\", \"window\": {\"pixel_art\": 3}}", "project.griff:1:47: bad file: field window.pixelArt: a bool cannot hold number"},
		{"former unknown", "{\"start_scene\": \"m\",\n  \"stepp_rate\": 3}", `project.griff:2:3: bad file: json: unknown field "stepp_rate"`},
		{"former unknown after", "{\"start_scene\": \"m\", \"window\": {\"pixel_art\": true},\n  \"modules\": [], \"colour\": 1}", `project.griff:2:18: bad file: json: unknown field "colour"`},
		{"former controls", "{\"start_scene\": \"m\",\n \"controls\": {\"jump\": 5}}", "project.griff:2:2: bad file: field controls:"},
		{"former trailing", `{"start_scene": "m"} {}`, "project.griff:1:23: bad file: text after the project object"},
		{"former rate", `{"start_scene": "m", "step_rate": -5}`, "project.griff:1:22: bad file: field stepRate is -5"},
		// Two spellings of one key.
		{"both", "{\"startScene\": \"a\",\n  \"start_scene\": \"b\"}",
			`project.griff:2:3: bad file: field startScene: gives both "startScene" and "start_scene", two spellings of the field "startScene"; keep only "startScene"`},
		{"both nested", `{"startScene": "a", "physics": {"no_sleep": true, "noSleep": false}}`,
			`project.griff:1:51: bad file: field physics.noSleep: gives both "no_sleep" and "noSleep"`},
		{"both by case", `{"startScene": "a", "StartScene": "b"}`, `gives both "startScene" and "StartScene"`},
		{"both former by case", `{"Start_Scene": "a", "startScene": "b"}`, `gives both "Start_Scene" and "startScene"`},
		// One key twice, anywhere: encoding/json would keep the last silently.
		{"twice", "{\"startScene\": \"a\",\n  \"startScene\": \"b\"}",
			`project.griff:2:3: bad file: field startScene: key "startScene" given twice; keep one`},
		{"twice nested", "{\"startScene\": \"a\", \"window\": {\"width\": 3,\n \"width\": 4}}",
			`project.griff:2:2: bad file: field window.width: key "width" given twice`},
		{"former twice", `{"start_scene": "a", "start_scene": "b"}`, `project.griff:1:22: bad file: field start_scene: key "start_scene" given twice`},
		{"twice in controls", "{\"startScene\": \"a\", \"controls\": {\"jump\": [\"Key:Space\"],\n  \"jump\": [\"Key:W\"]}}",
			`project.griff:2:3: bad file: field controls.jump: key "jump" given twice`},
		{"twice in physics", `{"startScene": "a", "physics": {"noSleep": true, "noSleep": true}}`, `field physics.noSleep: key "noSleep" given twice`},
		{"twice unknown", `{"startScene": "a", "colour": 1, "colour": 2}`, `key "colour" given twice`},
		{"twice in an array", `{"startScene": "a", "modules": [{"a": 1, "a": 1}]}`, `field modules[].a: key "a" given twice`},
		// A byte order mark counts for no column.
		{"mark", "\xef\xbb\xbf{\"startScene\": \"m\",\n \"stepRate\": \"fast\"}", "project.griff:2:20: bad file: field stepRate: a int cannot hold string"},
		{"mark syntax", "\xef\xbb\xbf{\"name\" 1}", "project.griff:1:9: bad file: invalid character"},
		{"mark twice", "\xef\xbb\xbf{\"startScene\": \"a\", \"startScene\": \"b\"}", "project.griff:1:21: bad file: field startScene: key"},
		{"two marks", "\xef\xbb\xbf\xef\xbb\xbf{\"startScene\": \"a\"}", "project.griff:1:1: bad file: invalid character"},
		// Far into the file, where a json.Decoder's offset is wrong (golang/go#44811).
		{"far syntax", "{\"startScene\": \"m\",\n" + strings.Repeat(strings.Repeat(" ", 100)+"\n", 42) + "  \"name\": \"abcdefghijklmno\tp\"}",
			"project.griff:44:27: bad file: invalid character '\\t' in string literal"},
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

// A project file that starts with a UTF-8 byte order mark (as some Windows
// editors write it) reads as the same file without it.
func TestParseProjectByteOrderMark(t *testing.T) {
	text := `{"name": "Demo", "start_scene": "main", "window": {"width": 320}, "controls": {"jump": ["Key:Space"]}}`
	want, err := hosting.ParseProject("project.griff", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	got, err := hosting.ParseProject("project.griff", []byte("\xef\xbb\xbf"+text))
	if err != nil {
		t.Fatalf("with a byte order mark: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("with a byte order mark: %+v, want %+v", got, want)
	}
}

func FuzzParseProject(f *testing.F) {
	f.Add([]byte("\xef\xbb\xbf{\"startScene\":\"m\",\"controls\":{\"a\":[],\"a\":[]}}"))
	f.Add([]byte(`{"name":"a","startScene":"m","stepRate":60,"window":{"width":3}}`))
	f.Add([]byte(`{"name":"a","start_scene":"m","step_rate":60,"window":{"pixel_art":true}}`))
	f.Add([]byte(`{"start_scene":"m","physics":{"no_gravity":true,"noGravity":1}}`))
	f.Add([]byte(`{"start_scene":`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := hosting.ParseProject("f", data)
		if (p == nil) == (err == nil) {
			t.Fatalf("got project %v and error %v: want exactly one", p, err)
		}
		if p == nil {
			return
		}
		// What was read writes in the current spelling and reads back the same.
		out, err := json.Marshal(p)
		if err != nil {
			return // a value encoding/json cannot write (none today)
		}
		again, err := hosting.ParseProject("f", out)
		if err != nil {
			t.Fatalf("%s read, was written as %s, which does not read: %v", data, out, err)
		}
		if out2, _ := json.Marshal(again); string(out2) != string(out) {
			t.Fatalf("%s read back as %s, want %s", data, out2, out)
		}
	})
}
