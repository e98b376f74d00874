package physics_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestSameStructureSyncChangesNothing checks sync's shortcuts for a scene
// whose structure count did not change (each body's Collider taken from its
// record, only the Colliders without a Body visited): a world taking them
// writes the same snapshot bytes after every step as one that looks every
// Collider up, through structural changes (a static Collider added, made
// inactive and active, destroyed; a body's Collider removed and another
// added; a Body removed and added back; a body given a parent and made a
// root again; a body added) and edits that are not
// structural (a static Collider moved and its shape edited in place).
func TestSameStructureSyncChangesNothing(t *testing.T) {
	data := pileScene(t, 60)
	type run struct {
		s *scenes.Scene
		w *physics.World
	}
	runs := make([]run, 2)
	for i := range runs {
		s, err := scenes.ReadScene("pile", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		w := physics.NewWorld(s, physics.Options{SleepTime: 0.2})
		physics.FullSync(w, i == 1)
		runs[i] = run{s, w}
	}
	edit := func(s *scenes.Scene, step int) {
		switch step {
		case 10:
			e := s.NewEntity("Drop0", nil) // a parent for Drop (205 to 225)
			e.Transform().SetPosition(griff.V(300, 300))
		case 20:
			e := s.NewEntity("Ledge", nil)
			e.Transform().SetPosition(griff.V(-100, 900))
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(80, 10)}})
		case 40:
			scenes.Remove[physics.Collider](s.Find("B3"))
		case 60:
			scenes.Add(s.Find("B3"), physics.Collider{Shapes: []physics.Shape{physics.Circle(12)}})
		case 80:
			s.Find("Ledge").SetActive(false)
		case 100:
			s.Find("Ledge").SetActive(true)
		case 120:
			scenes.Remove[physics.Body](s.Find("B5"))
		case 140:
			scenes.Add(s.Find("B5"), physics.Body{})
		case 160:
			scenes.Get[physics.Collider](s.Find("Ledge")).Shapes[0].Size = griff.V(120, 12)
		case 180:
			s.Destroy(s.Find("Ledge"))
		case 205:
			s.Find("Drop").SetParent(s.Find("Drop0"))
		case 225:
			s.Find("Drop").SetParent(nil)
		case 200:
			e := s.NewEntity("Drop", nil)
			e.Transform().SetPosition(griff.V(0, 600))
			scenes.Add(e, physics.Body{Velocity: griff.V(0, 800)})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(60, 60)}})
		}
		if l := s.Find("Ledge"); l != nil && step%10 == 5 {
			l.Transform().SetPosition(griff.V(-100+float64(step%40), 900))
		}
	}
	const steps = 240
	same := 0
	var bufs [2][]byte
	for step := range steps {
		for i, r := range runs {
			edit(r.s, step)
			r.s.BeginStep()
			r.w.Step(dt)
			var err error
			if bufs[i], err = r.w.AppendSnapshot(bufs[i][:0]); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(bufs[0], bufs[1]) {
			t.Fatalf("step %d: the snapshots differ (%d and %d bytes)", step, len(bufs[0]), len(bufs[1]))
		}
		if physics.SameShape(runs[0].w) {
			same++
		}
		if physics.SameShape(runs[1].w) {
			t.Fatal("a world with FullSync took the shortcut")
		}
	}
	if same < steps*3/4 || same == steps {
		t.Fatalf("%d of %d syncs found the structure unchanged: the shortcuts are not compared", same, steps)
	}
	t.Logf("%d of %d syncs found the structure unchanged", same, steps)
}

// TestRestoreForgetsSyncShortcuts: a restore takes the spare world's memory,
// which holds what its last sync noted of its own scene (the structure count
// and the Colliders without a Body); the restored world must not take them
// for its new scene's. A world of one scene is restored into a second scene
// and then a third (whose restore reuses the first's world as its spare),
// the third's floor is moved by game code, and the world steps as a world
// restored into such a scene once.
func TestRestoreForgetsSyncShortcuts(t *testing.T) {
	w, snap, read := restoreRig(t)
	s2 := read()
	if err := w.RestoreSnapshotIn(s2, snap); err != nil {
		t.Fatal(err)
	}
	s2.BeginStep()
	w.Step(dt)
	s3 := read()
	if err := w.RestoreSnapshotIn(s3, snap); err != nil {
		t.Fatal(err)
	}
	ref, s4 := restoredOnce(t, read, snap)
	var a, b []byte
	var err error
	for step := range 10 {
		for _, s := range []*scenes.Scene{s3, s4} {
			s.Find("Floor").Transform().SetPosition(griff.V(float64(step), 1010))
			s.BeginStep()
		}
		w.Step(dt)
		ref.Step(dt)
		if a, err = w.AppendSnapshot(a[:0]); err != nil {
			t.Fatal(err)
		}
		if b, err = ref.AppendSnapshot(b[:0]); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("step %d: the world restored twice writes another snapshot (%d bytes) than one restored once (%d)", step, len(a), len(b))
		}
	}
}

// TestRestoreForgetsUnwrittenReports: a world replaced by a restore after a
// step whose reports nobody read (left to the reader: stepTally.due) is the
// spare the next restore takes its memory from; the world restored then
// reports the snapshot's touches, not the old step's.
func TestRestoreForgetsUnwrittenReports(t *testing.T) {
	w, snap, read := restoreRig(t)
	s2 := read()
	if err := w.RestoreSnapshotIn(s2, snap); err != nil {
		t.Fatal(err)
	}
	for i := range 40 { // more touches than the snapshot's
		e := s2.NewEntity("Extra", nil)
		e.Transform().SetPosition(griff.V(float64(i)*10-200, 995))
		scenes.Add(e, physics.Body{})
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(12, 12)}})
	}
	s2.BeginStep()
	w.Step(dt)
	if !physics.ReportsLazy(w) {
		t.Fatal("the step after a restore wrote its reports: the test shows nothing")
	}
	s3 := read()
	for range 2 { // the second takes the memory of the world s2's step left
		if err := w.RestoreSnapshotIn(s3, snap); err != nil {
			t.Fatal(err)
		}
	}
	ref, _ := restoredOnce(t, read, snap)
	if a, b := reportLines(w.Touches()), reportLines(ref.Touches()); strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatalf("the world restored again reports %d touches, one restored once %d", len(a), len(b))
	}
}

// restoreRig steps a world of the pile 5 times and returns it, its
// snapshot and a function reading its scene's copy.
func restoreRig(t *testing.T) (*physics.World, []byte, func() *scenes.Scene) {
	s1, err := scenes.ReadScene("pile", pileScene(t, 60), nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s1, physics.Options{})
	for range 5 {
		s1.BeginStep()
		w.Step(dt)
	}
	snap, err := w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	sceneData, err := s1.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return w, snap, func() *scenes.Scene {
		s, err := scenes.ReadScene("copy", sceneData, nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}

// restoredOnce returns a new world of a scene read restored from snap, and
// the scene.
func restoredOnce(t *testing.T, read func() *scenes.Scene, snap []byte) (*physics.World, *scenes.Scene) {
	s := read()
	w := physics.NewWorld(s, physics.Options{})
	if err := w.RestoreSnapshot(snap); err != nil {
		t.Fatal(err)
	}
	return w, s
}
