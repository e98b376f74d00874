package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestParallaxMovesWhatASubtreeDraws: a Griff.Parallax component moves the
// sprites, shapes, texts and tilemaps of its entity and its descendants by
// (view centre - origin) × shift, nested ones composing as Tiled's factors
// do, and leaves the HUD where it is.
func TestParallaxMovesWhatASubtreeDraws(t *testing.T) {
	// The camera at (800, 800) is 100, 40 from the origin (700, 760); the
	// 320×180 view is centred on it, so world (800, 800) is pixel (160, 90).
	origin := griff.V(700, 760)
	for _, c := range []struct {
		name         string
		outer, inner griff.Vec // shifts of the group and of the layer inside it
		want         griff.Vec // where world (800, 800) is drawn, in pixels
	}{
		{"none", griff.Vec{}, griff.Vec{}, griff.V(160, 90)},
		{"layer 0.5", griff.Vec{}, griff.V(0.5, 0.5), griff.V(160+50, 90+20)},
		{"group 0.5", griff.V(0.5, 0.5), griff.Vec{}, griff.V(160+50, 90+20)},
		// Factors 0.5 × 0.5 = 0.25: a shift of 0.75.
		{"nested", griff.V(0.5, 0.5), griff.V(0.5, 0.5), griff.V(160+75, 90+30)},
		// Factors 2 (a near foreground) × 0.5 = 1: fixed in the world.
		{"cancelled", griff.V(-1, -1), griff.V(0.5, 0.5), griff.V(160, 90)},
		// One axis only.
		{"x only", griff.Vec{}, griff.V(1, 0), griff.V(160+100, 90)},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, 1)
			group := f.entity("Group", nil, griff.Vec{})
			scenes.Add(group, visual.Parallax{Shift: c.outer, Origin: origin})
			layer := f.entity("Layer", group, griff.Vec{})
			scenes.Add(layer, visual.Parallax{Shift: c.inner, Origin: origin})
			prefab := f.entity("Crate", layer, griff.V(800, 800))
			scenes.Add(prefab, visual.Shape{Size: griff.V(4, 4)})
			child := f.entity("Crate sprite", prefab, griff.Vec{})
			scenes.Add(child, visual.Sprite{Image: "ebiten.png"})
			scenes.Add(f.entity("Map", layer, griff.V(800, 800)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 1, Cells: []int{1}})
			scenes.Add(f.entity("Label", layer, griff.V(800, 800)), visual.Text{Text: "A"})
			scenes.Add(f.entity("Score", layer, griff.V(3, 4)), visual.Shape{Size: griff.V(2, 2), DrawOrder: visual.DrawOrder{HUD: true}})
			scenes.Add(f.entity("Camera", nil, griff.V(800, 800)), visual.Camera{})
			f.settle()
			f.build(0)
			qs := f.quads()
			if len(qs) < 5 {
				t.Fatalf("%d quads, want a shape, a sprite, a tile, a glyph and the HUD's shape", len(qs))
			}
			for i, q := range qs[:3] {
				if got := toPixels(q.Corners[0]); !near(got, c.want, 1e-3) {
					t.Errorf("quad %d (shape, sprite, tile) at %v px, want %v", i, got, c.want)
				}
			}
			glyph := toPixels(qs[3].Corners[0])
			if d := glyph.Sub(c.want); d[0] < -1 || d[0] > 8 || d[1] < -16 || d[1] > 16 {
				t.Errorf("glyph at %v px, want near %v", glyph, c.want)
			}
			if got := toPixels(qs[len(qs)-1].Corners[0]); !near(got, griff.V(3, 4), 1e-3) {
				t.Errorf("HUD shape at %v px, want (3, 4): the HUD does not move", got)
			}
		})
	}
}

// TestParallaxComposesWithATilemapsOwn: a tilemap with a ParallaxShift of
// its own inside a Parallax entity scrolls by the product of the factors.
func TestParallaxComposesWithATilemapsOwn(t *testing.T) {
	f := newFixture(t, 1)
	layer := f.entity("Layer", nil, griff.Vec{})
	scenes.Add(layer, visual.Parallax{Shift: griff.V(0.5, 0.5)})
	scenes.Add(f.entity("Map", layer, griff.V(800, 800)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 1, Cells: []int{1},
		ParallaxShift: griff.V(0.5, 0.5), ParallaxOrigin: griff.V(700, 760)})
	scenes.Add(f.entity("Camera", nil, griff.V(800, 800)), visual.Camera{})
	f.settle()
	f.build(0)
	if len(f.quads()) != 1 {
		t.Fatalf("%d quads, want 1", len(f.quads()))
	}
	// A shift of 0.75 about the tilemap's origin: (75, 30).
	if got := toPixels(f.quads()[0].Corners[0]); !near(got, griff.V(160+75, 90+30), 1e-3) {
		t.Errorf("tile at %v px, want (235, 120)", got)
	}
}

// TestParallaxOnParallelSprites: the sprites of a pass big enough to be
// built on several workers move with their parallax as they do on one, and
// the list is the same for any number of workers.
func TestParallaxOnParallelSprites(t *testing.T) {
	dumps := make([]string, 0, 2)
	for _, workers := range []int{1, 3} {
		f := newFixture(t, workers)
		near := f.entity("Near", nil, griff.Vec{})
		scenes.Add(near, visual.Parallax{Shift: griff.V(0.5, 0)})
		for i := range rendering.ParallelMin + 10 {
			parent := near
			if i%2 == 0 {
				parent = nil
			}
			scenes.Add(f.entity("S", parent, griff.V(float64(i%100), 10)), visual.Sprite{Image: "ebiten.png"})
		}
		scenes.Add(f.entity("Camera", nil, griff.V(100, 0)), visual.Camera{})
		f.settle()
		dumps = append(dumps, f.build(0))
		// Near's children come first (hierarchy order): sprite 1 (x 1) moves
		// by 50, half the camera's x, and sprite 0, the first root after
		// them, is fixed.
		qs := f.quads()
		n := (rendering.ParallelMin + 10) / 2
		if len(qs) != 2*n {
			t.Fatalf("%d workers: %d quads, want %d", workers, len(qs), 2*n)
		}
		a, b := toPixels(qs[n].Corners[0]), toPixels(qs[0].Corners[0])
		if d := b[0] - a[0]; d < 50.9 || d > 51.1 {
			t.Errorf("%d workers: a sprite inside Parallax 0.5 is %v px right of its neighbour, want 51", workers, d)
		}
	}
	if dumps[0] != dumps[1] {
		t.Errorf("1 and 3 workers built different lists")
	}
}
