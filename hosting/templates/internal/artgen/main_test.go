package main

import (
	"image/color"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/imagetest"
)

// TestWalkerPicture checks that hello/assets/walker.png holds, pixel for
// pixel, what walker draws now (run go generate in hosting/templates after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestWalkerPicture(t *testing.T) {
	imagetest.SameAsFile(t, filepath.Join("..", "..", "hello", "assets", "walker.png"), walker(), "run go generate in hosting/templates")
	for _, row := range walkerRows {
		if len(row) != 16 {
			t.Errorf("row %q is %d pixels wide, want 16", row, len(row))
		}
	}
}

// TestMultiplayerPictures checks that the multiplayer template's pictures
// are what multiplayerPictures makes of the built-in game's (run go
// generate in hosting/templates after changing either), and that the
// players' rows differ: each player has a colour of their own.
func TestMultiplayerPictures(t *testing.T) {
	pics, err := multiplayerPictures(assets.BuiltinGame())
	if err != nil {
		t.Fatal(err)
	}
	if len(pics) != 5 {
		t.Errorf("%d pictures, want 5", len(pics))
	}
	for name, img := range pics {
		imagetest.SameAsFile(t, filepath.Join("..", "..", "multiplayer", "assets", name), img, "run go generate in hosting/templates")
	}
	c := pics["chicks.png"]
	seen := map[color.Color]bool{}
	for row := range 4 {
		seen[c.At(8, 16*row+8)] = true // the middle of the first frame: feathers
	}
	if len(seen) != 4 {
		t.Errorf("the four players' chicks share colours: %d distinct, want 4", len(seen))
	}
}
