package main

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// fighters draws now (run go generate in modules/battles after changing
// it).
func TestPictures(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "fighters.png"), fighters(), "run go generate in modules/battles")
}

// TestFightersDiffer: each fighter draws something, and no two are the
// same.
func TestFightersDiffer(t *testing.T) {
	img := fighters()
	seen := map[string]int{}
	for i := range looks {
		var key []byte
		opaque := 0
		for y := range box {
			for x := range box {
				c := img.NRGBAAt(i*box+x, y)
				key = append(key, c.R, c.G, c.B, c.A)
				if c.A > 0 {
					opaque++
				}
			}
		}
		if opaque < box*box/10 {
			t.Errorf("fighter %d covers %d pixels of %d", i, opaque, box*box)
		}
		if j, ok := seen[string(key)]; ok {
			t.Errorf("fighters %d and %d are the same", j, i)
		}
		seen[string(key)] = i
	}
}
