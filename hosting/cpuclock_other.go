//go:build !unix

package hosting

import "time"

// processCPU reports false: this system's CPU time is not read (windows,
// js/wasm, wasip1), so MatchesOptions.CPUClock has no default there and the
// stall watchdog goes by wall time alone.
func processCPU() (time.Duration, bool) { return 0, false }
