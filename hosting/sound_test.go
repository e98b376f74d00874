package hosting_test

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

func TestSettingsFileRoundTrip(t *testing.T) {
	dir := t.TempDir()
	f := hosting.SettingsFile{Path: filepath.Join(dir, "player", hosting.SettingsFileName)}
	if s, err := f.LoadSoundSettings(); err != nil || s != mixer.DefaultSettings() {
		t.Fatalf("a missing file: %+v, %v; want the defaults and no error", s, err)
	}
	want := mixer.Settings{Master: 0.75, Music: 0.5, Effects: 1.25, Muted: true}
	if err := f.SaveSoundSettings(want); err != nil {
		t.Fatal(err)
	}
	if got, err := f.LoadSoundSettings(); err != nil || got != want {
		t.Errorf("read back %+v, %v; want %+v", got, err, want)
	}
	// Other sections are kept; the sound section is replaced.
	if err := os.WriteFile(f.Path, []byte(`{"controls": {"jump": ["Key:W"]}, "sound": {"master": 0.5}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := f.LoadSoundSettings(); err != nil || got != (mixer.Settings{Master: 0.5, Music: 1, Effects: 1}) {
		t.Errorf("a file with only master: %+v, %v; want master 0.5 and the other defaults", got, err)
	}
	if err := f.SaveSoundSettings(want); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(f.Path)
	wantText := `{
  "controls": {
    "jump": [
      "Key:W"
    ]
  },
  "sound": {
    "master": 0.75,
    "music": 0.5,
    "effects": 1.25,
    "muted": true
  }
}
`
	if string(text) != wantText {
		t.Errorf("saved file:\n%s\nwant:\n%s", text, wantText)
	}
	if entries, _ := os.ReadDir(filepath.Dir(f.Path)); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only the settings (no temporary left)", len(entries))
	}
}

func TestSettingsFileErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{`{"sound": {"master": 1,}}`, "settings.json:1:24: bad file"},
		{`[1, 2]`, "settings.json:1:1: bad file: want a JSON object, found array"},
		{`"sound"`, "settings.json:1:7: bad file: want a JSON object, found string"},
		{`null`, "settings.json: bad file: want a JSON object"},
		{`{} {}`, "settings.json:1:5: bad file: text after"},
		{`{"sound": {"master": 9}}`, "settings.json: bad file: field sound"},
		{`{"sound": {"music": "loud"}}`, "settings.json: bad file: field sound"},
		{``, "settings.json:1:1: bad file: the file ends early"},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), hosting.SettingsFileName)
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := hosting.SettingsFile{Path: path}.LoadSoundSettings()
		if err == nil || !errors.Is(err, hosting.ErrBadFile) || !strings.Contains(err.Error(), tt.want) || s != mixer.DefaultSettings() {
			t.Errorf("LoadSoundSettings of %q = %+v, %v; want the defaults and an ErrBadFile containing %q", tt.text, s, err, tt.want)
		}
	}
}

func TestGameSavesSoundSettings(t *testing.T) {
	lg := builtin(t)
	dir := t.TempDir()
	g, err := lg.NewGame(hosting.Options{SaveDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	want := mixer.Settings{Master: 0.5, Music: 0, Effects: 1}
	if err := sounds.Of(g).SetSettings(want); err != nil {
		t.Fatal(err)
	}
	g2, err := lg.NewGame(hosting.Options{SaveDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if got := sounds.Of(g2).Settings(); got != want {
		t.Errorf("a new game in the same save folder has settings %+v, want %+v", got, want)
	}
}

func TestBadSettingsFileWarns(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, hosting.SettingsFileName), []byte("{oops"), 0o644); err != nil {
		t.Fatal(err)
	}
	var seen []scenes.Problem
	g, err := builtin(t).NewGame(hosting.Options{SaveDir: dir, Problems: func(p scenes.Problem) { seen = append(seen, p) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || !strings.Contains(seen[0].Message, "sound settings") || !strings.Contains(seen[0].Message, hosting.SettingsFileName+":1:2") {
		t.Errorf("problems %v, want one naming %s:1:2", seen, hosting.SettingsFileName)
	}
	if got := sounds.Of(g).Settings(); got != mixer.DefaultSettings() {
		t.Errorf("settings %+v, want the defaults", got)
	}
}

// A save that fails (a folder where the settings file belongs) returns an
// error naming the settings file, never the temporary one, reaches the game's
// problem log, and leaves no temporary file.
func TestFailedSettingsSaveReachesTheProblemLog(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, hosting.SettingsFileName)
	if err := os.MkdirAll(filepath.Join(path, "in the way"), 0o755); err != nil {
		t.Fatal(err)
	}
	var seen []scenes.Problem
	g, err := builtin(t).NewGame(hosting.Options{SaveDir: dir, Problems: func(p scenes.Problem) { seen = append(seen, p) }})
	if err != nil {
		t.Fatal(err)
	}
	seen = nil // what reading the folder in the way said
	err = sounds.Of(g).SetSettings(mixer.Settings{Master: 0.5, Effects: 1})
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != path || strings.Contains(err.Error(), "griff-tmp") {
		t.Errorf("SetSettings: %v, want a *fs.PathError naming %s only", err, path)
	}
	if len(seen) != 1 || seen[0].Severity != scenes.SeverityError || seen[0].File != path ||
		!strings.Contains(seen[0].Message, "not saved") || strings.Contains(seen[0].Message, "griff-tmp") {
		t.Errorf("problems %v, want one error naming %s", seen, path)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the save folder holds %d files, want only the folder in the way", len(entries))
	}
}

// A temporary file left by a save that was killed is removed by the next save.
func TestSettingsSaveRemovesLeftovers(t *testing.T) {
	dir := t.TempDir()
	left := filepath.Join(dir, "."+hosting.SettingsFileName+".griff-tmp-4242")
	if err := os.WriteFile(left, []byte(`{"sound": {"mas`), 0o644); err != nil {
		t.Fatal(err)
	}
	ageLeftovers(t, dir) // left by a save killed a while ago
	f := hosting.SettingsFile{Path: filepath.Join(dir, hosting.SettingsFileName)}
	if err := f.SaveSoundSettings(mixer.DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 || entries[0].Name() != hosting.SettingsFileName {
		t.Errorf("the save folder holds %v, want only %s", entries, hosting.SettingsFileName)
	}
}

func TestBuiltinGameMakesSound(t *testing.T) {
	out := audio.NewCapture(44100)
	g, err := builtin(t).NewGame(hosting.Options{Output: out, Input: fromTitle()})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g}
	d := g.Clock().StepDuration()
	var peak float32
	for range 70 { // the blinker's coin at 1 s, the emitter's blip every 0.5 s
		if _, err := loop.Frame(d); err != nil {
			t.Fatal(err)
		}
		s, err := out.Pull(735) // a step's worth at 44.1 kHz
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range s {
			peak = max(peak, v, -v)
		}
	}
	if peak < 0.05 {
		t.Errorf("peak %v in 70 steps of the built-in game, want its synthesized sounds", peak)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

// failingOutput is a device whose Start fails.
type failingOutput struct{ audio.None }

func (failingOutput) Start(io.Reader) error { return errors.New("device busy") }

func TestOutputThatFailsPlaysWithoutSound(t *testing.T) {
	for _, opts := range []hosting.Options{
		{OutputError: errors.New("no audio device")},
		{Output: failingOutput{}},
	} {
		g, err := builtin(t).NewGame(opts)
		if err != nil {
			t.Fatal(err)
		}
		if sounds.Of(g).Enabled() {
			t.Error("sound enabled after the output failed")
		}
		list := g.Problems().List()
		if len(list) != 1 || !strings.Contains(list[0].Message, "playing without sound") {
			t.Errorf("problems %v, want one saying the game plays without sound", list)
		}
		loop := &hosting.Loop{Game: g}
		for range 60 {
			if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzSettingsFile loads arbitrary settings files: the result is valid settings
// (the defaults on an error), and what loads saves and loads back the same.
func FuzzSettingsFile(f *testing.F) {
	f.Add([]byte(`{"sound": {"master": 1, "music": 0.8, "effects": 1, "muted": false}}`))
	f.Add([]byte(`{"controls": {}, "sound": {"master": 2}}`))
	f.Add([]byte(`{"sound": null}`))
	f.Add([]byte(`{"sound": {"master": 1e400}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), hosting.SettingsFileName)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		file := hosting.SettingsFile{Path: path}
		s, err := file.LoadSoundSettings()
		if verr := s.Validate(); verr != nil {
			t.Fatalf("LoadSoundSettings gave invalid settings %+v (%v)", s, verr)
		}
		if err != nil {
			if s != mixer.DefaultSettings() {
				t.Fatalf("on error %v the settings are %+v, want the defaults", err, s)
			}
			return
		}
		if err := file.SaveSoundSettings(s); err != nil {
			t.Fatal(err)
		}
		if back, err := file.LoadSoundSettings(); err != nil || back != s {
			t.Fatalf("saved %+v, read back %+v, %v", s, back, err)
		}
	})
}

// TestUISettingsSection saves UI settings into a settings file that holds
// sound settings: both are kept, and the UI's read back; a "ui" member that
// does not read is an error naming the file.
func TestUISettingsSection(t *testing.T) {
	f := hosting.SettingsFile{Path: filepath.Join(t.TempDir(), "settings.json")}
	if err := f.SaveSoundSettings(mixer.Settings{Master: 0.5, Music: 1, Effects: 1}); err != nil {
		t.Fatal(err)
	}
	want := ui.Settings{Language: "fr", WindowScale: 3, Bindings: map[string][]string{"jump": {"Key:K", "Pad:A"}}}
	if err := f.SaveUISettings(want); err != nil {
		t.Fatal(err)
	}
	got, err := f.LoadUISettings()
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadUISettings = %+v, %v; want %+v", got, err, want)
	}
	if snd, err := f.LoadSoundSettings(); err != nil || snd.Master != 0.5 {
		t.Errorf("the sound settings after saving the UI's: %+v, %v", snd, err)
	}
	os.WriteFile(f.Path, []byte(`{"ui": {"language": 5}}`), 0o644)
	if _, err := f.LoadUISettings(); !errors.Is(err, hosting.ErrBadFile) || !strings.Contains(err.Error(), "settings.json") {
		t.Errorf("a bad ui member: error %v, want ErrBadFile naming the file", err)
	}
}
