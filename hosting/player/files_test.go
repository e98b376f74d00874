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
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting"
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

// A recording is written atomically: a temporary file a killed run left is
// removed, and a failure names the recording, never the temporary file.
func TestWritePlaythroughIsAtomic(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	p, err := hosting.Record(lg, hosting.Options{}, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "run.playthrough")
	left := filepath.Join(dir, ".run.playthrough.griff-tmp-77")
	if err := os.WriteFile(left, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * atomicfile.LeftoverAge) // left by a run killed a while ago
	if err := os.Chtimes(left, old, old); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := writePlaythrough(p, file, &out); err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := p.Write(&want); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(file); !bytes.Equal(got, want.Bytes()) {
		t.Errorf("the recording holds %d bytes, want %d", len(got), want.Len())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only the recording", len(entries))
	}
	inTheWay := filepath.Join(dir, "taken.playthrough")
	if err := os.MkdirAll(filepath.Join(inTheWay, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	err = writePlaythrough(p, inTheWay, &out)
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != inTheWay || strings.Contains(err.Error(), "griff-tmp") {
		t.Errorf("writing over a folder: %v, want an error naming %s only", err, inTheWay)
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
