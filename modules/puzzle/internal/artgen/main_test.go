package main

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	_ "image/png"
)

// TestSheet checks that template/assets/puzzle.png holds, pixel for pixel,
// what sheet draws now (run go generate in modules/puzzle after changing
// it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestSheet(t *testing.T) {
	path := filepath.Join("..", "..", "template", "assets", "puzzle.png")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, _, err := image.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	want := sheet()
	if got.Bounds() != want.Bounds() {
		t.Fatalf("%s is %v, artgen draws %v", path, got.Bounds(), want.Bounds())
	}
	for y := range want.Bounds().Dy() {
		for x := range want.Bounds().Dx() {
			r1, g1, b1, a1 := got.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
				t.Fatalf("%s: pixel (%d, %d) differs from what artgen draws (run go generate in modules/puzzle)", path, x, y)
			}
		}
	}
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
