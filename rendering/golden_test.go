package rendering_test

import (
	"github.com/griffengine/griff/scenes/visual"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
)

func TestSpritesGolden(t *testing.T) {
	f := newFixture(t, 1)
	// The whole image, top-left pivot.
	scenes.Add(f.entity("Plain", nil, griff.V(10, 20)), visual.Sprite{Image: "ebiten.png"})
	// A region, centred, flipped both ways, tinted half transparent red, flashing.
	e := f.entity("Runner", nil, griff.V(100, 60))
	e.Transform().SetRotation(math.Pi / 4)
	e.Transform().SetScale(griff.V(2, 1))
	scenes.Add(e, visual.Sprite{
		Image: "runner.png", Region: visual.Region{X: 32, Y: 32, W: 32, H: 32},
		Pivot: griff.V(0.5, 0.5), FlipX: true, FlipY: true,
		Tint:  visual.NewSmoothed(griff.RGBA(1, 0, 0, 0.5)),
		Flash: griff.RGB(1, 1, 1), FlashAmount: visual.NewSmoothed(0.75),
	})
	// A child inherits its parent's transform; a JPEG's size comes from DecodeConfig.
	c := f.entity("Child", e, griff.V(16, 0))
	scenes.Add(c, visual.Sprite{Image: "gophers.jpg", Region: visual.Region{W: 8, H: 4}})
	// A missing image warns once and draws a 16×16 placeholder (its own texture id).
	m := f.entity("Missing", nil, griff.V(0, 0))
	scenes.Add(m, visual.Sprite{Image: "nope.png"})
	f.settle()
	golden(t, "sprites", f.build(0))
	f.build(0)
	n := 0
	for _, p := range f.g.Problems().List() {
		if p.Component == "Griff.Sprite" && p.Entity == "Missing" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("missing image reported %d times, want 1: %v", n, f.g.Problems().List())
	}
}

func TestSortGolden(t *testing.T) {
	f := newFixture(t, 1)
	add := func(name string, pos griff.Vec, o visual.DrawOrder) {
		scenes.Add(f.entity(name, nil, pos), visual.Shape{Size: griff.V(4, 4), DrawOrder: o})
	}
	// Hierarchy order: front, back, z2, z1, ylow, yhigh, plain, tie1, tie2.
	add("front", griff.V(0, 0), visual.DrawOrder{Layer: 1})
	add("back", griff.V(10, 0), visual.DrawOrder{Layer: -1})
	add("z2", griff.V(20, 0), visual.DrawOrder{Z: 2})
	add("z1", griff.V(30, 0), visual.DrawOrder{Z: 1})
	add("ylow", griff.V(40, 90), visual.DrawOrder{YSort: true})
	add("yhigh", griff.V(50, 10), visual.DrawOrder{YSort: true})
	add("plain", griff.V(60, 50), visual.DrawOrder{})
	add("tie1", griff.V(70, 0), visual.DrawOrder{Z: -0.5})
	add("tie2", griff.V(80, 0), visual.DrawOrder{Z: -0.5})
	f.settle()
	got := f.build(0)
	golden(t, "sort", got)
	// Want back to front: back, tie1, tie2, plain, yhigh, ylow, z1, z2, front; read by x.
	want := []float64{10, 70, 80, 60, 50, 40, 30, 20, 0}
	for i, q := range f.quads() {
		if x := toPixels(q.Corners[0])[0]; math.Abs(x-want[i]) > 1e-3 {
			t.Errorf("quad %d at x %v, want %v", i, x, want[i])
		}
	}
}

func TestCameraGolden(t *testing.T) {
	f := newFixture(t, 1)
	cam := f.entity("Camera", nil, griff.V(100, 50))
	cam.Transform().SetRotation(math.Pi / 2)
	scenes.Add(cam, visual.Camera{Zoom: visual.NewSmoothed(2.0)})
	scenes.Add(f.entity("Box", nil, griff.V(100, 50)), visual.Shape{Size: griff.V(10, 5)})
	f.settle()
	golden(t, "camera", f.build(0))
	// The box's top-left is at the camera, so at the screen centre; its +x side
	// (10 world units) points up the screen (the view turned by -90°) at zoom 2.
	q := f.quads()[0]
	if p := toPixels(q.Corners[0]); !near(p, griff.V(160, 90), 1e-3) {
		t.Errorf("box top-left at %v px, want (160, 90)", p)
	}
	if p := toPixels(q.Corners[1]); !near(p, griff.V(160, 70), 1e-3) {
		t.Errorf("box top-right at %v px, want (160, 70)", p)
	}
}

func TestViewGolden(t *testing.T) {
	f := newFixture(t, 1)
	left := f.entity("Left", nil, griff.V(0, 0))
	scenes.Add(left, visual.Camera{Viewport: visual.Viewport{W: 0.5, H: 1}, Clear: griff.RGB(0, 0, 1)})
	right := f.entity("Right", nil, griff.V(200, 0))
	scenes.Add(right, visual.Camera{Viewport: visual.Viewport{X: 0.5, W: 0.5, H: 1}})
	scenes.Add(f.entity("A", nil, griff.V(-5, -5)), visual.Shape{Size: griff.V(10, 10)})
	scenes.Add(f.entity("B", nil, griff.V(195, -5)), visual.Shape{Size: griff.V(10, 10), Color: griff.RGB(1, 0, 0)})
	f.settle()
	got := f.build(0)
	golden(t, "view", got)
	// Each view shows only its own box, at the centre of its half of the screen.
	if n := len(f.quads()); n != 2 {
		t.Fatalf("%d quads, want 2 (one per view; the other box culled)", n)
	}
	for i, want := range []griff.Vec{{75, 85}, {235, 85}} {
		if p := toPixels(f.quads()[i].Corners[0]); !near(p, want, 1e-3) {
			t.Errorf("view %d box at %v px, want %v", i, p, want)
		}
	}
}

func TestHUDGolden(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Camera", nil, griff.V(1000, 1000)), visual.Camera{Zoom: visual.NewSmoothed(3.0)})
	scenes.Add(f.entity("World", nil, griff.V(1000, 1000)), visual.Shape{Size: griff.V(2, 2)})
	hud := f.entity("Health", nil, griff.V(8, 8))
	scenes.Add(hud, visual.Shape{Size: griff.V(50, 6), Color: griff.RGB(0, 1, 0), DrawOrder: visual.DrawOrder{HUD: true}})
	scenes.Add(f.entity("Score", hud, griff.V(0, 10)), visual.Text{Text: "42", Size: 12, DrawOrder: visual.DrawOrder{HUD: true}})
	f.settle()
	golden(t, "hud", f.build(0))
	q := f.quads()[1] // after the world's box
	if p := toPixels(q.Corners[2]); !near(p, griff.V(58, 14), 1e-3) {
		t.Errorf("HUD bar bottom-right at %v px, want (58, 14): camera must not apply", p)
	}
}

func TestTilemapGolden(t *testing.T) {
	f := newFixture(t, 1)
	// A 100×100 map of 16-texel tiles (1600 world units square); the view (zoom 1,
	// 320×180) at (800, 800) sees columns 40..60 and rows 44..56 at most.
	const w = 100
	cells := make([]int, w*w)
	for i := range cells {
		cells[i] = i%7 - 1 // -1 and 0 are empty
	}
	scenes.Add(f.entity("Map", nil, griff.V(0, 0)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: w, Cells: cells})
	scenes.Add(f.entity("Camera", nil, griff.V(800, 800)), visual.Camera{})
	f.settle()
	golden(t, "tilemap", f.build(0))
	want := 0
	for row := 44; row <= 55; row++ { // rows 44*16=704 .. 56*16=896 cover y 710..890
		for col := 40; col <= 59; col++ { // x 640..960: cell 60 starts at 960, touching the edge
			if cells[row*w+col] > 0 {
				want++
			}
		}
	}
	// Cells touching the view's edge count as seen: column 60 (x from 960) and
	// rows 44..56 cover y 704..912, the view y 710..890.
	for _, col := range []int{60} {
		for row := 44; row <= 55; row++ {
			if cells[row*w+col] > 0 {
				want++
			}
		}
	}
	if got := len(f.quads()); got != want {
		t.Errorf("%d tile quads, want %d (only the visible cells)", got, want)
	}
}

func TestTextGolden(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Title", nil, griff.V(160, 20)), visual.Text{
		Text: "Griff\nplays", Size: 20, Align: visual.TextAlignCenter, Pivot: griff.V(0.5, 0),
		Color: griff.RGB(1, 0.5, 0),
	})
	scenes.Add(f.entity("Body", nil, griff.V(10, 100)), visual.Text{
		Text: "a long line that wraps", Font: "Go Mono", Size: 10, Width: 60,
	})
	scenes.Add(f.entity("BadFont", nil, griff.V(0, 150)), visual.Text{Text: "x", Font: "fonts/none.ttf"})
	f.settle()
	golden(t, "text", f.build(0))
	found := false
	for _, p := range f.g.Problems().List() {
		found = found || p.Component == "Griff.Text" && p.Entity == "BadFont"
	}
	if !found {
		t.Errorf("a missing font was not reported: %v", f.g.Problems().List())
	}
}

func TestShapesGolden(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Filled", nil, griff.V(20, 20)), visual.Shape{Size: griff.V(30, 20), Pivot: griff.V(0.5, 0.5)})
	scenes.Add(f.entity("Frame", nil, griff.V(60, 20)), visual.Shape{Size: griff.V(30, 20), Outline: 2})
	scenes.Add(f.entity("Disc", nil, griff.V(120, 40)), visual.Shape{Kind: visual.ShapeCircle, Radius: 10})
	scenes.Add(f.entity("Ring", nil, griff.V(160, 40)), visual.Shape{Kind: visual.ShapeCircle, Radius: 10, Outline: 1})
	f.settle()
	golden(t, "shapes", f.build(0))
	if got, want := len(f.quads()), 1+4+visual.CircleSegments/2+visual.CircleSegments; got != want {
		t.Errorf("%d quads, want %d", got, want)
	}
}

func TestWholeSceneGolden(t *testing.T) {
	f := newFixture(t, 1)
	// A tilemap level, a still sprite, an animated runner, a world label, under a
	// camera zoomed 2× and turned 30°; a HUD bar with its count in text.
	cells := make([]int, 12*8)
	for i := range cells {
		cells[i] = i%4 + 1
	}
	scenes.Add(f.entity("Level", nil, griff.V(-40, -20)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 12, Cells: cells, DrawOrder: visual.DrawOrder{Layer: -1}})
	scenes.Add(f.entity("Logo", nil, griff.V(10, 10)), visual.Sprite{Image: "ebiten.png", Pivot: griff.V(0.5, 1)})
	runner := f.entity("Runner", nil, griff.V(40, 30))
	scenes.Add(runner, visual.Sprite{Image: "runner.png", Pivot: griff.V(0.5, 0.5), DrawOrder: visual.DrawOrder{YSort: true}})
	anim := scenes.Add(runner, visual.SpriteAnimation{Grid: visual.Grid{Y: 32, W: 32, H: 32, Count: 8}, FPS: 10, Loop: true})
	scenes.Add(f.entity("Sign", nil, griff.V(0, -10)), visual.Text{Text: "Go!", Size: 10, Color: griff.RGB(1, 1, 0)})
	cam := f.entity("Camera", nil, griff.V(30, 20))
	cam.Transform().SetRotation(math.Pi / 6)
	scenes.Add(cam, visual.Camera{Zoom: visual.NewSmoothed(2.0)})
	hud := f.entity("Coins", nil, griff.V(4, 4))
	scenes.Add(hud, visual.Shape{Size: griff.V(40, 12), Color: griff.RGBA(0, 0, 0, 0.5), DrawOrder: visual.DrawOrder{HUD: true}})
	scenes.Add(f.entity("Count", hud, griff.V(2, 0)), visual.Text{Text: "x 3", Size: 10, DrawOrder: visual.DrawOrder{HUD: true, Z: 1}})
	f.settle()
	for range 13 { // with settle's 2, 15 steps: frame 2 of the animation
		f.g.Step()
	}
	if anim.Frame != 2 {
		t.Fatalf("animation at frame %d, want 2", anim.Frame)
	}
	golden(t, "scene", f.build(0.5))
	// The runner's quad samples the animation's frame.
	found := false
	for _, q := range f.quads() {
		found = found || q.Src == drawlist.TexRect{U0: 64, V0: 32, U1: 96, V1: 64}
	}
	if !found {
		t.Error("no quad samples animation frame 2 (64,32)-(96,64)")
	}
}
