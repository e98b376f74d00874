package main

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that each file of template/assets holds, pixel for
// pixel, what artgen draws now (run go generate in modules/match3 after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestPictures(t *testing.T) {
	for name, want := range Pictures() {
		imagetest.SameAsFile(t, filepath.Join("..", "..", "template", "assets", name), want, "run go generate in modules/match3")
	}
}
