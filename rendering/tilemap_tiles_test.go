package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// corners returns q's corners in screen pixels.
func corners(q drawlist.Quad) [4]griff.Vec {
	var out [4]griff.Vec
	for i, c := range q.Corners {
		out[i] = toPixels(c)
	}
	return out
}

// oneTile builds a one-cell map of tile 1 (tiles.png, 16 texels) at (100, 50)
// with no camera (world units are pixels) and returns its quad.
func oneTile(t *testing.T, tm visual.Tilemap) drawlist.Quad {
	t.Helper()
	f := newFixture(t, 1)
	tm.Tileset, tm.TileSize, tm.Width = "tiles.png", 16, 1
	if tm.Cells == nil {
		tm.Cells = []int{1}
	}
	scenes.Add(f.entity("Map", nil, griff.V(100, 50)), tm)
	f.settle()
	f.build(0)
	if len(f.quads()) != 1 {
		t.Fatalf("%d quads, want 1", len(f.quads()))
	}
	return f.quads()[0]
}

func TestTileFlips(t *testing.T) {
	// The screen positions of the texture's top-left, top-right, bottom-right
	// and bottom-left corners, for the cell (100, 50)-(116, 66).
	tl, tr, br, bl := griff.V(100, 50), griff.V(116, 50), griff.V(116, 66), griff.V(100, 66)
	cases := []struct {
		name string
		flip int
		want [4]griff.Vec
	}{
		{"none", 0, [4]griff.Vec{tl, tr, br, bl}},
		{"x", visual.TileFlipX, [4]griff.Vec{tr, tl, bl, br}},
		{"y", visual.TileFlipY, [4]griff.Vec{bl, br, tr, tl}},
		{"x+y (180°)", visual.TileFlipX | visual.TileFlipY, [4]griff.Vec{br, bl, tl, tr}},
		// Tiled: diagonal + horizontal is a turn of 90° clockwise: the
		// texture's top-left corner goes to the top-right.
		{"d+x (90° cw)", visual.TileFlipDiagonal | visual.TileFlipX, [4]griff.Vec{tr, br, bl, tl}},
		{"d+y (90° ccw)", visual.TileFlipDiagonal | visual.TileFlipY, [4]griff.Vec{bl, tl, tr, br}},
		{"d (transpose)", visual.TileFlipDiagonal, [4]griff.Vec{tl, bl, br, tr}},
	}
	for _, c := range cases {
		q := oneTile(t, visual.Tilemap{Flips: []int{c.flip}})
		got := corners(q)
		for i := range got {
			if !near(got[i], c.want[i], 1e-3) {
				t.Errorf("%s: texture corner %d drawn at %v, want %v", c.name, i, got[i], c.want[i])
			}
		}
		if q.Src != (drawlist.TexRect{U0: 0, V0: 0, U1: 16, V1: 16}) {
			t.Errorf("%s: src %v, want tile 1's", c.name, q.Src)
		}
	}
}

func TestTileAnimationFollowsGameTime(t *testing.T) {
	f := newFixture(t, 1)
	// Tile 1 animates: tile 2 for 100 ms, then tile 3 for 50 ms, looping
	// every 150 ms. At 60 steps a second a step is 16.67 ms.
	anim := []visual.TileAnimation{{Tile: 1, Frames: []visual.TileFrame{{Tile: 2, DurationMs: 100}, {Tile: 3, DurationMs: 50}}}}
	scenes.Add(f.entity("Map", nil, griff.V(0, 0)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 2, Cells: []int{1, 4}, Animations: anim})
	f.settle() // 2 steps: 33 ms
	for _, c := range []struct {
		steps int // more steps before the build
		u0    float32
	}{{0, 16}, {3, 16}, {1, 32}, {1, 32}, {2, 16}} { // 33 ms, 83, 100, 117, 150
		for range c.steps {
			f.g.Step()
		}
		f.build(0)
		qs := f.quads()
		if len(qs) != 2 {
			t.Fatalf("%d quads, want 2", len(qs))
		}
		if qs[0].Src.U0 != c.u0 || qs[1].Src.U0 != 48 {
			t.Errorf("at %v: tiles from u %v and %v, want %v (the animation's frame) and 48 (tile 4, still)", f.g.Clock().Now(), qs[0].Src.U0, qs[1].Src.U0, c.u0)
		}
	}
}

func TestTileAnimationFrameAt(t *testing.T) {
	a := visual.TileAnimation{Tile: 9, Frames: []visual.TileFrame{{Tile: 1, DurationMs: 100}, {Tile: 2, DurationMs: 0}}}
	for _, c := range []struct {
		ms   int64
		want int
	}{{-5, 1}, {0, 1}, {99, 1}, {100, 2}, {101, 1}, {201, 2}} {
		if got := a.FrameAt(griff.Time(c.ms * 1e6).Sub(0)); got != c.want {
			t.Errorf("FrameAt(%d ms) = %d, want %d", c.ms, got, c.want)
		}
	}
	if got := (&visual.TileAnimation{Tile: 9}).FrameAt(0); got != 9 {
		t.Errorf("no frames: FrameAt = %d, want the tile itself (9)", got)
	}
}

func TestTileParallax(t *testing.T) {
	build := func(shift griff.Vec, cam griff.Vec) griff.Vec {
		f := newFixture(t, 1)
		scenes.Add(f.entity("Map", nil, griff.V(800, 800)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 1, Cells: []int{1},
			ParallaxShift: shift, ParallaxOrigin: griff.V(700, 760)})
		scenes.Add(f.entity("Camera", nil, cam), visual.Camera{})
		f.settle()
		f.build(0)
		if len(f.quads()) != 1 {
			t.Fatalf("shift %v: %d quads, want 1", shift, len(f.quads()))
		}
		return toPixels(f.quads()[0].Corners[0])
	}
	// The view (320×180) is centred on the camera: world (800, 800) is
	// pixel (160, 90) with no parallax.
	if got := build(griff.Vec{}, griff.V(800, 800)); !near(got, griff.V(160, 90), 1e-3) {
		t.Errorf("no parallax: tile at %v px, want (160, 90)", got)
	}
	// Half the camera's offset from the origin, (100, 40), goes with it:
	// the map moves by (50, 20).
	if got := build(griff.V(0.5, 0.5), griff.V(800, 800)); !near(got, griff.V(160+50, 90+20), 1e-3) {
		t.Errorf("shift 0.5: tile at %v px, want (210, 110)", got)
	}
	// A shift of 1 pins the map to the screen: wherever the camera is, the
	// map is where it is with the camera at the origin.
	a, b := build(griff.V(1, 1), griff.V(800, 800)), build(griff.V(1, 1), griff.V(750, 900))
	if !near(a, b, 1e-3) {
		t.Errorf("shift 1: tile at %v px and %v px for two cameras, want the same", a, b)
	}
}

func TestTileImages(t *testing.T) {
	f := newFixture(t, 1)
	// Tile 2 is ebiten.png (57×26): drawn whole, its bottom-left corner at
	// the cell's (cell 1 of the row: x 16..32, y 0..16, the map at (10, 20)).
	scenes.Add(f.entity("Map", nil, griff.V(10, 20)), visual.Tilemap{TileSize: 16, Width: 2, Cells: []int{0, 2},
		Images: []visual.TileImage{{Tile: 2, Image: "ebiten.png"}}})
	f.settle()
	f.build(0)
	if len(f.quads()) != 1 {
		t.Fatalf("%d quads, want 1", len(f.quads()))
	}
	q := f.quads()[0]
	want := [4]griff.Vec{griff.V(26, 10), griff.V(83, 10), griff.V(83, 36), griff.V(26, 36)}
	for i, p := range corners(q) {
		if !near(p, want[i], 1e-3) {
			t.Errorf("corner %d at %v px, want %v", i, p, want[i])
		}
	}
	if q.Src != (drawlist.TexRect{U1: 57, V1: 26}) {
		t.Errorf("src %v, want the whole image (57×26)", q.Src)
	}
	if f.g.Problems().Len() != 0 {
		t.Errorf("problems: %v", f.g.Problems().List())
	}
}

// TestTileImageSeenPastItsCell: a tile image reaching up and right from a
// cell the view does not see is still drawn (an image layer with parallax
// is one such cell at the image's bottom-left corner).
func TestTileImageSeenPastItsCell(t *testing.T) {
	f := newFixture(t, 1)
	// runner.png is 256×96: its cell (one unit) at (-100, 200) is off the
	// 320×180 screen, the image covers x -100..156, y 105..201.
	scenes.Add(f.entity("Map", nil, griff.V(-100, 199)), visual.Tilemap{TileSize: 1, Width: 1, Cells: []int{1},
		Images: []visual.TileImage{{Tile: 1, Image: "runner.png"}}})
	f.settle()
	f.build(0)
	if len(f.quads()) != 1 {
		t.Fatalf("%d quads, want the image", len(f.quads()))
	}
	if got := toPixels(f.quads()[0].Corners[0]); !near(got, griff.V(-100, 104), 1e-3) {
		t.Errorf("image's top-left at %v px, want (-100, 104)", got)
	}
}
