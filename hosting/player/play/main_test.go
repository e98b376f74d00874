package play

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"

	"github.com/griffengine/griff/assets"
	_ "github.com/griffengine/griff/modules/all" // the built-in game's modules
	"github.com/griffengine/griff/runtime"
)

// The platformer's template, as griff-player gives it.
func init() { runtime.SetTemplate("platformer", assets.BuiltinGame()) }

// run runs the command line of play args in a program without a window.
func run(args []string, stdout, stderr io.Writer) error {
	return Main(args, stdout, stderr, Config{NoWindow: true})
}

// The window program's command line (Main) plays as hosting/player's Main does
// in this process, but runs none of griff-player's commands and builds no player for a
// folder holding Go code: each is one error saying to run griff-player.
func TestMainRefusesCommandsAndGameCode(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"project.griff": "{}", "game.go": "package game\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Window: func(*hosting.LoadedGame, WindowOptions) error {
		t.Error("the window was played")
		return nil
	}}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"templates"}, "templates is a command of griff-player, not of its window program: run griff-player templates"},
		{[]string{"simulate", "f", "x.sim"}, "simulate is a command of griff-player"},
		{[]string{"export", "--web", "out"}, "export is a command of griff-player"},
		{[]string{"new", "platformer", "x"}, "new is a command of griff-player"},
		{[]string{"serve", "out"}, "serve is a command of griff-player"},
		{[]string{"--frames", "3", "--window", dir}, dir + " holds Go code: play it with griff-player"},
		{[]string{dir}, dir + " holds Go code: play it with griff-player"},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		err := Main(tt.args, &out, &errs, cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("griff-window %s: %v, want an error saying %q", strings.Join(tt.args, " "), err, tt.want)
		}
	}
	// a headless run of the built-in game plays in this process as Main's does
	var out, errs bytes.Buffer
	if err := Main([]string{"--frames", "5"}, &out, &errs, cfg); err != nil || !strings.HasPrefix(out.String(), "steps 5 hash ") {
		t.Errorf("griff-window --frames 5: %v, printed %q, want steps 5 and a hash", err, out.String())
	}
}

// gcPercent returns the collector's target (GOGC) as it is now.
func gcPercent() int {
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}

// With Config.StartupGC the window program loads the game and makes its
// window at GOGC=400, returns the load's garbage to the system once before the
// window is made (freeLoadGarbage), and puts the collector back as its first
// frame begins (or when Main returns), before the mode's own Between; a GOGC
// set in the environment, or a mode without the window, is left alone.
func TestStartupGC(t *testing.T) {
	if _, set := os.LookupEnv("GOGC"); set {
		t.Skip("GOGC is set in the environment")
	}
	frees := 0
	defer func(f func()) { freeOSMemory = f }(freeOSMemory)
	freeOSMemory = func() { frees++ }
	before := gcPercent()
	var seen []int
	cfg := Config{StartupGC: true, Window: func(lg *hosting.LoadedGame, o WindowOptions) error {
		if frees != 1 {
			t.Errorf("the load's garbage freed %d times before the window was made, want 1", frees)
		}
		seen = append(seen, gcPercent())
		for range 3 {
			o.Between(nil, nil, nil)
			seen = append(seen, gcPercent())
		}
		return nil
	}}
	var out, errs bytes.Buffer
	if err := Main([]string{"--frames", "3", "--window"}, &out, &errs, cfg); err != nil {
		t.Fatal(err)
	}
	if want := []int{startupGCPercent, before, before, before}; !slices.Equal(seen, want) || frees != 1 {
		t.Errorf("GOGC while the window made and played 3 frames: %v, want %v; the load's garbage freed %d times, want 1", seen, want, frees)
	}
	frees = 0
	if err := Main([]string{"--frames", "3"}, &out, &errs, cfg); err != nil || frees != 0 {
		t.Errorf("--frames 3 without the window: %v, the load's garbage freed %d times, want 0", err, frees)
	}
	cfg.Window = func(*hosting.LoadedGame, WindowOptions) error { return errors.New("no window") }
	if err := Main([]string{"--frames", "3", "--window"}, &out, &errs, cfg); err == nil || gcPercent() != before {
		t.Errorf("after a window that failed to open: %v, GOGC %d, want the error and %d", err, gcPercent(), before)
	}
	seen, frees = nil, 0
	cfg.Window = func(lg *hosting.LoadedGame, o WindowOptions) error {
		seen = append(seen, gcPercent())
		return nil
	}
	t.Setenv("GOGC", "100")
	if err := Main([]string{"--frames", "3", "--window"}, &out, &errs, cfg); err != nil || !slices.Equal(seen, []int{before}) || frees != 0 {
		t.Errorf("with GOGC set: %v, GOGC in the window %v, the load's garbage freed %d times; want %d and 0", err, seen, frees, before)
	}
}

// With Config.StartupGCFrom (package earlygc set GOGC=400 as the program's
// initialisation began) Main keeps the target at startupGCPercent while the
// game loads and its window is made, and puts back the target from before
// the initialisation, not the 400 it finds, as the first frame begins; a mode
// without the window puts it back too, and a StartupGCFrom saying it changed
// nothing leaves Main as without it.
func TestStartupGCFrom(t *testing.T) {
	if _, set := os.LookupEnv("GOGC"); set {
		t.Skip("GOGC is set in the environment")
	}
	frees := 0
	defer func(f func()) { freeOSMemory = f }(freeOSMemory)
	freeOSMemory = func() { frees++ }
	before := gcPercent()
	defer debug.SetGCPercent(before)
	var seen []int
	cfg := Config{StartupGC: true, StartupGCFrom: func() (int, bool) { return before, true },
		Window: func(lg *hosting.LoadedGame, o WindowOptions) error {
			seen = append(seen, gcPercent())
			for range 2 {
				o.Between(nil, nil, nil)
				seen = append(seen, gcPercent())
			}
			return nil
		}}
	var out, errs bytes.Buffer
	debug.SetGCPercent(startupGCPercent) // as earlygc's init leaves it
	if err := Main([]string{"--frames", "2", "--window"}, &out, &errs, cfg); err != nil {
		t.Fatal(err)
	}
	if want := []int{startupGCPercent, before, before}; !slices.Equal(seen, want) || frees != 1 || gcPercent() != before {
		t.Errorf("GOGC while the window made and played 2 frames: %v, want %v; after: %d, want %d; the load's garbage freed %d times, want 1",
			seen, want, gcPercent(), before, frees)
	}
	debug.SetGCPercent(startupGCPercent)
	frees = 0
	if err := Main([]string{"--frames", "2"}, &out, &errs, cfg); err != nil || frees != 0 || gcPercent() != before {
		t.Errorf("--frames 2 without the window: %v, GOGC %d after, want %d; the load's garbage freed %d times, want 0", err, gcPercent(), before, frees)
	}
	debug.SetGCPercent(startupGCPercent)
	if err := Main([]string{"--no-such-flag"}, &out, &errs, cfg); err == nil || gcPercent() != before {
		t.Errorf("a bad flag: %v, GOGC %d after, want an error and %d", err, gcPercent(), before)
	}
	seen = nil
	cfg.StartupGCFrom = func() (int, bool) { return 0, false } // GOGC in the environment: init changed nothing
	if err := Main([]string{"--frames", "2", "--window"}, &out, &errs, cfg); err != nil {
		t.Fatal(err)
	}
	if want := []int{startupGCPercent, before, before}; !slices.Equal(seen, want) || gcPercent() != before {
		t.Errorf("StartupGCFrom that changed nothing: GOGC %v, want %v, and %d after, want %d", seen, want, gcPercent(), before)
	}
}

// newGame writes the template name's files into dir, as griff-player new
// does for a template without Go files.
func newGame(t *testing.T, name, dir string) {
	t.Helper()
	tmpl, ok := templates.Lookup(name)
	if !ok {
		t.Fatalf("no template %q", name)
	}
	if err := os.CopyFS(dir, tmpl.Files); err != nil {
		t.Fatal(err)
	}
}

// Each program's errors name it: griff-player's ("griff-player: ...") and its
// window program's ("griff-window: ..."), whose usage names it too and lists
// none of griff-player's commands.
func TestErrorsNameTheProgram(t *testing.T) {
	for _, prog := range []string{playerProgram, windowProgram} {
		var errs bytes.Buffer
		if code := exitStatus(&errs, prog, errors.New("it broke")); code != 1 || errs.String() != prog+": it broke\n" {
			t.Errorf("exitStatus of %s's error: %d, printed %q, want 1 and %q", prog, code, errs.String(), prog+": it broke\n")
		}
	}
	var out, errs bytes.Buffer
	err := Main([]string{"--no-such-flag"}, &out, &errs, Config{Window: func(*hosting.LoadedGame, WindowOptions) error { return nil }})
	if err == nil || !strings.Contains(errs.String(), "usage: griff-window [flags] [folder]") || strings.Contains(errs.String(), "griff-player templates") {
		t.Errorf("griff-window --no-such-flag: %v, printed %q; want the usage of griff-window without griff-player's commands", err, errs.String())
	}
	errs.Reset()
	if _, err := ParseArgs([]string{"--no-such-flag"}, &errs); err == nil || !strings.Contains(errs.String(), "usage: griff-player [flags] [folder]") ||
		!strings.Contains(errs.String(), "griff-player templates") {
		t.Errorf("griff-player --no-such-flag: %v, printed %q; want griff-player's usage with its commands", err, errs.String())
	}
}
