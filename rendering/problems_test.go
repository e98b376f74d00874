package rendering_test

import (
	"github.com/griffengine/griff/scenes/visual"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// problemsAbout returns the problems naming entity name and component.
func (f *fixture) problemsAbout(name, component string) []scenes.Problem {
	var ps []scenes.Problem
	for _, p := range f.g.Problems().List() {
		if p.Entity == name && p.Component == component {
			ps = append(ps, p)
		}
	}
	return ps
}

// texName returns the image name (or "white") of the texture quad i is drawn with.
func (f *fixture) texName(i int) string {
	for _, p := range f.list.Passes {
		if int(p.First) <= i && i < int(p.First+p.Count) {
			t := f.list.Textures[p.Texture]
			if t.Kind == drawlist.TextureWhite {
				return "white"
			}
			return t.Name
		}
	}
	return ""
}

// size returns quad q's width and height in pixels (axis-aligned quads).
func size(q drawlist.Quad) griff.Vec {
	return toPixels(q.Corners[2]).Sub(toPixels(q.Corners[0]))
}

func TestMissingImageDrawsPlaceholder(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Whole", nil, griff.V(10, 10)), visual.Sprite{Image: "nope.png"})
	scenes.Add(f.entity("Part", nil, griff.V(50, 10)), visual.Sprite{Image: "gone.png", Region: visual.Region{X: 4, W: 8, H: 4}})
	scenes.Add(f.entity("Map", nil, griff.V(100, 10)), visual.Tilemap{Tileset: "void.png", TileSize: 10, Width: 2, Cells: []int{1, 0, 7}})
	f.settle()
	f.build(0)
	tests := []struct {
		name string
		tex  string
		size griff.Vec
	}{
		{"Whole", "nope.png", griff.V(16, 16)},
		{"Part", "gone.png", griff.V(8, 4)},
		{"Map", "void.png", griff.V(10, 10)},
		{"Map", "void.png", griff.V(10, 10)},
	}
	if len(f.list.Quads) != len(tests) {
		t.Fatalf("got %d quads, want %d:\n%s", len(f.list.Quads), len(tests), f.list.String())
	}
	for i, tt := range tests {
		if got := f.texName(i); got != tt.tex {
			t.Errorf("quad %d (%s): texture %q, want %q", i, tt.name, got, tt.tex)
		}
		if got := size(f.list.Quads[i]); !near(got, tt.size, 1e-3) {
			t.Errorf("quad %d (%s): size %v, want %v", i, tt.name, got, tt.size)
		}
	}
	f.build(0)
	for _, c := range []struct{ entity, component, file string }{
		{"Whole", "Griff.Sprite", "nope.png"},
		{"Part", "Griff.Sprite", "gone.png"},
		{"Map", "Griff.Tilemap", "void.png"},
	} {
		ps := f.problemsAbout(c.entity, c.component)
		if len(ps) != 1 || !strings.Contains(ps[0].Message, c.file) {
			t.Errorf("%s: got problems %v, want one naming %s", c.entity, ps, c.file)
		}
	}
}

func TestTileIDOutsideTileset(t *testing.T) {
	f := newFixture(t, 1)
	// tiles.png is 400×224: 25 columns by 14 rows of 16-texel tiles, ids 1..350.
	scenes.Add(f.entity("Map", nil, griff.V(0, 0)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 5, Cells: []int{350, 351, -1, 0, 9999}})
	f.settle()
	f.build(0)
	f.build(0)
	want := []string{"tiles.png", "white", "white"}
	if len(f.list.Quads) != len(want) {
		t.Fatalf("got %d quads, want %d:\n%s", len(f.list.Quads), len(want), f.list.String())
	}
	for i, w := range want {
		if got := f.texName(i); got != w {
			t.Errorf("quad %d: texture %q, want %q", i, got, w)
		}
	}
	if got, w := f.list.Quads[0].Src, (drawlist.TexRect{U0: 384, V0: 208, U1: 400, V1: 224}); got != w {
		t.Errorf("tile 350: src %v, want %v", got, w)
	}
	if got, w := f.list.Quads[1].Tint, (drawlist.Color{R: 1, B: 1, A: 1}); got != w {
		t.Errorf("bad tile: tint %v, want magenta %v", got, w)
	}
	ps := f.problemsAbout("Map", "Griff.Tilemap")
	if len(ps) != 1 || !strings.Contains(ps[0].Message, "351") {
		t.Errorf("got problems %v, want one naming id 351", ps)
	}
}

func TestHUDMoveUnderZoom(t *testing.T) {
	f := newFixture(t, 1)
	// At zoom 4 a quarter of the view is 45/4 world units; the HUD is in pixels,
	// where a quarter of the 320×180 screen is 45.
	scenes.Add(f.entity("Cam", nil, griff.V(0, 0)), visual.Camera{Zoom: visual.NewSmoothed(4.0)})
	e := f.entity("Bar", nil, griff.V(100, 50))
	scenes.Add(e, visual.Shape{Size: griff.V(1, 1), DrawOrder: visual.DrawOrder{HUD: true}})
	f.settle()
	f.step(func(*runtime.Game) { e.Transform().Move(griff.V(20, 0)) })
	if got, want := f.at(t, 0.5), griff.V(110, 50); !near(got, want, 1e-3) {
		t.Errorf("HUD moved 20 px under zoom 4: drawn at %v, want %v", got, want)
	}
	f.step(func(*runtime.Game) { e.Transform().Move(griff.V(50, 0)) })
	if got, want := f.at(t, 0.5), griff.V(170, 50); !near(got, want, 1e-3) {
		t.Errorf("HUD moved 50 px: drawn at %v, want %v (a jump)", got, want)
	}
}

func TestWorldMoveUsesViewport(t *testing.T) {
	f := newFixture(t, 1)
	// The view is the left half (160×180 px); at zoom 2 a quarter of its smaller
	// side is 160/2/4 = 20 world units.
	scenes.Add(f.entity("Cam", nil, griff.V(0, 0)), visual.Camera{Zoom: visual.NewSmoothed(2.0), Viewport: visual.Viewport{W: 0.5, H: 1}})
	e := f.entity("Dot", nil, griff.V(0, 0))
	dot(e)
	f.settle()
	start := f.at(t, 0)
	for _, c := range []struct {
		move  float64
		moved float64 // pixels drawn from the start at blend 0.5
	}{{18, 18}, {22, 44}} {
		f.step(func(*runtime.Game) { e.Transform().SetPosition(griff.V(0, 0)) })
		f.g.Step()
		f.step(func(*runtime.Game) { e.Transform().Move(griff.V(c.move, 0)) })
		if got, want := f.at(t, 0.5)[0]-start[0], c.moved; got < want-1e-3 || got > want+1e-3 {
			t.Errorf("moved %v world units: drawn %v px along, want %v", c.move, got, want)
		}
	}
}

func TestMissingGlyphNamesEntity(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Label", nil, griff.V(0, 0)), visual.Text{Text: "a\u4e16b"})
	f.settle()
	f.build(0)
	if ps := f.problemsAbout("Label", "Griff.Text"); len(ps) != 1 {
		t.Errorf("got problems %v, want one about Label", f.g.Problems().List())
	}
}
