package scenes

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/griffengine/griff/griff"
)

type literalLayer int16

// literalTargets are the field types decodeLiteral is checked on.
func literalTargets() []any {
	return []any{new(bool), new(string), new(int), new(int8), new(int64), new(uint16), new(uint64),
		new(float32), new(float64), new(literalLayer)}
}

// FuzzDecodeLiteral: whenever decodeLiteral decodes a JSON value, it gives
// exactly what json.Unmarshal gives (and json.Unmarshal does not fail).
func FuzzDecodeLiteral(f *testing.F) {
	for _, s := range []string{`true`, `"abc"`, `"a\"b"`, `"\u00e9"`, `-0`, `12`, `300`, `-129`, `1e3`, `1.5`,
		`3.4028235e38`, `3.5e38`, `1e400`, `18446744073709551616`, `null`, `"é"`, `[1]`, `{}`, `0.1`, `-1.0e-7`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		for _, target := range literalTargets() {
			fast := reflect.New(reflect.TypeOf(target).Elem()).Elem()
			if !decodeLiteral(fast, literalKind(fast.Type()), data) {
				continue
			}
			want := reflect.New(fast.Type())
			if err := json.Unmarshal(data, want.Interface()); err != nil {
				t.Fatalf("%s into %s: decoded %v, encoding/json fails: %v", data, fast.Type(), fast, err)
			}
			if !reflect.DeepEqual(fast.Interface(), want.Elem().Interface()) {
				t.Fatalf("%s into %s: decoded %#v, encoding/json %#v", data, fast.Type(), fast, want.Elem())
			}
		}
	})
}

// TestLiteralKind: types with their own decoding go through encoding/json.
func TestLiteralKind(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want reflect.Kind
	}{
		{0.5, reflect.Float64}, {"", reflect.String}, {literalLayer(0), reflect.Int16},
		{json.Number(""), reflect.String}, {[]int{}, reflect.Invalid}, {new(int), reflect.Invalid},
		{griff.Easing(0), reflect.Invalid},
	} {
		if got := literalKind(reflect.TypeOf(tc.v)); got != tc.want {
			t.Errorf("literalKind(%T) = %v, want %v", tc.v, got, tc.want)
		}
	}
}
