package ebitenview_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
)

// floorTexture and floorList are rendering/softdraw's golden floor pass
// (softdraw's floor_test.go): a 16×8 picture of an 8×8 floor of four
// coloured quarters and an 8×8 ceiling of two stripes, seen in a 64×48 view
// from (1.5, 2.5) along (0.8, 0.6), with fog.
func floorTexture() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 8))
	quarters := [4]color.NRGBA{{220, 40, 40, 255}, {240, 240, 240, 255}, {40, 160, 40, 255}, {40, 40, 220, 255}}
	for y := range 8 {
		for x := range 8 {
			img.SetNRGBA(x, y, quarters[y/4*2+x/4])
			c := color.NRGBA{90, 90, 110, 255}
			if y < 4 {
				c = color.NRGBA{200, 180, 60, 255}
			}
			img.SetNRGBA(8+x, y, c)
		}
	}
	return img
}

func floorList() *drawlist.List {
	var l drawlist.List
	tex := l.Image("floor.png")
	q := drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{}, drawlist.Color{R: 1, G: 1, B: 1, A: 1})
	l.Floor(tex, q, drawlist.FloorCast{Pos: [2]float32{1.5, 2.5}, Dir: [2]float32{0.8, 0.6}, Plane: [2]float32{-0.396, 0.528},
		Horizon: 0.55, Floor: drawlist.TexRect{U1: 8, V1: 8}, Ceiling: drawlist.TexRect{U0: 8, U1: 16, V1: 8}, Fog: 0.05, MinLight: 0.2})
	return &l
}

// TestFloorPassMatchesGolden draws the golden floor pass with the Kage
// floor shader and compares it with the software renderer's golden
// (rendering/softdraw/testdata/floor.png): every pixel within 3 of 255 per
// channel, but for at most 2% that fall the other side of a texel's edge
// (the GPU's float rounding differs from Go's), drawn in one call.
func TestFloorPassMatchesGolden(t *testing.T) {
	const W, H = 64, 48
	golden := readPNG(t, filepath.Join("..", "softdraw", "testdata", "floor.png"))
	var b bytes.Buffer
	if err := png.Encode(&b, floorTexture()); err != nil {
		t.Fatal(err)
	}
	v := ebitenview.New(fstest.MapFS{"floor.png": {Data: b.Bytes()}}, nil, ebitenview.Options{PixelArt: true})
	screen := ebiten.NewImage(W, H)
	screen.Fill(color.RGBA{A: 255})
	if err := v.Draw(screen, floorList()); err != nil {
		t.Fatal(err)
	}
	px := pixels(screen)
	off := 0
	for y := range H {
		for x := range W {
			r, g, bl, a := golden.At(x, y).RGBA()
			if want := (rgba{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}); !near(px(x, y), want, 3) {
				off++
				if off <= 5 {
					t.Logf("pixel (%d, %d): got %v, golden %v", x, y, px(x, y), want)
				}
			}
		}
	}
	if off > W*H/50 {
		t.Errorf("%d of %d pixels differ from the golden, want at most 2%%", off, W*H)
	}
	if s := v.Stats(); s.DrawCalls != 1 || s.Quads != 1 {
		t.Errorf("Stats() = %+v, want 1 draw call of 1 quad", s)
	}
}
