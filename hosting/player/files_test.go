package player

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/assets"
)

// `griff-player new` writes every file of the template, byte for byte, and
// leaves no temporary file behind.
func TestNewProjectWritesTheTemplate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "game")
	var out bytes.Buffer
	if err := newCommand([]string{"platformer", dir}, &out); err != nil {
		t.Fatal(err)
	}
	tmpl := assets.BuiltinGame()
	files := 0
	err := fs.WalkDir(tmpl, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		want, _ := fs.ReadFile(tmpl, p)
		got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: %d bytes (%v), want the template's %d", p, len(got), err, len(want))
		}
		files++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	written := 0
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			written++
			if strings.Contains(d.Name(), "griff-tmp") {
				t.Errorf("a temporary file is left: %s", p)
			}
		}
		return nil
	})
	if files == 0 || written != files {
		t.Errorf("wrote %d files, want the template's %d", written, files)
	}
}

// A template holding Go files gets a go.mod named after the folder that
// replaces the engine by its source folder and names the arc generator as a
// tool, and the engine's go.sum; one without gets neither.
func TestNewProjectWithGoFilesWritesAModule(t *testing.T) {
	tmpl := fstest.MapFS{
		"project.griff": {Data: []byte(`{"name": "Hello"}`)},
		"hello.go":      {Data: []byte("package hello\n")},
	}
	dir := filepath.Join(t.TempDir(), "Hello Game")
	var out bytes.Buffer
	if err := NewProject("hello", tmpl, dir, &out); err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil || !bytes.HasPrefix(mod, []byte("module hello-game\n")) || !bytes.Contains(mod, []byte("replace github.com/griffengine/griff => ")) {
		t.Errorf("go.mod is %q (%v), want module hello-game replacing the engine", mod, err)
	}
	if !bytes.Contains(mod, []byte("\ntool github.com/griffengine/griff/cmd/arcgen\n")) {
		t.Errorf("go.mod is %q, want a tool line for the arc generator", mod)
	}
	if sum, err := os.ReadFile(filepath.Join(dir, "go.sum")); err != nil || !bytes.Contains(sum, []byte("github.com/jakecoffman/cp/v2")) {
		t.Errorf("go.sum (%v) does not hold the engine's lines", err)
	}
	plain := filepath.Join(t.TempDir(), "plain")
	delete(tmpl, "hello.go")
	if err := NewProject("plain", tmpl, plain, &out); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(plain, "go.mod")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a template without Go files got a go.mod (%v)", err)
	}
}

// `griff-player templates` lists the starter templates of package
// hosting/templates, own and the modules', and `new` writes each of them.
func TestTemplatesAndNewUseTheStarterTemplates(t *testing.T) {
	var out bytes.Buffer
	if err := Main([]string{"templates"}, &out, io.Discard, Config{}); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		names = append(names, strings.Fields(l)[0])
	}
	if !slices.Equal(names, []string{"adventure", "battles", "blocks", "blockworld", "cards", "contraptions", "dungeon", "empty", "fighting", "firstperson", "hello", "match3", "multiplayer", "novel", "physicsgames", "platformer", "puzzle", "rhythm", "strategy", "tactics"}) {
		t.Errorf("templates listed %q, want adventure, battles, blocks, blockworld, cards, contraptions, dungeon, empty, fighting, firstperson, hello, match3, multiplayer, novel, physicsgames, platformer, puzzle, rhythm, strategy and tactics", names)
	}
	dir := filepath.Join(t.TempDir(), "e")
	if err := Main([]string{"new", "empty", dir}, &out, io.Discard, Config{}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "scenes", "main.json")); err != nil {
		t.Errorf("new empty wrote no scene: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("new empty wrote a go.mod (%v); the template has no Go code", err)
	}
	dir = filepath.Join(t.TempDir(), "h")
	if err := Main([]string{"new", "hello", dir}, &out, io.Discard, Config{}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"walker.go", "countdown_arc.go", "assets/walker.png", "go.mod", "go.sum"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("new hello: %v", err)
		}
	}
}
