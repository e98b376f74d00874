package battles

import (
	"math"
	"reflect"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// marked reports whether e was marked changed as a whole since the last
// call by owner (scenes.Scene.TakeChanges).
func marked(sc *scenes.Scene, owner any, e *scenes.Entity) bool {
	ch := sc.TakeChanges(owner)
	for _, x := range ch.Entities[:ch.Whole] {
		if x == e {
			return true
		}
	}
	return false
}

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
	marked(sc, t, r.party)
	for range 3 {
		if r.g.Step(); marked(sc, t, r.party) {
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
	marked(sc, t, r.party)
	for range 3 {
		if r.g.Step(); marked(sc, t, r.party) {
			t.Error("a step after the flight marked the Party")
		}
	}
	r.in.Next = append(r.in.Next, ActionConfirm)
	if r.g.Step(); !marked(sc, t, r.party) {
		t.Error("the confirm that leaves the battle did not mark the Party")
	}
	if p, _ := scenes.Peek[Party](r.party); p.Result != ResultFled {
		t.Errorf("result %q, want fled", p.Result)
	}
}

// TestSameWalkerFields changes each field of a Walker in turn and checks
// that sameWalker sees it: a field added to Walker and not compared would
// let the walk step change it without marking its entity, and a Timeline
// would keep its stale record.
func TestSameWalkerFields(t *testing.T) {
	var zero Walker
	rt := reflect.TypeFor[Walker]()
	for i := range rt.NumField() {
		f := rt.Field(i)
		var b Walker
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(1)
		case reflect.Float64:
			v.SetFloat(math.Copysign(0, -1)) // -0 is not 0
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Array:
			v.Index(1).SetInt(1)
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameWalker(&zero, &b) {
				t.Errorf("sameWalker misses %s going from nil to empty", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Walker.%s is a %v: teach this test and sameWalker about it", f.Name, v.Kind())
		}
		if sameWalker(&zero, &b) || sameWalker(&b, &zero) {
			t.Errorf("sameWalker misses a change of Walker.%s", f.Name)
		}
		if !sameWalker(&b, &b) {
			t.Errorf("sameWalker of a Walker with %s set and itself is false", f.Name)
		}
	}
}
