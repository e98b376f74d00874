package physics_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

func TestPivotHoldsPendulumLength(t *testing.T) {
	r := newRig(t, physics.Options{})
	bob := r.body("Bob", griff.V(100, 0), physics.Body{}, physics.Circle(5))
	scenes.Add(bob, physics.Joint{Kind: physics.JointPivot, Anchor: griff.V(-100, 0), OtherAnchor: griff.V(0, 0)})
	lowest, worst := 0.0, 0.0
	for range 300 {
		r.step(1)
		p := pos(bob)
		lowest = max(lowest, p[1])
		worst = max(worst, math.Abs(p.Len()-100))
	}
	// cp's joints are soft (errorBias): a fast swing stretches them a little.
	if worst > 2 {
		t.Errorf("pendulum length strayed by %v, want within 2 of 100", worst)
	}
	if !near(lowest, 100, 2) {
		t.Errorf("pendulum lowest point y=%v, want about 100 (it swings through the bottom)", lowest)
	}
	a, b, ok := r.w.JointAnchors(bob)
	if !ok || a.Sub(b).Len() > 1 {
		t.Errorf("JointAnchors = %v, %v, %v, want two nearly equal points", a, b, ok)
	}
}

func TestPivotLimitAndMotor(t *testing.T) {
	r := newRig(t, physics.Options{NoGravity: true})
	wheel := r.body("Wheel", griff.V(0, 0), physics.Body{}, physics.Circle(20))
	scenes.Add(wheel, physics.Joint{Motor: true, MotorSpeed: -2})
	arm := r.body("Arm", griff.V(200, 0), physics.Body{AngularVelocity: 5}, physics.Box(40, 10))
	scenes.Add(arm, physics.Joint{Limit: true, MinAngle: -0.5, MaxAngle: 0.5, OtherAnchor: griff.V(200, 0)}) // pivots where it is
	r.step(120)
	// The motor drives the other body (the world) relative to the wheel at
	// MotorSpeed, so the wheel turns at +2 rad/s.
	if w := scenes.Get[physics.Body](wheel).AngularVelocity; !near(w, 2, 0.01) {
		t.Errorf("motor wheel turns at %v rad/s, want 2", w)
	}
	if a := arm.Transform().Rotation(); a < -0.55 || a > 0.55 {
		t.Errorf("limited arm at %v rad, want within [-0.5, 0.5]", a)
	}
}

func TestSpringOscillates(t *testing.T) {
	r := newRig(t, physics.Options{NoGravity: true})
	b := r.body("Weight", griff.V(150, 0), physics.Body{}, physics.Circle(5))
	scenes.Add(b, physics.Joint{Kind: physics.JointSpring, OtherAnchor: griff.V(0, 0), RestLength: 100, Stiffness: 2000, Damping: 0})
	crossings, last := 0, 1.0
	for range 600 {
		r.step(1)
		d := pos(b)[0] - 100
		if d*last < 0 {
			crossings++
		}
		if d != 0 {
			last = d
		}
	}
	// mass = π·25 ≈ 78.5, ω = sqrt(2000/78.5) ≈ 5.05 rad/s: about 9.6 periods
	// in 10 s, so about 19 crossings of the rest length.
	if crossings < 16 || crossings > 22 {
		t.Errorf("spring crossed its rest length %d times in 10 s, want about 19", crossings)
	}
}

func TestDistanceJointAndRope(t *testing.T) {
	r := newRig(t, physics.Options{})
	rod := r.body("Rod", griff.V(0, 50), physics.Body{}, physics.Circle(5))
	scenes.Add(rod, physics.Joint{Kind: physics.JointDistance, OtherAnchor: griff.V(30, 0)})
	hang := r.body("Hang", griff.V(300, 0), physics.Body{}, physics.Box(10, 10))
	anchor := r.s.NewEntity("Hook", nil)
	anchor.Transform().SetPosition(griff.V(300, 0))
	scenes.Add(anchor, physics.Rope{Other: hang.ID(), Length: 200, Segments: 10})
	r.step(600)
	want := math.Hypot(30, 50)
	if d := pos(rod).Sub(griff.V(30, 0)).Len(); !near(d, want, 1) {
		t.Errorf("rod end at distance %v from its pin, want %v", d, want)
	}
	if y := pos(hang)[1]; y < 190 || y > 206 {
		t.Errorf("weight on a 200 rope hangs at y=%v, want about 200", y)
	}
	pts := r.w.RopePoints(anchor, nil)
	if len(pts) != 12 || pts[0] != griff.V(300, 0) {
		t.Errorf("rope points %v, want 12 starting at the hook", pts)
	}
}

func TestJointToMissingBodyWarns(t *testing.T) {
	r := newRig(t, physics.Options{})
	e := r.body("E", griff.V(0, 0), physics.Body{}, physics.Circle(5))
	scenes.Add(e, physics.Joint{Other: 999})
	r.step(3)
	if n := r.s.Problems().Len(); n != 1 {
		t.Errorf("%d problems, want 1: %v", n, r.s.Problems().List())
	}
}

func TestBadJointsWarn(t *testing.T) {
	tests := []struct {
		name string
		j    physics.Joint
	}{
		{"spring without stiffness", physics.Joint{Kind: physics.JointSpring, RestLength: 10}},
		{"joint to itself", physics.Joint{Other: 1}},
		{"negative length", physics.Joint{Kind: physics.JointDistance, MaxLength: -1}},
		{"unknown kind", physics.Joint{Kind: 9}},
	}
	for _, tc := range tests {
		r := newRig(t, physics.Options{})
		e := r.body("E", griff.V(0, 0), physics.Body{}, physics.Circle(5))
		scenes.Add(e, tc.j)
		r.step(3)
		if n := r.s.Problems().Len(); n != 1 {
			t.Errorf("%s: %d problems, want 1: %v", tc.name, n, r.s.Problems().List())
		}
		if p := pos(e); !near(p[1], 3*980*dt*dt, 1e-9) { // cp moves by the velocity before adding gravity
			t.Errorf("%s: body at %v, want falling freely (joint left out)", tc.name, p)
		}
	}
}
