package cputime

import (
	"runtime"
	"testing"
	"time"
)

// Part measures one part of each pass of a benchmark's loop, where the rest of
// the pass must run every time but not count: the players' steps beside the
// server's frame they feed, the GPU flush after a frame's submission.
// Pausing the timer around the rest (testing.B's StopTimer and StartTimer)
// reads the memory statistics twice a pass, and each read stops the world
// (about 20 µs on a shared 2-core machine), which a CPU-time metric counts
// and which slows the run; Part reads the monotonic clock and the process's
// CPU time (Nanos: getrusage), neither of which stops the world.
//
// Allocations: the benchmark's allocs/op and B/op would count the whole pass,
// and reading them around the part alone stops the world (runtime/metrics'
// counters, which do not, credit a P's small allocations only when its cached
// span is refilled or a collection flushes it, so they misplace them). After
// the timed loop, ReportAllocs runs a fixed number of further passes reading
// the memory statistics at Start and Stop and reports the part's own
// allocations per pass, exactly, at a cost that does not grow with b.N.
//
// Call Start just before the part and Stop just after it on every pass,
// Report after the loop, then ReportAllocs if wanted. The zero value is ready
// to use; a Part is not safe for concurrent use.
type Part struct {
	wall, cpu time.Duration
	start     time.Time
	startCPU  int64
	counting  bool // in ReportAllocs: Start and Stop count allocations only
	mallocs   uint64
	bytes     uint64
	mem       runtime.MemStats
}

// AllocPasses is how many passes ReportAllocs counts allocations over at the
// most: 100, as many as testing.AllocsPerRun is usually given (fewer when
// the loop ran fewer, b.N, so counting never takes longer than the loop).
const AllocPasses = 100

// Start begins one pass's part.
func (p *Part) Start() {
	if p.counting {
		runtime.ReadMemStats(&p.mem)
		p.mallocs -= p.mem.Mallocs
		p.bytes -= p.mem.TotalAlloc
		return
	}
	p.startCPU = Nanos()
	p.start = time.Now()
}

// Stop ends the pass's part begun by Start and adds it to the totals.
func (p *Part) Stop() {
	if p.counting {
		runtime.ReadMemStats(&p.mem)
		p.mallocs += p.mem.Mallocs
		p.bytes += p.mem.TotalAlloc
		return
	}
	p.wall += time.Since(p.start)
	p.cpu += time.Duration(Nanos() - p.startCPU)
}

// Wall returns the parts' total wall time (the monotonic clock's).
func (p *Part) Wall() time.Duration { return p.wall }

// CPU returns the process's CPU time over the parts, every thread's (0 where
// Nanos cannot read it).
func (p *Part) CPU() time.Duration { return p.cpu }

// Report reports the part per pass (b.N passes) in place of the whole pass's
// time testing.B measured (ReportMetric replaces a metric of the same unit):
// ns/op is the part's wall time, and cpu-ns/op the process's CPU time over it
// where Nanos can read it.
func (p *Part) Report(b *testing.B) {
	if b.N <= 0 {
		return
	}
	n := float64(b.N)
	b.ReportMetric(float64(p.wall.Nanoseconds())/n, "ns/op")
	if p.cpu > 0 {
		b.ReportMetric(float64(p.cpu.Nanoseconds())/n, "cpu-ns/op")
	}
}

// ReportAllocs runs pass, a pass of the benchmark's loop that calls Start and
// Stop around its part, min(AllocPasses, b.N) more times, outside the time
// (call it after the loop and after Report), and reports the part's
// allocations per pass in place of testing.B's for the whole pass: allocs/op
// and B/op. Start and Stop read the memory statistics then, which stops the
// world, and measure no time. The passes come after the loop, so what grows
// once (a buffer reaching its working size) is not in them: the numbers are
// a steady pass's.
func (p *Part) ReportAllocs(b *testing.B, pass func()) {
	n := min(AllocPasses, b.N)
	if n <= 0 {
		return
	}
	b.StopTimer()
	p.counting, p.mallocs, p.bytes = true, 0, 0
	for range n {
		pass()
	}
	p.counting = false
	b.ReportMetric(float64(p.mallocs)/float64(n), "allocs/op")
	b.ReportMetric(float64(p.bytes)/float64(n), "B/op")
}
