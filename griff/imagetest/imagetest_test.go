package imagetest

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// goPicture returns the path and decoding of one of Go's own test pictures
// (GOROOT/src/image/testdata), a picture nobody here drew.
func goPicture(t *testing.T) (string, image.Image) {
	t.Helper()
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Skipf("go env GOROOT: %v", err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "src", "image", "testdata", "video-001.png")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("Go's image testdata: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return path, img
}

func TestCompare(t *testing.T) {
	path, img := goPicture(t)
	if err := Compare(path, img); err != nil {
		t.Fatalf("a file against its own decoding: %v", err)
	}
	changed := image.NewNRGBA(img.Bounds())
	draw.Draw(changed, changed.Bounds(), img, img.Bounds().Min, draw.Src)
	if err := Compare(path, changed); err != nil {
		t.Fatalf("a copy in another colour model: %v", err)
	}
	changed.Set(7, 3, color.NRGBA{1, 2, 3, 255})
	if err := Compare(path, changed); err == nil || !strings.Contains(err.Error(), "pixel (7, 3)") {
		t.Fatalf("one changed pixel: got %v, want an error naming pixel (7, 3)", err)
	}
	small := image.NewNRGBA(image.Rect(0, 0, 2, 2))
	if err := Compare(path, small); err == nil || !strings.Contains(err.Error(), "draws (0,0)-(2,2)") {
		t.Fatalf("other bounds: got %v", err)
	}
	if err := Compare(filepath.Join(t.TempDir(), "missing.png"), small); err == nil {
		t.Fatal("a missing file gave no error")
	}
}

type recorder struct{ msg string }

func (r *recorder) Helper()                      {}
func (r *recorder) Fatalf(f string, args ...any) { r.msg = fmt.Sprintf(f, args...) }

func TestSameAsFileNamesTheFix(t *testing.T) {
	path, img := goPicture(t)
	var r recorder
	SameAsFile(&r, path, img, "run go generate")
	if r.msg != "" {
		t.Fatalf("the same picture failed: %s", r.msg)
	}
	SameAsFile(&r, path, image.NewNRGBA(image.Rect(0, 0, 1, 1)), "run go generate in x")
	if !strings.HasSuffix(r.msg, "(run go generate in x)") {
		t.Fatalf("message %q does not end with the fix", r.msg)
	}
}
