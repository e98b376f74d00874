package gamebuild_test

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// newGame copies the test game (testdata/spin: a component, a system with a
// step and an arc) into a new folder with its own go.mod, as `griff-player
// new` writes one, and gives the test a cache of its own.
func newGame(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a game's player with the Go toolchain")
	}
	t.Setenv("GRIFF_CACHE", t.TempDir()) // not XDG_CACHE_HOME, which holds the go command's cache
	dir := filepath.Join(t.TempDir(), "mygame")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "spin"))); err != nil {
		t.Fatal(err)
	}
	root, err := gamebuild.EngineRoot()
	if err != nil {
		t.Fatal(err)
	}
	if err := gamebuild.WriteModule(dir, root); err != nil {
		t.Fatal(err)
	}
	return dir
}

var hashLine = regexp.MustCompile(`^steps 60 hash ([0-9a-f]{64})\n$`)

// frames builds the game's headless player and returns the hash its
// `--frames 60` prints, and what the build logged.
func frames(t *testing.T, dir string) (hash, log string) {
	t.Helper()
	var b strings.Builder
	bin, err := gamebuild.Build(dir, gamebuild.Options{Log: &b})
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--frames", "60", dir).CombinedOutput()
	m := hashLine.FindStringSubmatch(string(out))
	if err != nil || m == nil {
		t.Fatalf("the player of %s: %v, printed %q, want \"steps 60 hash HEX\"", dir, err, out)
	}
	return m[1], b.String()
}

// A game folder with Go code builds into a player that plays it the same way
// twice, from the cache the second time; a scene edit keeps the cached
// player, a Go file added to the module does not.
func TestBuildPlaysAGameWithGoCode(t *testing.T) {
	dir := newGame(t)
	h1, log1 := frames(t, dir)
	h2, log2 := frames(t, dir)
	if h1 != h2 {
		t.Errorf("two runs: hashes %s and %s, want equal", h1, h2)
	}
	if !strings.Contains(log1, "building the headless player") || log2 != "" {
		t.Errorf("the builds logged %q, then %q; want a build, then the cached player", log1, log2)
	}
	// A scene is read as the game plays: editing one builds nothing. A Go file
	// of another package of the game's module may be imported: adding one
	// builds again.
	scene := filepath.Join(dir, "scenes", "main.json")
	data, err := os.ReadFile(scene)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(scene, append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, log := frames(t, dir); log != "" {
		t.Errorf("after a scene edit the build logged %q, want the cached player", log)
	}
	if err := os.MkdirAll(filepath.Join(dir, "extra"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "extra", "extra.go"), []byte("package extra\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, log := frames(t, dir); !strings.Contains(log, "building the headless player") {
		t.Errorf("after a Go file was added to the module the build logged %q, want a build", log)
	}
	cmd := exec.Command("go", "build", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("the folder does not build as it is: %v\n%s", err, out)
	}
}

// An arc edited without go generate plays as edited: the build generates it
// first.
func TestBuildGeneratesAStaleArc(t *testing.T) {
	dir := newGame(t)
	before, _ := frames(t, dir)
	src := filepath.Join(dir, "spin.go")
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(text), "c.N = 10", "c.N = 3", 1)
	if edited == string(text) {
		t.Fatal("the test game's arc no longer counts down from 10")
	}
	if err := os.WriteFile(src, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	after, log := frames(t, dir)
	if !strings.Contains(log, "arcgen wrote "+filepath.Join(dir, "spin_arc.go")) {
		t.Errorf("the build logged %q, want it to say it wrote spin_arc.go", log)
	}
	if after == before {
		t.Errorf("the edited arc (counting down from 3) gave the hash %s of the old one", after)
	}
	if gen, _ := os.ReadFile(filepath.Join(dir, "spin_arc.go")); !strings.Contains(string(gen), "c.N = 3") {
		t.Errorf("spin_arc.go does not hold the edited arc:\n%s", gen)
	}
}

// A compile error in the game's Go code is the go command's message, wrapped
// in ErrBuild, and no panic.
func TestBuildReportsACompileError(t *testing.T) {
	dir := newGame(t)
	bad := "package spin\n\nvar broken = noSuchThing\n"
	if err := os.WriteFile(filepath.Join(dir, "broken.go"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := gamebuild.Build(dir, gamebuild.Options{})
	if !errors.Is(err, gamebuild.ErrBuild) || !strings.Contains(err.Error(), "broken.go:3:") ||
		!strings.Contains(err.Error(), "undefined: noSuchThing") || strings.Contains(err.Error(), "panic") {
		t.Errorf("Build = %v, want ErrBuild with the go command's \"broken.go:3:...: undefined: noSuchThing\"", err)
	}
}

// A folder whose Go code is package main, or that is in no module, is refused
// with a message saying what to write.
func TestBuildRefusesWhatItCannotBuild(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)
	if _, err := gamebuild.Build(dir, gamebuild.Options{}); err == nil || !strings.Contains(err.Error(), "is package main") {
		t.Errorf("Build of package main = %v, want it refused", err)
	}
	os.WriteFile(filepath.Join(dir, "main.go"), []byte("package game\n"), 0o644)
	if _, err := gamebuild.Build(dir, gamebuild.Options{}); err == nil || !strings.Contains(err.Error(), "no go.mod") {
		t.Errorf("Build of a folder in no module = %v, want it refused naming go.mod", err)
	}
}

// EngineRoot finds this clone, and GRIFF_ROOT overrides it.
func TestEngineRoot(t *testing.T) {
	root, err := gamebuild.EngineRoot()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := filepath.Abs(filepath.Join("..", ".."))
	if root != want {
		t.Errorf("EngineRoot() = %s, want %s", root, want)
	}
	t.Setenv("GRIFF_ROOT", t.TempDir())
	if _, err := gamebuild.EngineRoot(); !errors.Is(err, gamebuild.ErrNoEngine) || !strings.Contains(err.Error(), "GRIFF_ROOT=") {
		t.Errorf("EngineRoot() with a bad GRIFF_ROOT = %v, want ErrNoEngine naming it", err)
	}
}

// WriteModule names the module after the folder and replaces the engine by its
// folder.
func TestWriteModule(t *testing.T) {
	root, err := gamebuild.EngineRoot()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ folder, module string }{{"My Game", "my-game"}, {"hello", "hello"}, {"...", "game"}} {
		dir := filepath.Join(t.TempDir(), c.folder)
		os.MkdirAll(dir, 0o755)
		if err := gamebuild.WriteModule(dir, root); err != nil {
			t.Fatal(err)
		}
		mod, _ := os.ReadFile(filepath.Join(dir, "go.mod"))
		for _, want := range []string{"module " + c.module + "\n", "replace " + gamebuild.EngineModule + " => " + root} {
			if !strings.Contains(string(mod), want) {
				t.Errorf("the go.mod of %q does not say %q:\n%s", c.folder, want, mod)
			}
		}
		sum, _ := os.ReadFile(filepath.Join(dir, "go.sum"))
		engineSum, _ := fs.ReadFile(os.DirFS(root), "go.sum")
		if string(sum) != string(engineSum) {
			t.Errorf("the go.sum of %q is not the engine's", c.folder)
		}
	}
}
