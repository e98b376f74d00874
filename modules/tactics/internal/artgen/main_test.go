package main

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestSheets checks that template/assets holds, pixel for pixel, what
// terrainSheet and unitSheet draw now (run go generate in modules/tactics
// after changing them).
func TestSheets(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "terrain.png"), terrainSheet(), "run go generate in modules/tactics")
	imagetest.SameAsFile(t, filepath.Join(dir, "units.png"), unitSheet(), "run go generate in modules/tactics")
}

// TestPicturesDiffer: every picture of both sheets draws something, and no
// two of a sheet are the same.
func TestPicturesDiffer(t *testing.T) {
	for name, img := range map[string]*image.NRGBA{"terrain": terrainSheet(), "units": unitSheet()} {
		seen := map[string]image.Point{}
		b := img.Bounds()
		for y := 0; y < b.Dy(); y += size {
			for x := 0; x < b.Dx(); x += size {
				var key []byte
				opaque := 0
				for py := range size {
					for px := range size {
						c := img.NRGBAAt(x+px, y+py)
						key = append(key, c.R, c.G, c.B, c.A)
						if c.A > 0 {
							opaque++
						}
					}
				}
				if opaque == 0 {
					t.Errorf("%s: the picture at (%d, %d) is empty", name, x, y)
				}
				if p, ok := seen[string(key)]; ok {
					t.Errorf("%s: the pictures at %v and (%d, %d) are the same", name, p, x, y)
				}
				seen[string(key)] = image.Pt(x, y)
			}
		}
	}
}
