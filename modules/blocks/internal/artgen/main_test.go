package main

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that each file in template/assets holds, pixel for
// pixel, what artgen draws now (run go generate in modules/blocks after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestPictures(t *testing.T) {
	for _, p := range pictures {
		imagetest.SameAsFile(t, filepath.Join("..", "..", "template", "assets", p.name), p.draw(), "run go generate in modules/blocks")
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
