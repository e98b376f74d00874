// Package precheck ends a window program with one line and exit status 1 when
// there is no display to open a window on (display.Check), before Ebitengine's
// package initialisation would panic with a stack trace. Window programs
// import it for that side effect alone: cmd/griff-window, and the window
// players package gamebuild writes for game folders with Go code and for
// desktop exports. The line starts with the program's own name (display.Line).
//
// Decision: Go initialises the packages of a program in the order of their
// import paths, each once every package it imports is initialised (the Go
// specification, since Go 1.21). This package and hosting/player/display
// import only the standard library, and their paths
// (github.com/griffengine/...) sort before Ebitengine's
// (github.com/hajimehoshi/ebiten/v2/internal/ui opens the display), so this
// init runs first. A test (tests.TestWindowProgramWithoutDisplay) runs the
// built griff-window with no display and with a stale one and fails on a
// panic.
package precheck

import (
	"fmt"
	"os"

	"github.com/griffengine/griff/hosting/player/display"
)

func init() {
	if err := display.Check(); err != nil {
		fmt.Fprintln(os.Stderr, display.Line(os.Args[0], err))
		os.Exit(1)
	}
}
