package physics_test

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// stateHash steps w (of s) steps times and returns a hash of, after each
// step, every entity's transform bits, Body velocities and sleeping, every
// rope point and every touch report.
func stateHash(s *scenes.Scene, w *physics.World, steps int) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	put := func(x float64) {
		b := math.Float64bits(x)
		for i := range buf {
			buf[i] = byte(b >> (8 * i))
		}
		h.Write(buf[:])
	}
	var pts []griff.Vec
	for range steps {
		s.BeginStep()
		w.Step(dt)
		for e := range s.Walk() {
			tr := e.Transform()
			put(tr.Position()[0])
			put(tr.Position()[1])
			put(tr.Rotation())
			if b := scenes.Get[physics.Body](e); b != nil {
				put(b.Velocity[0])
				put(b.Velocity[1])
				put(b.AngularVelocity)
				fmt.Fprint(h, w.IsSleeping(e))
			}
			pts = w.RopePoints(e, pts[:0])
			for _, p := range pts {
				put(p[0])
				put(p[1])
			}
		}
		for _, tc := range w.Touches() {
			fmt.Fprintf(h, "%v%d%d%d%d", tc.Phase, tc.A.ID(), tc.B.ID(), tc.ShapeA, tc.ShapeB)
			put(tc.Normal[0])
			put(tc.Normal[1])
			put(tc.Point[0])
			put(tc.Point[1])
			put(tc.Impulse)
		}
	}
	return h.Sum64()
}

// snapshotCase steps a world of the scene file data n steps, takes a copy of
// the scene (Marshal) and the world's snapshot, steps m more and returns the
// hash of those m steps, the snapshot and the scene copy.
func snapshotCase(t *testing.T, s *scenes.Scene, w *physics.World, n, m int) (want uint64, snap, scene []byte) {
	t.Helper()
	for range n {
		s.BeginStep()
		w.Step(dt)
	}
	scene, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	snap, err = w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	return stateHash(s, w, m), snap, scene
}

// restored reads the scene copy into a new scene, makes a new world on it
// and restores snap, twice: the second restore reuses the cp space of the
// world the first replaced.
func restored(t *testing.T, scene, snap []byte, opts physics.Options) (*scenes.Scene, *physics.World) {
	t.Helper()
	s, err := scenes.ReadScene("copy", scene, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s, opts)
	for range 2 {
		if err := w.RestoreSnapshot(snap); err != nil {
			t.Fatal(err)
		}
	}
	return s, w
}

// TestRestoreStepsToSameBits: a pile of mixed bodies with sleeping on, a
// pendulum joint, a rope, a one-way platform, a sensor and tilemap walls,
// snapshotted at several points, restored into a new scene and world, steps
// to the same bits as the world that never stopped; and the restored world's
// snapshot is the same bytes.
func TestRestoreStepsToSameBits(t *testing.T) {
	data := pileScene(t, 120)
	for _, n := range []int{1, 37, 240} {
		s, err := scenes.ReadScene("pile", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		addJoints(s)
		w := physics.NewWorld(s, physics.Options{})
		want, snap, scene := snapshotCase(t, s, w, n, 120)
		if n == 240 {
			// The same run again, to see what sleeps when the snapshot is taken.
			s3, _ := scenes.ReadScene("pile", data, nil)
			addJoints(s3)
			w3 := physics.NewWorld(s3, physics.Options{})
			for range n {
				s3.BeginStep()
				w3.Step(dt)
			}
			if sleeping(s3, w3) == 0 {
				t.Error("no body sleeps after 240 steps; the test wants some asleep in the snapshot")
			}
		}
		s2, w2 := restored(t, scene, snap, physics.Options{})
		again, err := w2.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, snap) {
			t.Errorf("after %d steps: snapshot, restore, snapshot gives other bytes (%d vs %d)", n, len(again), len(snap))
		}
		if got := stateHash(s2, w2, 120); got != want {
			t.Errorf("after %d steps: the restored world stepped to %x, the original to %x", n, got, want)
		}
	}
}

// sleeping counts the bodies of s asleep in w.
func sleeping(s *scenes.Scene, w *physics.World) int {
	n := 0
	for e := range scenes.All[physics.Body](s) {
		if w.IsSleeping(e) {
			n++
		}
	}
	return n
}

// addJoints adds to s a kinematic lift carrying a box, two boxes on a
// damped spring, a box on a distance joint with slack and a wheel on a
// pivot with an angle limit and a motor.
func addJoints(s *scenes.Scene) {
	add := func(name string, p griff.Vec, b physics.Body, sh physics.Shape) *scenes.Entity {
		e := s.NewEntity(name, nil)
		e.Transform().SetPosition(p)
		scenes.Add(e, b)
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sh}})
		return e
	}
	add("Lift", griff.V(900, 600), physics.Body{Kind: physics.BodyKinematic, Velocity: griff.V(0, -20)}, physics.Box(80, 10))
	add("Rider", griff.V(900, 585), physics.Body{}, physics.Box(16, 16))
	a := add("SpringA", griff.V(1100, 300), physics.Body{}, physics.Box(16, 16))
	b := add("SpringB", griff.V(1150, 300), physics.Body{}, physics.Box(16, 16))
	scenes.Add(b, physics.Joint{Kind: physics.JointSpring, Other: a.ID(), RestLength: 30, Stiffness: 40, Damping: 2})
	c := add("Slack", griff.V(1300, 200), physics.Body{}, physics.Circle(6))
	scenes.Add(c, physics.Joint{Kind: physics.JointDistance, OtherAnchor: griff.V(1250, 100), MinLength: 20, MaxLength: 120})
	wheel := add("Wheel", griff.V(1400, 100), physics.Body{}, physics.Circle(12))
	scenes.Add(wheel, physics.Joint{OtherAnchor: griff.V(1400, 100), Limit: true, MinAngle: -1, MaxAngle: 2, Motor: true, MotorSpeed: 3, MotorTorque: 5000})
}

// TestRestorePyramidSleeping restores a 210-box pyramid while it settles and
// after it fell asleep.
func TestRestorePyramidSleeping(t *testing.T) {
	for _, n := range []int{30, 400} {
		s, w, boxes := griffPyramid(20, physics.Options{})
		want, snap, scene := snapshotCase(t, s, w, n, 90)
		s2, w2 := restored(t, scene, snap, physics.Options{})
		if got := stateHash(s2, w2, 90); got != want {
			t.Errorf("after %d steps: the restored pyramid stepped to %x, the original to %x", n, got, want)
		}
		if n == 400 && !w.IsSleeping(boxes[0]) {
			t.Errorf("after %d steps the pyramid's boxes are awake; the test wants them asleep", n)
		}
	}
}

// TestRestoreNeedsTheContactCache shows the test above can fail: without
// cp's arbiters (the impulses it warm-starts from) the restored pyramid
// drifts from the original.
func TestRestoreNeedsTheContactCache(t *testing.T) {
	s, w, _ := griffPyramid(20, physics.Options{})
	physics.SkipArbitersInSnapshots(w, true)
	want, snap, scene := snapshotCase(t, s, w, 30, 90)
	s2, w2 := restored(t, scene, snap, physics.Options{})
	if got := stateHash(s2, w2, 90); got == want {
		t.Error("a world restored without its arbiter cache stepped to the same bits; the restore test proves nothing")
	}
}

// TestRestoreBadInput: a truncated, edited or foreign snapshot is refused
// with ErrBadSnapshot, and the world steps on as if nothing happened.
func TestRestoreBadInput(t *testing.T) {
	data := pileScene(t, 40)
	s, err := scenes.ReadScene("pile", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s, physics.Options{})
	want, snap, scene := snapshotCase(t, s, w, 20, 30)
	edited := bytes.Clone(snap)
	edited[len(edited)/2] ^= 0x10
	layout := bytes.Clone(snap)
	layout[6] ^= 1 // another build's types
	bad := map[string][]byte{
		"empty":     nil,
		"truncated": snap[:len(snap)-7],
		"header":    snap[:10],
		"edited":    edited,
		"foreign":   []byte("{\"entities\": []}"),
		"version":   append([]byte("GPHY\x09"), snap[5:]...),
		"trailing":  append(bytes.Clone(snap), 0),
		"layout":    layout,
	}
	for name, b := range bad {
		s2, w2 := restored(t, scene, snap, physics.Options{})
		if err := w2.RestoreSnapshot(b); !errors.Is(err, physics.ErrBadSnapshot) {
			t.Errorf("%s: RestoreSnapshot = %v, want ErrBadSnapshot", name, err)
		}
		if got := stateHash(s2, w2, 30); got != want {
			t.Errorf("%s: a refused snapshot changed the world", name)
		}
	}
}

// TestSnapshotLayout: every field snapshots leave out exists (a change of
// cp or of this package that renames one is noticed) and says why, and what
// snapshots read of cp's unexported fields is where they look.
func TestSnapshotLayout(t *testing.T) {
	if err := physics.CheckSnapshotLayout(); err != nil {
		t.Error(err)
	}
	for _, f := range physics.SnapSkip() {
		if f[2] == "" {
			t.Errorf("%s.%s is left out without a reason", f[0], f[1])
		}
	}
}

// FuzzRestoreSnapshot restores arbitrary bytes, as they come and with their
// header and checksum made right (so the decoder behind the checksum is
// reached), into a world of a small scene with every kind of thing: an error
// or a world, never a panic.
func FuzzRestoreSnapshot(f *testing.F) {
	r := newRig(f, physics.Options{})
	r.floor(100)
	box := r.body("Box", griff.V(0, 80), physics.Body{}, physics.Box(20, 20))
	r.body("Ball", griff.V(30, 50), physics.Body{}, physics.Circle(5))
	scenes.Add(box, physics.Joint{Kind: physics.JointSpring, OtherAnchor: griff.V(0, 0), Stiffness: 10})
	hook := r.s.NewEntity("Hook", nil)
	scenes.Add(hook, physics.Rope{Other: box.ID(), Segments: 2, Thickness: 2})
	for i := range 3 {
		snap, err := r.w.AppendSnapshot(nil)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(snap)
		for range 10 + i*30 {
			r.s.BeginStep()
			r.w.Step(dt)
		}
	}
	valid, err := r.w.AppendSnapshot(nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte("GPHY\x01"))
	// One world for every input (a world and its snapshot codec built per
	// input were most of an input's cost, and the fuzzer's minimizing runs an
	// input thousands of times).
	w := physics.NewWorld(r.s, physics.Options{})
	f.Fuzz(func(t *testing.T, b []byte) {
		// A valid restore first, so the next ones reuse the world it replaced.
		if err := w.RestoreSnapshot(valid); err != nil {
			t.Fatal(err)
		}
		for _, in := range [][]byte{b, physics.SealSnapshot(b)} {
			_ = w.RestoreSnapshot(in)
		}
		// Whatever a refused restore left in the spare world, the next
		// restore into it gives the world the bytes describe.
		if err := w.RestoreSnapshot(valid); err != nil {
			t.Fatal(err)
		}
		if got, err := w.AppendSnapshot(nil); err != nil || !bytes.Equal(got, valid) {
			t.Fatalf("a valid restore after %d bytes gives other bytes (err %v)", len(b), err)
		}
	})
}

// TestSnapshotSteadyAllocs: taking a snapshot into a reused buffer, step
// after step, allocates nothing once the buffer and tables have grown.
func TestSnapshotSteadyAllocs(t *testing.T) {
	s, w, _ := griffPyramid(10, physics.Options{NoSleep: true})
	for range 30 {
		s.BeginStep()
		w.Step(dt)
	}
	buf, err := w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(20, func() { buf, _ = w.AppendSnapshot(buf[:0]) }); n != 0 {
		t.Errorf("a steady snapshot makes %v allocations, want 0", n)
	}
}

// TestSnapshotBytesDeterministic: two worlds of one scene file, the second
// made after the first (so cp's objects sit at other addresses and cp's
// process-wide body count has moved on), give the same snapshot bytes after
// the same steps: the bytes hold no address and no per-process counter.
func TestSnapshotBytesDeterministic(t *testing.T) {
	data := pileScene(t, 60)
	var snaps [2][]byte
	for i := range snaps {
		s, err := scenes.ReadScene("pile", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		addJoints(s)
		w := physics.NewWorld(s, physics.Options{})
		for range 100 {
			s.BeginStep()
			w.Step(dt)
		}
		if snaps[i], err = w.AppendSnapshot(nil); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(snaps[0], snaps[1]) {
		t.Errorf("two runs of one scene give different snapshots (%d and %d bytes)", len(snaps[0]), len(snaps[1]))
	}
}

// TestRestoreKeepsGoneEntityIDs: a touch that ended because its entity was
// destroyed names that entity after a restore too, by a destroyed stand-in
// with the same id, and snapshot, restore, snapshot gives the same bytes.
func TestRestoreKeepsGoneEntityIDs(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	for range 5 { // so the box's id is not the first a new scene hands out
		r.s.NewEntity("Filler", nil)
	}
	box := r.body("Box", griff.V(0, 480), physics.Body{}, physics.Box(20, 20))
	r.step(30)
	r.s.Destroy(box)
	r.step(1)
	ended := func() (ids []scenes.EntityID) {
		for _, tc := range r.w.Touches() {
			if tc.Phase == physics.TouchEnd {
				if tc.B.Alive() {
					t.Errorf("touch end names %v, alive", tc.B)
				}
				ids = append(ids, tc.B.ID())
			}
		}
		return ids
	}
	if got := ended(); len(got) != 1 || got[0] != box.ID() {
		t.Fatalf("before the restore the ended touches name %v, want [%d]", got, box.ID())
	}
	snap, err := r.w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.w.RestoreSnapshot(snap); err != nil {
		t.Fatal(err)
	}
	if got := ended(); len(got) != 1 || got[0] != box.ID() {
		t.Errorf("after the restore the ended touches name %v, want [%d]", got, box.ID())
	}
	again, err := r.w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snap, again) {
		t.Errorf("snapshot, restore, snapshot gives other bytes (%d and %d)", len(snap), len(again))
	}
}

// TestRestoreSnapshotInMovesTheWorld: the world that took the snapshot, having
// stepped on, is restored into a new scene value read from the scene copy
// (as a game's restore does): it becomes that scene's world, its snapshot is
// the same bytes, and it steps to the bits the original stepped to. A refused
// snapshot leaves it the world of the scene it had.
func TestRestoreSnapshotInMovesTheWorld(t *testing.T) {
	s, err := scenes.ReadScene("pile", pileScene(t, 80), nil)
	if err != nil {
		t.Fatal(err)
	}
	addJoints(s)
	w := physics.NewWorld(s, physics.Options{})
	want, snap, scene := snapshotCase(t, s, w, 60, 90)
	for round := range 2 { // the second reuses the world the first replaced
		s2, err := scenes.ReadScene("copy", scene, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.RestoreSnapshotIn(s2, snap); err != nil {
			t.Fatal(err)
		}
		if w.Scene() != s2 {
			t.Fatalf("round %d: after RestoreSnapshotIn the world's scene is not the one given", round)
		}
		again, err := w.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, snap) {
			t.Errorf("round %d: snapshot, restore in a new scene, snapshot gives other bytes (%d vs %d)", round, len(again), len(snap))
		}
		if got := stateHash(s2, w, 90); got != want {
			t.Errorf("round %d: the moved world stepped to %x, the original to %x", round, got, want)
		}
		s3, _ := scenes.ReadScene("copy", scene, nil)
		if err := w.RestoreSnapshotIn(s3, snap[:len(snap)-1]); !errors.Is(err, physics.ErrBadSnapshot) {
			t.Errorf("round %d: a truncated snapshot gave %v, want ErrBadSnapshot", round, err)
		}
		if w.Scene() != s2 {
			t.Errorf("round %d: a refused snapshot moved the world to the other scene", round)
		}
	}
}

// TestRefusedRestoreKeepsSpare: a restore refused behind the checksum (the
// payload cut short) keeps the spare world it decoded into, so a stream of bad
// snapshots builds no cp space each: a refused restore allocates less than a
// world costs to build.
func TestRefusedRestoreKeepsSpare(t *testing.T) {
	s, w, _ := griffPyramid(4, physics.Options{})
	valid, err := w.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	bad := physics.SealSnapshot(valid[:len(valid)-40])
	if err := w.RestoreSnapshot(valid); err != nil {
		t.Fatal(err)
	}
	world := testing.AllocsPerRun(10, func() { _ = physics.NewWorld(s, physics.Options{}) })
	refused := testing.AllocsPerRun(10, func() {
		if w.RestoreSnapshot(bad) == nil {
			t.Fatal("a payload cut short was restored")
		}
	})
	if refused >= world {
		t.Errorf("a refused restore makes %v allocations, a new world %v: the spare world was dropped", refused, world)
	}
}
