package main

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// drawWalls, drawThings and drawWeapon draw now (run go generate in
// modules/firstperson after changing them).
func TestPictures(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "walls.png"), drawWalls(), "run go generate in modules/firstperson")
	imagetest.SameAsFile(t, filepath.Join(dir, "things.png"), drawThings(), "run go generate in modules/firstperson")
	imagetest.SameAsFile(t, filepath.Join(dir, "weapon.png"), drawWeapon(), "run go generate in modules/firstperson")
}

// TestFramesDiffer: every frame draws something and no two frames of a
// picture are the same.
func TestFramesDiffer(t *testing.T) {
	for _, p := range []struct {
		what string
		n    int
		img  *image.NRGBA
	}{{"wall", walls, drawWalls()}, {"thing", things, drawThings()}, {"weapon", weapons, drawWeapon()}} {
		seen := map[string]int{}
		for i := range p.n {
			frame := p.img.SubImage(image.Rect(i*size, 0, (i+1)*size, size)).(*image.NRGBA)
			var key []byte
			opaque := 0
			for y := range size {
				row := frame.Pix[y*frame.Stride : y*frame.Stride+size*4]
				key = append(key, row...)
				for x := range size {
					if row[x*4+3] > 0 {
						opaque++
					}
				}
			}
			if opaque == 0 {
				t.Errorf("%s %d draws nothing", p.what, i)
			}
			if j, ok := seen[string(key)]; ok {
				t.Errorf("%s %d is the same as %d", p.what, i, j)
			}
			seen[string(key)] = i
		}
	}
}
