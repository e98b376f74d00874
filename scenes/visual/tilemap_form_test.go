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
		`{"cells":[]}`, `{"cells":null}`, `{"cells":[1,2,],"width":1}`, `{"cells":[1.5]}`, `{"cells":[1e2]}`, `{"width":2,"cells":[01,2]}`, `{"cells":[-01]}`, `{"cells":[00]}`, `{"cells":[0,007]}`,
		`{"cells":["1"]}`, `{"cells":[-0,-7, 9223372036854775807]}`, `{"cells":[9223372036854775808]}`,
		`{"cells":[1234567890123456789]}`, `{"Cells":[1,2],"cells":[3]}`, `{"cells":[1],"cells":null}`,
		`{"cells":[1,2],"tileSize":"x"}`, `{"width":"x","cells":[1,2]}`, `{"cells":[ 1 ,	2 ]}`, `{"cells":{}}`,
		`{"rows":["ab"],"legend":{"a":0,"b":1}}`, `[]`, `null`, `{"cells":[1,2]`, `{"cells":[[1]]}`,
		// Objects of the shape onePassTilemapForm reads, and near misses.
		` { "layer" : 0 , "tileset":"assets/t\"s.png","flips":[[1,{"a":"]"}]],"width":2,"cells":[1,2],"tileSize":16,"tiles":null,"rows":null} `,
		`{"width":2,"cells":[1,2],"WIDTH":3}`, `{"width":2,"cells":[1,2],"width":3}`, `{"x":tru,"cells":[1]}`, `{"x":truex,"cells":[1]}`,
		`{"x":"\u00e9","cells":[1]}`, "{\"x\u00e9\":1,\"cells\":[1]}", `{"cells":[1]}x`, `{"cells":[1],}`, `{"cells":[1] "width":1}`,
		`{"legend":{"a":0},"legend":{"b":1},"rows":["ab"]}`, `{"tiles":{"1":"oneWay"} ,"cells":[1, 2 ,3]}`, `{}`, ` {} `, `{"x":[}],"cells":[1]}`,
		"{\"x\":\"\xff\",\"cells\":[1]}", `{"tileſize":3,"cells":[1]}`, `{"width":1e2,"cells":[1]}`, `{"x":-,"cells":[1]}`,
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

// TestOnePassTilemapForm: the objects hosting writes of a map's tile layer
// (unknown members among the fields) are read in one pass.
func TestOnePassTilemapForm(t *testing.T) {
	for _, obj := range []string{
		`{"layer":0,"tileset":"assets/tiles.png","tileSize":16,"width":3,"cells":[0,17,18],"tiles":{"17":"solid","18":"oneWay"},"flips":[0,1,0]}`,
		`{"width":1,"cells":[5]}`,
	} {
		f, ok := visual.OnePassTilemapForm([]byte(obj))
		if !ok {
			t.Errorf("%s: not read in one pass", obj)
			continue
		}
		_, plain, _, err := visual.ReadTilemapFormBoth([]byte(obj))
		if err != nil || !reflect.DeepEqual(f, plain) {
			t.Errorf("%s: one pass %+v, encoding/json %+v (%v)", obj, f, plain, err)
		}
	}
}
