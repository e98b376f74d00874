package tests

import (
	"testing"
	"time"

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
func BenchmarkBuiltinTimeline(b *testing.B) { benchTimeline(b, 10) }

// BenchmarkBuiltinLoopGuard is the loop's own cost per step: a timeline of one
// snapshot, to undo a step that panics.
func BenchmarkBuiltinLoopGuard(b *testing.B) { benchTimeline(b, 1.0/60) }

func benchTimeline(b *testing.B, seconds float64) {
	g, tl := warmTimeline(b, seconds)
	var rec time.Duration
	var steps, added, shared, records int
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if g.Clock().Tick() > 1700 {
			b.StopTimer()
			g, tl = warmTimeline(b, seconds)
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

// warmTimeline returns the built-in game at step 300 with a timeline of
// seconds that recorded each step from there until it was full and had
// reused its blocks for 60 more steps (at most until step 1100), so the
// benchmarks measure a warm ring, as a game records after its first
// seconds, not the allocation of a new one.
func warmTimeline(b *testing.B, seconds float64) (*runtime.Game, *runtime.Timeline) {
	g := platformerGame(b)
	stepTo(g, 300)
	tl := runtime.NewTimeline(g, seconds)
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
