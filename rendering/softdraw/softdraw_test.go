package softdraw_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/softdraw"
)

var opaqueWhite = drawlist.Color{R: 1, G: 1, B: 1, A: 1}

// picture draws list on a w×h opaque black picture.
func picture(t *testing.T, c *softdraw.Canvas, w, h int, list *drawlist.List) *image.RGBA {
	t.Helper()
	img, err := c.Picture(w, h, list)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestSharedEdgeDrawnOnce covers the whole screen with one half-transparent
// quad, rotated so its two triangles' shared edge crosses many pixel centres:
// every pixel must be blended exactly once.
func TestSharedEdgeDrawnOnce(t *testing.T) {
	var l drawlist.List
	half := drawlist.Color{R: 0.5, G: 0.5, B: 0.5, A: 0.5}
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{U1: 1, V1: 1}, half))
	img := picture(t, &softdraw.Canvas{}, 64, 64, &l)
	for y := range 64 {
		for x := range 64 {
			if got := img.RGBAAt(x, y); got != (color.RGBA{128, 128, 128, 255}) {
				t.Fatalf("pixel (%d,%d) = %v, want (128,128,128,255): blended once", x, y, got)
			}
		}
	}
}

// TestNearestMirroredSampling draws a 2×1 texture (red, green) over a 4×2
// screen, then mirrored: nearest sampling, U1 < U0 flips.
func TestNearestMirroredSampling(t *testing.T) {
	tex := image.NewRGBA(image.Rect(0, 0, 2, 1))
	tex.Set(0, 0, color.RGBA{255, 0, 0, 255})
	tex.Set(1, 0, color.RGBA{0, 255, 0, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, tex); err != nil {
		t.Fatal(err)
	}
	c := softdraw.New(fstest.MapFS{"t.png": {Data: buf.Bytes()}}, nil)
	for _, tc := range []struct {
		src         drawlist.TexRect
		left, right color.RGBA
	}{
		{drawlist.TexRect{U0: 0, V0: 0, U1: 2, V1: 1}, color.RGBA{255, 0, 0, 255}, color.RGBA{0, 255, 0, 255}},
		{drawlist.TexRect{U0: 2, V0: 0, U1: 0, V1: 1}, color.RGBA{0, 255, 0, 255}, color.RGBA{255, 0, 0, 255}},
	} {
		var l drawlist.List
		l.Add(drawlist.OpSprites, l.Image("t.png"), drawlist.Rect(-1, 1, 1, -1, tc.src, opaqueWhite))
		img := picture(t, c, 4, 2, &l)
		if got := img.RGBAAt(0, 1); got != tc.left {
			t.Errorf("src %v: left pixel %v, want %v", tc.src, got, tc.left)
		}
		if got := img.RGBAAt(3, 0); got != tc.right {
			t.Errorf("src %v: right pixel %v, want %v", tc.src, got, tc.right)
		}
	}
}

// TestViewClipsAndHolesErase draws a view over the right half, cleared to
// blue, with a white quad over the whole screen inside it, then a hole over
// everything at half alpha.
func TestViewClipsAndHolesErase(t *testing.T) {
	var l drawlist.List
	l.BeginView(drawlist.Viewport{X: 4, Y: 0, W: 4, H: 4}, drawlist.Color{B: 1, A: 1})
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Rect(-1, 1, 1, 0, drawlist.TexRect{U1: 1, V1: 1}, opaqueWhite))
	l.EndView()
	img := picture(t, &softdraw.Canvas{}, 8, 4, &l)
	checks := []struct {
		x, y int
		want color.RGBA
	}{{1, 1, color.RGBA{0, 0, 0, 255}}, {5, 1, color.RGBA{255, 255, 255, 255}}, {5, 3, color.RGBA{0, 0, 255, 255}}}
	for _, c := range checks {
		if got := img.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("pixel (%d,%d) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	var holes drawlist.List
	holes.Add(drawlist.OpHoles, drawlist.WhiteTexture, drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{U1: 1, V1: 1}, drawlist.Color{A: 0.5}))
	if err := (&softdraw.Canvas{}).Draw(img, &holes); err != nil {
		t.Fatal(err)
	}
	if got, want := img.RGBAAt(5, 1), (color.RGBA{128, 128, 128, 128}); got != want {
		t.Errorf("after a half hole, pixel (5,1) = %v, want %v", got, want)
	}
}

// TestFlashLightMapAndEffect flashes a black quad fully red, darkens it by a
// light map of ambient 0.2 and greys it: red 0.2 has luma 0.2126·0.2 = 0.0425,
// 11 of 255. An effect of an unknown kind is skipped.
func TestFlashLightMapAndEffect(t *testing.T) {
	var l drawlist.List
	q := drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{U1: 1, V1: 1}, drawlist.Color{A: 1})
	q.Flash, q.FlashAmount = drawlist.RGB{R: 1}, 1
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, q)
	l.BeginLightMap(drawlist.Color{R: 0.2, G: 0.2, B: 0.2, A: 1})
	l.EndLightMap()
	l.Effect(drawlist.EffectGrayscale, drawlist.Color{}, [4]float32{1})
	l.Effect(drawlist.Effect(77), drawlist.Color{}, [4]float32{1})
	c := &softdraw.Canvas{}
	img := picture(t, c, 2, 2, &l)
	if got, want := img.RGBAAt(1, 1), (color.RGBA{11, 11, 11, 255}); got != want {
		t.Errorf("flashed, lit and greyed pixel %v, want %v", got, want)
	}
	if c.Skipped() != 1 {
		t.Errorf("Skipped() = %d, want 1 (the unknown effect)", c.Skipped())
	}
}

// TestMissingImageIsMagenta draws an image the folder does not have.
func TestMissingImageIsMagenta(t *testing.T) {
	var l drawlist.List
	l.Add(drawlist.OpSprites, l.Image("missing.png"), drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{U1: 4, V1: 4}, opaqueWhite))
	img := picture(t, softdraw.New(fstest.MapFS{}, nil), 2, 2, &l)
	if got, want := img.RGBAAt(0, 0), (color.RGBA{255, 0, 255, 255}); got != want {
		t.Errorf("pixel %v, want magenta %v", got, want)
	}
}

// TestBadListsAreErrors hands Draw lists a backend could be given by a bug:
// a pass past the quads, an unknown texture, a nest past the end.
func TestBadListsAreErrors(t *testing.T) {
	bad := []drawlist.List{
		{Passes: []drawlist.Pass{{Op: drawlist.OpSprites, First: 0, Count: 3}}},
		{Passes: []drawlist.Pass{{Op: drawlist.OpSprites, Texture: 7, Count: 0}}},
		{Passes: []drawlist.Pass{{Op: drawlist.OpView, Nested: 4}}},
		{Passes: []drawlist.Pass{{Op: 99}}},
	}
	for i := range bad {
		if err := (&softdraw.Canvas{}).Draw(image.NewRGBA(image.Rect(0, 0, 4, 4)), &bad[i]); err == nil {
			t.Errorf("list %d: Draw returned nil, want an error", i)
		}
	}
}

// FuzzDraw draws lists made of arbitrary quads and passes: Draw must return
// an error or draw, never panic.
func FuzzDraw(f *testing.F) {
	f.Add([]byte{1, 0, 0, 1, 0, 0, 0, 0, 10, 200, 30, 40, 90, 3, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		var l drawlist.List
		l.Image("x.png")
		for len(data) >= 6 {
			p := drawlist.Pass{Op: drawlist.Op(data[0] % 10), Texture: drawlist.TextureID(data[1] % 3),
				First: int32(data[2]) - 2, Count: int32(data[3] % 5), Nested: int32(data[4]%4) - 1,
				Viewport: drawlist.Viewport{X: int32(data[5]) - 100, Y: 1, W: 300, H: int32(data[5])}}
			l.Passes = append(l.Passes, p)
			v := float32(data[5])/64 - 2
			l.Quads = append(l.Quads, drawlist.Quad{Corners: [4]drawlist.Corner{{X: v, Y: -v}, {X: 1, Y: v}, {X: -1, Y: 0.5}, {X: v * v, Y: 3}},
				Src: drawlist.TexRect{U0: v * 100, V0: -v, U1: 1e30, V1: v}, Tint: drawlist.Color{R: v, G: 1, B: 0.5, A: v}})
			data = data[6:]
		}
		_ = (&softdraw.Canvas{}).Draw(image.NewRGBA(image.Rect(0, 0, 16, 9)), &l)
	})
}

// TestShadowedLight lights a white screen with ambient 0 and one light over
// its left half whose right quarter is shadowed: lit where the light and no
// shadow is, black elsewhere.
func TestShadowedLight(t *testing.T) {
	var l drawlist.List
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{U1: 1, V1: 1}, opaqueWhite))
	l.BeginLightMap(drawlist.Color{A: 1})
	light := drawlist.Rect(-1, 1, 0, -1, drawlist.TexRect{U1: 1, V1: 1}, drawlist.Color{R: 1, G: 0.5, B: 1, A: 1})
	l.ShadowedLight(drawlist.WhiteTexture, light, []drawlist.Quad{drawlist.Rect(-0.5, 1, 0, -1, drawlist.TexRect{}, drawlist.Color{})})
	l.EndLightMap()
	img := picture(t, &softdraw.Canvas{}, 8, 2, &l)
	for x, want := range []color.RGBA{{255, 128, 255, 255}, {255, 128, 255, 255}, {0, 0, 0, 255}, {0, 0, 0, 255}, {0, 0, 0, 255}} {
		if got := img.RGBAAt(x, 0); got != want {
			t.Errorf("pixel (%d,0) = %v, want %v", x, got, want)
		}
	}
}

// TestFalloffTexture checks the built-in falloff: brightest at the centre,
// 0 at the corners.
func TestFalloffTexture(t *testing.T) {
	n := drawlist.FalloffSize
	if c, e := drawlist.FalloffTexel(n/2, n/2), drawlist.FalloffTexel(0, 0); !(c > 0.95 && e == 0) {
		t.Errorf("falloff centre %v, corner %v: want about 1 and 0", c, e)
	}
}
