// Package precheck ends griff-window with one line and exit status 1 when
// there is no display to open a window on (display.Check), before Ebitengine's
// package initialisation would panic with a stack trace. cmd/griff-window
// imports it for that side effect alone.
//
// Decision: Go initialises the packages of a program in the order of their
// import paths, each once every package it imports is initialised (the Go
// specification, since Go 1.21). This package and hosting/player/display
// import only the standard library, and their paths
// (github.com/griffengine/...) sort before Ebitengine's
// (github.com/hajimehoshi/ebiten/v2/internal/ui opens the display), so this
// init runs first. A test (tests.TestWindowProgramWithoutDisplay) runs the
// built program with no display and with a stale one and fails on a panic.
package precheck

import (
	"fmt"
	"os"

	"github.com/griffengine/griff/hosting/player/display"
)

// program is the name the line starts with.
const program = "griff-window"

// advice ends the line: what to do instead. griff-window links Ebitengine,
// so it needs a display whatever it is asked; griff-player does not.
const advice = "run it under xvfb-run, or play headless with griff-player --frames N or --server, which needs none"

func init() {
	if err := display.Check(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v: %s\n", program, err, advice)
		os.Exit(1)
	}
}
