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
func EngineRoot() (string, error) {
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
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", EngineModule).Output()
	if r := strings.TrimSpace(string(out)); err == nil && r != "" && isEngine(r) {
		return r, nil
	}
	return "", fmt.Errorf("gamebuild: %w (this program was built with -trimpath or moved, and `go list -m %s` finds no module here): set GRIFF_ROOT to a clone of the engine", ErrNoEngine, EngineModule)
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
