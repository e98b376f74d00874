package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/physics"
)

// benchSnapshot measures, in one run, a plain step of a pyramid of rows rows
// (sleeping off, stepped 30 times first, as benchPyramid), taking its
// snapshot into a reused buffer, and restoring it into the same world. Each
// reports cpu-ns/op (see cpuNanos); Snapshot and Restore also steps/op, their
// CPU time over Step's, and Snapshot bytes/snapshot.
func benchSnapshot(b *testing.B, rows int) {
	const settle = 30
	s, w, _ := griffPyramid(rows, physics.Options{NoSleep: true})
	for range settle {
		s.BeginStep()
		w.Step(dt)
	}
	snap, err := w.AppendSnapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	step := 0.0 // cpu-ns of a step, measured first
	timed := func(b *testing.B, f func()) {
		b.ReportAllocs()
		start, n := cputime.Nanos(), 0
		for b.Loop() {
			f()
			n++
		}
		ns := float64(cputime.Nanos()-start) / float64(n)
		b.ReportMetric(ns, "cpu-ns/op")
		if step == 0 {
			step = ns
		} else if step > 0 {
			b.ReportMetric(ns/step, "steps/op")
		}
	}
	b.Run("Step", func(b *testing.B) {
		timed(b, func() {
			s.BeginStep()
			w.Step(dt)
		})
	})
	b.Run("Snapshot", func(b *testing.B) {
		var buf []byte
		timed(b, func() {
			if buf, err = w.AppendSnapshot(buf[:0]); err != nil {
				b.Fatal(err)
			}
		})
		b.ReportMetric(float64(len(buf)), "bytes/snapshot")
	})
	b.Run("Restore", func(b *testing.B) {
		timed(b, func() {
			if err := w.RestoreSnapshot(snap); err != nil {
				b.Fatal(err)
			}
		})
	})
}

// BenchmarkSnapshot_820 is benchSnapshot for a 40-row pyramid (820 boxes).
func BenchmarkSnapshot_820(b *testing.B) { benchSnapshot(b, 40) }

// BenchmarkSnapshot_5050 is benchSnapshot for a 100-row pyramid (5,050 boxes).
func BenchmarkSnapshot_5050(b *testing.B) { benchSnapshot(b, 100) }
