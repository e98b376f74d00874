package player

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A flag the mode would ignore is an error naming it, before any game is
// loaded or window opened.
func TestIgnoredFlagsAreErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--screenshot", "a.png"}, "--screenshot needs --frames"},
		{[]string{"--check"}, "--check needs --replay"},
		{[]string{"--server", "--frames", "3"}, "--server runs until interrupted"},
		{[]string{"--server", "--screenshot", "a.png", "--frames", "3"}, "--server runs until interrupted"},
		{[]string{"--server", "--players", "8"}, "--players 1 to 7"},
		{[]string{"--server", "--matches", "0"}, "--matches must be 1 or more"},
		{[]string{"--replay", "r", "--record", "s"}, "--replay takes no --record"},
		{[]string{"--replay", "r", "--seed", "2"}, "--replay takes no --seed"},
		{[]string{"--replay", "r", "--check", "--frames", "3"}, "--check compares the recorded end state"},
		{[]string{"--frames", "3", "--screenshot", "a.png", "--record", "s"}, "--screenshot takes no --record"},
		{[]string{"--frames", "-1"}, "--frames must be 1 or more"},
		{[]string{"--frames", "3", "--debug-overlay"}, "--debug-overlay is for play in a window"},
		{[]string{"--server", "--debug-overlay"}, "--debug-overlay is for play in a window"},
		{[]string{"--frames", "0"}, "--frames must be 1 or more"},
		{[]string{"a", "b"}, "one game folder at most"},
		{[]string{"--mcp", "--frames", "3"}, "--mcp and --mcp-http serve the game until interrupted"},
		{[]string{"--mcp-http", "127.0.0.1:0", "--replay", "r"}, "--mcp and --mcp-http serve the game until interrupted"},
		{[]string{"--mcp", "--mcp-http", "127.0.0.1:0"}, "give one transport"},
		{[]string{"--mcp", "--mcp-allow-remote"}, "--mcp-allow-remote needs --mcp-http"},
		{[]string{"--mcp", "--mcp-allow-changes"}, "--mcp-allow-changes needs --server"},
		{[]string{"--mcp", "--mcp-headless"}, "--mcp-headless needs --mcp-http"},
		{[]string{"--mcp-http", "127.0.0.1:0", "--server", "--mcp-headless"}, "--mcp-headless needs --mcp-http"},
		{[]string{"--mcp-http", ":0", "--mcp-headless"}, "not a loopback one"},
		{[]string{"--window"}, "--window needs --frames N"},
		{[]string{"--window", "--frames", "3", "--screenshot", "a.png"}, "--window needs --frames N and takes no --screenshot"},
		{[]string{"--window", "--frames", "3", "--replay", "r"}, "--window needs --frames N and takes no --screenshot"},
		{[]string{"--window", "--frames", "3", "--record", "s"}, "--window needs --frames N and takes no --screenshot"},
		{[]string{"--window", "--frames", "3", "--join", "127.0.0.1:7777"}, "--window needs --frames N and takes no --screenshot"},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		err := Main(tt.args, &out, &errs, Config{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("griff-player %s: %v, want an error saying %q", strings.Join(tt.args, " "), err, tt.want)
		}
	}
}

// A window wanted by a player without a window and no display is one line
// wrapping ErrNoDisplay that says what to do.
func TestNoDisplayIsOneLine(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	err := needDisplay()
	if err == nil { // a system with a display of its own
		t.Skip("this system needs no DISPLAY")
	}
	msg := err.Error()
	if !errors.Is(err, ErrNoDisplay) || strings.Contains(msg, "\n") || !strings.Contains(msg, "--frames") ||
		!strings.Contains(msg, "--server") || !strings.Contains(msg, "xvfb-run") {
		t.Errorf("needDisplay() = %q, want one line wrapping ErrNoDisplay naming --frames, --server and xvfb-run", msg)
	}
}

// A command line naming something that is not a game folder, or giving a value
// a command cannot use, is one error naming it.
func TestBadArgumentsAreNamed(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "passwd")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nonexistent")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--frames", "10", missing}, missing + ": no game folder here (no such folder)"},
		{[]string{"--frames", "10", dir}, dir + ": no game folder here (no project.griff)"},
		{[]string{"--frames", "10", file}, file + " is a file, not a game folder"},
		{[]string{"--frames", "10", "templates"}, "templates: no game folder here (no such folder); the command templates comes before any flag"},
		{[]string{"--frames", "3", "--screenshot", dir}, "--screenshot " + dir + " is a folder"},
		{[]string{"templates", "extra"}, `templates takes no arguments, got ["extra"]`},
		{[]string{"simulate", "--workers", "-3", "f", "x.sim"}, "--workers must be 0 (one per core) or more, got -3"},
		{[]string{"new", "platformer", ""}, "new: the folder name is empty"},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		err := run(tt.args, &out, &errs)
		if err == nil || err.Error() != tt.want && !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("griff-player %q: %v, want an error saying %q", tt.args, err, tt.want)
		}
	}
}

// new says how to play the folder it wrote in a line a shell reads as it is.
func TestNewQuotesTheFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new game x")
	var out bytes.Buffer
	if err := run([]string{"new", "empty", dir}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if want := "play it with: griff-player '" + dir + "'\n"; !strings.HasSuffix(out.String(), want) {
		t.Errorf("new printed %q, want it to end %q", out.String(), want)
	}
	for in, want := range map[string]string{"a/b-c_1.x": "a/b-c_1.x", "it's": `'it'\''s'`, "": "''"} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}
