package imagefile_test

import (
	"errors"
	"image"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/rendering/imagefile"
)

// bytesPerPixel bounds what decoding an image may allocate per pixel its
// header declares: 8 for 16-bit RGBA pixels, and a JPEG's per-component
// coefficients (a progressive CMYK JPEG keeps 4 bytes for each of 4
// components, and its pixels), with room to spare.
const bytesPerPixel = 32

// fuzzPixels is the largest image, in pixels, FuzzDecode decodes.
const fuzzPixels = 256 * 256

// FuzzDecode reads any bytes as an image file, as the engine loads one: the
// size from the header, then the pixels. Nothing panics; a size read is 1 to
// MaxSide on a side; what Size refuses, Decode refuses with the same error; an
// image decoded is no larger than its header says; and the bytes allocated are
// bounded by the declared size (1 MiB plus bytesPerPixel a pixel), never by
// what the data could expand to. Pixels are decoded only for images of up to
// fuzzPixels pixels, so that the fuzzer spends its time on the decoders' paths,
// not on filling big images (the decoders' work depends on the size only
// through loops over it).
func FuzzDecode(f *testing.F) {
	for _, format := range []string{"png", "jpeg", "gif"} {
		f.Add(encoded(f, format, 5, 3))
	}
	f.Add(bigPNG(f, 20000, 20000, 4))
	f.Add(bigPNG(f, 64, 64, 64))
	f.Add(jpegSized(f, 20000, 20000))
	f.Add(jpegSized(f, 8, 16))
	f.Add(gifScreen(f, 4, 4))
	f.Add(gifScreen(f, 65535, 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{"a": {Data: data}}
		w, h, sizeErr := imagefile.Size(fsys, "a")
		if sizeErr == nil && (w < 1 || h < 1 || w > imagefile.MaxSide || h > imagefile.MaxSide) {
			t.Fatalf("Size = %dx%d with no error", w, h)
		}
		if sizeErr == nil && w*h > fuzzPixels {
			return
		}
		var img image.Image
		var err error
		n := allocated(func() { img, err = imagefile.Decode(fsys, "a") })
		if err == nil {
			if sizeErr != nil {
				t.Fatalf("Size refused with %v, Decode succeeded", sizeErr)
			}
			if b := img.Bounds(); b.Dx() > w || b.Dy() > h {
				t.Fatalf("decoded %v from a header of %dx%d", b, w, h)
			}
		}
		if sizeErr != nil {
			if err == nil || err.Error() != sizeErr.Error() || errors.Is(sizeErr, imagefile.ErrTooBig) != errors.Is(err, imagefile.ErrTooBig) {
				t.Fatalf("Size refused with %v, Decode said %v", sizeErr, err)
			}
			w, h = 0, 0
		}
		if limit := uint64(1<<20 + bytesPerPixel*w*h); n > limit {
			t.Fatalf("decoding a %dx%d image allocated %d bytes, more than %d", w, h, n, limit)
		}
	})
}
