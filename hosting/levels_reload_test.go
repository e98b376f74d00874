package hosting_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// saveAsTiled writes text to name in dir as Tiled saves a file (Qt's
// QSaveFile): into a temporary file beside it, then renamed over it. It
// returns the temporary file's slash path, which a file watcher reports too.
func saveAsTiled(t *testing.T, dir, name, text string) string {
	t.Helper()
	tmp := name + ".Xk3q9a"
	writeFiles(t, dir, map[string]string{tmp: text})
	if err := os.Rename(filepath.Join(dir, filepath.FromSlash(tmp)), filepath.Join(dir, filepath.FromSlash(name))); err != nil {
		t.Fatal(err)
	}
	return tmp
}

// TestRunningGameReloadsSavedMap: a game playing a map restarts on the
// map as saved in Tiled (a temporary file renamed over it, both reported)
// with the object moved, and again when the tile set the map reads is saved
// with its tile no longer solid; the temporary file's name reads nothing.
func TestRunningGameReloadsSavedMap(t *testing.T) {
	dir := levelFolder(t)
	lg, err := hosting.Load(os.DirFS(dir), "levels")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		g.Step()
	}
	tmp := saveAsTiled(t, dir, "scenes/one.tmx", levelMap("40"))
	c := lg.ReloadGame(g, []string{tmp, "scenes/one.tmx"})
	if !c.Restarted || hasError(c.Problems) {
		t.Fatalf("saving the map: restarted %v, problems %v; want a restart and no error", c.Restarted, c.Problems)
	}
	if p := find(g.Scene(), "Gold").Transform().Position(); p != griff.V(42, 10) {
		t.Errorf("the Gold at %v in the restarted game, want (42, 10): where the saved map puts it", p)
	}
	tmp = saveAsTiled(t, dir, "scenes/tiles.tsx", strings.Replace(levelTiles, `value="solid"`, `value="none"`, 1))
	c = lg.ReloadGame(g, []string{tmp, "scenes/tiles.tsx"})
	if !c.Restarted {
		t.Fatalf("saving the tile set: restarted %v, want a restart", c.Restarted)
	}
	if w := scenes.Get[physics.TilemapWalls](find(g.Scene(), "Ground")); w != nil {
		t.Errorf("the Ground has walls %+v after its tile set's tile became \"none\", want none", w)
	}
}

// hasError reports whether probs hold an error (a file that did not read).
func hasError(probs []scenes.Problem) bool {
	for _, p := range probs {
		if p.Severity == scenes.SeverityError {
			return true
		}
	}
	return false
}
