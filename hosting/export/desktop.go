package export

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strings"
	"time"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// DesktopSystems are the systems (GOOS values) Desktop exports for.
var DesktopSystems = []string{"linux", "windows", "darwin"}

// ErrUnknownSystem is wrapped by the error of a desktop export for a system
// not in DesktopSystems.
var ErrUnknownSystem = errors.New("cannot export for the system")

// Desktop exports the game folder dir ("" for the built-in game) as one
// executable into the folder out (made if missing): the window player with
// the game's files inside, for o.GOOS and o.GOARCH (this machine's by
// default), named after the game's folder ("griff-game" for the built-in
// game; .exe for Windows), and THIRD_PARTY_NOTICES.txt. A Linux build needs
// cgo and the X11, OpenGL and ALSA headers, so only a Linux machine makes
// one; Windows builds anywhere (CGO_ENABLED=0); macOS only on a Mac (cgo and
// Apple's toolchain). It returns an error, before building anything, when
// o.GOOS is not one of DesktopSystems (wrapping ErrUnknownSystem) or the game
// does not load (hosting.Load: no project file, a malformed scene or prefab,
// a missing start scene); and when out is inside dir (ErrOutInsideGame), the
// build fails (wrapping gamebuild.ErrBuild) or a file cannot be written.
func Desktop(dir, out string, o Options) (Result, error) {
	start := time.Now()
	w := &writer{out: out, log: o.log()}
	goos, goarch := cmp.Or(o.GOOS, goruntime.GOOS), cmp.Or(o.GOARCH, goruntime.GOARCH)
	if !slices.Contains(DesktopSystems, goos) {
		return Result{}, fmt.Errorf("export: %w %q: a desktop export is for %s", ErrUnknownSystem, goos, strings.Join(DesktopSystems, ", "))
	}
	if _, err := prepare(dir, out, o.Broken); err != nil {
		return Result{}, err
	}
	if goos == "darwin" && goruntime.GOOS != "darwin" {
		return Result{}, fmt.Errorf("export: a macOS build needs cgo and Apple's toolchain: run `griff-player export --desktop` on a Mac")
	}
	bo := gamebuild.Options{Embed: true, Window: !o.Headless, GOOS: goos, GOARCH: goarch, LDFlags: "-s -w", Log: o.log()}
	fmt.Fprintf(w.log, "export: building %s for %s/%s\n", gameName(dir), goos, goarch)
	bin, err := gamebuild.Build(dir, bo)
	if err != nil {
		return Result{}, err
	}
	fmt.Fprintf(w.log, "export: packing into %s\n", out)
	data, err := os.ReadFile(bin)
	if err != nil {
		return Result{}, err
	}
	w.writeMode(ExecutableName(dir, goos), data, 0o755)
	w.notices(bin, bo)
	if w.err != nil {
		return Result{}, w.err
	}
	r := Result{Files: w.files, Took: time.Since(start)}
	w.report(r)
	return r, nil
}

// ExecutableName returns the name of the executable Desktop writes for the
// game folder dir and the system goos: the folder's name, with anything but
// letters, digits, '-', '_' and '.' made '-' ("griff-game" for the built-in
// game, dir ""), and ".exe" for Windows.
func ExecutableName(dir, goos string) string {
	name := "griff-game"
	if dir != "" {
		if abs, err := filepath.Abs(dir); err == nil {
			dir = abs
		}
		name = strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
				return r
			}
			return '-'
		}, filepath.Base(dir))
		if strings.Trim(name, "-_.") == "" {
			name = "game"
		}
	}
	if goos == "windows" {
		name += ".exe"
	}
	return name
}
