package dungeon

import (
	"reflect"
	"testing"
)

// TestSameRunFields changes each field of a Run in turn (numbers to 1,
// strings to "x", slices to one element, and a slice from nil to empty)
// and checks that sameRun sees it: a field added to Run and not compared
// would let a step change the Run without marking its entity, and a
// Timeline would keep its stale record.
func TestSameRunFields(t *testing.T) {
	var zero Run
	rt := reflect.TypeFor[Run]()
	for i := range rt.NumField() {
		f := rt.Field(i)
		var b Run
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(1)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			v.SetUint(1)
		case reflect.String:
			v.SetString("x")
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameRun(&zero, &b) {
				t.Errorf("sameRun misses %s going from nil to empty", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Run.%s is a %v: teach this test and sameRun about it", f.Name, v.Kind())
		}
		if sameRun(&zero, &b) || sameRun(&b, &zero) {
			t.Errorf("sameRun misses a change of Run.%s", f.Name)
		}
		if !sameRun(&b, &b) {
			t.Errorf("sameRun of a Run with %s set and itself is false", f.Name)
		}
	}
}
