package softdraw_test

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff/imagetest"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/softdraw"
)

var update = flag.Bool("update", false, "rewrite testdata/floor.png")

// floorTexture is a 16×8 picture: on the left an 8×8 floor of four coloured
// quarters, on the right an 8×8 ceiling of two stripes.
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

// floorList is the golden floor pass: a 64×48 view from (1.5, 2.5) looking
// along (0.8, 0.6), the horizon a little below the middle, with fog.
func floorList() *drawlist.List {
	var l drawlist.List
	tex := l.Image("floor.png")
	q := drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{}, drawlist.Color{R: 1, G: 1, B: 1, A: 1})
	l.Floor(tex, q, drawlist.FloorCast{Pos: [2]float32{1.5, 2.5}, Dir: [2]float32{0.8, 0.6}, Plane: [2]float32{-0.396, 0.528},
		Horizon: 0.55, Floor: drawlist.TexRect{U1: 8, V1: 8}, Ceiling: drawlist.TexRect{U0: 8, U1: 16, V1: 8}, Fog: 0.05, MinLight: 0.2})
	return &l
}

// floorAssets is a game folder holding floorTexture as floor.png.
func floorAssets(t *testing.T) fstest.MapFS {
	var b bytes.Buffer
	if err := png.Encode(&b, floorTexture()); err != nil {
		t.Fatal(err)
	}
	return fstest.MapFS{"floor.png": {Data: b.Bytes()}}
}

// TestFloorPassGolden draws the golden floor pass and compares it with
// testdata/floor.png (rendering/ebitenview's test draws it on the GPU and
// compares with the same file); and checks pixels worked out by hand.
func TestFloorPassGolden(t *testing.T) {
	c := softdraw.New(floorAssets(t), nil)
	img := picture(t, c, 64, 48, floorList())
	file := filepath.Join("testdata", "floor.png")
	if *update {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	imagetest.SameAsFile(t, file, img, "run go test ./rendering/softdraw -run TestFloorPassGolden -update")
}

// TestFloorPassByHand checks pixels of a floor pass worked out by hand: a
// 4×4 view from (0.25, 0.25) looking east (1, 0) with plane (0, 1) and the
// horizon in the middle, no fog.
func TestFloorPassByHand(t *testing.T) {
	var l drawlist.List
	tex := l.Image("floor.png")
	l.Floor(tex, drawlist.Rect(-1, 1, 1, -1, drawlist.TexRect{}, drawlist.Color{R: 1, G: 1, B: 1, A: 1}),
		drawlist.FloorCast{Pos: [2]float32{0.25, 0.25}, Dir: [2]float32{1, 0}, Plane: [2]float32{0, 1}, Horizon: 0.5,
			Floor: drawlist.TexRect{U1: 8, V1: 8}, Ceiling: drawlist.TexRect{U0: 8, U1: 16, V1: 8}})
	img := picture(t, softdraw.New(floorAssets(t), nil), 4, 4, &l)
	// Pixel (1, 3): fx = 0.375, fy = 0.875, so d = 0.5/0.375 = 4/3; the ray is
	// (1, -0.25), the point (0.25+4/3, 0.25-1/3) = (1.583, -0.083): within its
	// cell (0.583, 0.917), texel (4.67, 7.33): the bottom-right quarter, blue.
	// Pixel (2, 2): fy = 0.625, d = 4, fx = 0.625, ray (1, 0.25), point
	// (4.25, 1.25): (0.25, 0.25), texel (2, 2): the top-left quarter, red.
	// Pixel (0, 0): the ceiling at d = 4/3, fx = 0.125, ray (1, -0.75), point
	// (1.583, -0.75): (0.583, 0.25), texel v 2: the top stripe, yellow.
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{{1, 3, color.RGBA{40, 40, 220, 255}}, {2, 2, color.RGBA{220, 40, 40, 255}}, {0, 0, color.RGBA{200, 180, 60, 255}}} {
		if got := img.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("pixel (%d, %d) is %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
