package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestMovedStaticWakesWhatRestsOnIt lets a stack of boxes fall asleep on a
// static platform, moves the platform's transform (down, away, sideways) and
// checks that the whole stack wakes on the next step and follows: it falls
// onto the platform's new place, or onto the floor below when the platform
// went away.
func TestMovedStaticWakesWhatRestsOnIt(t *testing.T) {
	tests := []struct {
		name  string
		move  griff.Vec
		wantY float64 // the bottom box's y once settled again
	}{
		{"dropped 60", griff.V(0, 60), 490 + 60},
		{"moved away sideways", griff.V(500, 0), 790}, // falls to the floor at 800
		{"raised 4 into the stack", griff.V(0, -4), 490 - 4},
	}
	for _, tc := range tests {
		r := newRig(t, physics.Options{})
		r.floor(800)
		plat := r.static("Platform", griff.V(0, 510), physics.Box(100, 20)) // top at 500
		var stack []*scenes.Entity
		for i := range 3 {
			stack = append(stack, r.body("Box", griff.V(0, 490-float64(i)*20), physics.Body{}, physics.Box(20, 20)))
		}
		r.step(90)
		for i, b := range stack {
			if !r.w.IsSleeping(b) {
				t.Fatalf("%s: box %d awake after 1.5 s at rest, want asleep", tc.name, i)
			}
		}
		r.s.BeginStep()
		plat.Transform().Move(tc.move)
		r.w.Step(dt)
		for i, b := range stack {
			if r.w.IsSleeping(b) {
				t.Errorf("%s: box %d still asleep after its platform moved", tc.name, i)
			}
		}
		r.step(120)
		if y := pos(stack[0])[1]; !near(y, tc.wantY, 1) {
			t.Errorf("%s: bottom box at y=%v, want %v", tc.name, y, tc.wantY)
		}
	}
}
