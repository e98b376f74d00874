package tests

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
)

// buildWindowPlayer builds the default (window) player into dir and returns its path.
// It skips the test when there is no display to open a window on.
func buildWindowPlayer(t *testing.T, dir string) string {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY to open the player's window on; run the tests under xvfb-run -a -s \"-screen 0 1280x720x24\" go test ./tests")
	}
	bin := filepath.Join(dir, "griff-player")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/griff-player")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the window player: %v\n%s", err, out)
	}
	return bin
}

// windowScreenshot plays 30 frames of folder ("" for the built-in game) in the window
// player and returns the saved picture.
func windowScreenshot(t *testing.T, bin, folder string) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "frame.png")
	args := []string{"--frames", "30", "--screenshot", out}
	if folder != "" {
		args = append(args, folder)
	}
	msg, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("griff-player %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	if !strings.Contains(string(msg), "screenshot "+out) {
		t.Errorf("griff-player printed %q, want it to name the screenshot", msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	return img
}

// TestWindowPlayer is the window player's smoke test: `--frames 30 --screenshot` on the
// built-in game and on a small game that draws.
func TestWindowPlayer(t *testing.T) {
	bin := buildWindowPlayer(t, t.TempDir())
	t.Run("builtin", func(t *testing.T) {
		img := windowScreenshot(t, bin, "")
		text, err := fs.ReadFile(assets.BuiltinGame(), hosting.ProjectFile)
		if err != nil {
			t.Fatal(err)
		}
		p, err := hosting.ParseProject(hosting.ProjectFile, text)
		if err != nil {
			t.Fatal(err)
		}
		want := image.Pt(p.Window.Width, p.Window.Height)
		if want.X <= 0 || want.Y <= 0 {
			want = image.Pt(960, 540)
		}
		if got := img.Bounds().Size(); got != want {
			t.Errorf("screenshot of the built-in game is %v, want %v (its project's window)", got, want)
		}
		if oneColour(img) {
			t.Errorf("the built-in game's frame is all one colour %v, want its scene drawn", img.At(0, 0))
		}
	})
	t.Run("draws", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "scenes"), 0o755)
		os.WriteFile(filepath.Join(dir, "project.griff"), []byte(`{"name": "Smoke", "start_scene": "main",
  "window": {"width": 200, "height": 100}}`), 0o644)
		os.WriteFile(filepath.Join(dir, "scenes", "main.json"), []byte(`{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Box", "transform": {"position": [10, 10]}, "components": {"Griff.Shape": {"size": [50, 30], "color": "#00ff00ff"}}},
  {"id": 2, "name": "Label", "transform": {"position": [100, 50]}, "components": {"Griff.Text": {"text": "Hi"}}}
]}`), 0o644)
		img := windowScreenshot(t, bin, dir)
		if got, want := img.Bounds().Size(), image.Pt(200, 100); got != want {
			t.Fatalf("screenshot is %v, want %v (the project's window)", got, want)
		}
		for _, c := range []struct {
			x, y int
			want color.RGBA
		}{{30, 20, color.RGBA{0, 255, 0, 255}}, {5, 90, color.RGBA{0, 0, 0, 255}}} {
			if got := color.RGBAModel.Convert(img.At(c.x, c.y)).(color.RGBA); got != c.want {
				t.Errorf("pixel (%d,%d) = %v, want %v", c.x, c.y, got, c.want)
			}
		}
	})
}

// oneColour reports whether every pixel of img is the same colour.
func oneColour(img image.Image) bool {
	b := img.Bounds()
	first := color.RGBAModel.Convert(img.At(b.Min.X, b.Min.Y))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.RGBAModel.Convert(img.At(x, y)) != first {
				return false
			}
		}
	}
	return true
}
