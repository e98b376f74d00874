package level_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/griffengine/griff/scenes/level"
)

// FuzzMarshalledValue: the value an override's field is decoded from is the
// bytes json.Marshal writes for it inside the one-key object it made before
// (so the field's decoding, and its errors, see the same text).
func FuzzMarshalledValue(f *testing.F) {
	for _, s := range []string{`1`, ` [9, 4] `, `"a<b>&c"`, "\"\u2028\u2029\"", `{"x": [1, {"y": "<"}]}`, `"\u003c"`, `null`, ` true`, `"é\t"`} {
		f.Add("speed", []byte(s))
	}
	f.Fuzz(func(t *testing.T, key string, value []byte) {
		if !json.Valid(value) {
			return
		}
		obj, err := json.Marshal(map[string]json.RawMessage{key: value})
		if err != nil {
			t.Fatalf("json.Marshal of %q: %v", value, err)
		}
		var back map[string]json.RawMessage
		if err := json.Unmarshal(obj, &back); err != nil || len(back) != 1 {
			t.Fatalf("%s does not read back: %v", obj, err)
		}
		var want []byte
		for _, v := range back {
			want = v
		}
		got, err := level.MarshalledValue(value)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%q: got %q (%v), json.Marshal's %q", value, got, err, want)
		}
	})
}
