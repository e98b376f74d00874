package hosting_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// dialogueScene is a scene whose guard starts its conversation with the
// scene and shows it in its Text.
const dialogueScene = `{"format": 1, "entities": [
  {"id": 1, "name": "Guard", "components": {
    "Griff.Conversation": {"dialogue": "guard", "autoStart": true},
    "Griff.DialogueCaption": {},
    "Griff.Text": {"text": ""}}}
]}`

// TestDialogueFromTheFolder: dialogue/*.dlg is read with the folder, its
// mistake warns once with file, line and column while the rest of the file
// plays, and a live reload of the file changes what the guard says.
func TestDialogueFromTheFolder(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"project.griff":      `{"name": "Talk", "startScene": "main"}`,
		"scenes/main.json":   dialogueScene,
		"dialogue/guard.dlg": "== start\nGuard: Halt!\n  set = 3\n* Leave -> END\n",
	})
	var problems []scenes.Problem
	lg, err := hosting.Load(os.DirFS(dir), "talk")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { problems = append(problems, p) }})
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	if len(problems) != 1 || problems[0].File != "dialogue/guard.dlg" || problems[0].Line != 3 || problems[0].Column != 3 {
		t.Fatalf("problems %v, want one at dialogue/guard.dlg:3:3", problems)
	}
	guard := g.Scene().Find("Guard")
	if got := scenes.Get[visual.Text](guard).Text; got != "Guard: Halt!" {
		t.Fatalf("the guard shows %q", got)
	}
	writeFiles(t, dir, map[string]string{"dialogue/guard.dlg": "== start\nGuard: Who goes there?\n"})
	c := lg.ReloadGame(g, []string{"dialogue/guard.dlg"})
	if !c.Dialogue || len(c.Problems) != 0 {
		t.Fatalf("reload: %+v", c)
	}
	g.Step()
	if got := scenes.Get[visual.Text](guard).Text; got != "Guard: Who goes there?" {
		t.Fatalf("after reload the guard shows %q", got)
	}
	if err := dialogue.Of(g).Next(guard); err != nil {
		t.Fatal(err)
	}
	g.Step()
	if got := scenes.Get[visual.Text](guard).Text; got != "" {
		t.Fatalf("ended conversation shows %q", got)
	}
}

// TestBeatSettingsInTheSettingsFile: the beat calibration is read from and
// saved to the save folder's settings file, beside the sound settings.
func TestBeatSettingsInTheSettingsFile(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"game/project.griff":    `{"name": "Beat", "startScene": "main"}`,
		"game/scenes/main.json": `{"format": 1, "entities": []}`,
		"save/settings.json":    `{"sound": {"master": 0.5}, "beat": {"latencyMs": 35}}`,
	})
	lg, err := hosting.Load(os.DirFS(filepath.Join(dir, "game")), "beat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{SaveDir: filepath.Join(dir, "save")})
	if err != nil {
		t.Fatal(err)
	}
	b := beat.Of(g)
	if got := b.Settings().LatencyMs; got != 35 {
		t.Fatalf("latency %d, want 35 from the file", got)
	}
	if err := b.SetSettings(beat.Settings{LatencyMs: -12}); err != nil {
		t.Fatal(err)
	}
	f := hosting.SettingsFile{Path: filepath.Join(dir, "save", hosting.SettingsFileName)}
	if s, err := f.LoadBeatSettings(); err != nil || s.LatencyMs != -12 {
		t.Fatalf("saved %+v, %v", s, err)
	}
	if s, err := f.LoadSoundSettings(); err != nil || s.Master != 0.5 {
		t.Fatalf("sound settings after saving the beat's: %+v, %v", s, err)
	}
}
