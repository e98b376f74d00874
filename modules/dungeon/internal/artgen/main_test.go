package main

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// drawTiles and drawActors draw now (run go generate in modules/dungeon
// after changing them).
func TestPictures(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "tiles.png"), drawTiles(), "run go generate in modules/dungeon")
	imagetest.SameAsFile(t, filepath.Join(dir, "actors.png"), drawActors(), "run go generate in modules/dungeon")
}

// TestPiecesDiffer: every tile and actor picture draws something and no
// two are the same.
func TestPiecesDiffer(t *testing.T) {
	check := func(what string, n int, at func(i, x, y int) [4]uint8) {
		seen := map[string]int{}
		for i := range n {
			var key []byte
			opaque := 0
			for y := range size {
				for x := range size {
					c := at(i, x, y)
					key = append(key, c[:]...)
					if c[3] > 0 {
						opaque++
					}
				}
			}
			if opaque == 0 {
				t.Errorf("%s %d draws nothing", what, i)
			}
			if j, ok := seen[string(key)]; ok {
				t.Errorf("%s %d is the same as %d", what, i, j)
			}
			seen[string(key)] = i
		}
	}
	tl, ac := drawTiles(), drawActors()
	check("tile", tiles, func(i, x, y int) [4]uint8 { c := tl.NRGBAAt(i*size+x, y); return [4]uint8{c.R, c.G, c.B, c.A} })
	check("actor", actors, func(i, x, y int) [4]uint8 { c := ac.NRGBAAt(i*size+x, y); return [4]uint8{c.R, c.G, c.B, c.A} })
}
