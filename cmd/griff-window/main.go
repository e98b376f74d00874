// Command griff-window is griff-player's window program: it runs the player's
// command line of play (package hosting/player/play, Run) with the window
// (package hosting/player/window). griff-player runs it in a child process,
// with its own arguments, when a window is wanted, so griff-player itself never
// links Ebitengine, which on Linux needs a display as soon as a program starts.
// It runs none of griff-player's commands (templates, new, simulate, export,
// serve) and does not build players for game folders holding Go code:
// griff-player (package hosting/player) does those itself, so this program
// does not link them, nor their package initialisation (a smaller program,
// which starts sooner and holds less memory). It lets the heap
// grow further between collections from its package initialisation (package
// hosting/player/play/earlygc) until its window's first frame begins,
// and returns the load's garbage to the system before its window is made
// (play.Config.StartupGC and StartupGCFrom).
//
// griff-player looks for griff-window beside its own executable (`go install
// ./cmd/...` puts both there), else builds it into its cache once per change of
// the engine's source.
//
// Without a display (on Linux and the BSDs: DISPLAY and WAYLAND_DISPLAY unset,
// or naming one that does not answer) it exits with status 1 and one line
// saying so, before Ebitengine's package initialisation would panic: the
// package hosting/player/display/precheck checks first, with the check
// griff-player makes (package hosting/player/display).
package main

import (
	"os"

	_ "github.com/griffengine/griff/hosting/player/display/precheck" // first: no display is one line, not Ebitengine's panic
	"github.com/griffengine/griff/hosting/player/play"
	"github.com/griffengine/griff/hosting/player/play/earlygc" // GOGC=400 from package initialisation on (play.Config.StartupGCFrom)
	"github.com/griffengine/griff/hosting/player/window"
	_ "github.com/griffengine/griff/modules/all" // registers every genre module
)

func main() {
	os.Exit(play.Run(os.Args[1:], play.Config{Window: window.Play, StartupGC: true, StartupGCFrom: earlygc.Previous}))
}
