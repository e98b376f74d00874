package physics

import (
	"encoding/json"
	"testing"

	"github.com/griffengine/griff/scenes/visual"
)

// TestWallCellsAsMarshal: wallCells writes what json.Marshal wrote of the
// []bool it replaced, for no cells, one, and cells of every collision.
func TestWallCellsAsMarshal(t *testing.T) {
	all := []visual.TileCollision{visual.TileNone, visual.TileSolid, visual.TileOneWay}
	cases := [][]visual.TileCollision{{}, {visual.TileSolid}, {visual.TileNone}}
	var long []visual.TileCollision
	for i := range 2400 {
		long = append(long, all[(i*7+i/13)%3])
	}
	cases = append(cases, long)
	for _, cs := range cases {
		for _, c := range all[1:] {
			cells := make([]bool, len(cs))
			for i, t := range cs {
				cells[i] = t == c
			}
			want, _ := json.Marshal(cells)
			if got := wallCells(cs, c); string(got) != string(want) {
				t.Errorf("%d cells of %v: wallCells gives %.40s, json.Marshal %.40s", len(cs), c, got, want)
			}
		}
	}
}
