package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Badge is a module's own drawing component, defined here and not in rendering:
// a framed picture with a caption, drawn through visual.Drawable alone.
type Badge struct {
	Picture string  `json:"picture"`
	Caption string  `json:"caption"`
	Width   float64 `json:"width"`
	visual.DrawOrder

	// What it draws, kept between frames so the renderer's notes stay with it.
	frame   visual.Shape
	picture visual.Sprite
	caption visual.Text
}

func init() { scenes.Register[Badge]("Test.Badge") }

// Draw draws a frame, the picture on it, a caption under it and a diamond
// (a free-form quad) in its corner.
func (b *Badge) Draw(s visual.Sink) {
	b.frame = visual.Shape{Size: griff.V(b.Width, b.Width), Color: griff.RGB(0, 0, 1), Outline: 1}
	s.Shape(&b.frame)
	b.picture.Image, b.picture.Region = b.Picture, visual.Region{X: 0, Y: 0, W: 32, H: 32}
	s.Sprite(&b.picture)
	b.caption.Text, b.caption.Size = b.Caption, 8
	s.Text(&b.caption)
	h := b.Width / 8
	s.Quad(visual.Quad{
		Corners: [4]griff.Vec{{b.Width - h, 0}, {b.Width, h}, {b.Width - h, 2 * h}, {b.Width - 2*h, h}},
		Color:   griff.RGB(1, 1, 0),
	})
	s.Quad(visual.Quad{Image: b.Picture, Corners: [4]griff.Vec{{0, b.Width}, {8, b.Width}, {8, b.Width + 8}, {0, b.Width + 8}},
		Src: visual.Region{X: 32, Y: 0, W: 32, H: 32}})
}

// TestModuleDrawable checks that a component type rendering does not know
// draws through visual.Drawable, in order with the built-in components by its
// DrawOrder, and names itself in the problems of what it draws.
func TestModuleDrawable(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Back", nil, griff.V(0, 0)), visual.Shape{Size: griff.V(100, 100), Color: griff.RGB(0.2, 0.2, 0.2), DrawOrder: visual.DrawOrder{Layer: -1}})
	scenes.Add(f.entity("Badge", nil, griff.V(20, 10)), Badge{Picture: "runner.png", Caption: "Run", Width: 40})
	scenes.Add(f.entity("Front", nil, griff.V(30, 30)), visual.Sprite{Image: "ebiten.png", DrawOrder: visual.DrawOrder{Layer: 1}})
	scenes.Add(f.entity("Broken", nil, griff.V(200, 10)), Badge{Picture: "missing.png", Caption: "?", Width: 20})
	f.settle()
	golden(t, "drawable", f.build(0))
	// Back, the badge's 4 frame sides, picture, caption glyphs, diamond, corner;
	// the broken badge likewise; then the front sprite.
	qs := f.quads()
	if len(qs) < 2+2*(4+1+1+1+1) {
		t.Fatalf("%d quads, want the back, both badges and the front", len(qs))
	}
	if got := toPixels(qs[0].Corners[2]); !near(got, griff.V(100, 100), 1e-3) {
		t.Errorf("first quad ends at %v px, want the back (layer -1) to (100, 100)", got)
	}
	if got := toPixels(qs[1].Corners[0]); !near(got, griff.V(20, 10), 1e-3) {
		t.Errorf("second quad starts at %v px, want the badge's frame at (20, 10)", got)
	}
	last := qs[len(qs)-1]
	if got := toPixels(last.Corners[0]); !near(got, griff.V(30, 30), 1e-3) {
		t.Errorf("last quad at %v px, want the front sprite (layer 1) at (30, 30)", got)
	}
	diamond := false
	for _, q := range qs {
		diamond = diamond || q.Tint == (drawlist.Color{R: 1, G: 1, B: 0, A: 1}) && near(toPixels(q.Corners[1]), griff.V(60, 15), 1e-3)
	}
	if !diamond {
		t.Error("no yellow quad with a corner at (60, 15) px: the free-form quad is missing")
	}
	if ps := f.problemsAbout("Broken", "Test.Badge"); len(ps) != 1 {
		t.Errorf("problems about the broken badge %v, want one naming Test.Badge", f.g.Problems().List())
	}
	// Once settled, drawing a module's component allocates nothing either.
	if n := testing.AllocsPerRun(20, func() { f.r.Build(f.g, 0.5, &f.list) }); n != 0 {
		t.Errorf("Build with module drawables allocates %v times, want 0", n)
	}
}
