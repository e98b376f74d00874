package imagefile

import (
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // GIF files
	_ "image/jpeg" // JPEG files
	_ "image/png"  // PNG files
	"io"
	"io/fs"
)

// MaxSide is the longest side of an image file Size and Decode accept, in
// pixels: the texture size every GPU Ebitengine runs on supports.
const MaxSide = 4096

// ErrTooBig is wrapped by the errors of Size and Decode for an image larger than
// MaxSide on a side.
var ErrTooBig = errors.New("too big")

// ErrEmpty is wrapped by the errors of Size and Decode for an image that has no
// pixels (0 on a side).
var ErrEmpty = errors.New("empty")

// Size returns the width and height in pixels of the image file name in fsys,
// read from its header with image.DecodeConfig: no pixel is decoded. It returns
// an error if the file cannot be opened (wrapping the fs error, such as
// fs.ErrNotExist), is not an image of a registered format (wrapping
// image.ErrFormat) or its header is damaged, wrapping ErrEmpty if a side is 0,
// and wrapping ErrTooBig if a side is more than MaxSide. The error does not name
// the file: the caller does.
func Size(fsys fs.FS, name string) (w, h int, err error) {
	f, err := fsys.Open(name)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	return SizeOf(f)
}

// SizeOf is Size for an image read from r, which is read only as far as its
// header.
func SizeOf(r io.Reader) (w, h int, err error) {
	cfg, _, err := image.DecodeConfig(r)
	if err != nil {
		return 0, 0, err
	}
	return cfg.Width, cfg.Height, checkSize(cfg.Width, cfg.Height)
}

// checkSize returns why an image of w×h pixels is refused, or nil.
func checkSize(w, h int) error {
	switch {
	case w > MaxSide || h > MaxSide:
		return fmt.Errorf("%w: %dx%d pixels, more than %d on a side", ErrTooBig, w, h, MaxSide)
	case w <= 0 || h <= 0:
		return fmt.Errorf("%w: %dx%d pixels", ErrEmpty, w, h)
	}
	return nil
}

// Decode reads and decodes the image file name in fsys, after reading its size
// from its header and refusing it, with no pixel decoded, when Size would. It
// opens the file twice: once for the header, once for the pixels. It returns
// the errors Size returns, or the decoder's error for damaged pixel data.
func Decode(fsys fs.FS, name string) (image.Image, error) {
	w, h, err := Size(fsys, name)
	if err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return decode(f, w, h)
}

// decode decodes the image in r, whose header declared w×h pixels, and checks
// that the decoded image is no larger. (A GIF's first frame may be smaller than
// its logical screen.)
func decode(r io.Reader, w, h int) (image.Image, error) {
	img, _, err := image.Decode(r)
	if err != nil {
		return nil, err
	}
	if b := img.Bounds(); b.Dx() > w || b.Dy() > h {
		return nil, fmt.Errorf("decoded %dx%d pixels, more than the %dx%d of its header", b.Dx(), b.Dy(), w, h)
	}
	return img, nil
}
