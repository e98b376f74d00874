package physics_test

import (
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestBadInputWarnsOnceAndIsLeftOut builds a world with one bad thing beside
// a good falling box, steps it, and checks that the problem log holds exactly
// one warning naming the bad entity and its component, that the bad thing is
// not in the world, and that the good box falls as if it were alone.
func TestBadInputWarnsOnceAndIsLeftOut(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name      string
		build     func(r *rig) *scenes.Entity
		component string
		message   string // a part of the warning
		leftOut   func(r *rig, e *scenes.Entity) bool
	}{
		{"body box with no area", func(r *rig) *scenes.Entity {
			return r.body("Flat", griff.V(0, 0), physics.Body{}, physics.Box(10, 0))
		}, "Griff.Collider", "size must be > 0", noShapes},
		{"static circle with no radius", func(r *rig) *scenes.Entity {
			return r.static("Dot", griff.V(0, 0), physics.Circle(0))
		}, "Griff.Collider", "radius must be > 0", noShapes},
		{"polygon on a line", func(r *rig) *scenes.Entity {
			return r.static("Line", griff.V(0, 0), physics.Polygon(griff.V(0, 0), griff.V(5, 5), griff.V(10, 10)))
		}, "Griff.Collider", "on a line", noShapes},
		{"NaN body position", func(r *rig) *scenes.Entity {
			return r.body("Lost", griff.V(nan, 0), physics.Body{}, physics.Box(10, 10))
		}, "Griff.Body", "not finite", noBody},
		{"infinite static position", func(r *rig) *scenes.Entity {
			return r.static("Far", griff.V(0, math.Inf(1)), physics.Box(10, 10))
		}, "Griff.Collider", "not finite", noBody},
		{"NaN rotation", func(r *rig) *scenes.Entity {
			e := r.body("Spun", griff.V(0, 0), physics.Body{}, physics.Box(10, 10))
			e.Transform().SetRotation(nan)
			return e
		}, "Griff.Body", "not finite", noBody},
		{"NaN tilemap position", func(r *rig) *scenes.Entity {
			e := r.s.NewEntity("Tiles", nil)
			e.Transform().SetPosition(griff.V(nan, nan))
			tw := physics.TilemapWalls{CellSize: griff.V(16, 16)}
			tw.SetRows("###")
			scenes.Add(e, tw)
			return e
		}, "Griff.TilemapWalls", "not finite", noShapes},
		{"joint between two static bodies", func(r *rig) *scenes.Entity {
			a := r.static("WallA", griff.V(-100, 0), physics.Box(10, 10))
			b := r.static("WallB", griff.V(100, 0), physics.Box(10, 10))
			scenes.Add(a, physics.Joint{Other: b.ID()})
			return a
		}, "Griff.Joint", "neither body is dynamic", noJoint},
		{"joint of a body to itself", func(r *rig) *scenes.Entity {
			e := r.body("Self", griff.V(-100, 0), physics.Body{}, physics.Circle(5))
			scenes.Add(e, physics.Joint{Other: e.ID()})
			return e
		}, "Griff.Joint", "two different bodies", noJoint},
		{"joint with a NaN anchor", func(r *rig) *scenes.Entity {
			e := r.body("Hang", griff.V(-100, 0), physics.Body{}, physics.Circle(5))
			scenes.Add(e, physics.Joint{OtherAnchor: griff.V(nan, 0)})
			return e
		}, "Griff.Joint", "not finite", noJoint},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, physics.Options{})
			bad := tc.build(r)
			good := r.body("Good", griff.V(300, 0), physics.Body{}, physics.Box(10, 10))
			r.step(30)
			probs := r.s.Problems().List()
			if len(probs) != 1 {
				t.Fatalf("after 30 steps %d problems, want 1: %v", len(probs), probs)
			}
			p := probs[0]
			if p.EntityID != bad.ID() || p.Entity != bad.Path() || p.Component != tc.component || !strings.Contains(p.Message, tc.message) {
				t.Errorf("problem %q, want one naming %s#%d, %s, %q", p, bad.Path(), bad.ID(), tc.component, tc.message)
			}
			if !tc.leftOut(r, bad) {
				t.Errorf("the bad %s is in the world", tc.name)
			}
			// Free fall for n=30 steps: cp moves by the velocity before adding
			// gravity, so y = g·dt²·(0+1+…+(n-1)) = g·dt²·n(n-1)/2.
			want := physics.DefaultGravityY * dt * dt * (30 * 29 / 2)
			if y := pos(good)[1]; !near(y, want, 1e-6) {
				t.Errorf("the good box is at y=%v, want %v (falling as if alone)", y, want)
			}
		})
	}
}

// noShapes reports whether e has no cp shape.
func noShapes(r *rig, e *scenes.Entity) bool {
	return r.w.ShapeCount(e) == 0
}

// noBody reports whether e has no body: no shapes, no mass, nothing found
// anywhere by a query.
func noBody(r *rig, e *scenes.Entity) bool {
	if r.w.ShapeCount(e) != 0 || r.w.Mass(e) != 0 {
		return false
	}
	for _, h := range r.w.OverlapBox(griff.Box{Min: griff.V(-1e6, -1e6), Max: griff.V(1e6, 1e6)}, physics.Filter{}, nil) {
		if h.Entity == e {
			return false
		}
	}
	return true
}

// noJoint reports whether e has no built joint.
func noJoint(r *rig, e *scenes.Entity) bool {
	_, _, ok := r.w.JointAnchors(e)
	return !ok
}

// TestNaNPositionLaterTakesBodyOut checks a body that game code moves to a
// NaN place after it was built: it is taken out with one warning (the boxes
// resting near it are not poisoned), and comes back when moved somewhere
// finite.
func TestNaNPositionLaterTakesBodyOut(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	e := r.body("Box", griff.V(0, 490), physics.Body{}, physics.Box(20, 20))
	near1 := r.body("Near", griff.V(25, 490), physics.Body{}, physics.Box(20, 20))
	r.step(10)
	e.Transform().SetPosition(griff.V(math.NaN(), 490))
	r.step(30)
	if r.s.Problems().Len() != 1 || r.w.ShapeCount(e) != 0 {
		t.Errorf("problems %v, %d shapes, want one warning and the body out", r.s.Problems().List(), r.w.ShapeCount(e))
	}
	if p := pos(near1); !near(p[0], 25, 0.5) || !near(p[1], 490, 0.5) {
		t.Errorf("the neighbour is at %v, want still resting at (25,490)", p)
	}
	e.Transform().SetPosition(griff.V(0, 400))
	r.step(60)
	if p := pos(e); r.w.ShapeCount(e) != 1 || !near(p[1], 490, 0.5) {
		t.Errorf("moved back to a finite place: %d shapes, at %v; want rebuilt and resting at y=490", r.w.ShapeCount(e), p)
	}
	if r.s.Problems().Len() != 1 {
		t.Errorf("problems %v, want still the one warning", r.s.Problems().List())
	}
}
