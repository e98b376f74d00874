package gamebuild

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// WindowCommand is the import path of the window program, a main that plays
// the player's command line with the window (hosting/player/window).
const WindowCommand = EngineModule + "/cmd/griff-window"

// neighbourSlack is how much older than griff-player the griff-window beside
// it may be and still be taken as built with it: `go install ./cmd/...`
// writes both within seconds.
const neighbourSlack = 10 * time.Minute

// WindowProgram returns the path of the window program: griff-window beside
// this program's executable when it is there and current (not older than this
// program by more than 10 minutes), else one built from the engine's source
// (EngineRoot) into the cache (CacheDir) with the determinism flags, reused
// while the engine's source, the Go toolchain and the build settings are what
// they were. It returns an error wrapping ErrNoEngine or ErrBuild when neither
// works.
func WindowProgram(o Options) (string, error) {
	if exe, err := os.Executable(); err == nil {
		near := filepath.Join(filepath.Dir(exe), "griff-window"+exeSuffix())
		if current(near, exe) {
			return near, nil
		}
	}
	root, err := EngineRoot()
	if err != nil {
		return "", err
	}
	engKey, err := engineKey(root)
	if err != nil {
		return "", err
	}
	cache, err := CacheDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(cache, "window")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", cacheError(cache, err)
	}
	bin := filepath.Join(dir, "griff-window-"+hashString(engKey, toolKey(), root)[:16]+exeSuffix())
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	fmt.Fprintln(o.log(), "griff-player: building the window program with the Go toolchain (once per engine change)")
	if err := goBuild(root, bin, WindowCommand, Options{Window: true}); err != nil {
		return "", fmt.Errorf("building the window program: %w", err)
	}
	removeOthers(dir, "griff-window-", bin)
	return bin, nil
}

// current reports whether the program near exists and is not older than exe
// by more than neighbourSlack.
func current(near, exe string) bool {
	n, err := os.Stat(near)
	if err != nil || !n.Mode().IsRegular() {
		return false
	}
	e, err := os.Stat(exe)
	return err == nil && !n.ModTime().Before(e.ModTime().Add(-neighbourSlack))
}

// lookGo returns the path of the go command on the PATH.
func lookGo() (string, error) { return exec.LookPath("go") }
