package tactics

import (
	"math"
	"reflect"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// wholeMarks returns the entities marked changed as a whole since the last
// call by owner (scenes.Scene.TakeChanges), by name.
func wholeMarks(sc *scenes.Scene, owner any) map[string]bool {
	ch := sc.TakeChanges(owner)
	m := map[string]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e.Name()] = true
	}
	return m
}

// TestStillStepMarksNothing: with the battle waiting for the player, a
// step marks neither the Battle nor a unit (scenes' Change marks), so a
// Timeline shares their records; selecting a unit marks the Battle.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	r.g.Step() // the phase's banner goes
	sc := r.g.Scene()
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range wholeMarks(sc, t) {
			t.Errorf("a still step marked %s changed", name)
		}
	}
	r.sys.link.queue = append(r.sys.link.queue, netCommand{what: doSelect, cell: r.cell("Alm")})
	wholeMarks(sc, t)
	r.g.Step()
	if m := wholeMarks(sc, t); !m["Battle"] || scenes.Read[Battle](sc.Find("Battle")).Selected != 1 {
		t.Errorf("selecting Alm marked %v, not the Battle", m)
	}
}

// TestSameBattleFields changes each field of a Battle in turn and checks
// that sameBattle sees it: a field added and not compared would let a step
// change it without marking the battle, and a Timeline would keep its
// stale record.
func TestSameBattleFields(t *testing.T) {
	typ := reflect.TypeFor[Battle]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		var zero, b Battle
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int, reflect.Int64:
			v.SetInt(1)
		case reflect.Uint8:
			v.SetUint(1)
		case reflect.Float64:
			v.SetFloat(math.Copysign(0, -1)) // -0: not 0 by its bits
		case reflect.Bool:
			v.SetBool(true)
		case reflect.String:
			v.SetString("x")
		case reflect.Array: // a grid.Cell
			v.Index(1).SetInt(1)
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameBattle(&zero, &b) {
				t.Errorf("Battle.%s: nil and empty compare the same", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Battle.%s is a %v: teach this test and marks.go about it", f.Name, v.Kind())
		}
		if sameBattle(&zero, &b) || sameBattle(&b, &zero) {
			t.Errorf("a change of Battle.%s is missed", f.Name)
		}
		if !sameBattle(&b, &b) {
			t.Errorf("a Battle with %s set differs from itself", f.Name)
		}
	}
}
