package imagefile_test

import (
	"errors"
	"image"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/rendering/imagefile"
)

// Files declaring more than MaxSide pixels on a side are refused from their
// header in every format Griff reads, allocating next to nothing: the size of
// shared/cases/png-huge (a 1.6 MB PNG of 20000×20000 pixels, 1.69 GB decoded)
// and the largest GIF and JPEG sizes.
func TestTooBigRefusedFromHeader(t *testing.T) {
	fsys := fstest.MapFS{
		"big.png":      {Data: bigPNG(t, 20000, 20000, 64)},
		"wide.png":     {Data: bigPNG(t, imagefile.MaxSide+1, 1, 1)},
		"big.jpeg":     {Data: jpegSized(t, 20000, 20000)},
		"tall.jpeg":    {Data: jpegSized(t, 1, imagefile.MaxSide+1)},
		"big.gif":      {Data: gifScreen(t, 65535, 65535)},
		"wide.gif":     {Data: gifScreen(t, imagefile.MaxSide+1, 8)},
		"ok-edge.png":  {Data: bigPNG(t, imagefile.MaxSide, 1, 1)},
		"ok-edge.jpeg": {Data: jpegSized(t, 8, imagefile.MaxSide)},
	}
	tests := []struct {
		name   string
		w, h   int
		tooBig bool
	}{
		{"big.png", 20000, 20000, true},
		{"wide.png", imagefile.MaxSide + 1, 1, true},
		{"big.jpeg", 20000, 20000, true},
		{"tall.jpeg", 1, imagefile.MaxSide + 1, true},
		{"big.gif", 65535, 65535, true},
		{"wide.gif", imagefile.MaxSide + 1, 8, true},
		{"ok-edge.png", imagefile.MaxSide, 1, false},
		{"ok-edge.jpeg", 8, imagefile.MaxSide, false},
	}
	for _, tc := range tests {
		var w, h int
		var sizeErr, decErr error
		n := allocated(func() {
			w, h, sizeErr = imagefile.Size(fsys, tc.name)
			if tc.tooBig {
				_, decErr = imagefile.Decode(fsys, tc.name)
			}
		})
		if w != tc.w || h != tc.h {
			t.Errorf("Size(%s) = %dx%d, want %dx%d", tc.name, w, h, tc.w, tc.h)
		}
		if got := errors.Is(sizeErr, imagefile.ErrTooBig); got != tc.tooBig {
			t.Errorf("Size(%s) error %v, want ErrTooBig: %v", tc.name, sizeErr, tc.tooBig)
		}
		if tc.tooBig && !errors.Is(decErr, imagefile.ErrTooBig) {
			t.Errorf("Decode(%s) error %v, want ErrTooBig", tc.name, decErr)
		}
		// The declared pixels would take w·h·4 bytes (1.6 GB for big.png).
		if tc.tooBig && n > 1<<20 {
			t.Errorf("refusing %s allocated %d bytes, want under 1 MiB", tc.name, n)
		}
	}
	want := "20000x20000 pixels, more than 4096 on a side"
	if _, _, err := imagefile.Size(fsys, "big.png"); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Size(big.png) error %q, want it to say %q", err, want)
	}
}

// A GIF whose frame is larger than its logical screen, or a JPEG with a second
// frame header, is refused by its decoder rather than decoded larger than the
// size Size read; an empty image is refused with ErrEmpty; other formats and
// missing files say so.
func TestDecodeRefusesWhatItCannotBound(t *testing.T) {
	jpeg2 := encoded(t, "jpeg", 8, 8)
	i := strings.Index(string(jpeg2), "\xff\xc0")
	j := i + 2 + int(jpeg2[i+2])<<8 + int(jpeg2[i+3])
	twoFrames := append(append(append([]byte{}, jpeg2[:j]...), jpeg2[i:j]...), jpeg2[j:]...)
	fsys := fstest.MapFS{
		"frame.gif":  {Data: gifScreen(t, 4, 4)},
		"two.jpeg":   {Data: twoFrames},
		"empty.gif":  {Data: gifScreen(t, 0, 8)},
		"image.webp": {Data: []byte("RIFF\x00\x00\x00\x00WEBPVP8 ")},
	}
	for name, want := range map[string]string{
		"frame.gif": "frame bounds larger than image bounds",
		"two.jpeg":  "multiple SOF markers",
		"empty.gif": "empty: 0x8 pixels",
	} {
		if _, err := imagefile.Decode(fsys, name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Decode(%s) error %v, want it to say %q", name, err, want)
		}
	}
	if _, err := imagefile.Decode(fsys, "empty.gif"); !errors.Is(err, imagefile.ErrEmpty) {
		t.Errorf("Decode(empty.gif) error %v, want ErrEmpty", err)
	}
	if _, _, err := imagefile.Size(fsys, "image.webp"); !errors.Is(err, image.ErrFormat) {
		t.Errorf("Size(image.webp) error %v, want image.ErrFormat", err)
	}
	if _, err := imagefile.Decode(fsys, "gone.png"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Decode(gone.png) error %v, want fs.ErrNotExist", err)
	}
}

// Real files: every image in Go's image test data and golang.org/x/image's
// reads the size image.DecodeConfig reads and decodes to an image no larger
// than it (a GIF's first frame may be smaller than its screen), or, for
// formats Griff does not register (BMP, TIFF, WebP), is refused with
// image.ErrFormat.
func TestRealFiles(t *testing.T) {
	dirs := []string{
		filepath.Join(runtime.GOROOT(), "src", "image", "testdata"),
		filepath.Join(runtime.GOROOT(), "src", "image", "png", "testdata", "pngsuite"),
	}
	if out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/image").Output(); err == nil {
		dirs = append(dirs, filepath.Join(strings.TrimSpace(string(out)), "testdata"))
	}
	decoded, refused := 0, 0
	for _, dir := range dirs {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Logf("skipping %s: %v", dir, err)
			continue
		}
		fsys := os.DirFS(dir)
		for _, e := range ents {
			d, r := checkRealFile(t, fsys, e.Name())
			decoded += d
			refused += r
		}
	}
	if decoded < 100 {
		t.Errorf("decoded %d real files, want at least 100 (is GOROOT's source here?)", decoded)
	}
	t.Logf("%d real files decoded, %d refused as formats Griff does not read", decoded, refused)
}

// checkRealFile checks one file of test data, returning 1, 0 if it decoded and
// 0, 1 if it was refused as a format Griff does not read.
func checkRealFile(t *testing.T, fsys fs.FS, name string) (decoded, refused int) {
	ext := filepath.Ext(name)
	if !strings.Contains(".png.jpeg.jpg.gif.bmp.tiff.webp", ext) || ext == "" {
		return 0, 0
	}
	f, err := fsys.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _, cfgErr := image.DecodeConfig(f)
	f.Close()
	img, err := imagefile.Decode(fsys, name)
	switch {
	case errors.Is(cfgErr, image.ErrFormat):
		if !errors.Is(err, image.ErrFormat) {
			t.Errorf("Decode(%s) error %v, want image.ErrFormat", name, err)
		}
		return 0, 1
	case cfgErr != nil || err != nil:
		// Damaged on purpose (a truncated JPEG, a bad PNG of the suite): refused
		// either way, never a panic.
		if err == nil {
			t.Errorf("Decode(%s) succeeded where image.DecodeConfig says %v", name, cfgErr)
		}
		return 0, 0
	}
	if b := img.Bounds(); b.Dx() > cfg.Width || b.Dy() > cfg.Height || b.Empty() {
		t.Errorf("Decode(%s) bounds %v, header %dx%d", name, b, cfg.Width, cfg.Height)
	}
	return 1, 0
}
