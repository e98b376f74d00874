package ebitenhost

import (
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

// RunWithClock is Run with the backend's file-change check reading the time from now
// instead of the wall clock, for tests.
func RunWithClock(lg *hosting.LoadedGame, opts Options, now func() time.Time) error {
	return run(lg, opts, hooks{now: now})
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

// WindowScale is windowScale.
var WindowScale = windowScale
