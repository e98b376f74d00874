//go:build !unix

package physics_test

// cpuNanos returns 0 where the process's CPU time is not read; the cpu-ns/op
// metric is then 0.
func cpuNanos() int64 { return 0 }
