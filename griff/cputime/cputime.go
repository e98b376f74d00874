// Package cputime measures the process's CPU time for benchmarks: on a machine
// shared with other work, CPU time varies much less than wall-clock time,
// which counts waiting too. Benchmarks across Griff report it as the metric
// "cpu-ns/op" beside ns/op. A benchmark whose every pass runs work it must
// not count (the players' steps beside a server's frame, a GPU flush) times
// the part that counts with a Part instead of pausing its timer each pass.
//
// On Unix the time is getrusage(RUSAGE_SELF): user plus system time of every
// thread, so the garbage collector's work counts too. Elsewhere Nanos returns
// 0 and Report reports nothing.
package cputime

import "testing"

// Nanos returns the process's user and system CPU time so far in
// nanoseconds, or 0 where it cannot be read (not Unix, or getrusage failed).
func Nanos() int64 { return nanos() }

// Report reports the CPU time per operation from this call until the
// returned function runs as the benchmark metric "cpu-ns/op". Call it as
// `defer cputime.Report(b)()` just before the benchmark's loop. Where Nanos
// cannot read the time, nothing is reported.
func Report(b *testing.B) func() {
	start := Nanos()
	return func() {
		if b.N > 0 && start > 0 {
			b.ReportMetric(float64(Nanos()-start)/float64(b.N), "cpu-ns/op")
		}
	}
}
