package physics_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// warnings returns the problems of r's scene whose message contains msg.
func warnings(r *rig, msg string) []scenes.Problem {
	var out []scenes.Problem
	for _, p := range r.s.Problems().List() {
		if strings.Contains(p.Message, msg) {
			out = append(out, p)
		}
	}
	return out
}

// TestCrowdOnOnePointIsBounded puts 20,000 dynamic boxes on one point (what a
// prefab spawning itself does) and steps 10 times: the world builds at most
// MaxCrowd+1 of them, so the touching pairs stay within the pairs of that
// many bodies, and one warning names the first box left out.
func TestCrowdOnOnePointIsBounded(t *testing.T) {
	const n = 20000
	r := newRig(t, physics.Options{})
	r.floor(100)
	for range n {
		r.body("Box", griff.V(0, 0), physics.Body{}, physics.Box(10, 10))
	}
	touches := 0
	for range 10 {
		r.step(1)
		c := r.w.Counts()
		if c.Dynamic > physics.MaxCrowd+1 {
			t.Fatalf("%d dynamic bodies built, want at most MaxCrowd+1 = %d", c.Dynamic, physics.MaxCrowd+1)
		}
		if c.Dynamic+c.LeftOut != n {
			t.Errorf("%d built + %d left out, want %d", c.Dynamic, c.LeftOut, n)
		}
		touches += c.Touches
	}
	// Every pair of built bodies, and each with the floor, every step.
	k := physics.MaxCrowd + 1
	if limit := 10 * (k*(k-1)/2 + k); touches > limit || touches == 0 {
		t.Errorf("%d touches in 10 steps, want 1..%d", touches, limit)
	}
	ws := warnings(r, "MaxCrowd")
	if len(ws) != 1 {
		t.Fatalf("%d MaxCrowd warnings, want 1: %v", len(ws), r.s.Problems().List())
	}
	if ws[0].Component != "Griff.Body" || ws[0].Entity == "" {
		t.Errorf("warning %q names entity %q component %q, want a Box's Griff.Body", ws[0].Message, ws[0].Entity, ws[0].Component)
	}
}

// TestCrowdedBodyJoinsWhenMoved checks that a body left out by MaxCrowd is
// built once game code moves it somewhere with room, and that a body with
// room is built at once.
func TestCrowdedBodyJoinsWhenMoved(t *testing.T) {
	r := newRig(t, physics.Options{NoGravity: true})
	for range physics.MaxCrowd + 1 {
		r.body("Pile", griff.V(0, 0), physics.Body{}, physics.Box(10, 10))
	}
	late := r.body("Late", griff.V(0, 0), physics.Body{}, physics.Box(10, 10))
	r.step(1)
	if got := r.w.ShapeCount(late); got != 0 {
		t.Fatalf("the 18th box on one point has %d shapes built, want 0 (left out)", got)
	}
	if c := r.w.Counts(); c.Dynamic != physics.MaxCrowd+1 || c.LeftOut != 1 {
		t.Errorf("counts %+v, want %d built and 1 left out", c, physics.MaxCrowd+1)
	}
	r.step(1)
	if got := r.w.ShapeCount(late); got != 0 {
		t.Fatalf("the left-out box was built without moving")
	}
	late.Transform().SetPosition(griff.V(1000, 0))
	r.step(1)
	if got := r.w.ShapeCount(late); got != 1 {
		t.Errorf("the box moved to an empty place has %d shapes built, want 1", got)
	}
	if c := r.w.Counts(); c.LeftOut != 0 {
		t.Errorf("%d bodies left out after the move, want 0", c.LeftOut)
	}
}

// TestMaxBodies builds MaxBodies+5 boxes far apart: the last five are left
// out with one warning, and one joins in the step after a built box is
// removed (bodies are removed after new ones are built).
func TestMaxBodies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 10,005 bodies")
	}
	r := newRig(t, physics.Options{NoGravity: true})
	var first *scenes.Entity
	for i := range physics.MaxBodies + 5 {
		e := r.body("Box", griff.V(float64(i%100)*20, float64(i/100)*20), physics.Body{}, physics.Box(10, 10))
		if first == nil {
			first = e
		}
	}
	r.step(1)
	if c := r.w.Counts(); c.Dynamic != physics.MaxBodies || c.LeftOut != 5 {
		t.Fatalf("counts %+v, want %d built and 5 left out", c, physics.MaxBodies)
	}
	if ws := warnings(r, "MaxBodies"); len(ws) != 1 || ws[0].Component != "Griff.Body" {
		t.Errorf("MaxBodies warnings %v, want one about a Griff.Body", ws)
	}
	r.s.Destroy(first)
	r.step(2)
	if c := r.w.Counts(); c.Dynamic != physics.MaxBodies || c.LeftOut != 4 {
		t.Errorf("after removing one box: counts %+v, want %d built and 4 left out", c, physics.MaxBodies)
	}
}

// TestMovedIntoCrowdIsLeftOut moves 40 built boxes onto one point, as a
// Mover or a script could: the world keeps at most MaxCrowd+1 of them there
// and takes the others out until they move again.
func TestMovedIntoCrowdIsLeftOut(t *testing.T) {
	r := newRig(t, physics.Options{NoGravity: true})
	var boxes []*scenes.Entity
	for i := range 40 {
		boxes = append(boxes, r.body("Box", griff.V(float64(i)*100, 0), physics.Body{}, physics.Box(10, 10)))
	}
	r.step(1)
	if c := r.w.Counts(); c.Dynamic != 40 {
		t.Fatalf("%d bodies built, want 40", c.Dynamic)
	}
	for _, e := range boxes {
		e.Transform().SetPosition(griff.V(0, 0))
	}
	r.step(1)
	if c := r.w.Counts(); c.Dynamic > physics.MaxCrowd+1 || c.Dynamic+c.LeftOut != 40 {
		t.Fatalf("counts %+v after moving 40 boxes onto one point, want at most %d built, the rest left out", c, physics.MaxCrowd+1)
	}
	if ws := warnings(r, "MaxCrowd"); len(ws) != 1 {
		t.Errorf("%d MaxCrowd warnings, want 1", len(ws))
	}
	for i, e := range boxes {
		e.Transform().SetPosition(griff.V(float64(i)*100, 500))
	}
	r.step(1)
	if c := r.w.Counts(); c.Dynamic != 40 || c.LeftOut != 0 {
		t.Errorf("counts %+v after spreading the boxes again, want 40 built", c)
	}
}

// TestKinematicCrowd builds 30 kinematic boxes on one point: cp pairs
// kinematic shapes with each other, so MaxCrowd applies to them too.
func TestKinematicCrowd(t *testing.T) {
	r := newRig(t, physics.Options{})
	var boxes []*scenes.Entity
	for range 30 {
		boxes = append(boxes, r.body("Platform", griff.V(0, 0), physics.Body{Kind: physics.BodyKinematic}, physics.Box(10, 10)))
	}
	r.step(2)
	built := 0
	for _, e := range boxes {
		built += r.w.ShapeCount(e)
	}
	if built != physics.MaxCrowd+1 {
		t.Errorf("%d kinematic boxes built on one point, want MaxCrowd+1 = %d", built, physics.MaxCrowd+1)
	}
	if c := r.w.Counts(); c.Dynamic != 0 || c.LeftOut != 30-built {
		t.Errorf("counts %+v, want no dynamic body and %d left out", c, 30-built)
	}
}
