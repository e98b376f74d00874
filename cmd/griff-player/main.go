// Command griff-player plays a Griff game folder.
//
//	griff-player [flags] [folder]
//
// With no folder it plays the built-in game. Flags:
//
//	--frames N   run N frames of one step each as fast as possible, then print the
//	             steps taken and a hash of the game state, and exit; with --replay,
//	             stop the replay at frame N
//	--record FILE
//	             with --frames N: record the run's playthrough to FILE; without it,
//	             record a window session, written when the window closes or the
//	             player is interrupted (SIGINT, SIGTERM)
//	--replay FILE [--check]
//	             replay a playthrough headless, print its steps and state hash, and
//	             with --check fail unless it ends in the recorded state
//	--seed N     seed the game's random stream (default: the project's seed)
//	--server     run headless in real time until SIGINT or SIGTERM
//	--screenshot FILE
//	             with --frames N: play N frames of one step each in the window, save
//	             the last frame as a PNG and exit; with --replay too, the frames
//	             are the replay's
//	--window     with --frames N: play N frames of one step each in the window,
//	             save nothing and exit (how long the window takes to show its
//	             first frame: --frames 1 --window)
//
// A flag the mode would ignore is an error. `griff-player templates` lists the
// starter templates (package hosting/templates: empty, hello and the genre
// modules' such as platformer), `griff-player new TEMPLATE folder` writes one, and
// `griff-player simulate [--workers N] [--seed N] folder file.sim` runs a balance
// simulation (package hosting/balance) and prints its results table.
//
// The command line is package hosting/player's (see it for the details: the
// progress shown on stderr, a game folder holding Go code, which is built into a
// player for that game first). This program does not link Ebitengine, which on
// Linux needs a display as soon as a program starts: every mode without a window
// works with no display, and a window (plain play, --screenshot, --window, a
// window --record) is played by the window program cmd/griff-window in a child process,
// found beside this program or built once into the cache. Without a display a
// window mode exits with one line saying what to do instead. In a browser
// (GOOS=js) the window is in this program. The build tag `headless` (with
// CGO_ENABLED=0) is the server build: it never starts a window program, and plain
// play runs headless in real time.
package main

import (
	"os"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting/player"
	_ "github.com/griffengine/griff/modules/all" // registers every genre module
	"github.com/griffengine/griff/runtime"
)

// init makes the built-in game (package assets) the platformer module's
// template: `griff-player new platformer folder/` writes the game griff-player
// plays with no folder. The module cannot do it itself: genre modules never
// import assets.
func init() {
	runtime.SetTemplate("platformer", assets.BuiltinGame())
}

func main() {
	os.Exit(player.Run(os.Args[1:], config()))
}
