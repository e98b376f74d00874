package gamebuild

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The engine's key follows its files but not those of a module inside its
// folder (a game made in the engine's clone), and a game module's key follows
// its Go files but not its scenes.
func TestKeysFollowSourceFilesOnly(t *testing.T) {
	root := t.TempDir()
	write := func(rel, text string, at time.Time) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	write("go.mod", "module "+EngineModule+"\n", t0)
	write("engine.go", "package engine\n", t0)
	write("mygame/go.mod", "module mygame\n", t0)
	write("mygame/game.go", "package game\n", t0)
	write("mygame/scenes/main.json", "{}", t0)
	keys := func() (engine, game string) {
		t.Helper()
		e, err := engineKey(root)
		if err != nil {
			t.Fatal(err)
		}
		g, err := moduleKey(filepath.Join(root, "mygame"))
		if err != nil {
			t.Fatal(err)
		}
		return e, g
	}
	e0, g0 := keys()
	t1 := t0.Add(time.Hour)
	write("mygame/scenes/main.json", `{"entities": []}`, t1)
	if e, g := keys(); e != e0 || g != g0 {
		t.Errorf("a scene edit in the game changed the engine's key (%v) or the game's (%v)", e != e0, g != g0)
	}
	write("mygame/game.go", "package game // edited\n", t1)
	if e, g := keys(); e != e0 || g == g0 {
		t.Errorf("a Go edit in the game: engine key changed %v (want false), game key changed %v (want true)", e != e0, g != g0)
	}
	write("engine.go", "package engine // edited\n", t1)
	if e, _ := keys(); e == e0 {
		t.Error("an edit of the engine's Go file kept the engine's key")
	}
}
