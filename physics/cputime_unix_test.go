//go:build unix

package physics_test

import "syscall"

// cpuNanos returns the CPU time this process has used (user and system, all
// threads, so the garbage collector's work counts too), in nanoseconds.
// Benchmarks report it per op beside ns/op: on a machine loaded by other work
// the wall clock measures the load, the CPU time much less so.
func cpuNanos() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
