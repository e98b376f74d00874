package tests

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var defaultPlayer struct {
	once sync.Once
	bin  string
	err  error
}

// buildDefaultPlayer builds griff-player with the default build tags (which
// no longer link Ebitengine) once per test run and returns its path.
func buildDefaultPlayer(t *testing.T) string {
	t.Helper()
	defaultPlayer.once.Do(func() {
		dir, err := os.MkdirTemp("", "griff-player-default")
		if err != nil {
			defaultPlayer.err = err
			return
		}
		defaultPlayer.bin = filepath.Join(dir, "griff-player")
		cmd := exec.Command("go", "build", "-o", defaultPlayer.bin, "./cmd/griff-player")
		cmd.Dir = ".."
		if out, err := cmd.CombinedOutput(); err != nil {
			defaultPlayer.err = fmt.Errorf("building the default player: %v\n%s", err, out)
		}
	})
	if defaultPlayer.err != nil {
		t.Fatal(defaultPlayer.err)
	}
	return defaultPlayer.bin
}

// noDisplay is the environment with no display: DISPLAY and WAYLAND_DISPLAY
// unset.
func noDisplay() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			env = append(env, kv)
		}
	}
	return env
}

// noStackTrace fails if out holds a Go panic or stack trace.
func noStackTrace(t *testing.T, what, out string) {
	t.Helper()
	if strings.Contains(out, "goroutine ") || strings.Contains(out, "panic") {
		t.Errorf("%s printed a stack trace:\n%s", what, out)
	}
}

// With no display, every command of the default build that opens no window
// exits 0, and a window exits 1 with one line saying what to do; none prints a
// stack trace (Ebitengine, which panics with no display before main runs, is
// not linked).
func TestPlayerWithoutDisplay(t *testing.T) {
	bin := buildDefaultPlayer(t)
	dir := t.TempDir()
	rec := filepath.Join(dir, "run.playthrough")
	ok := [][]string{
		{"--help"},
		{"templates"},
		{"new", "platformer", filepath.Join(dir, "mygame")},
		{"--frames", "30"},
		{"--frames", "30", filepath.Join(dir, "mygame")},
		{"--record", rec, "--frames", "30"},
		{"--replay", rec, "--check"},
		{"--replay", rec, "--frames", "10"},
		{"simulate", "--workers", "1", "../hosting/balance/testdata/duel", "duel.sim"},
		{"--frames", "30", "../hosting/gamebuild/testdata/spin"}, // Go code: a headless player is built
	}
	cache := t.TempDir()
	for _, args := range ok {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(noDisplay(), "GRIFF_CACHE="+cache)
		out, err := cmd.CombinedOutput()
		what := "griff-player " + strings.Join(args, " ")
		if err != nil {
			t.Errorf("%s: %v\n%s", what, err, out)
		}
		noStackTrace(t, what, string(out))
	}
	for _, args := range [][]string{{}, {"--frames", "5", "--screenshot", filepath.Join(dir, "x.png")}, {"--record", rec}} {
		cmd := exec.Command(bin, args...)
		cmd.Env = noDisplay()
		out, err := cmd.CombinedOutput()
		what := "griff-player " + strings.Join(args, " ")
		lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
		if cmd.ProcessState.ExitCode() != 1 || len(lines) != 1 || !strings.Contains(lines[0], "no display") || !strings.Contains(lines[0], "xvfb-run") {
			t.Errorf("%s: %v, printed %q; want exit status 1 and one line naming no display and xvfb-run", what, err, out)
		}
		noStackTrace(t, what, string(out))
	}
}

// --server runs with no display and stops on SIGINT.
func TestPlayerServerWithoutDisplay(t *testing.T) {
	bin := buildDefaultPlayer(t)
	cmd := exec.Command(bin, "--server")
	cmd.Env = noDisplay()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errs strings.Builder
	cmd.Stderr = &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stdout)
	var seen []string
	for lines.Scan() {
		seen = append(seen, lines.Text())
		if strings.HasPrefix(lines.Text(), "time ") {
			break
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	for lines.Scan() {
		seen = append(seen, lines.Text())
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("the server exited with %v:\n%s\n%s", err, strings.Join(seen, "\n"), errs.String())
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the server still runs 10 s after SIGINT")
	}
	noStackTrace(t, "griff-player --server", strings.Join(seen, "\n")+errs.String())
}

// With DISPLAY naming a display no X server serves (a stale ssh DISPLAY, an X
// server since stopped), a window exits 1 with one line naming the DISPLAY,
// not the window program's GLFW panic.
func TestPlayerWithStaleDisplay(t *testing.T) {
	bin := buildDefaultPlayer(t)
	dir := t.TempDir()
	for _, args := range [][]string{{}, {"--frames", "5", "--screenshot", filepath.Join(dir, "x.png")}} {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(noDisplay(), "DISPLAY=:77")
		out, err := cmd.CombinedOutput()
		what := "DISPLAY=:77 griff-player " + strings.Join(args, " ")
		lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
		if cmd.ProcessState.ExitCode() != 1 || len(lines) != 1 || !strings.Contains(lines[0], "no display") ||
			!strings.Contains(lines[0], "DISPLAY=:77") || !strings.Contains(lines[0], "xvfb-run") {
			t.Errorf("%s: %v, printed %q; want exit status 1 and one line naming DISPLAY=:77 and xvfb-run", what, err, out)
		}
		noStackTrace(t, what, string(out))
	}
}

// The window program (cmd/griff-window) links Ebitengine, which panics in its
// package initialisation where there is no display: with DISPLAY and
// WAYLAND_DISPLAY unset, or a DISPLAY no X server serves, it exits 1 with one
// line naming itself and saying what to do, before Ebitengine starts, whatever
// its arguments.
func TestWindowProgramWithoutDisplay(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "griff-window")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/griff-window")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the window program: %v\n%s", err, out)
	}
	for _, env := range [][]string{noDisplay(), append(noDisplay(), "DISPLAY=:77")} {
		for _, args := range [][]string{{}, {"--help"}, {"--frames", "5"}} {
			cmd := exec.Command(bin, args...)
			cmd.Env = env
			out, err := cmd.CombinedOutput()
			what := strings.Join(append(env[len(env)-1:], "griff-window"), " ") + " " + strings.Join(args, " ")
			lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			if cmd.ProcessState.ExitCode() != 1 || len(lines) != 1 || !strings.HasPrefix(lines[0], "griff-window: no display") ||
				!strings.Contains(lines[0], "xvfb-run") {
				t.Errorf("%s: %v, printed %q; want exit status 1 and one line from griff-window naming no display and xvfb-run", what, err, out)
			}
			noStackTrace(t, what, string(out))
		}
	}
}
