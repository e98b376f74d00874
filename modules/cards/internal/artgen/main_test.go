package main

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// cards and fighters draw now (run go generate in modules/cards after
// changing them).
func TestPictures(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "cards.png"), cards(), "run go generate in modules/cards")
	imagetest.SameAsFile(t, filepath.Join(dir, "fighters.png"), fighters(), "run go generate in modules/cards")
}

// TestPiecesDiffer: each card frame and each fighter draws something, and
// no two are the same.
func TestPiecesDiffer(t *testing.T) {
	differ(t, "card frame", cards(), cardW, cardH, frames)
	differ(t, "fighter", fighters(), box, box, looks)
}

func differ(t *testing.T, what string, img *image.NRGBA, w, h, n int) {
	seen := map[string]int{}
	for i := range n {
		var key []byte
		opaque := 0
		for y := range h {
			for x := range w {
				c := img.NRGBAAt(i*w+x, y)
				key = append(key, c.R, c.G, c.B, c.A)
				if c.A > 0 {
					opaque++
				}
			}
		}
		if opaque < w*h/10 {
			t.Errorf("%s %d covers %d pixels of %d", what, i, opaque, w*h)
		}
		if j, ok := seen[string(key)]; ok {
			t.Errorf("%ss %d and %d are the same", what, j, i)
		}
		seen[string(key)] = i
	}
}
