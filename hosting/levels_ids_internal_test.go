package hosting

import (
	"encoding/json"
	"io/fs"
	"testing"

	"github.com/griffengine/griff/assets"
)

// oldSceneIDs is what insertLevel read before scanSceneIDs: the file decoded
// by encoding/json for its ids, then its tokens for the entities' bracket.
func oldSceneIDs(data []byte) (sceneIDs, error) {
	var doc struct {
		NextID   uint64   `json:"nextId"`
		Entities []idTree `json:"entities"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return sceneIDs{}, err
	}
	at, empty, found, err := entitiesBracket(data)
	return sceneIDs{next: doc.NextID, max: maxID(doc.Entities), at: at, empty: empty, found: found, ok: true}, err
}

func TestScanSceneIDs(t *testing.T) {
	for _, c := range []struct {
		data string
		want sceneIDs
	}{
		{`{}`, sceneIDs{at: 1, empty: true, ok: true}},
		{` { "format": 1 } `, sceneIDs{at: 2, ok: true}},
		{`{"ID":1}`, sceneIDs{at: 1, ok: true}}, // no key of a document
		{`{"nextId": 9, "entities": [ ]}`, sceneIDs{next: 9, at: 27, empty: true, found: true, ok: true}},
		{`{"entities":[{"id":3,"children":[{"id":12,"x":{"id":99}}]},{"id":5}],"nextId":4}`,
			sceneIDs{next: 4, max: 12, at: 13, found: true, ok: true}},
		{`{"entities":[{"name":"é\u00e9","components":{"Ä":[1.5e-3,true,null,"\"\\"]}}]}`,
			sceneIDs{at: 13, found: true, ok: true}},
		// left to encoding/json: not valid, another spelling, a duplicate, a number that is no id
		{`{"entities":[}`, sceneIDs{}}, {`{"Entities":[]}`, sceneIDs{}}, {`{"NEXTID":1}`, sceneIDs{}},
		{`{"entities":[{"ID":1}]}`, sceneIDs{}}, {`{"entitieſ":[]}`, sceneIDs{}}, {`{"nextId":1,"nextId":2}`, sceneIDs{}},
		{`{"nextId":1.0}`, sceneIDs{}}, {`{"nextId":-1}`, sceneIDs{}}, {`{"nextId":18446744073709551616}`, sceneIDs{}},
		{`{"entities":null}`, sceneIDs{}}, {`{"entities":[1]}`, sceneIDs{}}, {`[]`, sceneIDs{}}, {`{} x`, sceneIDs{}},
		{`{"a":01}`, sceneIDs{}}, {"{\"a\":\"\x01\"}", sceneIDs{}}, {`{"a":"\x"}`, sceneIDs{}}, {`{"a":tru}`, sceneIDs{}},
	} {
		got := scanSceneIDs([]byte(c.data))
		if !got.ok {
			got = sceneIDs{}
		}
		if c.want.ok != got.ok || got.ok && got != c.want {
			t.Errorf("scanSceneIDs(%s) = %+v, want %+v", c.data, got, c.want)
		}
	}
}

// FuzzScanSceneIDs: whenever scanSceneIDs takes a file, encoding/json reads
// it too and gives the same ids and the same place for the map's entities.
func FuzzScanSceneIDs(f *testing.F) {
	for _, n := range []string{"scenes/main.json", "scenes/level2.json"} {
		data, err := fs.ReadFile(assets.BuiltinGame(), n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{`{}`, `{"entities":[{"id":1,"children":[{"id":7}]}],"nextId":3}`, `{"nextId":0,"entities":[]}`,
		`{"entities":[{"id":2,"Children":[]}]}`, `{"a":[1,{"b":"\u12ab"}],"entities":[{}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got := scanSceneIDs(data)
		if !got.ok {
			return
		}
		want, err := oldSceneIDs(data)
		if err != nil {
			t.Fatalf("scanSceneIDs(%q) = %+v, encoding/json fails: %v", data, got, err)
		}
		if got != want {
			t.Fatalf("scanSceneIDs(%q) = %+v, encoding/json gives %+v", data, got, want)
		}
	})
}
