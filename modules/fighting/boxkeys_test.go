package fighting

import (
	"encoding/json"
	"testing"
)

// A Box saves camelCase keys, and a file with the keys of before ("X0")
// still loads.
func TestBoxKeys(t *testing.T) {
	b, err := json.Marshal(Box{X0: 1, Y0: 2, X1: 3, Y1: 4})
	if err != nil || string(b) != `{"x0":1,"y0":2,"x1":3,"y1":4}` {
		t.Errorf("Box saved as %s, %v", b, err)
	}
	var old Box
	if err := json.Unmarshal([]byte(`{"X0":-5,"Y0":6,"X1":7,"Y1":80}`), &old); err != nil || old != (Box{-5, 6, 7, 80}) {
		t.Errorf("old keys loaded as %+v, %v", old, err)
	}
}
