package main

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	_ "image/png"
)

// TestPictures checks that each file of template/assets holds, pixel for
// pixel, what artgen draws now (run go generate in modules/match3 after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestPictures(t *testing.T) {
	for name, want := range Pictures() {
		path := filepath.Join("..", "..", "template", "assets", name)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if got.Bounds() != want.Bounds() {
			t.Fatalf("%s is %v, artgen draws %v", path, got.Bounds(), want.Bounds())
		}
		for y := range want.Bounds().Dy() {
			for x := range want.Bounds().Dx() {
				r1, g1, b1, a1 := got.At(x, y).RGBA()
				r2, g2, b2, a2 := want.At(x, y).RGBA()
				if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
					t.Fatalf("%s: pixel (%d, %d) differs from what artgen draws (run go generate in modules/match3)", path, x, y)
				}
			}
		}
	}
}
