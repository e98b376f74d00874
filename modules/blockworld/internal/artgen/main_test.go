package main

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// set draws now (run go generate in modules/blockworld after changing it).
func TestPictures(t *testing.T) {
	imagetest.SameAsFile(t, filepath.Join("..", "..", "template", "assets", "blocks.png"), set(), "run go generate in modules/blockworld")
}

// TestBlocksDiffer: every block tile draws something and no two are the
// same.
func TestBlocksDiffer(t *testing.T) {
	img := set()
	seen := map[string]int{}
	for tile := range 13 {
		var key []byte
		opaque := 0
		for y := range ts {
			for x := range ts {
				c := img.NRGBAAt(tile%cols*ts+x, tile/cols*ts+y)
				key = append(key, c.R, c.G, c.B, c.A)
				if c.A > 0 {
					opaque++
				}
			}
		}
		if opaque < ts*ts/10 {
			t.Errorf("tile %d covers %d pixels", tile, opaque)
		}
		if j, ok := seen[string(key)]; ok {
			t.Errorf("tiles %d and %d are the same", j, tile)
		}
		seen[string(key)] = tile
	}
}
