package scenes

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/go-gl/mathgl/mgl64"

	"github.com/griffengine/griff/griff"
)

// literalArrayTargets are the field types decodeLiteralArray is checked on.
func literalArrayTargets() []any {
	return []any{new([]bool), new([]int), new([]int8), new([]uint16), new([]uint64), new([]float32),
		new([]float64), new([]literalLayer), new([3]int), new(mgl64.Vec2), new([0]bool), new([]byte)}
}

// FuzzDecodeLiteralArray: whenever decodeLiteralArray decodes a JSON value,
// it gives exactly what json.Unmarshal gives into the same zero value (and
// json.Unmarshal does not fail).
func FuzzDecodeLiteralArray(f *testing.F) {
	for _, s := range []string{`[]`, ` [ ] `, `[true,false]`, "[\ttrue ,\n false\r]", `[1,2,3]`, `[1,2,3,4]`, `[-0]`,
		`[300,-129]`, `[1e3,1.5]`, `[18446744073709551616]`, `[null]`, `null`, `["a"]`, `[[1]]`, `[{}]`, `[1,"a"]`,
		`[3.4028235e38,3.5e38]`, `[127,-128,128,-129]`, `[65535,65536,-1]`, `[999999999999999999,1000000000000000000]`, `[-9223372036854775808]`, `[true , false,true]`, `[truex]`, `[false,true,false,true,false,true,false,true,false]`, `[0.1,-1.0e-7]`, `[true,1]`, `{}`, `1`, `[1,,2]`, `[1,2,]`, `[,]`, `[ 1 , 2 ]`, `[1 2]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		for _, target := range literalArrayTargets() {
			typ := reflect.TypeOf(target).Elem()
			fast := reflect.New(typ).Elem()
			took := decodeLiteralArray(fast, literalElemKind(typ), data)
			if two := twoPassDecodeLiteralArray(reflect.New(typ).Elem(), literalElemKind(typ), data); took != two {
				t.Fatalf("%s into %s: decodeLiteralArray takes it: %v; counting the elements first: %v", data, typ, took, two)
			}
			if !took {
				continue
			}
			want := reflect.New(typ)
			if err := json.Unmarshal(data, want.Interface()); err != nil {
				t.Fatalf("%s into %s: decoded %v, encoding/json fails: %v", data, typ, fast, err)
			}
			if !reflect.DeepEqual(fast.Interface(), want.Elem().Interface()) {
				t.Fatalf("%s into %s: decoded %#v, encoding/json %#v", data, typ, fast, want.Elem())
			}
		}
	})
}

// twoPassDecodeLiteralArray is decodeLiteralArray as it was, counting the
// elements in a first pass of literalElems: the one pass must take the same
// arrays.
func twoPassDecodeLiteralArray(fv reflect.Value, k reflect.Kind, raw []byte) bool {
	n := 0
	if !literalElems(raw, func([]byte) bool { n++; return true }) {
		return false
	}
	t := fv.Type()
	var out reflect.Value
	if t.Kind() == reflect.Slice {
		out = reflect.MakeSlice(t, n, n)
	} else if n > t.Len() {
		return false
	} else {
		out = reflect.New(t).Elem()
	}
	i := 0
	if !literalElems(raw, func(tok []byte) bool {
		ok := decodeLiteral(out.Index(i), k, tok)
		i++
		return ok
	}) {
		return false
	}
	fv.Set(out)
	return true
}

// The arrays scene files hold (a tile map's cells, a grid's rows, a vector)
// are decoded without encoding/json, and what it must decide (a string, null,
// a number out of range, too many elements for an array) is left to it.
func TestDecodeLiteralArrayTakes(t *testing.T) {
	for _, tc := range []struct {
		target any
		raw    string
		want   bool
	}{
		{new([]bool), `[true, false, true]`, true},
		{new([]int), `[1, -2, 30000]`, true},
		{new([]int), `[]`, true},
		{new(mgl64.Vec2), `[1.5, -2]`, true},
		{new(mgl64.Vec2), `[1.5]`, true},
		{new([]float32), `[0.25]`, true},
		{new(mgl64.Vec2), `[1, 2, 3]`, false},
		{new([]int8), `[1, 300]`, false},
		{new([]int), `[1, null]`, false},
		{new([]int), `null`, false},
		{new([]int), `[1.5]`, false},
		{new([]bool), `[true, 1]`, false},
		{new([]int), `[1, "2"]`, false},
	} {
		fv := reflect.ValueOf(tc.target).Elem()
		if got := decodeLiteralArray(fv, literalElemKind(fv.Type()), []byte(tc.raw)); got != tc.want {
			t.Errorf("decodeLiteralArray(%s, %s) = %v, want %v", fv.Type(), tc.raw, got, tc.want)
		}
	}
	// a new slice, not the field's old backing array
	old := make([]int, 3, 8)
	fv := reflect.ValueOf(&old).Elem()
	keep := old
	if !decodeLiteralArray(fv, reflect.Int, []byte(`[7, 8]`)) || !reflect.DeepEqual(old, []int{7, 8}) || keep[0] != 0 {
		t.Errorf("decoding [7, 8] into a slice with room: %v (its old array %v), want [7 8] in a new array", old, keep)
	}
}

// TestLiteralElemKind: slices and arrays of types with their own decoding,
// strings or composite values go through encoding/json.
func TestLiteralElemKind(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want reflect.Kind
	}{
		{[]bool{}, reflect.Bool}, {[]int{}, reflect.Int}, {mgl64.Vec2{}, reflect.Float64}, {[]literalLayer{}, reflect.Int16},
		{[]string{}, reflect.Invalid}, {[]griff.Easing{}, reflect.Invalid}, {[][]int{}, reflect.Invalid},
		{[]mgl64.Vec2{}, reflect.Invalid}, {json.RawMessage{}, reflect.Invalid}, {0, reflect.Invalid}, {[]*int{}, reflect.Invalid},
	} {
		if got := literalElemKind(reflect.TypeOf(tc.v)); got != tc.want {
			t.Errorf("literalElemKind(%T) = %v, want %v", tc.v, got, tc.want)
		}
	}
}
