package main

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	_ "image/png"
)

// TestWalkerPicture checks that hello/assets/walker.png holds, pixel for
// pixel, what walker draws now (run go generate in hosting/templates after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestWalkerPicture(t *testing.T) {
	path := filepath.Join("..", "..", "hello", "assets", "walker.png")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, _, err := image.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	want := walker()
	if got.Bounds() != want.Bounds() {
		t.Fatalf("%s is %v, artgen draws %v", path, got.Bounds(), want.Bounds())
	}
	for y := range want.Bounds().Dy() {
		for x := range want.Bounds().Dx() {
			r1, g1, b1, a1 := got.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
				t.Fatalf("%s: pixel (%d, %d) differs from what artgen draws (run go generate in hosting/templates)", path, x, y)
			}
		}
	}
	for _, row := range walkerRows {
		if len(row) != 16 {
			t.Errorf("row %q is %d pixels wide, want 16", row, len(row))
		}
	}
}
