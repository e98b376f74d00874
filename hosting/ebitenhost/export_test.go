package ebitenhost

import (
	"time"

	"github.com/griffengine/griff/hosting"
)

// RunWithClock is Run with the backend's file-change check reading the time from now
// instead of the wall clock, for tests.
func RunWithClock(lg *hosting.LoadedGame, opts Options, now func() time.Time) error {
	return run(lg, opts, now)
}
