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
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
)

// buildWindowPlayer builds the default player into dir, with the window program
// (cmd/griff-window) beside it as `go install ./cmd/...` puts it, and returns
// its path. It skips the test when there is no display to open a window on.
func buildWindowPlayer(t *testing.T, dir string) string {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY to open the player's window on; run the tests under xvfb-run -a -s \"-screen 0 1280x720x24\" go test ./tests")
	}
	bin := filepath.Join(dir, "griff-player")
	cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator), "./cmd/griff-player", "./cmd/griff-window")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the window player: %v\n%s", err, out)
	}
	return bin
}

// windowScreenshot plays frames frames of folder ("" for the built-in game) in the
// window player and returns the saved picture.
func windowScreenshot(t *testing.T, bin, folder string, frames int) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "frame.png")
	args := []string{"--frames", strconv.Itoa(frames), "--screenshot", out}
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

// TestWindowPlayer is the window player's smoke test: `--frames 120 --screenshot` on
// the built-in game (the picture has the project's window size, is not one flat
// colour, shows the sky along its top and the HUD's "Coins: 0" in its ink colour) and
// `--frames 30` on a small game that draws.
func TestWindowPlayer(t *testing.T) {
	bin := buildWindowPlayer(t, t.TempDir())
	t.Run("builtin", func(t *testing.T) {
		img := windowScreenshot(t, bin, "", 120)
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
		checkSky(t, img)
		checkHUDText(t, img)
	})
	t.Run("draws", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "scenes"), 0o755)
		os.WriteFile(filepath.Join(dir, "project.griff"), []byte(`{"name": "Smoke", "startScene": "main",
  "window": {"width": 200, "height": 100}}`), 0o644)
		os.WriteFile(filepath.Join(dir, "scenes", "main.json"), []byte(`{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Box", "transform": {"position": [10, 10]}, "components": {"Griff.Shape": {"size": [50, 30], "color": "#00ff00ff"}}},
  {"id": 2, "name": "Label", "transform": {"position": [100, 50]}, "components": {"Griff.Text": {"text": "Hi"}}}
]}`), 0o644)
		img := windowScreenshot(t, bin, dir, 30)
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

// skyRange returns the smallest and largest value of each channel of the built-in
// game's sky gradient (assets/sky.png, made by assets/internal/artgen).
func skyRange(t *testing.T) (lo, hi color.RGBA) {
	t.Helper()
	f, err := assets.BuiltinGame().Open("assets/sky.png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sky, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi = color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}
	b := sky.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(sky.At(x, y)).(color.RGBA)
			lo = color.RGBA{min(lo.R, c.R), min(lo.G, c.G), min(lo.B, c.B), 255}
			hi = color.RGBA{max(hi.R, c.R), max(hi.G, c.G), max(hi.B, c.B), 255}
		}
	}
	return lo, hi
}

// checkSky checks that most of the top 8 rows of the built-in game's frame (right of
// the level's left wall, x 20..459) are the sky's colours: clouds may cover some.
func checkSky(t *testing.T, img image.Image) {
	t.Helper()
	lo, hi := skyRange(t)
	in := func(v, lo, hi uint8) bool { return int(v) >= int(lo)-2 && int(v) <= int(hi)+2 }
	sky, total := 0, 0
	for y := 0; y < 8; y++ {
		for x := 20; x < 460; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			total++
			if in(c.R, lo.R, hi.R) && in(c.G, lo.G, hi.G) && in(c.B, lo.B, hi.B) && c.A == 255 {
				sky++
			}
		}
	}
	if sky*10 < total*8 {
		t.Errorf("%d of %d pixels in the top 8 rows are the sky's colours (%v..%v), want at least 80%%", sky, total, lo, hi)
	}
}

// hudInk is the colour of the built-in game's HUD text (scenes/main.json, CoinCount).
var hudInk = color.RGBA{0x2a, 0x1d, 0x34, 0xff}

// checkHUDText checks that the HUD's "Coins: 0" (16-pixel text at (28, 8)) is drawn in
// its ink colour: at least 15 pixels of the box (28..99, 6..25) are that colour.
func checkHUDText(t *testing.T, img image.Image) {
	t.Helper()
	d := func(a, b uint8) bool { return int(a)-int(b) <= 6 && int(b)-int(a) <= 6 }
	ink := 0
	for y := 6; y < 26; y++ {
		for x := 28; x < 100; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			if d(c.R, hudInk.R) && d(c.G, hudInk.G) && d(c.B, hudInk.B) {
				ink++
			}
		}
	}
	if ink < 15 {
		t.Errorf("%d pixels of the HUD box (28..99, 6..25) are the text colour %v, want at least 15 (\"Coins: 0\")", ink, hudInk)
	}
}
