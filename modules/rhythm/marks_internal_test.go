package rhythm

import (
	"reflect"
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestSameLanesFields checks that wasLanes.same sees a change of each field
// of a Lanes (runtimetest.CheckSameFields), and of an element of each
// per-lane slice after keep, as they are written in place: a field added
// and not compared would let a step change it without marking the Lanes,
// and a Timeline would keep its stale record.
func TestSameLanesFields(t *testing.T) {
	runtimetest.CheckSameFields(t, func(a, b *Lanes) bool {
		var w wasLanes
		w.keep(a)
		return w.same(b)
	})
	typ := reflect.TypeFor[Lanes]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Type.Kind() != reflect.Slice {
			continue
		}
		var b Lanes
		v := reflect.ValueOf(&b).Elem().Field(i)
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
	runtimetest.CheckSameFields(t, func(a, b *View) bool {
		var w wasView
		w.keep(a)
		return w.same(b)
	})
}
