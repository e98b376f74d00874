package runtime_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime"
)

// BenchmarkSparseTimelineRecord10k is BenchmarkTimelineRecord10k with a
// sparse timeline (a whole snapshot every DefaultTimelineEvery steps):
// record-ns/op and new-bytes/op are averages over the steps, whole the
// share of steps recorded whole.
func BenchmarkSparseTimelineRecord10k(b *testing.B) {
	g := bigGame(b)
	tl := runtime.NewTimelineEvery(g, 1, 0)
	for range 2 * tl.Cap() { // round the ring twice, so its groups are reused
		g.Step()
		if err := tl.Record(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	var step, rec time.Duration
	added, whole := 0, 0
	for b.Loop() {
		t0 := time.Now()
		g.Step()
		t1 := time.Now()
		_ = tl.Record()
		step += t1.Sub(t0)
		rec += time.Since(t1)
		added += tl.Stats().Bytes
		if !tl.Stats().Sparse {
			whole++
		}
	}
	b.ReportMetric(float64(rec.Nanoseconds())/float64(b.N), "record-ns/op")
	b.ReportMetric(float64(step.Nanoseconds())/float64(b.N), "step-ns/op")
	b.ReportMetric(float64(added)/float64(b.N), "new-bytes/op")
	b.ReportMetric(float64(whole)/float64(b.N), "whole")
}

// BenchmarkSparseTimelineSteps10k is BenchmarkSparseTimelineRecord10k's
// steps alone (the same warm game, no Record): the baseline its
// instructions are compared with (cachegrind, the difference of two
// -benchtime counts).
func BenchmarkSparseTimelineSteps10k(b *testing.B) {
	g := bigGame(b)
	tl := runtime.NewTimelineEvery(g, 1, 0)
	for range 2 * tl.Cap() {
		g.Step()
		if err := tl.Record(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		g.Step()
	}
}

// BenchmarkSparseRewind10k rewinds a warm sparse timeline of the
// 10,000-entity game to a step k steps after a whole snapshot, again and
// again: the snapshot Rewind takes as it begins, the restore and k
// re-simulated steps (Plus8 is the "restore plus 8 steps", Plus31
// the longest a rewind with the default takes).
func BenchmarkSparseRewind10k(b *testing.B) {
	for _, k := range []int{8, runtime.DefaultTimelineEvery - 1} {
		b.Run(fmt.Sprintf("Plus%d", k), func(b *testing.B) {
			g := bigGame(b)
			tl := runtime.NewTimelineEvery(g, 1, 0)
			for range 2 * tl.Cap() {
				g.Step()
				if err := tl.Record(); err != nil {
					b.Fatal(err)
				}
			}
			at := tl.Newest()
			for !tl.Whole(at) {
				at--
			}
			at -= griff.Tick(runtime.DefaultTimelineEvery - k)
			if !tl.Whole(at-griff.Tick(k)) || tl.Whole(at) {
				b.Fatalf("step %d is not %d steps after a whole snapshot", at, k)
			}
			b.ReportAllocs()
			defer cputime.Report(b)()
			for b.Loop() {
				if err := tl.Rewind(at); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
