//go:build !unix

package ebitenhost_test

import "time"

// processCPU returns 0: the process's CPU time is not read on this platform.
func processCPU() time.Duration { return 0 }
