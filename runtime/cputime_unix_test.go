//go:build unix

package runtime_test

import (
	"syscall"
	"testing"
)

// reportCPU reports the process's CPU time (user and system, all threads, so
// the collector's work counts too) per operation as "cpu-ns/op": on a machine
// shared with other work it varies much less than ns/op, which counts waiting
// too. Call it as `defer reportCPU(b)()` before the loop.
func reportCPU(b *testing.B) func() {
	start := cpuNanos()
	return func() {
		if b.N > 0 {
			b.ReportMetric(float64(cpuNanos()-start)/float64(b.N), "cpu-ns/op")
		}
	}
}

func cpuNanos() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
