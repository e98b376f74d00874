package tactics

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: with the battle waiting for the player, a
// step marks neither the Battle nor a unit (scenes' Change marks), so a
// Timeline shares their records; selecting a unit marks the Battle.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	r.g.Step() // the phase's banner goes
	sc := r.g.Scene()
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range runtimetest.WholeMarks(sc, t) {
			t.Errorf("a still step marked %s changed", name)
		}
	}
	r.sys.link.queue = append(r.sys.link.queue, netCommand{what: doSelect, cell: r.cell("Alm")})
	runtimetest.WholeMarks(sc, t)
	r.g.Step()
	if m := runtimetest.WholeMarks(sc, t); !m["Battle"] || scenes.Read[Battle](sc.Find("Battle")).Selected != 1 {
		t.Errorf("selecting Alm marked %v, not the Battle", m)
	}
}

// TestSameBattleFields checks that sameBattle sees a change of each field of
// a Battle (runtimetest.CheckSameFields): a field added and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSameBattleFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameBattle)
}
