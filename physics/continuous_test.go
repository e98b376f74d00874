package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestContinuousThinWall shoots fast bodies at thin walls, with and without
// Body.Continuous. Without it cp only tests overlap where each step ends, so a
// body moving further in one step than its own size plus the wall's
// thickness tunnels through (a 6-unit bullet at 6,000 world units per second
// moves 100 units a step at 60 steps a second; the wall is 4 thick). With it
// the body is stopped at the wall, on the side it came from.
func TestContinuousThinWall(t *testing.T) {
	oneWayTop := physics.Box(400, 4)
	oneWayTop.OneWay = physics.SideTop
	tests := []struct {
		name    string
		opts    physics.Options
		wall    physics.Shape
		wallAt  griff.Vec
		start   griff.Vec
		vel     griff.Vec
		shape   physics.Shape
		steps   int
		stopped func(p griff.Vec) bool // where the body must be when stopped
		through func(p griff.Vec) bool // where it is when it passed
	}{
		{"bullet into a 4-thick wall", physics.Options{NoGravity: true}, physics.Box(4, 400), griff.V(300, 0),
			griff.V(-50, 0), griff.V(6000, 0), physics.Circle(3), 60,
			func(p griff.Vec) bool { return p[0] > 250 && p[0] <= 298-3+0.5 && near(p[1], 0, 0.01) },
			func(p griff.Vec) bool { return p[0] > 302 }},
		{"box dropped fast on a 4-thick floor", physics.Options{}, physics.Box(400, 4), griff.V(0, 500),
			griff.V(0, 0), griff.V(0, 9000), physics.Box(10, 10), 90,
			func(p griff.Vec) bool { return near(p[1], 498-5, 0.6) }, // resting on it
			func(p griff.Vec) bool { return p[1] > 502 }},
	}
	for _, tc := range tests {
		for _, cont := range []bool{false, true} {
			r := newRig(t, tc.opts)
			r.static("Wall", tc.wallAt, tc.wall)
			b := r.body("Fast", tc.start, physics.Body{Velocity: tc.vel, Continuous: cont}, tc.shape)
			r.step(tc.steps)
			p := pos(b)
			if cont && !tc.stopped(p) {
				t.Errorf("%s, continuous: body at %v, want stopped at the wall on its near side", tc.name, p)
			}
			if !cont && !tc.through(p) {
				t.Errorf("%s, not continuous: body at %v, want tunnelled through (cp has no continuous collision)", tc.name, p)
			}
		}
	}
}

// TestContinuousRespectsOneWay checks that the sweep lets a fast continuous
// body through a one-way platform from its open side and stops it from the
// solid side.
func TestContinuousRespectsOneWay(t *testing.T) {
	plat := physics.Box(400, 4)
	plat.OneWay = physics.SideTop // solid to what comes down onto it
	for _, tc := range []struct {
		name   string
		start  griff.Vec
		vel    griff.Vec
		passes bool
	}{
		{"from below", griff.V(0, 700), griff.V(0, -9000), true},
		{"from above", griff.V(0, 300), griff.V(0, 9000), false},
	} {
		r := newRig(t, physics.Options{NoGravity: true})
		r.static("Platform", griff.V(0, 500), plat)
		b := r.body("Fast", tc.start, physics.Body{Velocity: tc.vel, Continuous: true}, physics.Box(10, 10))
		r.step(10)
		y := pos(b)[1]
		passed := (tc.vel[1] < 0 && y < 498) || (tc.vel[1] > 0 && y > 502)
		if passed != tc.passes {
			t.Errorf("%s: body at y=%v, passed = %v, want %v", tc.name, y, passed, tc.passes)
		}
	}
}

// TestContinuousHitIsAnImpact checks what a continuous body's stop reports
// and keeps: one Impact at the speed it hit with, and, between bouncy shapes,
// its speed sent back the other way.
func TestContinuousHitIsAnImpact(t *testing.T) {
	for _, bounce := range []float64{0, 1} {
		r := newRig(t, physics.Options{NoGravity: true})
		wall := physics.Box(4, 400)
		wall.Restitution = bounce
		wl := r.static("Wall", griff.V(300, 0), wall)
		ball := physics.Circle(3)
		ball.Restitution = bounce
		b := r.body("Bullet", griff.V(-50, 0), physics.Body{Velocity: griff.V(6000, 0), Continuous: true}, ball)
		var impacts []physics.Impact
		for range 10 {
			r.step(1)
			impacts = append(impacts, r.w.Impacts()...)
		}
		if len(impacts) != 1 {
			t.Fatalf("bounce %v: %d impacts %+v, want 1", bounce, len(impacts), impacts)
		}
		im := impacts[0]
		if im.A != wl || im.B != b || im.Normal != griff.V(-1, 0) || !near(im.Speed, 6000, 1) || !near(im.Point[0], 298, 0.01) {
			t.Errorf("bounce %v: impact %+v, want Wall→Bullet, normal (-1,0), speed 6000 at x=298", bounce, im)
		}
		v := scenes.Get[physics.Body](b).Velocity
		if !near(v[0], -6000*bounce, 60) || !near(v[1], 0, 1e-9) {
			t.Errorf("bounce %v: bullet velocity %v after the hit, want (%v, 0)", bounce, v, -6000*bounce)
		}
	}
}
