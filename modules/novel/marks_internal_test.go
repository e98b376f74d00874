package novel

import (
	"math"
	"reflect"
	"testing"
)

// TestSameReaderFields changes each field of a Reader (and of its moment
// Now) in turn and checks that sameReader sees it: a field added and not
// compared would let a step change it without marking the Reader, and a
// Timeline would keep its stale record.
func TestSameReaderFields(t *testing.T) {
	var set func(v reflect.Value, path string) bool
	set = func(v reflect.Value, path string) bool {
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
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("%s is a %v: teach this test and marks.go about it", path, v.Kind())
			return false
		}
		return true
	}
	typ := reflect.TypeFor[Reader]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Type == reflect.TypeFor[Moment]() {
			for k := range f.Type.NumField() {
				var zero, b Reader
				set(reflect.ValueOf(&b).Elem().Field(i).Field(k), "Reader."+f.Name+"."+f.Type.Field(k).Name)
				if sameReader(&zero, &b) || sameReader(&b, &zero) || !sameReader(&b, &b) {
					t.Errorf("a change of Reader.%s.%s is missed", f.Name, f.Type.Field(k).Name)
				}
			}
			continue
		}
		var zero, b Reader
		v := reflect.ValueOf(&b).Elem().Field(i)
		if v.Kind() == reflect.Slice {
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameReader(&zero, &b) {
				t.Errorf("Reader.%s: nil and empty compare the same", f.Name)
			}
		}
		set(v, "Reader."+f.Name)
		if sameReader(&zero, &b) || sameReader(&b, &zero) {
			t.Errorf("a change of Reader.%s is missed", f.Name)
		}
		if !sameReader(&b, &b) {
			t.Errorf("a Reader with %s set differs from itself", f.Name)
		}
	}
}
