package ebitenhost

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

// RunWatched is Run with reported told each batch of paths the file watcher
// reports (from the watcher's goroutine) and drawn told the screen after each
// Draw with the number of frames drawn (1 for the first), for tests.
func RunWatched(lg *hosting.LoadedGame, opts Options, reported func([]string), drawn func(frame int, screen *ebiten.Image)) error {
	return run(lg, opts, hooks{reported: reported, drawn: drawn})
}

// RunWithDevices is Run with the game's input read from devices instead of
// Ebitengine's keyboard, mouse and gamepads: devices returns the state of frame
// (0 for the first), which goes through the host's controls as the real devices'
// would. Options.Game.Input must be nil.
func RunWithDevices(lg *hosting.LoadedGame, opts Options, devices func(frame int) *input.DeviceState) error {
	return run(lg, opts, hooks{devices: devices})
}

// Screen is screen: the logical screen for a project window of w×h pixels and
// why it warns.
var Screen = screen

// WindowSize is windowSize.
var WindowSize = windowSize

// RunWithWatchdogClock is Run with the watchdog looking at the game at each time
// of ticks instead of every 0.75 s of the wall clock, for tests.
func RunWithWatchdogClock(lg *hosting.LoadedGame, opts Options, ticks <-chan time.Time) error {
	return run(lg, opts, hooks{ticks: ticks})
}

// RunWithOverlayKeys is Run with the problem overlay's keys read from keys
// instead of Ebitengine's keyboard: keys returns the keys that went down in
// frame (0 for the first Update).
func RunWithOverlayKeys(lg *hosting.LoadedGame, opts Options, keys func(frame int) []ebiten.Key) error {
	return run(lg, opts, hooks{keys: keys})
}

// WindowScale is windowScale.
var WindowScale = windowScale
