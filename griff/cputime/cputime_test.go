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
