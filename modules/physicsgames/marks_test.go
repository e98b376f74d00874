package physicsgames

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: on the pinball table with the ball served on
// the plunger and nothing pressed, a step marks neither the Table, the
// flippers nor the HUD (scenes' Change marks), so a Timeline
// shares their records; a flipper raised marks its entity (its body's turn)
// while it turns, and not once it is held up. The title marks nothing
// while no key is pressed, and its Title when the cursor moves.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(120)
	if p := scenes.Read[Table](r.find("Table")).Phase; p != TableServe {
		t.Fatalf("the table is in phase %v, want the serve", p)
	}
	sc := r.g.Scene()
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range runtimetest.WholeMarks(sc, t) {
			if name != "Ball" { // the physics world marks it: its resting velocity changes by 1e-16
				t.Errorf("a still step on the table marked %s changed", name)
			}
		}
	}
	fe, _ := r.flipper(false)
	runtimetest.WholeMarks(sc, t)
	r.hold(ActionLeft, true)
	r.g.Step()
	if m := runtimetest.WholeMarks(sc, t); !m[fe.Name()] {
		t.Errorf("raising the left flipper marked %v, not %s", m, fe.Name())
	}
	r.steps(30)
	runtimetest.WholeMarks(sc, t)
	r.g.Step()
	if m := runtimetest.WholeMarks(sc, t); m[fe.Name()] {
		t.Errorf("a step with the flipper held up marked it: %v", m)
	}
	r.noProblems()

	r = newRig(t, "title")
	r.steps(3)
	sc = r.g.Scene()
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range runtimetest.WholeMarks(sc, t) {
			t.Errorf("a still step on the title marked %s changed", name)
		}
	}
	r.tap(ActionDown)
	if m := runtimetest.WholeMarks(sc, t); !m[r.find("Title").Name()] || !m[MenuName] {
		t.Errorf("moving the title's cursor marked %v, not the Title and its menu", m)
	}
}

// TestSameFields checks that sameTable, sameSling and sameTitle see a change
// of each field of a Table, Sling and Title (runtimetest.CheckSameFields):
// a field added and not compared would let a step change it without
// marking the entity, and a Timeline would keep its stale record.
func TestSameFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameTable)
	runtimetest.CheckSameFields(t, sameSling)
	runtimetest.CheckSameFields(t, sameTitle)
}
