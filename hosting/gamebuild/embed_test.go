package gamebuild

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// copyGame copies a game's data and leaves out Go code, module files and
// dot files; its key changes with a file's contents and not otherwise.
func TestCopyGame(t *testing.T) {
	from := t.TempDir()
	files := map[string]string{
		"project.griff":         `{"name": "g"}`,
		"scenes/main.json":      `{}`,
		"assets/_under.png":     "png",
		"game.go":               "package g",
		"go.mod":                "module g",
		"go.sum":                "",
		".hidden":               "x",
		".git/config":           "x",
		"sub/nested/tables.csv": "a,b",
	}
	for name, data := range files {
		p := filepath.Join(from, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	to := filepath.Join(t.TempDir(), "game")
	key1, err := copyGame(from, to)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	filepath.WalkDir(to, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(to, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return nil
	})
	want := []string{"assets/_under.png", "project.griff", "scenes/main.json", "sub/nested/tables.csv"}
	if !slices.Equal(got, want) {
		t.Errorf("copied %v, want %v", got, want)
	}
	if key2, _ := copyGame(from, to); key2 != key1 {
		t.Errorf("the same files copied twice gave keys %s and %s", key1, key2)
	}
	os.WriteFile(filepath.Join(from, "scenes", "main.json"), []byte(`{ }`), 0o644)
	if key3, _ := copyGame(from, to); key3 == key1 {
		t.Errorf("a changed scene kept the key %s", key1)
	}
	os.WriteFile(filepath.Join(from, "game.go"), []byte("package g // edited"), 0o644)
	key4, _ := copyGame(from, to)
	os.WriteFile(filepath.Join(from, "game.go"), []byte("package g"), 0o644)
	if key5, _ := copyGame(from, to); key4 != key5 {
		t.Errorf("a Go file's edit changed the data key: %s, then %s", key4, key5)
	}
}

// The generated main of an export embeds the game, links its package when
// there is one, and picks the window or headless player.
func TestMainSource(t *testing.T) {
	src := string(mainSpec{pkgPath: "spin", window: true, embed: true, gameName: "spin"}.source())
	for _, want := range []string{"//go:embed all:game", `_ "spin"`, `GameName: "spin"`, "GameCode: true", "Window: window.Play"} {
		if !containsLine(src, want) {
			t.Errorf("the main lacks %q:\n%s", want, src)
		}
	}
	src = string(mainSpec{}.source())
	for _, bad := range []string{"go:embed", "GameCode", "window.Play"} {
		if containsLine(src, bad) {
			t.Errorf("the built-in game's headless main has %q:\n%s", bad, src)
		}
	}
	if !containsLine(src, "NoWindow: true") {
		t.Errorf("the headless main lacks NoWindow:\n%s", src)
	}
}

// containsLine reports whether s holds sub.
func containsLine(s, sub string) bool { return strings.Contains(s, sub) }
