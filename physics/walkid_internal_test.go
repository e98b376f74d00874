package physics

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestWalkOfMatchesRecords checks what collectListed's grouping rests on:
// after each step's walk, walkOf finds every record's walk index from its
// cp body alone (dynamic bodies through the id setWalk keeps), through
// bodies built, destroyed (the walk of every later body moves), a kinematic
// and a static body, and restores into the same world and into a new one.
func TestWalkOfMatchesRecords(t *testing.T) {
	s := scenes.NewScene("walk", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	scenes.Add(floor, Collider{Shapes: []Shape{Box(400, 20)}})
	lift := s.NewEntity("Lift", nil)
	lift.Transform().SetPosition(griff.V(150, -15))
	scenes.Add(lift, Body{Kind: BodyKinematic, Velocity: griff.V(-10, 0)})
	scenes.Add(lift, Collider{Shapes: []Shape{Box(30, 30)}})
	var boxes []*scenes.Entity
	add := func(x, y float64) {
		e := s.NewEntity("Box", nil)
		e.Transform().SetPosition(griff.V(x, y))
		scenes.Add(e, Body{})
		scenes.Add(e, Collider{Shapes: []Shape{Box(20, 20)}})
		boxes = append(boxes, e)
	}
	for i := range 12 {
		add(float64(i%4)*21-40, -10-float64(i/4)*20)
	}
	w := NewWorld(s, Options{NoSleep: true})
	check := func(w *World, step int) {
		t.Helper()
		dynamic := 0
		for _, r := range w.bodies {
			if got := walkOf(r.body, w.walkLen); got != r.walk {
				t.Fatalf("step %d: walkOf gives %d for %s (kind %v), its record's walk is %d", step, got, r.e.Name(), r.kind, r.walk)
			}
			if r.kind == BodyDynamic {
				dynamic++
			}
		}
		if dynamic == 0 || w.walkLen == 0 {
			t.Fatalf("step %d: no dynamic body walked: the test shows nothing", step)
		}
	}
	var snap []byte
	for step := range 120 {
		s.BeginStep()
		w.Step(1.0 / 60)
		check(w, step)
		switch step {
		case 20:
			s.Destroy(boxes[0]) // every later body's walk moves down
		case 30:
			add(0, -200)
		case 40:
			var err error
			if snap, err = w.AppendSnapshot(nil); err != nil {
				t.Fatal(err)
			}
		case 60:
			if err := w.RestoreSnapshot(snap); err != nil {
				t.Fatal(err)
			}
		case 80:
			w2 := NewWorld(s, Options{NoSleep: true})
			if err := w2.RestoreSnapshot(snap); err != nil {
				t.Fatal(err)
			}
			w = w2
		}
	}
	if lc := w.Counts(); lc.Touches == 0 {
		t.Fatalf("no touching pairs: the grouping is not exercised (%+v)", lc)
	}
}
