package physics_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// memoWorld is a pile (bodies falling asleep, a joint, a rope, a one-way
// platform, a sensor) beside a field of 40 static boxes, the part of a game
// that does not change between steps.
func memoWorld(t testing.TB) (*scenes.Scene, *physics.World) {
	s, err := scenes.ReadScene("pile", pileScene(t, 60), nil)
	if err != nil {
		t.Fatal(err)
	}
	addJoints(s)
	for i := range 40 {
		e := s.NewEntity("Wall", nil)
		e.Transform().SetPosition(griff.V(float64(i)*40-800, 1200))
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(30, 30)}})
	}
	return s, physics.NewWorld(s, physics.Options{})
}

// TestSnapshotMemoSameBytes: with the memo, every snapshot has the bytes a
// codec without it writes, step after step, through bodies made, destroyed
// and moved, a static box moved, and a restore (moving bodies' objects
// patched, not written whole); and a snapshot taken again with nothing
// stepped copies most objects.
func TestSnapshotMemoSameBytes(t *testing.T) {
	s, w := memoWorld(t)
	var buf []byte
	var snap300 []byte
	hits, patched := 0, 0
	for step := range 400 {
		switch step {
		case 50:
			e := s.NewEntity("Late", nil)
			e.Transform().SetPosition(griff.V(0, 500))
			scenes.Add(e, physics.Body{})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Circle(6)}})
		case 120:
			s.Destroy(s.Find("B3"))
		case 200:
			s.Find("Wall").Transform().SetPosition(griff.V(-900, 1150))
		case 300:
			snap300 = append([]byte(nil), buf...)
		case 350:
			if err := w.RestoreSnapshot(snap300); err != nil {
				t.Fatal(err)
			}
		}
		s.BeginStep()
		w.Step(dt)
		var err error
		if buf, err = w.AppendSnapshot(buf[:0]); err != nil {
			t.Fatal(err)
		}
		hits += physics.SnapshotMemoHits(w)
		patched += physics.SnapshotMemoPatched(w)
		want, err := physics.SnapshotWithoutMemo(w)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf, want) {
			t.Fatalf("step %d: the memo's snapshot (%d bytes) differs from one without it (%d bytes)", step, len(buf), len(want))
		}
	}
	if hits == 0 {
		t.Error("400 steps copied no object from the snapshot before")
	}
	if patched == 0 {
		t.Error("400 steps patched no object's runs of numbers")
	}
	again, err := w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, buf) {
		t.Error("a snapshot taken again with no step between differs")
	}
	if n := physics.SnapshotMemoHits(w); n < 100 {
		t.Errorf("a snapshot taken again copied %d objects, want at least 100 (40 walls' bodies, shapes and tree leaves)", n)
	}
	t.Logf("%d objects copied and %d patched over 400 steps, %d on a snapshot taken again", hits, patched, physics.SnapshotMemoHits(w))
}

// TestSnapshotMemoSteadyAllocs: snapshots taken step after step make no
// allocation once the memo's buffers have grown.
func TestSnapshotMemoSteadyAllocs(t *testing.T) {
	s, w := memoWorld(t)
	var buf []byte
	step := func() {
		s.BeginStep()
		w.Step(dt)
		buf, _ = w.AppendSnapshot(buf[:0])
	}
	for range 200 {
		step()
	}
	stepAllocs := testing.AllocsPerRun(50, func() {
		s.BeginStep()
		w.Step(dt)
	})
	n := testing.AllocsPerRun(50, step)
	if n > stepAllocs {
		t.Errorf("a step and a snapshot make %v allocations, a step alone %v: the snapshot allocates", n, stepAllocs)
	}
}

// BenchmarkSnapshotMemo measures, interleaved in one run, a step of
// memoWorld followed by a snapshot with the memo (Memo) and without it (the
// memo forgotten before each snapshot: Full), reporting the snapshot's CPU
// time alone and the share of objects copied.
func BenchmarkSnapshotMemo(b *testing.B) {
	s, w := memoWorld(b)
	for range 200 {
		s.BeginStep()
		w.Step(dt)
	}
	var buf []byte
	var memoNs, fullNs, hits, objs int64
	var err error
	for b.Loop() {
		s.BeginStep()
		w.Step(dt)
		start := cputime.Nanos()
		buf, err = w.AppendSnapshot(buf[:0])
		memoNs += cputime.Nanos() - start
		if err != nil {
			b.Fatal(err)
		}
		hits += int64(physics.SnapshotMemoHits(w))
		physics.ForgetSnapshotMemo(w)
		start = cputime.Nanos()
		buf, _ = w.AppendSnapshot(buf[:0])
		fullNs += cputime.Nanos() - start
		objs += int64(physics.SnapshotObjects(w))
	}
	b.ReportMetric(float64(memoNs)/float64(b.N), "memo-cpu-ns/op")
	b.ReportMetric(float64(fullNs)/float64(b.N), "full-cpu-ns/op")
	b.ReportMetric(float64(hits)/float64(objs), "copied")
	b.ReportMetric(float64(len(buf)), "bytes/snapshot")
}

// TestRestoredWorldNumbersOn: object numbers last from snapshot to snapshot
// (snapnum.go), so a world restored from a snapshot must write the next
// snapshots as the world that wrote it: a pile snapshotted every step is
// restored into a new scene and world at step 90, and both then step and
// snapshot 150 times (arbiters made and dropped, bodies falling asleep) with
// the same bytes each step.
func TestRestoredWorldNumbersOn(t *testing.T) {
	s, w := memoWorld(t)
	var snap []byte
	var err error
	for range 90 {
		s.BeginStep()
		w.Step(dt)
		if snap, err = w.AppendSnapshot(snap[:0]); err != nil {
			t.Fatal(err)
		}
	}
	scene, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	s2, w2 := restored(t, scene, snap, physics.Options{})
	var a, b []byte
	for step := range 150 {
		s.BeginStep()
		w.Step(dt)
		s2.BeginStep()
		w2.Step(dt)
		if a, err = w.AppendSnapshot(a[:0]); err != nil {
			t.Fatal(err)
		}
		if b, err = w2.AppendSnapshot(b[:0]); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("step %d after the restore: the restored world's snapshot (%d bytes) differs from the original's (%d)", step, len(b), len(a))
		}
	}
	if n, top := physics.SnapshotObjects(w), physics.SnapshotNumbers(w); top < n || top > 2*n+1024 {
		t.Errorf("%d objects hold numbers up to %d", n, top)
	}
}
