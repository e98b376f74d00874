package export

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/gamebuild"
)

// Options say how Web and Desktop export. The zero value exports for the web
// (Web) or for this machine (Desktop) and prints nothing.
type Options struct {
	// Log receives the export's progress (build, pack, compress) and the
	// sizes of the files written. Nil is io.Discard.
	Log io.Writer
	// GOOS and GOARCH are the system Desktop builds for, as the go command
	// names them ("linux", "windows", "darwin"; "amd64", "arm64"); "" is this
	// machine's. Web ignores them.
	GOOS, GOARCH string
	// Headless builds the player without a window (-tags headless): it can
	// only run modes without one (--frames, --replay), and under Node.js,
	// where Ebitengine cannot start, for tests. An export for players leaves
	// it false.
	Headless bool
	// BrotliQuality is the brotli copies' quality, 1 to 11; 0 is 11, the
	// smallest files (about a megabyte a second of wasm on one core). Tests
	// pass a low one to save time.
	BrotliQuality int
	// Broken exports a game that does not load (hosting.Load fails) instead
	// of refusing it: the program then stops at start, and a web export's page
	// shows why (its last output and exit code). For testing that page, and
	// for a player who wants the error in the browser; the project file must
	// still read, for the page's size. False (the default) refuses it.
	Broken bool
}

func (o Options) log() io.Writer {
	if o.Log == nil {
		return io.Discard
	}
	return o.Log
}

// File is a file an export wrote.
type File struct {
	// Name is the file's name in the output folder.
	Name string
	// Size is its size in bytes.
	Size int64
}

// Result says what an export wrote.
type Result struct {
	// Files are the files written, in the order written.
	Files []File
	// Took is how long the export took; the unit is wall-clock time, for
	// the report only.
	Took time.Duration
}

// Size returns the size of the file name in r, or -1 if r has none.
func (r Result) Size(name string) int64 {
	for _, f := range r.Files {
		if f.Name == name {
			return f.Size
		}
	}
	return -1
}

// Web file names.
const (
	WasmFile    = "game.wasm"
	ExecJSFile  = "wasm_exec.js"
	PageFile    = "index.html"
	NoticesFile = "THIRD_PARTY_NOTICES.txt"
)

// ErrOutInsideGame is wrapped by the error of an export whose output folder
// is inside the game folder.
var ErrOutInsideGame = errors.New("the output folder is inside the game folder")

// Web exports the game folder dir ("" for the built-in game) for browsers
// into the folder out (made if missing): game.wasm (the player with the
// game's files inside, built with GOOS=js GOARCH=wasm), wasm_exec.js from the
// toolchain that built it, index.html, THIRD_PARTY_NOTICES.txt, and a .gz and
// a .br copy of the first three. See the package documentation for why and
// how. It returns an error when the game does not load (hosting.Load: no
// project file, a malformed scene or prefab, a missing start scene), out is
// inside dir (ErrOutInsideGame), the build fails (wrapping
// gamebuild.ErrBuild) or a file cannot be written.
func Web(dir, out string, o Options) (Result, error) {
	start := time.Now()
	w := &writer{out: out, log: o.log(), quality: o.BrotliQuality}
	project, err := prepare(dir, out, o.Broken)
	if err != nil {
		return Result{}, err
	}
	bo := gamebuild.Options{Embed: true, Window: !o.Headless, GOOS: "js", GOARCH: "wasm", LDFlags: "-s -w", Log: o.log()}
	fmt.Fprintf(w.log, "export: building %s for the web (GOOS=js GOARCH=wasm)\n", gameName(dir))
	bin, err := gamebuild.Build(dir, bo)
	if err != nil {
		return Result{}, err
	}
	fmt.Fprintf(w.log, "export: packing into %s\n", out)
	wasm, err := os.ReadFile(bin)
	if err != nil {
		return Result{}, err
	}
	execJS, err := wasmExecJS()
	if err != nil {
		return Result{}, err
	}
	w.write(WasmFile, wasm)
	w.write(ExecJSFile, execJS)
	w.write(PageFile, Page(project, int64(len(wasm))))
	if w.err == nil {
		w.notices(bin, bo)
	}
	if w.err == nil {
		for _, name := range []string{WasmFile, ExecJSFile, PageFile} {
			w.compressed(name)
		}
	}
	if w.err != nil {
		return Result{}, w.err
	}
	r := Result{Files: w.files, Took: time.Since(start)}
	w.report(r)
	return r, nil
}

// prepare checks an export of dir into out: out is not inside dir, and the
// game loads (hosting.Load; with broken, only its project file must read).
// It makes out and returns the game's project.
func prepare(dir, out string, broken bool) (*hosting.Project, error) {
	if dir != "" {
		if inside, err := isInside(out, dir); err != nil {
			return nil, err
		} else if inside {
			return nil, fmt.Errorf("export: %s: %w %s; write it somewhere else", out, ErrOutInsideGame, dir)
		}
	}
	fsys := assets.BuiltinGame()
	if dir != "" {
		fsys = os.DirFS(dir)
	}
	if _, err := fs.Stat(fsys, hosting.ProjectFile); err != nil {
		return nil, fmt.Errorf("export: %s is not a game folder: %w", gameName(dir), err)
	}
	// The game must load as the player loads it (a malformed scene, a start
	// scene that is missing): an export of a broken game would only fail in
	// the player's hands. Unknown components (those of the folder's Go code,
	// which this program does not link) are problems in the log, not errors.
	var project *hosting.Project
	lg, err := hosting.Load(fsys, gameName(dir))
	switch {
	case err == nil:
		project = lg.Project
	case !broken:
		return nil, fmt.Errorf("export: %s does not load: %w", gameName(dir), err)
	default:
		data, rerr := fs.ReadFile(fsys, hosting.ProjectFile)
		if rerr == nil {
			project, rerr = hosting.ParseProject(gameName(dir)+"/"+hosting.ProjectFile, data)
		}
		if rerr != nil {
			return nil, fmt.Errorf("export: %s: %w", gameName(dir), rerr)
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return project, nil
}

// isInside reports whether the folder out is dir or inside it.
func isInside(out, dir string) (bool, error) {
	o, err := filepath.Abs(out)
	if err != nil {
		return false, err
	}
	d, err := filepath.Abs(dir)
	if err != nil {
		return false, err
	}
	rel, err := filepath.Rel(d, o)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)), nil
}

// gameName names the game folder dir in messages.
func gameName(dir string) string {
	if dir == "" {
		return "the built-in game"
	}
	return dir
}

// wasmExecJS returns wasm_exec.js of the Go toolchain on the PATH, the one
// gamebuild builds with: GOROOT/lib/wasm (Go 1.24 and later), else
// GOROOT/misc/wasm.
func wasmExecJS() ([]byte, error) {
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("export: go env GOROOT: %w", err)
	}
	goroot := string(bytes.TrimSpace(root))
	data, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", ExecJSFile))
	if errors.Is(err, fs.ErrNotExist) {
		data, err = os.ReadFile(filepath.Join(goroot, "misc", "wasm", ExecJSFile))
	}
	if err != nil {
		return nil, fmt.Errorf("export: reading the Go toolchain's wasm_exec.js: %w", err)
	}
	return data, nil
}

// logicalSize returns the project's logical size in pixels: window.width and
// window.height, or 960 by 540 when either is 0 or less, as the window host
// reads them (ebitenhost.ScreenSize, which this package cannot link: it
// starts Ebitengine). A size too large for a screen is left to the window
// host, which shrinks it; the page then draws it at scale 1.
func logicalSize(p *hosting.Project) (w, h int) {
	if p.Window.Width <= 0 || p.Window.Height <= 0 {
		return 960, 540
	}
	return p.Window.Width, p.Window.Height
}
