package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestCollisionOnlyTilemapIsSilent: a tilemap naming no tileset and no
// images whose cells are all empty (an LDtk IntGrid layer: collisions, no
// tiles) draws nothing and warns nothing; one with a tile and no tileset
// still warns that it names no image.
func TestCollisionOnlyTilemapIsSilent(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Grid", nil, griff.V(0, 0)), visual.Tilemap{TileSize: 8, Width: 2, Cells: []int{0, 0, 0, -1}})
	scenes.Add(f.entity("Forgot", nil, griff.V(40, 0)), visual.Tilemap{TileSize: 8, Width: 2, Cells: []int{0, 3}})
	f.settle()
	f.build(0)
	f.build(1)
	if ps := f.problemsAbout("Grid", "Griff.Tilemap"); len(ps) != 0 {
		t.Errorf("the collision-only map warns: %v", ps)
	}
	if ps := f.problemsAbout("Forgot", "Griff.Tilemap"); len(ps) != 1 {
		t.Errorf("the map with a tile and no tileset: problems %v, want one", ps)
	}
	if n := len(f.list.Quads); n != 0 {
		t.Errorf("%d quads drawn, want none", n)
	}
}
