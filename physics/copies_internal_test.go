package physics

import (
	"math"
	"unsafe"

	"reflect"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestFieldByFieldCopies guards the hand-written field lists of appendTouch
// and Shape.sameSettings: a field added to Touch or Shape must be added
// there too (then change the counts here).
func TestFieldByFieldCopies(t *testing.T) {
	if n := reflect.TypeFor[Touch]().NumField(); n != 9 {
		t.Errorf("Touch has %d fields; appendTouch copies 9", n)
	}
	if n := reflect.TypeFor[Shape]().NumField(); n != 13 {
		t.Errorf("Shape has %d fields; sameShapes compares 13", n)
	}
	s := scenes.NewScene("copies", nil)
	a, b, c := s.NewEntity("A", nil), s.NewEntity("B", nil), s.NewEntity("C", nil)
	t1 := Touch{TouchStay, a, b, 1, 2, true, griff.V(0, 1), griff.V(3, 4), 5}
	t2 := Touch{TouchEnd, a, b, 3, 0, false, griff.V(1, 0), griff.V(-3, 4), 7}
	t3 := Touch{TouchBegin, a, c, 0, 1, false, griff.V(-1, 0), griff.V(8, 9), 2}
	out := appendTouch(nil, &t1)
	out = appendTouch(out[:0], &t2) // same entities: scalars copied in place
	if out[0] != t2 {
		t.Errorf("in place: got %+v, want %+v", out[0], t2)
	}
	out = appendTouch(out[:0], &t3) // other entities: whole copy
	if out[0] != t3 {
		t.Errorf("other entities: got %+v, want %+v", out[0], t3)
	}
	out = appendTouch(out, &t1) // past the capacity: append
	if len(out) != 2 || out[1] != t1 {
		t.Errorf("appended: got %+v, want %+v last", out, t1)
	}

	base := []Shape{Box(10, 20), {Kind: ShapePolygon, Points: []griff.Vec{{0, 0}, {1, 0}, {0, 1}}}}
	built := copyShapes(base)
	if !sameShapes(built, &Collider{Shapes: base}) {
		t.Errorf("a copy differs from its shapes")
	}
	edits := []func(*Shape){
		func(s *Shape) { s.Kind = ShapeCircle },
		func(s *Shape) { s.Offset[1] = 1 },
		func(s *Shape) { s.Angle = 1 },
		func(s *Shape) { s.Size[0] = 11 },
		func(s *Shape) { s.Radius = 1 },
		func(s *Shape) { s.Points = append(s.Points, griff.V(2, 2)) },
		func(s *Shape) { s.Friction = 1 },
		func(s *Shape) { s.Restitution = 1 },
		func(s *Shape) { s.Density = 2 },
		func(s *Shape) { s.Sensor = true },
		func(s *Shape) { s.OneWay = 1 },
		func(s *Shape) { s.Layers = 2 },
		func(s *Shape) { s.Mask = 2 },
	}
	for i, edit := range edits {
		cur := copyShapes(base)
		edit(&cur[1])
		if sameShapes(built, &Collider{Shapes: cur}) {
			t.Errorf("edit %d (field %s) not seen", i, reflect.TypeFor[Shape]().Field(i).Name)
		}
	}
	if sameShapes(built, &Collider{Shapes: base[:1]}) || sameShapes(built, nil) {
		t.Errorf("fewer shapes not seen")
	}
}

// TestFirstPoint checks firstPoint against cp's ContactPointSet for every
// arbiter cp solved in 90 steps of boxes dropped on a floor, one of them
// carried by a kinematic body (its pairs are watched, so cp swaps some of
// their arbiters' shapes).
func TestFirstPoint(t *testing.T) {
	s := scenes.NewScene("first", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	scenes.Add(floor, Collider{Shapes: []Shape{Box(400, 20)}})
	lift := s.NewEntity("Lift", nil)
	lift.Transform().SetPosition(griff.V(120, -20))
	scenes.Add(lift, Body{Kind: BodyKinematic, Velocity: griff.V(-20, 0)})
	scenes.Add(lift, Collider{Shapes: []Shape{Box(60, 10)}})
	for i := range 8 {
		e := s.NewEntity("Box", nil)
		e.Transform().SetPosition(griff.V(float64(i*23-80), float64(-40-i*25)))
		e.Transform().SetRotation(float64(i) * 0.3)
		scenes.Add(e, Body{})
		scenes.Add(e, Collider{Shapes: []Shape{Box(20, 20)}})
	}
	w := NewWorld(s, Options{NoSleep: true})
	seen := [2]int{}
	for range 90 {
		s.BeginStep()
		w.Step(1.0 / 60)
		for _, arb := range spaceArbiters(w.space) {
			want := arb.ContactPointSet().Points[0].PointA
			if got := firstPoint(arb); got != want {
				t.Fatalf("firstPoint %v, ContactPointSet's %v", got, want)
			}
			if *(*bool)(unsafe.Add(unsafe.Pointer(arb), arbSwappedAt)) {
				seen[1]++
			} else {
				seen[0]++
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 {
		t.Errorf("%d arbiters as cp built them, %d swapped: want both compared", seen[0], seen[1])
	}
}

// TestFinite checks finite's x-x test against math.IsNaN and math.IsInf.
func TestFinite(t *testing.T) {
	for _, x := range []float64{0, math.Copysign(0, -1), 1, -2.5, math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, math.NaN(), math.Inf(1), math.Inf(-1)} {
		want := !math.IsNaN(x) && !math.IsInf(x, 0)
		if got := finite(1, x, 2); got != want {
			t.Errorf("finite(1, %v, 2) = %v, want %v", x, got, want)
		}
	}
}
