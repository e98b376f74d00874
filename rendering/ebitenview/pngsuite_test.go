package ebitenview_test

import (
	"image/color"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
)

// TestPNGSuite draws every image of Go's own PNG test suite (image/png/testdata/
// pngsuite in GOROOT: every colour type and bit depth, 16-bit, paletted with
// transparency, grayscale with alpha, interlaced) one texel per pixel, and checks that
// the view reports no problem and that every pixel is what image/png decodes,
// premultiplied, within 1 of 255 (Ebitengine keeps 8 bits per channel).
func TestPNGSuite(t *testing.T) {
	dir := filepath.Join(runtime.GOROOT(), "src", "image", "png", "testdata", "pngsuite")
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Skipf("Go's PNG suite is not here: %v", err)
	}
	var names []string
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".png") {
			names = append(names, e.Name())
		}
	}
	// The kinds the issue names must be among them.
	for _, want := range []string{"basn0g16.png", "basn6a16.png", "basn3p08-trns.png", "basn4a08.png", "basn3p04-31i.png"} {
		if !slices.Contains(names, want) {
			t.Errorf("the suite has no %s", want)
		}
	}
	var problems []error
	v := ebitenview.New(os.DirFS(dir), nil, ebitenview.Options{PixelArt: true, Problems: func(err error) { problems = append(problems, err) }})
	for _, name := range names {
		want := readPNG(t, filepath.Join(dir, name))
		b := want.Bounds()
		w, h := float32(b.Dx()), float32(b.Dy())
		var l drawlist.List
		l.Add(drawlist.OpSprites, l.Image(name), pxRect(0, 0, w, h, w, h, drawlist.TexRect{U1: w, V1: h}, opaque))
		screen := ebiten.NewImage(b.Dx(), b.Dy())
		if err := v.Draw(screen, &l); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		px := pixels(screen)
		bad := 0
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				c := color.RGBAModel.Convert(want.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
				if got, w := px(x, y), (rgba{c.R, c.G, c.B, c.A}); !near(got, w, 1) {
					if bad == 0 {
						t.Errorf("%s pixel (%d,%d): got %v, want %v (image/png)", name, x, y, got, w)
					}
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d pixels differ from image/png", name, bad, b.Dx()*b.Dy())
		}
		screen.Deallocate()
	}
	if len(problems) > 0 {
		t.Errorf("problems reported: %v, want none", problems)
	}
}
