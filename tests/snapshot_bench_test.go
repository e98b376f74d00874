package tests

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime"
)

// The built-in game's snapshot benchmarks start at step 300 of the
// platformer playthrough (level 1, the player running and jumping).

func BenchmarkBuiltinStep(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if g.Clock().Tick() > 1700 {
			b.StopTimer()
			g = platformerGame(b)
			stepTo(g, 300)
			b.StartTimer()
		}
		g.Step()
	}
}

func BenchmarkBuiltinSnapshot(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	buf, err := g.Snapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		buf, _ = g.Snapshot(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "bytes/snapshot")
}

// BenchmarkBuiltinSnapshotUnchecked is BenchmarkBuiltinSnapshot without the
// check sum (runtime.SnapshotOptions.NoChecksum), as rollback would keep it.
func BenchmarkBuiltinSnapshotUnchecked(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	o := runtime.SnapshotOptions{NoChecksum: true}
	buf, err := g.SnapshotWith(nil, o)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		buf, _ = g.SnapshotWith(buf[:0], o)
	}
	b.ReportMetric(float64(len(buf)), "bytes/snapshot")
}

// BenchmarkBuiltinTimeline steps and records each step in a 10 s timeline:
// record-ns is the recording alone, new-bytes what a step adds to the ring
// (its header, systems and changed records), shared the share of entity
// records kept from the step before.
func BenchmarkBuiltinTimeline(b *testing.B) { benchTimeline(b, 10) }

// BenchmarkBuiltinLoopGuard is the loop's own cost per step: a timeline of one
// snapshot, to undo a step that panics.
func BenchmarkBuiltinLoopGuard(b *testing.B) { benchTimeline(b, 1.0/60) }

func benchTimeline(b *testing.B, seconds float64) {
	g := platformerGame(b)
	stepTo(g, 300)
	tl := runtime.NewTimeline(g, seconds)
	var rec time.Duration
	var steps, added, shared, records int
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if g.Clock().Tick() > 1700 {
			b.StopTimer()
			g = platformerGame(b)
			stepTo(g, 300)
			tl = runtime.NewTimeline(g, seconds)
			b.StartTimer()
		}
		g.Step()
		start := time.Now()
		if err := tl.Record(); err != nil {
			b.Fatal(err)
		}
		rec += time.Since(start)
		steps++
		st := tl.Stats()
		added, shared, records = added+st.Bytes, shared+st.Shared, records+st.Records
	}
	b.ReportMetric(float64(rec.Nanoseconds())/float64(steps), "record-ns/op")
	b.ReportMetric(float64(added)/float64(steps), "new-bytes/op")
	b.ReportMetric(float64(shared)/float64(records), "shared")
}

// BenchmarkBuiltinRestorePlus8 restores a snapshot and takes 8 steps, as
// rollback netcode would on a late input.
func BenchmarkBuiltinRestorePlus8(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	snap, err := g.Snapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if err := g.Restore(snap); err != nil {
			b.Fatal(err)
		}
		for range 8 {
			g.Step()
		}
	}
}

func BenchmarkBuiltinRestore(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	snap, err := g.Snapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if err := g.Restore(snap); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuiltinStepSnapshot steps the built-in game and takes a snapshot
// after each step, as a timeline or the loop's guard does: step-cpu-ns and
// snap-cpu-ns are the CPU time of each part (cputime), snap-share the
// snapshot's over the step's (the target is at most 0.1).
func BenchmarkBuiltinStepSnapshot(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	var buf []byte
	var stepNs, snapNs int64
	var err error
	b.ReportAllocs()
	for b.Loop() {
		if g.Clock().Tick() > 1700 {
			b.StopTimer()
			g = platformerGame(b)
			stepTo(g, 300)
			b.StartTimer()
		}
		start := cputime.Nanos()
		g.Step()
		mid := cputime.Nanos()
		if buf, err = g.Snapshot(buf[:0]); err != nil {
			b.Fatal(err)
		}
		stepNs, snapNs = stepNs+mid-start, snapNs+cputime.Nanos()-mid
	}
	b.ReportMetric(float64(stepNs)/float64(b.N), "step-cpu-ns/op")
	b.ReportMetric(float64(snapNs)/float64(b.N), "snap-cpu-ns/op")
	b.ReportMetric(float64(snapNs)/float64(stepNs), "snap-share")
	b.ReportMetric(float64(len(buf)), "bytes/snapshot")
}
