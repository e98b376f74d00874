//go:build !unix

package mixer_test

// cpuTime is unknown here; benchmarks report 0 %core.
func cpuTime() int64 { return 0 }
