// Package window plays hosting/player's window with the window host
// (hosting/ebitenhost). A program that imports it links Ebitengine, which on
// Linux needs a display when the program starts, whatever it is asked to do:
// griff-player keeps it out and runs a program that has it (cmd/griff-window,
// or a game's window player) only when a window is wanted.
package window

import (
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
	"github.com/griffengine/griff/hosting/player/play"
)

// Play plays lg in a window with o (play.Config.Window): see ebitenhost.Run.
func Play(lg *hosting.LoadedGame, o play.WindowOptions) error {
	return ebitenhost.Run(lg, ebitenhost.Options{
		Game: o.Game, Assets: o.Assets, Frames: o.Frames,
		Screenshot: o.Screenshot, Record: o.Record, Stop: o.Stop, DebugOverlay: o.DebugOverlay, Between: o.Between,
	})
}
