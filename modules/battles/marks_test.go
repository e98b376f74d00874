package battles

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestFightMarksThePartyWhenItWrites: the steps of a battle read the Party
// (scenes' Change marks): with the item list open (it shows the party's
// bag) and after the party fled, a step with no press leaves the Party's
// entity unmarked, so a Timeline shares its record; the confirm that
// leaves the battle writes the result to the Party and marks it.
func TestFightMarksThePartyWhenItWrites(t *testing.T) {
	r := newRig(t, 1, 1, "slime")
	sc := r.g.Scene()
	r.heroTurn()
	r.press(ActionDown, ActionDown, ActionConfirm) // Item
	if r.b().Phase != PhaseList {
		t.Fatalf("phase %d, want the item list", r.b().Phase)
	}
	runtimetest.WholeMarksByEntity(sc, t)
	for range 3 {
		if r.g.Step(); runtimetest.WholeMarksByEntity(sc, t)[r.party] {
			t.Error("a step of the item list marked the Party")
		}
	}
	r = newRig(t, 1, 1, "slime")
	sc = r.g.Scene()
	r.heroTurn()
	r.press(ActionUp, ActionConfirm) // Run (round the menu's top)
	if r.b().Phase != PhaseFled {
		t.Fatalf("phase %d (%s), want fled", r.b().Phase, r.b().Message)
	}
	runtimetest.WholeMarksByEntity(sc, t)
	for range 3 {
		if r.g.Step(); runtimetest.WholeMarksByEntity(sc, t)[r.party] {
			t.Error("a step after the flight marked the Party")
		}
	}
	r.in.Next = append(r.in.Next, ActionConfirm)
	if r.g.Step(); !runtimetest.WholeMarksByEntity(sc, t)[r.party] {
		t.Error("the confirm that leaves the battle did not mark the Party")
	}
	if p, _ := scenes.Peek[Party](r.party); p.Result != ResultFled {
		t.Errorf("result %q, want fled", p.Result)
	}
}

// TestSameWalkerFields checks that sameWalker sees a change of each field of
// a Walker (runtimetest.CheckSameFields): a field added and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSameWalkerFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameWalker)
}
