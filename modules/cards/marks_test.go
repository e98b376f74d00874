package cards

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: in the player's turn with nothing pressed, a
// step does not mark the Table (scenes' Change marks), so a Timeline
// shares its record; a press that picks another card marks it.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, 1, nil)
	r.started()
	for range 60 { // the hand is dealt and comes to rest
		r.g.Step()
	}
	sc := r.g.Scene()
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		if m := runtimetest.WholeMarks(sc, t); m["Table"] {
			t.Errorf("a still step marked the Table changed")
		}
	}
	pick := scenes.Read[Table](r.table).Pick
	r.in.Next = append(r.in.Next, ActionRight)
	r.g.Step()
	if m := runtimetest.WholeMarks(sc, t); !m["Table"] || scenes.Read[Table](r.table).Pick == pick {
		t.Errorf("picking the next card (pick %d) marked %v, not the Table", pick, m)
	}
	r.noProblems()
}

// TestSameTableFields checks that sameTable sees a change of each field of
// a Table (runtimetest.CheckSameFields): a field added and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSameTableFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameTable)
}
