package hosting

import (
	"encoding/json"
	"testing"
)

// TestSceneMapAsUnmarshal: sceneMap finds the map a scene file names as
// decoding the whole file into a struct did, wherever "map" is, and names
// none for files that are not an object, a "map" that is not a string, or
// text that is not JSON before the key.
func TestSceneMapAsUnmarshal(t *testing.T) {
	cases := []string{
		`{"format": 1, "map": "levels/level1.tmx", "entities": [{"id": 1}]}`,
		`{"entities": [{"id": 1, "components": {"map": "no"}}], "map": "levels/a.ldtk#Level_0"}`,
		`{"format": 1, "entities": []}`,
		`{"map": null, "entities": []}`,
		`{"map": "", "entities": []}`,
		`{"map": 3}`,
		`{"Map": "levels/x.tmx"}`,
		`[]`,
		`{"format": 1,, "map": "a.tmx"}`,
		``,
		"\ufeff{\"map\": \"a.tmx\"}",
	}
	for _, c := range cases {
		var named struct {
			Map *string `json:"map"`
		}
		want := ""
		if json.Unmarshal([]byte(c), &named) == nil && named.Map != nil {
			want = *named.Map
		}
		if got := sceneMap([]byte(c)); got != want {
			t.Errorf("sceneMap(%s) = %q, want %q", c, got, want)
		}
	}
}
