// Package imagetest holds helpers for tests that check committed pictures,
// in the manner of the standard library's iotest and fstest: a generator draws
// a picture, a PNG of it is committed, and a test checks the file still holds
// what the generator draws.
//
// Pixels are compared, not bytes, so another Go version's PNG compressor does
// not fail the check. Only tests import this package.
package imagetest

import (
	"fmt"
	"image"
	"os"

	_ "image/png" // committed pictures are PNG files
)

// TB is the part of testing.TB the helpers use, so the package need not
// import testing (a test passes its *testing.T).
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// SameAsFile fails t unless the picture file at path (PNG, or any format
// registered with package image) decodes to the bounds and colours of want,
// pixel for pixel. fix is what the failure message tells the reader to do,
// for example "run go generate in modules/match3". It stops at the first
// pixel that differs and names it.
func SameAsFile(t TB, path string, want image.Image, fix string) {
	t.Helper()
	if err := Compare(path, want); err != nil {
		t.Fatalf("%v (%s)", err, fix)
	}
}

// Compare returns nil when the picture file at path holds want pixel for
// pixel (colours compared as 16-bit premultiplied RGBA, as image.Color.RGBA
// gives them), or an error naming the file and what differs: it cannot be
// opened or decoded, its bounds, or the first differing pixel in row order.
func Compare(path string, want image.Image) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	got, _, err := image.Decode(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if got.Bounds() != want.Bounds() {
		return fmt.Errorf("%s is %v, the generator draws %v", path, got.Bounds(), want.Bounds())
	}
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, a1 := got.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
				return fmt.Errorf("%s: pixel (%d, %d) is %v, the generator draws %v", path, x, y, got.At(x, y), want.At(x, y))
			}
		}
	}
	return nil
}
