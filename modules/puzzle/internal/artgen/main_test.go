package main

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestSheet checks that template/assets/puzzle.png holds, pixel for pixel,
// what sheet draws now (run go generate in modules/puzzle after changing
// it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestSheet(t *testing.T) {
	imagetest.SameAsFile(t, filepath.Join("..", "..", "template", "assets", "puzzle.png"), sheet(), "run go generate in modules/puzzle")
}

// TestTilesDiffer: each tile draws something, and no two are the same.
func TestTilesDiffer(t *testing.T) {
	img := sheet()
	var seen []string
	for i := range tiles {
		sub := img.SubImage(image.Rect(i*size, 0, (i+1)*size, size)).(*image.NRGBA)
		var key []byte
		opaque := 0
		for y := range size {
			for x := range size {
				c := sub.NRGBAAt(i*size+x, y)
				key = append(key, c.R, c.G, c.B, c.A)
				if c.A > 0 {
					opaque++
				}
			}
		}
		if opaque == 0 {
			t.Errorf("tile %d is empty", i)
		}
		for j, s := range seen {
			if s == string(key) {
				t.Errorf("tiles %d and %d are the same", j, i)
			}
		}
		seen = append(seen, string(key))
	}
}
