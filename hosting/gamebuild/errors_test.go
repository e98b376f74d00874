package gamebuild

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// GRIFF_CACHE must be absolute; a cache or game folder that cannot be written
// is named, with what to do.
func TestCacheAndFolderErrorsSayWhatToDo(t *testing.T) {
	t.Setenv("GRIFF_CACHE", "rel/cache")
	if _, err := CacheDir(); err == nil || !strings.Contains(err.Error(), "GRIFF_CACHE=rel/cache is not an absolute path") {
		t.Errorf("CacheDir() with a relative GRIFF_CACHE = %v, want it refused", err)
	}
	t.Setenv("GRIFF_CACHE", "/ro/cache")
	if dir, err := CacheDir(); dir != "/ro/cache" || err != nil {
		t.Errorf("CacheDir() = %q, %v; want /ro/cache", dir, err)
	}
	rofs := &fs.PathError{Op: "mkdir", Path: "/ro/cache/games", Err: syscall.EROFS}
	err := cacheError("/ro/cache", rofs)
	for _, want := range []string{"cannot write the cache folder /ro/cache", "read-only file system", "GRIFF_CACHE names it", "set GRIFF_CACHE to a writable folder"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("cacheError(read-only) = %v, want it to say %q", err, want)
		}
	}
	if other := os.ErrNotExist; cacheError("/ro/cache", other) != other {
		t.Errorf("cacheError changed an error that is not about writing")
	}
	err = arcsError("/games/hello", &fs.PathError{Op: "create", Path: "/games/hello/countdown_arc.go", Err: syscall.EROFS})
	for _, want := range []string{"countdown_arc.go", "cannot be written", "stale or missing", "make the folder writable"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("arcsError(read-only) = %v, want it to say %q", err, want)
		}
	}
}

// A type error in an arc, reported at its line twice (the source file, and
// the generated code that //line maps to it), is printed once.
func TestDedupeLines(t *testing.T) {
	out := "# game\n/g/countdown.go:4:2: \"strconv\" imported and not used\n" +
		"/g/countdown.go:33:13: cannot use n (variable of type int) as string value in argument to c.show\n" +
		"countdown.go:33: cannot use arcF.n (variable of type int) as string value in argument to c.show\n" +
		"countdown.go:35: undefined: y\n./spin.go:41:2: undefined: y\n./spin.go:41:2: undefined: y\n"
	want := "# game\n/g/countdown.go:4:2: \"strconv\" imported and not used\n" +
		"/g/countdown.go:33:13: cannot use n (variable of type int) as string value in argument to c.show\n" +
		"countdown.go:35: undefined: y\n./spin.go:41:2: undefined: y\n"
	if got := dedupeLines(out); got != want {
		t.Errorf("dedupeLines =\n%s\nwant\n%s", got, want)
	}
}

// A player built with -trimpath finds the engine from the game's go.mod: its
// replace line (relative to the go.mod), not the working folder.
func TestReplacedEngine(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(t.TempDir(), "game")
	if err := os.MkdirAll(filepath.Join(game, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(game, root)
	if err != nil {
		t.Fatal(err)
	}
	mod := "module game\n\nrequire " + EngineModule + " " + pseudo + "\n\nreplace " + EngineModule + " => " + rel + "\n"
	if err := os.WriteFile(filepath.Join(game, "go.mod"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := replacedEngine(filepath.Join(game, "sub")); got != root {
		t.Errorf("replacedEngine = %q, want %q", got, root)
	}
	if got := replacedEngine(filepath.Join(root, "hosting", "gamebuild")); got != root {
		t.Errorf("replacedEngine in the engine's clone = %q, want %q", got, root)
	}
	if err := os.WriteFile(filepath.Join(game, "go.mod"), []byte("module game\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := replacedEngine(game); got != "" {
		t.Errorf("replacedEngine without a replace = %q, want none", got)
	}
}
