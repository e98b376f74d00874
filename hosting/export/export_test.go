package export_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/griffengine/griff/hosting/export"
	"github.com/griffengine/griff/hosting/player"
)

var hashLine = regexp.MustCompile(`steps (\d+) hash ([0-9a-f]{64})`)

// spinGame writes the test game with Go code (gamebuild's testdata/spin: a
// component, a system and an arc) into a new folder with its go.mod, as
// `griff-player new` does, and returns the folder.
func spinGame(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "spin")
	var out bytes.Buffer
	if err := player.NewProject("spin", os.DirFS(filepath.Join("..", "gamebuild", "testdata", "spin")), dir, &out); err != nil {
		t.Fatal(err)
	}
	return dir
}

// nativeHash returns "STEPS HASH" of griff-player --frames frames on the game
// folder dir ("" for the built-in game) on this machine.
func nativeHash(t *testing.T, dir string, frames string) string {
	t.Helper()
	args := []string{"--frames", frames}
	if dir != "" {
		args = append(args, dir)
	}
	var out, errs bytes.Buffer
	if err := player.Main(args, &out, &errs, player.Config{NoWindow: true}); err != nil {
		t.Fatalf("griff-player %v: %v\n%s", args, err, errs.String())
	}
	return framesHash(t, out.Bytes())
}

func framesHash(t *testing.T, out []byte) string {
	t.Helper()
	m := hashLine.FindSubmatch(out)
	if m == nil {
		t.Fatalf("no steps and hash in %q", out)
	}
	return string(m[1]) + " " + string(m[2])
}

// checkCopies checks that out's name.gz and name.br decompress to name.
func checkCopies(t *testing.T, out string, names ...string) {
	t.Helper()
	for _, name := range names {
		want, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		for ext, open := range map[string]func(io.Reader) (io.Reader, error){
			".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
			".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		} {
			f, err := os.Open(filepath.Join(out, name+ext))
			if err != nil {
				t.Fatal(err)
			}
			r, err := open(f)
			var got []byte
			if err == nil {
				got, err = io.ReadAll(r)
			}
			f.Close()
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s%s decompresses to %d bytes (%v), want the %d of %s", name, ext, len(got), err, len(want), name)
			}
		}
	}
}

// TestExports exports the built-in game for the web and for Windows, and a
// folder with Go code for the web (headless, run under Node.js) and for
// Linux (run under the X display when there is one), checking the files, the
// compressed copies, the notices, and that the exported programs find the
// game packed inside: they play it to the hash this machine's player gets.
func TestExports(t *testing.T) {
	if testing.Short() {
		t.Skip("builds four programs with the Go toolchain")
	}
	t.Setenv("GRIFF_CACHE", t.TempDir())
	spin := spinGame(t)
	t.Run("web/builtin", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "web")
		var log bytes.Buffer
		r, err := export.Web("", out, export.Options{Log: &log, BrotliQuality: 5})
		if err != nil {
			t.Fatalf("%v\n%s", err, log.String())
		}
		t.Logf("export took %.1f s; game.wasm %d bytes, gzip %d, brotli (quality 5) %d", r.Took.Seconds(), r.Size("game.wasm"), r.Size("game.wasm.gz"), r.Size("game.wasm.br"))
		for _, f := range r.Files {
			info, err := os.Stat(filepath.Join(out, f.Name))
			if err != nil || info.Size() != f.Size || f.Size == 0 {
				t.Errorf("%s: %v, size %v, want the %d reported", f.Name, err, info, f.Size)
			}
		}
		for _, want := range []string{"building", "packing", "compressing", "game.wasm.br"} {
			if !strings.Contains(log.String(), want) {
				t.Errorf("the export's progress lacks %q:\n%s", want, log.String())
			}
		}
		wasm, _ := os.ReadFile(filepath.Join(out, export.WasmFile))
		if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
			t.Errorf("game.wasm does not start as WebAssembly: % x", wasm[:min(8, len(wasm))])
		}
		checkCopies(t, out, export.WasmFile, export.ExecJSFile, export.PageFile)
		notices, _ := os.ReadFile(filepath.Join(out, export.NoticesFile))
		for _, want := range []string{"Go (runtime", "github.com/hajimehoshi/ebiten/v2", "github.com/ebitengine/oto/v3", "github.com/jakecoffman/cp/v2",
			"github.com/go-gl/mathgl", "golang.org/x/image", "font/gofont/ttfs/README", "Bigelow & Holmes"} {
			if !bytes.Contains(notices, []byte(want)) {
				t.Errorf("THIRD_PARTY_NOTICES.txt lacks %q", want)
			}
		}
	})
	t.Run("web/gocode_under_node", func(t *testing.T) {
		node, err := exec.LookPath("node")
		if err != nil {
			t.Skip("Node.js is not installed (scripts/deps.sh installs it)")
		}
		out := filepath.Join(t.TempDir(), "web")
		if _, err := export.Web(spin, out, export.Options{Headless: true, BrotliQuality: 1}); err != nil {
			t.Fatal(err)
		}
		goroot, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			t.Fatal(err)
		}
		runner := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
		cmd := exec.Command(node, runner, filepath.Join(out, export.WasmFile), "--frames", "60")
		cmd.Dir = t.TempDir() // no game folder here: the files must come from inside the wasm
		got, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("node game.wasm --frames 60: %v\n%s", err, got)
		}
		if want := nativeHash(t, spin, "60"); framesHash(t, got) != want {
			t.Errorf("the exported wasm played --frames 60 to %q, this machine's player to %q", framesHash(t, got), want)
		}
	})
	t.Run("desktop/windows", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "win")
		if _, err := export.Desktop("", out, export.Options{GOOS: "windows", GOARCH: "amd64"}); err != nil {
			t.Fatal(err)
		}
		exe, err := os.ReadFile(filepath.Join(out, "griff-game.exe"))
		if err != nil || !bytes.HasPrefix(exe, []byte("MZ")) {
			t.Fatalf("griff-game.exe: %v, want a Windows program (MZ)", err)
		}
		if _, err := os.Stat(filepath.Join(out, export.NoticesFile)); err != nil {
			t.Error(err)
		}
	})
	t.Run("desktop/linux_gocode", func(t *testing.T) {
		if os.Getenv("DISPLAY") == "" {
			t.Skip("the window program needs a display: run under xvfb-run")
		}
		out := filepath.Join(t.TempDir(), "linux")
		if _, err := export.Desktop(spin, out, export.Options{GOOS: "linux", GOARCH: "amd64"}); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(filepath.Join(out, "spin"), "--frames", "60")
		cmd.Dir = t.TempDir()
		got, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("spin --frames 60: %v\n%s", err, got)
		}
		if want := nativeHash(t, spin, "60"); framesHash(t, got) != want {
			t.Errorf("the exported program played --frames 60 to %q, this machine's player to %q", framesHash(t, got), want)
		}
	})
}
