package blockworld

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestStillStepMarksNothing: with the miner standing still, a step marks
// neither the miner nor the hotbar's text, and the clock's text only on
// the steps its minute changes (scenes' Change marks), so a Timeline shares
// their records; picking a slot marks the miner and the hotbar.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, false)
	sc := r.g.Scene()
	for _, n := range []string{"Hotbar", "Clock"} {
		scenes.Add(sc.NewEntity(n, nil), visual.Text{})
	}
	r.arena(0, 10, 20, 25, 5)
	r.hold(3)
	clock := scenes.Read[visual.Text](root(sc, "Clock"))
	if scenes.Read[visual.Text](root(sc, "Hotbar")).Text == "" || clock.Text == "" {
		t.Fatal("the hotbar or the clock shows nothing")
	}
	runtimetest.WholeMarks(sc, t)
	ticked := 0
	for range 40 { // a minute is 24000/1440 steps
		was := clock.Text
		r.g.Step()
		m := runtimetest.WholeMarks(sc, t)
		for _, n := range []string{"Miner", "Hotbar"} {
			if m[n] {
				t.Errorf("a still step marked the %s changed", n)
			}
		}
		if changed := clock.Text != was; m["Clock"] != changed {
			t.Errorf("a step marked the clock %v, its text went from %q to %q", m["Clock"], was, clock.Text)
		} else if changed {
			ticked++
		}
	}
	if ticked == 0 {
		t.Error("the clock never changed in 40 steps")
	}
	r.tap("slot2")
	if m := runtimetest.WholeMarks(sc, t); !m["Miner"] || !m["Hotbar"] {
		t.Errorf("picking a slot marked %v, not the miner and the hotbar", m)
	}
}

// TestSameMinerFields checks that sameMiner sees a change of each field of
// a Miner (runtimetest.CheckSameFields): a field added and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSameMinerFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameMiner)
}
