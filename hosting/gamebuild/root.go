package gamebuild

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"

	"golang.org/x/mod/modfile"
)

// EngineModule is the engine's module path.
const EngineModule = "github.com/griffengine/griff"

// ErrNoEngine is wrapped by the error EngineRoot returns when it cannot find the
// engine's source folder.
var ErrNoEngine = errors.New("cannot find the engine's source folder")

// EngineRoot returns the engine's source folder (the folder of its go.mod),
// absolute: the folder GRIFF_ROOT names, if set; else the folder this program
// was built from (runtime.Caller, which a -trimpath build leaves out); else
// what `go list -m -f {{.Dir}} github.com/griffengine/griff` answers in the
// working folder (a module that requires the engine). It returns an error
// wrapping ErrNoEngine, saying what it tried, when none is the engine's.
func EngineRoot() (string, error) { return engineRoot("") }

// engineRoot is EngineRoot for the game folder game (absolute; "" for none):
// after GRIFF_ROOT and the folder this program was built from, it tries the
// folder the go.mod holding game replaces the engine by, then `go list -m`
// in game, and only then in the working folder.
func engineRoot(game string) (string, error) {
	if r := os.Getenv("GRIFF_ROOT"); r != "" {
		if isEngine(r) {
			return filepath.Abs(r)
		}
		return "", fmt.Errorf("gamebuild: %w: GRIFF_ROOT=%s holds no go.mod of %s", ErrNoEngine, r, EngineModule)
	}
	if _, file, _, ok := goruntime.Caller(0); ok && filepath.IsAbs(file) {
		if r := filepath.Dir(filepath.Dir(filepath.Dir(file))); isEngine(r) {
			return r, nil
		}
	}
	tried := "the working folder"
	if game != "" {
		if r := replacedEngine(game); r != "" {
			return r, nil
		}
		if r := goListEngine(game); r != "" {
			return r, nil
		}
		tried = game + " and the working folder"
	}
	if r := goListEngine(""); r != "" {
		return r, nil
	}
	return "", fmt.Errorf("gamebuild: %w (this program was built with -trimpath or moved, and neither a replace line of the game's go.mod nor `go list -m %s` in %s finds it): set GRIFF_ROOT to a clone of the engine", ErrNoEngine, EngineModule, tried)
}

// replacedEngine returns the folder the go.mod holding game replaces the
// engine by, if it holds the engine, or "".
func replacedEngine(game string) string {
	mdir := findModule(game)
	if mdir == "" {
		return ""
	}
	if isEngine(mdir) {
		return mdir // the game is a package of the engine
	}
	f, err := readModFile(filepath.Join(mdir, "go.mod"))
	if err != nil {
		return ""
	}
	for _, r := range f.Replace {
		if r.Old.Path != EngineModule || r.New.Version != "" {
			continue
		}
		to := r.New.Path
		if !filepath.IsAbs(to) {
			to = filepath.Join(mdir, to)
		}
		if isEngine(to) {
			return filepath.Clean(to)
		}
	}
	return ""
}

// goListEngine returns the engine's folder as `go list -m` answers it in the
// folder dir ("" for the working folder), or "".
func goListEngine(dir string) string {
	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", EngineModule)
	cmd.Dir = dir
	out, err := cmd.Output()
	if r := strings.TrimSpace(string(out)); err == nil && r != "" && isEngine(r) {
		return r
	}
	return ""
}

// isEngine reports whether dir holds the engine's go.mod.
func isEngine(dir string) bool {
	f, err := readModFile(filepath.Join(dir, "go.mod"))
	return err == nil && f.Module != nil && f.Module.Mod.Path == EngineModule
}

// readModFile reads and parses the go.mod file at path.
func readModFile(path string) (*modfile.File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return modfile.Parse(path, data, nil)
}

// findModule returns the folder of the go.mod file that holds dir (absolute),
// looking in dir and its parents, or "" if none does.
func findModule(dir string) string {
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}
