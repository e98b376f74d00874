package physics

import (
	"math"
	"testing"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestRecordSize checks that bodyRec stays in its 384-byte size class (six
// cache lines), which the copies in its last line (hot, one, oneSize,
// oneRadius) rely on.
func TestRecordSize(t *testing.T) {
	if n := unsafe.Sizeof(bodyRec{}); n != 384 {
		t.Errorf("bodyRec is %d bytes, want 384 (six cache lines, a size class of its own)", n)
	}
}

// TestSameBuiltMatchesShapes checks sameBuilt against sameShapes for built
// shapes plain and not, and colliders edited in every field, with -0 and NaN.
func TestSameBuiltMatchesShapes(t *testing.T) {
	nan := math.NaN()
	negZero := math.Copysign(0, -1)
	builts := [][]Shape{
		{Box(20, 20)}, {Circle(5)}, {Capsule(4, 10)}, {{Kind: ShapeBox, Size: griff.V(20, nan)}},
		{{Kind: ShapeBox, Size: griff.V(20, 20), Offset: griff.V(negZero, 0)}},
		{{Kind: ShapeBox, Size: griff.V(20, 20), Friction: 0.5}},
		{Polygon(griff.V(0, 0), griff.V(1, 0), griff.V(0, 1))},
		{Box(20, 20), Box(4, 4)}, nil,
	}
	edits := []func(s *Shape){
		func(s *Shape) {},
		func(s *Shape) { s.Kind = ShapeCircle },
		func(s *Shape) { s.Size[0] = 21 },
		func(s *Shape) { s.Size[1] = nan },
		func(s *Shape) { s.Radius = 1 },
		func(s *Shape) { s.Offset = griff.V(negZero, negZero) },
		func(s *Shape) { s.Offset = griff.V(0, 1) },
		func(s *Shape) { s.Angle = 0.1 },
		func(s *Shape) { s.Points = []griff.Vec{{0, 0}} },
		func(s *Shape) { s.Points = []griff.Vec{} },
		func(s *Shape) { s.Friction = 0.5 },
		func(s *Shape) { s.Restitution = 0.5 },
		func(s *Shape) { s.Density = 2 },
		func(s *Shape) { s.Sensor = true },
		func(s *Shape) { s.OneWay = SideTop },
		func(s *Shape) { s.Layers = 2 },
		func(s *Shape) { s.Mask = 2 },
	}
	plain := 0
	for bi, built := range builts {
		r := &bodyRec{built: copyShapes(built)}
		r.setOne()
		if r.one != 0 {
			plain++
		}
		check := func(what string, c *Collider) {
			t.Helper()
			if got, want := r.sameBuilt(c), sameShapes(r.built, c); got != want {
				t.Errorf("built %d (one %d), %s: sameBuilt %v, sameShapes %v", bi, r.one, what, got, want)
			}
		}
		check("nil collider", nil)
		check("no shapes", &Collider{})
		check("two boxes", &Collider{Shapes: []Shape{Box(20, 20), Box(20, 20)}})
		for _, base := range builts {
			if len(base) == 0 {
				continue
			}
			for ei, edit := range edits {
				c := &Collider{Shapes: copyShapes(base[:1])}
				edit(&c.Shapes[0])
				check("edit "+string(rune('a'+ei)), c)
			}
		}
	}
	if plain != 5 {
		t.Errorf("%d built shapes had their copies set, want 5 (box, circle, capsule, NaN box, -0 offset)", plain)
	}
}

// TestPrewalkReadsVelocities checks what prewalk's read of a record's
// velocities rests on: as every step begins (after beforeStep), each
// awake dynamic record's v0 and w0 are its body's velocities, bit for bit,
// through edits between steps that set a body's velocities (an impulse, a
// velocity, fixed rotation set and taken back by a Sync between steps),
// sleeping and waking, a restore, and with the record's copies counted
// (steps in which prewalk read them: the pile must give some).
func TestPrewalkReadsVelocities(t *testing.T) {
	s := scenes.NewScene("prewalk", nil)
	var boxes []*scenes.Entity
	for i := range 12 {
		e := s.NewEntity("Box", nil)
		// (turned and moving, so no velocity is exactly 0 and prewalk reads them)
		e.Transform().SetPosition(griff.V(float64(i%4)*23-40+float64(i)*0.37, -12-float64(i/4)*24))
		e.Transform().SetRotation(0.05 * float64(i%3))
		scenes.Add(e, Body{Velocity: griff.V(7+float64(i), -20), AngularVelocity: 0.3})
		scenes.Add(e, Collider{Shapes: []Shape{Box(20, 20)}})
		boxes = append(boxes, e)
	}
	// The floor after the boxes, so that sync finds every record at its
	// place and beforeStep keeps what prewalk set.
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	scenes.Add(floor, Collider{Shapes: []Shape{Box(400, 20)}})
	w := NewWorld(s, Options{})
	var snap []byte
	fromRecord := 0
	for step := range 400 {
		switch step {
		case 20:
			w.ApplyImpulse(boxes[5], griff.V(3000, -2000))
		case 10:
			scenes.Get[Body](boxes[2]).FixedRotation = true
			w.Sync()
		case 11:
			scenes.Get[Body](boxes[2]).FixedRotation = false
			w.Sync()
		case 40:
			scenes.Get[Body](boxes[7]).Velocity = griff.V(-50, -300)
			scenes.Get[Body](boxes[8]).AngularVelocity = 3
		case 50:
			var err error
			if snap, err = w.AppendSnapshot(nil); err != nil {
				t.Fatal(err)
			}
		case 70:
			if err := w.RestoreSnapshot(snap); err != nil {
				t.Fatal(err)
			}
		case 300: // long asleep by now
			w.ApplyImpulse(boxes[11], griff.V(0, -5000))
		}
		read := w.velsRead
		stepChecked(t, w, step, func() {
			for _, r := range w.bodies {
				if r.kind != BodyDynamic || r.slept {
					continue
				}
				v, sp := r.body.Velocity(), r.body.AngularVelocity()
				if !sameBits(gvec(r.v0), gvec(v)) || math.Float64bits(r.w0) != math.Float64bits(sp) {
					t.Fatalf("step %d: %s began with v0 %v w0 %v, its body %v %v", step, r.e.Name(), r.v0, r.w0, v, sp)
				}
				if read && w.prewalked == len(w.bodies) && r.cpVel == v && r.cpW == sp && v.X != 0 && v.Y != 0 && sp != 0 {
					fromRecord++
				}
			}
		})
	}
	if fromRecord < 100 {
		t.Errorf("%d records' velocities read by prewalk, want at least 100: the test does not reach prewalk's read", fromRecord)
	}
}

// stepChecked is w.Step(1/60) with check called after beforeStep, before
// cp's step.
func stepChecked(t *testing.T, w *World, step int, check func()) {
	t.Helper()
	w.scene.BeginStep()
	ns := stepNanoseconds(1.0 / 60)
	w.sync(ns / nsPerSecond)
	w.contacts.beginStep()
	w.fill.reset()
	w.beforeStep()
	check()
	drainArbiters(w.space)
	w.space.Step(ns)
	w.collectContacts()
	w.sweepContinuous()
	w.writeBack()
	w.contacts.endStep(&w.fill, w.sleptBodies != 0 || anyAsleep(w.space))
}
