package strategy

import (
	"reflect"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// TestSameUnitSeesEveryField changes each state field of a Unit in turn
// (every field but those tagged griff:"-", and inside the embedded
// DrawOrder) and checks that same reports the change, so a field added to
// Unit and left out of same fails here instead of being written without a
// mark; changing a field that is not state must not count.
func TestSameUnitSeesEveryField(t *testing.T) {
	base := Unit{Kind: "peon", Path: []grid.Cell{{1, 2}, {3, 4}}, Queue: []string{"peon"}}
	var s system
	s.keep(&base)
	check := func(name string, changed bool, u *Unit) {
		t.Helper()
		if got := !s.same(u, &s.was[0]); got != changed {
			t.Errorf("%s changed: same says changed %v, want %v", name, got, changed)
		}
	}
	check("nothing", false, &base)
	ut := reflect.TypeOf(base)
	for i := range ut.NumField() {
		f := ut.Field(i)
		u := base
		u.Path, u.Queue = append([]grid.Cell(nil), base.Path...), append([]string(nil), base.Queue...)
		v := reflect.ValueOf(&u).Elem().Field(i)
		if f.Tag.Get("griff") == "-" {
			continue
		}
		if f.Anonymous {
			for j := range v.NumField() {
				w := u
				bump(t, f.Name+"."+f.Type.Field(j).Name, reflect.ValueOf(&w).Elem().Field(i).Field(j))
				check(f.Name+"."+f.Type.Field(j).Name, true, &w)
			}
			continue
		}
		bump(t, f.Name, v)
		check(f.Name, true, &u)
	}
	// In place: the same length, another cell; a queue's element replaced.
	u := base
	u.Path = []grid.Cell{{1, 2}, {3, 5}}
	check("a path cell", true, &u)
	u = base
	u.Queue = []string{"knight"}
	check("a queued kind", true, &u)
	u = base
	u.Picked = true
	check("Picked (not state)", false, &u)
}

// bump changes v (a settable field of a kind a Unit has).
func bump(t *testing.T, name string, v reflect.Value) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Int, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint8:
		v.SetUint(v.Uint() + 1)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Float64:
		v.SetFloat(v.Float() + 1)
	case reflect.Array:
		bump(t, name, v.Index(0))
	case reflect.Slice:
		v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
	default:
		t.Fatalf("field %s: kind %s: teach bump to change it", name, v.Kind())
	}
}
