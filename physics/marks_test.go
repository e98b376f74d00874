package physics_test

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestStepMarksOnlyWhatMoved checks the world's change marks (issue 12):
// after a step, the entities listed changed (scenes.Scene.TakeChanges) are
// the falling body (as a whole: its Body's velocity changed) and none of the
// floor, a static Body, a kinematic Body standing still or a stack of boxes
// asleep, so a Timeline shares their records.
func TestStepMarksOnlyWhatMoved(t *testing.T) {
	r := newRig(t, physics.Options{})
	floor := r.floor(800)
	still := r.body("Static", griff.V(-300, 700), physics.Body{Kind: physics.BodyStatic}, physics.Box(40, 40))
	kin := r.body("Kinematic", griff.V(-500, 700), physics.Body{Kind: physics.BodyKinematic}, physics.Box(40, 40))
	var stack []*scenes.Entity
	for i := range 3 {
		stack = append(stack, r.body("Box", griff.V(0, 790-float64(i)*20), physics.Body{}, physics.Box(20, 20)))
	}
	r.step(90)
	for i, b := range stack {
		if !r.w.IsSleeping(b) {
			t.Fatalf("box %d awake after 1.5 s at rest, want asleep", i)
		}
	}
	faller := r.body("Faller", griff.V(600, 0), physics.Body{}, physics.Box(20, 20))
	r.step(2)
	var owner struct{ byte }
	r.s.TakeChanges(&owner) // the first call reports All
	for step := range 3 {
		r.step(1)
		ch := r.s.TakeChanges(&owner)
		if ch.All {
			t.Fatalf("step %d: All, want the marked entities", step)
		}
		if i := slices.Index(ch.Entities, faller); i < 0 || i >= ch.Whole {
			t.Errorf("step %d: the falling body is not marked as a whole (at %d of %v, %d whole)", step, i, entityNames(ch.Entities), ch.Whole)
		}
		for _, e := range append([]*scenes.Entity{floor, still, kin}, stack...) {
			if slices.Contains(ch.Entities, e) {
				t.Errorf("step %d: %s marked changed, want its record shared (marked: %v)", step, e.Name(), entityNames(ch.Entities))
			}
		}
	}
}

func entityNames(es []*scenes.Entity) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}
