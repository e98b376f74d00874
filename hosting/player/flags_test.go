package player

import (
	"bytes"
	"errors"
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
		{[]string{"--replay", "r", "--record", "s"}, "--replay takes no --record"},
		{[]string{"--replay", "r", "--seed", "2"}, "--replay takes no --seed"},
		{[]string{"--replay", "r", "--check", "--frames", "3"}, "--check compares the recorded end state"},
		{[]string{"--frames", "3", "--screenshot", "a.png", "--record", "s"}, "--screenshot takes no --record"},
		{[]string{"--frames", "-1"}, "--frames must be 0 or more"},
		{[]string{"a", "b"}, "one game folder at most"},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		err := Main(tt.args, &out, &errs, Config{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("griff-player %s: %v, want an error saying %q", strings.Join(tt.args, " "), err, tt.want)
		}
	}
}

// Which modes want a window: plain play, a window --record and --screenshot
// (with or without --replay); none of the headless ones.
func TestWantsWindow(t *testing.T) {
	tests := []struct {
		c    config
		want bool
	}{
		{config{}, true},
		{config{record: "s"}, true},
		{config{frames: 3, screenshot: "a.png"}, true},
		{config{replay: "r", frames: 3, screenshot: "a.png"}, true},
		{config{frames: 3}, false},
		{config{frames: 3, record: "s"}, false},
		{config{replay: "r"}, false},
		{config{server: true}, false},
	}
	for _, tt := range tests {
		if got := tt.c.wantsWindow(); got != tt.want {
			t.Errorf("%+v wantsWindow() = %v, want %v", tt.c, got, tt.want)
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
