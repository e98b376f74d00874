package play

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// A folder whose scene "broken", not the start scene, is malformed on its
// second line: a headless run (the way to check a folder) refuses it, naming
// the file and line, as before; the window modes read only the start scene
// before the window (hosting.LoadOptions.ScenesWhenEntered), and a change to
// the broken scene warns in the problem log with the same file and line while
// the game plays on.
func TestWindowReadsScenesWhenEntered(t *testing.T) {
	dir := brokenLaterFolder(t)
	where := filepath.Join(dir, "scenes", "broken.json") + ":2:"
	var out, errs bytes.Buffer
	if err := run([]string{"--frames", "1", dir}, &out, &errs); err == nil || !strings.Contains(err.Error(), where) {
		t.Errorf("griff-player --frames 1 FOLDER: %v, want the error of %s", err, where)
	}
	played := false
	cfg := Config{Window: func(lg *hosting.LoadedGame, o WindowOptions) error {
		played = true
		if got := strings.Join(lg.SceneNames(), " "); got != "broken main" {
			t.Errorf("the window's game has scenes %q, want broken main", got)
		}
		var problems []scenes.Problem
		o.Game.Problems = func(p scenes.Problem) { problems = append(problems, p) }
		g, err := lg.NewGame(o.Game)
		if err != nil {
			return err
		}
		sceneflow.Of(g).Change("broken")
		g.Step()
		if len(problems) != 1 || !strings.Contains(problems[0].Message, `cannot change to scene "broken"`) || !strings.Contains(problems[0].Message, where) || g.Scene().Find("A") == nil {
			t.Errorf("entering the broken scene: problems %v, want one warning naming %s, the game in its start scene", problems, where)
		}
		return nil
	}}
	if err := Main([]string{"--frames", "1", "--window", dir}, &out, &errs, cfg); err != nil || !played {
		t.Errorf("griff-window --frames 1 --window FOLDER: %v (window played: %v), want the window to play", err, played)
	}
}

// TestReplayOfAFolderWithABrokenLaterScene checks that a playthrough
// recorded as the window plays (scenes read when entered) in a folder one of
// whose later scenes does not read replays headless with --check: replays
// load as the window does. Before, the headless replay read every scene first
// and refused the folder the recording was made in, though the player had
// printed the replay command (the tester2 helper's find).
func TestReplayOfAFolderWithABrokenLaterScene(t *testing.T) {
	dir := brokenLaterFolder(t)
	lg, err := hosting.LoadWith(os.DirFS(dir), dir, hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	p, err := hosting.Record(lg, hosting.Options{}, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "late.playthrough")
	var buf bytes.Buffer
	if err := p.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if err := run([]string{"--replay", file, "--check", dir}, &out, &errs); err != nil {
		t.Errorf("griff-player --replay FILE --check FOLDER: %v (stderr %q), want the replay checked", err, errs.String())
	}
}

// brokenLaterFolder writes a game folder whose start scene "main" holds the
// entity A and whose scene "broken" is malformed on its second line, and
// returns its path.
func brokenLaterFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{
		"project.griff":      `{"name": "Later", "startScene": "main"}`,
		"scenes/main.json":   `{"entities": [{"id": 1, "name": "A"}]}`,
		"scenes/broken.json": "{\n  \"entities\": [,]\n}\n",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
