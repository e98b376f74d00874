package display

import (
	"errors"
	"testing"
)

func TestLineNamesTheProgram(t *testing.T) {
	err := errors.New("no display to open a window on")
	cases := []struct{ path, want string }{
		{"/usr/local/bin/griff-window", "griff-window: no display to open a window on: run it under xvfb-run, or play headless with griff-player --frames N or --server, which needs none"},
		{"/games/Caves.exe", "Caves: no display to open a window on: run it on a desktop, or under xvfb-run"},
		{"/tmp/cache/window/player-window-0123", "player-window-0123: no display to open a window on: run it on a desktop, or under xvfb-run"},
	}
	for _, c := range cases {
		if got := Line(c.path, err); got != c.want {
			t.Errorf("Line(%q) = %q, want %q", c.path, got, c.want)
		}
	}
}
