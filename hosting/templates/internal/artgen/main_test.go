package main

import (
	"path/filepath"
	"testing"

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
