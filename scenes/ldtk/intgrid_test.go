package ldtk_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// TestIntGridIsCollisionData: an IntGrid layer becomes a tilemap of
// collisions with no tileset and no tiles (the renderer draws nothing and
// warns nothing: rendering's TestCollisionOnlyTilemapIsSilent); one none of
// whose values collides gets no tilemap, since it only drives auto-tiles.
func TestIntGridIsCollisionData(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		edit      func(string) string
		wantWalls bool
	}{
		{"collides", func(s string) string { return s }, true},
		{"no collision", func(s string) string {
			for _, id := range []string{"solid", "one_way", "water"} {
				s = strings.Replace(s, `"identifier": "`+id+`"`, `"identifier": "none"`, 1)
			}
			return s
		}, false},
	} {
		var p scenes.Problems
		l, err := ldtk.Read("small.ldtk", []byte(c.edit(string(data))), os.DirFS("testdata"), &p)
		if err != nil {
			t.Fatal(err)
		}
		ground := findByName(l, "Ground")
		if ground == nil {
			t.Fatalf("%s: no Ground layer", c.name)
		}
		var tm map[string]any
		for _, comp := range ground.Components {
			if comp.Type == "Griff.Tilemap" {
				tm, _ = comp.Value.(map[string]any)
			}
		}
		if (tm != nil) != c.wantWalls {
			t.Errorf("%s: Ground's tilemap %v, want one: %v", c.name, tm, c.wantWalls)
			continue
		}
		if tm == nil {
			continue
		}
		if _, ok := tm["tileset"]; ok {
			t.Errorf("%s: the IntGrid's tilemap names a tileset: %v", c.name, tm)
		}
		legend, err := json.Marshal(tm["legend"])
		if err != nil || !strings.Contains(string(legend), `"collision":"solid"`) || strings.Contains(string(legend), `"tile"`) {
			t.Errorf("%s: legend %s, want collisions and no tiles", c.name, legend)
		}
	}
}
