package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestTileImageRegion: a tile image with a region draws that part of its
// image at the region's size, its bottom-left corner at the cell's (a tile
// of a tile set with spacing, or larger than a cell, as Tiled draws it).
func TestTileImageRegion(t *testing.T) {
	f := newFixture(t, 1)
	// Tile 2 is the 17×18 texels of tiles.png at (35, 1) (a tile set of
	// 16-texel cells with a margin and spacing would give such regions):
	// cell 1 of the row is x 16..32, y 0..16 with the map at (10, 20).
	scenes.Add(f.entity("Map", nil, griff.V(10, 20)), visual.Tilemap{TileSize: 16, Width: 2, Cells: []int{0, 2},
		Images: []visual.TileImage{{Tile: 2, Image: "tiles.png", Region: visual.Region{X: 35, Y: 1, W: 17, H: 18}}}})
	f.settle()
	f.build(0)
	if len(f.quads()) != 1 {
		t.Fatalf("%d quads, want 1", len(f.quads()))
	}
	q := f.quads()[0]
	want := [4]griff.Vec{griff.V(26, 18), griff.V(43, 18), griff.V(43, 36), griff.V(26, 36)}
	for i, p := range corners(q) {
		if !near(p, want[i], 1e-3) {
			t.Errorf("corner %d at %v px, want %v", i, p, want[i])
		}
	}
	if q.Src != (drawlist.TexRect{U0: 35, V0: 1, U1: 52, V1: 19}) {
		t.Errorf("src %v, want the region (35, 1) 17×18", q.Src)
	}
	if f.g.Problems().Len() != 0 {
		t.Errorf("problems: %v", f.g.Problems().List())
	}
}
