package rhythm

import (
	"math"
	"reflect"
	"testing"
)

// TestSameLanesFields changes each field of a Lanes in turn and checks that
// wasLanes.same sees it: a field added and not compared would let a step
// change it without marking the Lanes, and a Timeline would keep its stale
// record. The per-lane slices are written in place, so a change of an
// element after keep is seen too.
func TestSameLanesFields(t *testing.T) {
	same := func(a, b *Lanes) bool {
		var w wasLanes
		w.keep(a)
		return w.same(b)
	}
	typ := reflect.TypeFor[Lanes]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		var zero, b Lanes
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
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if same(&zero, &b) {
				t.Errorf("Lanes.%s: nil and empty compare the same", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
			var w wasLanes
			w.keep(&b)
			e := v.Index(0)
			switch e.Kind() {
			case reflect.Int:
				e.SetInt(1)
			case reflect.Bool:
				e.SetBool(true)
			case reflect.Struct:
				e.Field(0).SetInt(1)
			default:
				t.Fatalf("Lanes.%s holds %v: teach this test about it", f.Name, e.Kind())
			}
			if w.same(&b) {
				t.Errorf("Lanes.%s: an element changed in place is missed", f.Name)
			}
		default:
			t.Fatalf("Lanes.%s is a %v: teach this test and marks.go about it", f.Name, v.Kind())
		}
		if same(&zero, &b) || same(&b, &zero) {
			t.Errorf("a change of Lanes.%s is missed", f.Name)
		}
		if !same(&b, &b) {
			t.Errorf("a Lanes with %s set differs from itself", f.Name)
		}
	}
	// A View's saved fields: From and the Shown slots, written in place.
	v := View{Shown: []int{-1, -1}}
	var w wasView
	w.keep(&v)
	v.Shown[1] = 3
	if w.same(&v) {
		t.Error("a View's slot changed in place is missed")
	}
	w.keep(&v)
	v.From++
	if w.same(&v) {
		t.Error("a View's From changed is missed")
	}
	if n := reflect.TypeFor[View]().NumField(); n != 8 {
		t.Errorf("View has %d fields, want 8 (Shown, From and six unsaved): compare a new saved field in wasView.same", n)
	}
}
