package cputime_test

import (
	"runtime"
	"testing"

	"github.com/griffengine/griff/griff/cputime"
)

// TestNanosCountsWork checks that busy work raises the CPU time read on Unix.
func TestNanosCountsWork(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" || runtime.GOOS == "plan9" {
		t.Skip("no getrusage here")
	}
	start := cputime.Nanos()
	if start <= 0 {
		t.Fatalf("Nanos() = %d, want > 0 after the test binary has run", start)
	}
	x := uint64(1)
	for range 50_000_000 {
		x = x*6364136223846793005 + 1442695040888963407
	}
	if end := cputime.Nanos(); end <= start {
		t.Errorf("Nanos() went from %d to %d over 50 million multiplications (x=%d)", start, end, x)
	}
}

func BenchmarkReport(b *testing.B) {
	defer cputime.Report(b)()
	for range b.N {
		_ = cputime.Nanos()
	}
}

// A Part's ns/op is its own time, not the pass's: with nothing between Start
// and Stop and a million multiplications after, it reports its Wall per pass,
// under half of the whole pass's time. Its allocs/op and B/op are its own: one
// 4,096-byte slice, not the ten of 65,536 bytes made after it (give or take
// what the runtime and testing allocate on other goroutines meanwhile, which
// testing.B counts too).
func TestPartCountsOnlyThePart(t *testing.T) {
	var p cputime.Part
	x := uint64(1)
	r := testing.Benchmark(func(b *testing.B) {
		p = cputime.Part{}
		pass := func() {
			p.Start()
			sink = make([]byte, 4096)
			p.Stop()
			for range 10 {
				sink = make([]byte, 1<<16)
			}
			for range 1_000_000 {
				x = x*6364136223846793005 + 1442695040888963407
			}
		}
		for b.Loop() {
			pass()
		}
		p.Report(b)
		p.ReportAllocs(b, pass)
	})
	if r.N == 0 {
		t.Fatal("the benchmark did not run")
	}
	perPass := float64(p.Wall().Nanoseconds()) / float64(r.N)
	if got := r.Extra["ns/op"]; got != perPass {
		t.Errorf("Report gave ns/op %v, want the part's wall time per pass %v", got, perPass)
	}
	if whole := float64(r.T.Nanoseconds()) / float64(r.N); perPass >= whole/2 {
		t.Errorf("a part making one slice took %v ns a pass of %v (x=%d): it counted the rest of the pass", perPass, whole, x)
	}
	if a, by := r.Extra["allocs/op"], r.Extra["B/op"]; a < 1 || a >= 2 || by < 4096 || by >= 1<<16 {
		t.Errorf("ReportAllocs gave %v allocs/op and %v B/op, want 1 and 4096 (the part's alone, not the 10 and 655,360 after it)", a, by)
	}
}

var sink []byte
