package visual_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/griffengine/griff/scenes/visual"
)

// FuzzReadTilemapForm: a Griff.Tilemap object decodes to the same value and
// the same error whether its cells are read in one loop or by encoding/json.
func FuzzReadTilemapForm(f *testing.F) {
	for _, s := range []string{
		`{"width":2,"cells":[6,6],"tileSize":16,"tiles":{"6":"solid"}}`,
		`{"cells":[]}`, `{"cells":null}`, `{"cells":[1,2,],"width":1}`, `{"cells":[1.5]}`, `{"cells":[1e2]}`,
		`{"cells":["1"]}`, `{"cells":[-0,-7, 9223372036854775807]}`, `{"cells":[9223372036854775808]}`,
		`{"cells":[1234567890123456789]}`, `{"Cells":[1,2],"cells":[3]}`, `{"cells":[1],"cells":null}`,
		`{"cells":[1,2],"tileSize":"x"}`, `{"width":"x","cells":[1,2]}`, `{"cells":[ 1 ,	2 ]}`, `{"cells":{}}`,
		`{"rows":["ab"],"legend":{"a":0,"b":1}}`, `[]`, `null`, `{"cells":[1,2]`, `{"cells":[[1]]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, obj []byte) {
		fast, plain, fastErr, plainErr := visual.ReadTilemapFormBoth(obj)
		if fmt.Sprint(fastErr) != fmt.Sprint(plainErr) || reflect.TypeOf(fastErr) != reflect.TypeOf(plainErr) {
			t.Fatalf("%s: error %v (%T), encoding/json's %v (%T)", obj, fastErr, fastErr, plainErr, plainErr)
		}
		if !reflect.DeepEqual(fast, plain) {
			t.Fatalf("%s: read %+v, encoding/json %+v", obj, fast, plain)
		}
	})
}
