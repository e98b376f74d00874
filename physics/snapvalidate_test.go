package physics_test

import (
	"errors"
	"runtime/debug"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// stepRig is a small world with every kind of thing a snapshot holds: a
// static floor (a box) and a static slope (a segment), a pyramid of boxes
// that falls asleep, a ball (a circle), a capsule, a triangle, a spring and
// a pivot joint, a rope, and a kinematic lift; cached contacts, sleeping
// components and both broad-phase trees come with them.
func stepRig(t testing.TB) *rig {
	r := newRig(t, physics.Options{})
	r.floor(100)
	r.static("Slope", griff.V(-150, 60), physics.Segment(griff.V(-40, -20), griff.V(40, 20)))
	for i := range 3 {
		for j := range 3 - i {
			r.body("Box", griff.V(float64(j*22+i*11), 89-float64(i*21)), physics.Body{}, physics.Box(20, 20))
		}
	}
	ball := r.body("Ball", griff.V(120, 40), physics.Body{}, physics.Circle(6))
	capsule := r.body("Capsule", griff.V(160, 40), physics.Body{}, physics.Capsule(8, 20))
	r.body("Tri", griff.V(-150, 0), physics.Body{}, physics.Polygon(griff.V(0, 0), griff.V(10, 0), griff.V(0, 10)))
	scenes.Add(ball, physics.Joint{Kind: physics.JointSpring, Other: capsule.ID(), Stiffness: 20, RestLength: 40})
	scenes.Add(capsule, physics.Joint{Kind: physics.JointPivot, OtherAnchor: griff.V(160, 0)})
	hook := r.s.NewEntity("Hook", nil)
	hook.Transform().SetPosition(griff.V(-60, -40))
	scenes.Add(hook, physics.Rope{Other: ball.ID(), Segments: 3, Thickness: 2})
	r.body("Lift", griff.V(250, 80), physics.Body{Kind: physics.BodyKinematic, Velocity: griff.V(0, -5)}, physics.Box(30, 6))
	return r
}

// snapshotsToStep returns snapshots of stepRig's world: at the start, after
// it has moved, and after the pyramid has fallen asleep (it fails the test if
// none of the boxes sleeps by then).
func snapshotsToStep(t testing.TB, r *rig) [][]byte {
	var out [][]byte
	take := func() {
		b, err := r.w.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	take()
	r.step(20)
	take()
	asleep := false
	for range 600 {
		r.step(1)
		for e := range r.s.Walk() {
			if e.Name() == "Box" && r.w.IsSleeping(e) {
				asleep = true
			}
		}
		if asleep {
			break
		}
	}
	if !asleep {
		t.Fatal("no box of the pyramid fell asleep in 600 steps")
	}
	r.step(5)
	take()
	return out
}

// stepsAfterRestore is how many steps FuzzRestoreThenStep takes after a
// restore it accepted: enough for sleeping bodies to be woken, components
// flood-filled and cached arbiters timed out.
const stepsAfterRestore = 40

// FuzzRestoreThenStep restores fuzzed snapshots, their header and check sum
// made right so that the decoder and the checks behind it are reached, into
// a world with every kind of thing; when the restore accepts them, it steps
// the world stepsAfterRestore times and queries it. It fails on a panic, and
// on a hang: a step that has not returned after a minute crashes the process
// with every goroutine's stack (a hang in cp is a loop over a list the
// restore should have refused). Found inputs are in
// testdata/fuzz/FuzzRestoreThenStep, run by go test.
func FuzzRestoreThenStep(f *testing.F) {
	r := stepRig(f)
	snaps := snapshotsToStep(f, r)
	for _, s := range snaps {
		f.Add(s)
	}
	f.Add([]byte{0, 40, 7, 1, 0, 0})
	f.Add([]byte{2, 0, 0x80, 0, 200, 3, 9, 9, 9})
	valid := snaps[len(snaps)-1]
	w := physics.NewWorld(r.s, physics.Options{})
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, in := range [][]byte{b, editSnapshot(valid, b)} {
			if err := w.RestoreSnapshot(valid); err != nil {
				t.Fatal(err)
			}
			err := w.RestoreSnapshot(physics.SealSnapshot(in))
			if err != nil {
				if !errors.Is(err, physics.ErrBadSnapshot) {
					t.Fatalf("refused with %v, which does not wrap ErrBadSnapshot", err)
				}
				continue
			}
			hang := time.AfterFunc(time.Minute, func() {
				debug.SetTraceback("all")
				panic("FuzzRestoreThenStep: 40 steps of a restored world took over a minute (a hang)")
			})
			stepAndQuery(r.s, w, stepsAfterRestore)
			hang.Stop()
		}
	})
}

// editSnapshot returns a copy of snap with up to 8 bytes of its payload
// changed as edits says: 3 bytes an edit, a place (16 bits, little-endian,
// taken modulo the payload's length) and a byte added to the one there. A
// few bytes changed in a real snapshot reach the checks behind the decoder
// far more often than the fuzzer's changes to the whole input do.
func editSnapshot(snap, edits []byte) []byte {
	out := append([]byte(nil), snap...)
	payload := out[physics.SnapHeader:]
	for i := 0; i+3 <= len(edits) && i < 3*8; i += 3 {
		at := int(edits[i]) | int(edits[i+1])<<8
		payload[at%len(payload)] += edits[i+2]
	}
	return out
}

// stepAndQuery steps w n times, waking every body half way, and queries it.
func stepAndQuery(s *scenes.Scene, w *physics.World, n int) {
	for i := range n {
		if i == n/2 {
			for e := range s.Walk() {
				w.Wake(e)
			}
		}
		s.BeginStep()
		w.Step(dt)
	}
	w.Raycast(griff.V(-300, 50), griff.V(300, 50), physics.Filter{Sensors: true})
	w.OverlapBox(griff.NewBox(griff.V(-300, -300), griff.V(300, 300)), physics.Filter{}, nil)
}

// TestRestoredStepRigSteps: the fuzz target's snapshots restore and step
// (the checks of a restore refuse none of them).
func TestRestoredStepRigSteps(t *testing.T) {
	r := stepRig(t)
	snaps := snapshotsToStep(t, r)
	w := physics.NewWorld(r.s, physics.Options{})
	for i, s := range snaps {
		if err := w.RestoreSnapshot(s); err != nil {
			t.Fatalf("snapshot %d: %v", i, err)
		}
		stepAndQuery(r.s, w, 5)
	}
}
