package tests

import (
	"fmt"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
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

// BenchmarkBuiltinSceneSnapshot is the scene's part of
// BenchmarkBuiltinSnapshot alone (its entity records), without the physics
// system's part and the check sum.
func BenchmarkBuiltinSceneSnapshot(b *testing.B) {
	g := platformerGame(b)
	stepTo(g, 300)
	buf, err := g.Scene().AppendSnapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		buf, _ = g.Scene().AppendSnapshot(buf[:0])
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
func BenchmarkBuiltinTimeline(b *testing.B) { benchTimeline(b, 10, 1) }

// BenchmarkBuiltinSparseTimeline is BenchmarkBuiltinTimeline with a sparse
// timeline (runtime.NewTimelineEvery, a whole snapshot every
// DefaultTimelineEvery steps, the input alone between): record-ns and
// new-bytes are averages over the steps, whole the share of steps recorded
// whole.
func BenchmarkBuiltinSparseTimeline(b *testing.B) { benchTimeline(b, 10, runtime.DefaultTimelineEvery) }

// BenchmarkBuiltinSparseTimelineSteps is BenchmarkBuiltinSparseTimeline's
// steps alone (the same warm game and steps, no Record): the baseline its
// instructions are compared with (cachegrind, the difference of two -benchtime
// counts), since a step costs more or less in other parts of the level.
func BenchmarkBuiltinSparseTimelineSteps(b *testing.B) {
	g, _ := warmTimeline(b, 10, runtime.DefaultTimelineEvery)
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if g.Clock().Tick() > 1700 {
			b.StopTimer()
			g, _ = warmTimeline(b, 10, runtime.DefaultTimelineEvery)
			b.StartTimer()
		}
		g.Step()
	}
}

// BenchmarkBuiltinLoopGuard is the loop's own cost per step: a timeline of one
// snapshot, to undo a step that panics.
func BenchmarkBuiltinLoopGuard(b *testing.B) { benchTimeline(b, 1.0/60, 1) }

func benchTimeline(b *testing.B, seconds float64, every int) {
	g, tl := warmTimeline(b, seconds, every)
	var rec time.Duration
	var steps, added, shared, records, whole int
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if g.Clock().Tick() > 1700 {
			b.StopTimer()
			g, tl = warmTimeline(b, seconds, every)
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
		if !st.Sparse {
			whole++
		}
	}
	b.ReportMetric(float64(rec.Nanoseconds())/float64(steps), "record-ns/op")
	b.ReportMetric(float64(added)/float64(steps), "new-bytes/op")
	b.ReportMetric(float64(shared)/float64(max(records, 1)), "shared")
	if every > 1 {
		b.ReportMetric(float64(whole)/float64(steps), "whole")
	}
}

// warmTimeline returns the built-in game at step 300 with a timeline of
// seconds (a whole snapshot every every steps) that recorded each step from there until it was full and had
// reused its blocks for 60 more steps (at most until step 1100), so the
// benchmarks measure a warm ring, as a game records after its first
// seconds, not the allocation of a new one.
func warmTimeline(b *testing.B, seconds float64, every int) (*runtime.Game, *runtime.Timeline) {
	g := platformerGame(b)
	stepTo(g, 300)
	tl := runtime.NewTimelineEvery(g, seconds, every)
	for i := 0; i < tl.Cap()+60 && g.Clock().Tick() < 1100; i++ {
		g.Step()
		if err := tl.Record(); err != nil {
			b.Fatal(err)
		}
	}
	return g, tl
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

// BenchmarkBuiltinSparseRewind rewinds a warm sparse 10 s timeline of the
// built-in game (a whole snapshot every DefaultTimelineEvery steps) to a
// step whole steps after a whole snapshot, again and again: a restore of
// the whole snapshot and whole re-simulated steps (Whole0 is the restore
// alone, Plus8 the "restore plus 8 steps", Plus31 the longest a
// rewind with the default takes), and the snapshot Rewind takes as it
// begins, to put the game back if a re-simulated step fails.
func BenchmarkBuiltinSparseRewind(b *testing.B) {
	for _, k := range []int{0, 8, runtime.DefaultTimelineEvery - 1} {
		name := fmt.Sprintf("Plus%d", k)
		if k == 0 {
			name = "Whole0"
		}
		b.Run(name, func(b *testing.B) {
			g, tl := warmTimeline(b, 10, runtime.DefaultTimelineEvery)
			at := tl.Newest()
			for !tl.Whole(at) {
				at--
			}
			at -= griff.Tick(runtime.DefaultTimelineEvery - k) // whole, then k steps of input
			if !tl.Whole(at-griff.Tick(k)) || (k > 0 && tl.Whole(at)) {
				b.Fatalf("step %d is not %d steps after a whole snapshot", at, k)
			}
			b.ReportAllocs()
			defer cputime.Report(b)()
			for b.Loop() {
				if err := tl.Rewind(at); err != nil {
					b.Fatal(err)
				}
			}
			if g.Clock().Tick() != at {
				b.Fatalf("rewound to step %d, want %d", g.Clock().Tick(), at)
			}
		})
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

// BenchmarkBuiltinEveryStep measures, in one run, the built-in game's step
// alone (Step), a step followed by a whole-game snapshot (StepSnapshot, as a
// timeline or the loop's fault guard takes one after every step) and a step
// followed by a snapshot of the physics system alone (StepPhysics). Each
// reports cpu-ns/op over its whole loop (the game made again at step 1700
// is left out); the snapshot sub-benchmarks also report snap-cpu-ns, their
// time less Step's, and snap-share, that over Step's (the target is
// at most 0.1). A split taken around each call instead (cputime per call)
// charged the step's worker threads to whichever part was running.
func BenchmarkBuiltinEveryStep(b *testing.B) {
	step := 0.0
	run := func(b *testing.B, snap func(g *runtime.Game, buf []byte) ([]byte, error)) {
		g := platformerGame(b)
		stepTo(g, 300)
		var buf []byte
		var err error
		var left int64 // CPU time of making the game again
		b.ReportAllocs()
		start := cputime.Nanos()
		for b.Loop() {
			if g.Clock().Tick() > 1700 {
				b.StopTimer()
				t := cputime.Nanos()
				g = platformerGame(b)
				stepTo(g, 300)
				left += cputime.Nanos() - t
				b.StartTimer()
			}
			g.Step()
			if snap != nil {
				if buf, err = snap(g, buf[:0]); err != nil {
					b.Fatal(err)
				}
			}
		}
		ns := float64(cputime.Nanos()-start-left) / float64(b.N)
		b.ReportMetric(ns, "cpu-ns/op")
		if snap == nil {
			step = ns
			return
		}
		b.ReportMetric(float64(len(buf)), "bytes/snapshot")
		if step > 0 {
			b.ReportMetric(ns-step, "snap-cpu-ns")
			b.ReportMetric((ns-step)/step, "snap-share")
		}
	}
	b.Run("Step", func(b *testing.B) { run(b, nil) })
	b.Run("StepSnapshot", func(b *testing.B) {
		run(b, func(g *runtime.Game, buf []byte) ([]byte, error) { return g.Snapshot(buf) })
	})
	b.Run("StepPhysics", func(b *testing.B) {
		run(b, func(g *runtime.Game, buf []byte) ([]byte, error) {
			return physworld.Of(g).(physicsSnapshotter).AppendSnapshot(buf)
		})
	})
}
