package cards

import (
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
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		if m := wholeMarks(sc, t); m["Table"] {
			t.Errorf("a still step marked the Table changed")
		}
	}
	pick := scenes.Read[Table](r.table).Pick
	r.in.Next = append(r.in.Next, ActionRight)
	r.g.Step()
	if m := wholeMarks(sc, t); !m["Table"] || scenes.Read[Table](r.table).Pick == pick {
		t.Errorf("picking the next card (pick %d) marked %v, not the Table", pick, m)
	}
	r.noProblems()
}

// TestSameTableFields changes each field of a Table in turn and checks that
// sameTable sees it: a field added and not compared would let a step change
// it without marking the table, and a Timeline would keep its stale record.
func TestSameTableFields(t *testing.T) {
	typ := reflect.TypeFor[Table]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		var zero, b Table
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int, reflect.Int64:
			v.SetInt(1)
		case reflect.Uint8:
			v.SetUint(1)
		case reflect.String:
			v.SetString("x")
		case reflect.Array:
			v.Index(v.Len() - 1).SetInt(1)
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameTable(&zero, &b) {
				t.Errorf("Table.%s: nil and empty compare the same", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Table.%s is a %v: teach this test and marks.go about it", f.Name, v.Kind())
		}
		if sameTable(&zero, &b) || sameTable(&b, &zero) {
			t.Errorf("a change of Table.%s is missed", f.Name)
		}
		if !sameTable(&b, &b) {
			t.Errorf("a Table with %s set differs from itself", f.Name)
		}
	}
}
