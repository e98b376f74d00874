//go:build unix

package hosting

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has used so far (user and
// system, every thread: getrusage RUSAGE_SELF), or false if the system did
// not say. It is the default of MatchesOptions.CPUClock.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
