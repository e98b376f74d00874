package fighting

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: on the title with no key pressed, a step marks
// neither the Match nor a fighter (scenes' Change marks), so a Timeline
// shares their records; a press that moves the title's pick marks the
// Match. In a fight, a fighter walking is marked.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, nil, nil)
	r.steps(5)
	sc := r.g.Scene()
	still := func(what string) {
		t.Helper()
		runtimetest.WholeMarks(sc, t)
		for range 3 {
			r.g.Step()
			for name := range runtimetest.WholeMarks(sc, t) {
				t.Errorf("%s: a still step marked %s changed", what, name)
			}
		}
	}
	still("title")
	pick := r.m.Pick
	r.in.hold(0, ActionDown)
	r.g.Step()
	r.in.let(0, ActionDown)
	if m := runtimetest.WholeMarks(sc, t); !m["Match"] || r.m.Pick == pick {
		t.Errorf("a press on the title marked %v (pick %d to %d), not the Match", m, pick, r.m.Pick)
	}
	r.start(ModeTraining)
	r.steps(120)
	p1 := scenes.Read[Fighter](sc.Find("P1"))
	r.in.hold(0, ActionRight)
	r.steps(3)
	runtimetest.WholeMarks(sc, t)
	x := p1.X
	r.g.Step()
	if m := runtimetest.WholeMarks(sc, t); !m["P1"] || p1.X == x {
		t.Errorf("a step of P1 walking (x %d to %d) marked %v, not P1", x, p1.X, m)
	}
}

// TestSameFields checks that sameMatch and sameFighter see a change of each
// field of a Match and a Fighter, inside their structs too
// (runtimetest.CheckSameFields): a field added and not compared would let a
// step change it without marking the entity, and a Timeline would keep its
// stale record.
func TestSameFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameMatch)
	runtimetest.CheckSameFields(t, sameFighter)
}
