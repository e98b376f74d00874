package main

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	_ "image/png"
)

// TestPictures checks that each file in template/assets holds, pixel for
// pixel, what artgen draws now (run go generate in modules/blocks after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestPictures(t *testing.T) {
	for _, p := range pictures {
		path := filepath.Join("..", "..", "template", "assets", p.name)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		want := p.draw()
		if got.Bounds() != want.Bounds() {
			t.Fatalf("%s is %v, artgen draws %v", path, got.Bounds(), want.Bounds())
		}
		for y := range want.Bounds().Dy() {
			for x := range want.Bounds().Dx() {
				r1, g1, b1, a1 := got.At(x, y).RGBA()
				r2, g2, b2, a2 := want.At(x, y).RGBA()
				if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
					t.Fatalf("%s: pixel (%d, %d) differs from what artgen draws (run go generate in modules/blocks)", path, x, y)
				}
			}
		}
	}
}

// TestBlockBevel checks the block's lit edge is brighter than its face and
// its shaded edge darker, and the gap is transparent.
func TestBlockBevel(t *testing.T) {
	b := block()
	lit, face, shade := b.NRGBAAt(0, 5).R, b.NRGBAAt(5, 5).R, b.NRGBAAt(BlockSize-2, 5).R
	if !(lit > face && face > shade) {
		t.Errorf("edge %d, face %d, shade %d: want lit > face > shade", lit, face, shade)
	}
	if a := b.NRGBAAt(BlockSize-1, 3).A; a != 0 {
		t.Errorf("the gap column has alpha %d, want 0", a)
	}
}
