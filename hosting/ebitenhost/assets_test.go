package ebitenhost_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	// problemsEnv names a file the helper writes the game's problem log to, one
	// "severity|file|message" line per problem.
	problemsEnv = "GRIFF_EBITENHOST_PROBLEMS"
)

// encodePNG returns a w×h PNG of one colour.
func encodePNG(t *testing.T, w, h int, c color.RGBA) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < w*h; i++ {
		img.SetRGBA(i%w, i/w, c)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// spriteGame writes a 160×90 pixel-art game folder with a dark background, a sprite
// of image at (40, 40) and, if twice, another of the same image at (110, 40), and
// the files given.
func spriteGame(t *testing.T, image string, twice bool, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	second := ""
	if twice {
		second = `,
  {"id": 3, "name": "Again", "transform": {"position": [110, 40]}, "components": {"Griff.Sprite": {"image": "` + image + `"}}}`
	}
	files["project.griff"] = []byte(`{"name": "Assets", "startScene": "main",
  "window": {"width": 160, "height": 90, "pixelArt": true}}`)
	files["scenes/main.json"] = []byte(`{"format": 1, "nextId": 4, "entities": [
  {"id": 1, "name": "Back", "components": {"Griff.Shape": {"size": [160, 90], "color": "#203040ff", "layer": -1}}},
  {"id": 2, "name": "Box", "transform": {"position": [40, 40]}, "components": {"Griff.Sprite": {"image": "` + image + `"}}}` + second + `
]}`)
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// count returns how many pixels of img are c.
func count(img image.Image, c color.RGBA) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if rgbaAt(img, x, y) == c {
				n++
			}
		}
	}
	return n
}

// TestCorruptImageInProblemLog draws a game whose two sprites show a truncated PNG
// (its header reads, so the renderer knows its size; its pixels do not): the image
// is in the game's problem log once, as a warning naming the scene file, the
// first entity drawing it and the image, as a headless run gives it, and both
// sprites are drawn as magenta squares.
func TestCorruptImageInProblemLog(t *testing.T) {
	good := encodePNG(t, 16, 16, color.RGBA{0, 255, 0, 255})
	dir := spriteGame(t, "assets/bad.png", true, map[string][]byte{"assets/bad.png": good[:50]})
	log := filepath.Join(t.TempDir(), "problems.txt")
	img := screenshot(t, dir, 5, problemsEnv+"="+log)
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.Contains(l, "bad.png") {
			lines = append(lines, l)
		}
	}
	want := "warning|game/scenes/main.json|rendering: image assets/bad.png: png: invalid format: not enough pixel data; drawn as a magenta placeholder"
	if len(lines) != 1 || lines[0] != want {
		t.Errorf("problem log lines about bad.png: %q, want one %q (whole log: %q)", lines, want, data)
	}
	if got := count(img, color.RGBA{255, 0, 255, 255}); got < 2*16*16-16 || got > 2*16*16 {
		t.Errorf("%d magenta pixels, want about %d (two 16×16 placeholders)", got, 2*16*16)
	}
}

// TestChangedImageReloadsRenderer plays a game whose sprite's image, 8×8 red, is
// replaced on disk by a 16×16 green one while it plays (written as editors do, a
// temporary file renamed over it): once the watcher reports it, the backend reads
// the new pixels and the host makes the renderer read the new size, so the next
// frame has a 16×16 green square (without the renderer's reload it would be the
// new pixels squeezed into the old 8×8).
func TestChangedImageReloadsRenderer(t *testing.T) {
	dir := spriteGame(t, "assets/box.png", false, map[string][]byte{
		"assets/box.png": encodePNG(t, 8, 8, color.RGBA{255, 0, 0, 255}),
	})
	before, after, _ := edit(t, dir, "assets/box.png", encodePNG(t, 16, 16, color.RGBA{0, 255, 0, 255}))
	if got, want := count(before, color.RGBA{255, 0, 0, 255}), 8*8; got != want {
		t.Errorf("%d red pixels before the edit, want %d (the old 8×8 image)", got, want)
	}
	if got := count(after, color.RGBA{255, 0, 0, 255}); got != 0 {
		t.Errorf("%d red pixels (the old image) on the frame after the report, want 0", got)
	}
	if got, want := count(after, color.RGBA{0, 255, 0, 255}), 16*16; got != want {
		t.Errorf("%d green pixels on the frame after the report, want %d (the new 16×16 image at its size)", got, want)
	}
}

// hugePNGHeader returns a PNG's signature and header declaring w×h RGBA pixels,
// and nothing else: the kind of file shared/cases/png-huge is (a 20000×20000
// PNG), which must be refused from its header.
func hugePNGHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	c := append([]byte("IHDR"), append(ihdr, 8, 6, 0, 0, 0)...)
	b.Write(binary.BigEndian.AppendUint32(nil, 13))
	b.Write(c)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(c)))
	return b.Bytes()
}

// The window reports an image too big to draw once, as a headless run does:
// the renderer's warning naming the entity, component and file (the backend,
// which reads the same header, adds nothing), and draws magenta placeholders.
func TestHugeImageReportedOnceInWindow(t *testing.T) {
	dir := spriteGame(t, "assets/big.png", true, map[string][]byte{"assets/big.png": hugePNGHeader(20000, 20000)})
	log := filepath.Join(t.TempDir(), "problems.txt")
	img := screenshot(t, dir, 3, problemsEnv+"="+log)
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	want := "warning|game/scenes/main.json|rendering: image assets/big.png: too big: 20000x20000 pixels, more than 4096 on a side; drawn as a magenta placeholder"
	if got := strings.TrimSpace(string(data)); got != want {
		t.Errorf("problem log:\n%s\nwant one line:\n%s", got, want)
	}
	if got := count(img, color.RGBA{255, 0, 255, 255}); got < 2*16*16-16 {
		t.Errorf("%d magenta pixels, want about %d (two 16×16 placeholders)", got, 2*16*16)
	}
}
