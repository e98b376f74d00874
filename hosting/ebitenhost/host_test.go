package ebitenhost_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
	_ "github.com/griffengine/griff/modules/all" // the built-in game uses genre modules, as the player does
	"github.com/griffengine/griff/scenes"
)

// The window tests run the host in a child process (this test binary again, with
// helperEnv set): Ebitengine's RunGame must run on the main goroutine, once per
// process. The tests need a display: run them under
// xvfb-run -a -s "-screen 0 1280x720x24" go test ./hosting/ebitenhost (on Linux,
// Ebitengine panics while the test binary starts when there is none).
const helperEnv = "GRIFF_EBITENHOST_HELPER" // "folder|frames|out.png"; folder "" is the built-in game

func TestMain(m *testing.M) {
	if spec := os.Getenv(helperEnv); spec != "" {
		if err := runHelper(spec); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func runHelper(spec string) error {
	parts := strings.Split(spec, "|")
	if len(parts) != 3 {
		return fmt.Errorf("bad %s %q", helperEnv, spec)
	}
	folder, out := parts[0], parts[2]
	frames, err := strconv.Atoi(parts[1])
	if err != nil {
		return err
	}
	fsys := assets.BuiltinGame()
	if folder != "" {
		fsys = os.DirFS(folder)
	}
	lg, err := hosting.Load(fsys, "game")
	if err != nil {
		return err
	}
	opts := ebitenhost.Options{
		Assets: fsys, Frames: frames,
		Screenshot: func(img *image.RGBA) error {
			var b bytes.Buffer
			if err := png.Encode(&b, img); err != nil {
				return err
			}
			return os.WriteFile(out, b.Bytes(), 0o644)
		},
	}
	if path := os.Getenv(problemsEnv); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		opts.Game.Problems = func(p scenes.Problem) { fmt.Fprintf(f, "%v|%s|%s\n", p.Severity, p.File, p.Message) }
	}
	if path := os.Getenv(problemTextEnv); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		opts.Game.Problems = func(p scenes.Problem) { fmt.Fprintln(f, p) }
	}
	if path := os.Getenv(recordEnv); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		opts.Record = f
		opts.Game.Systems = append(opts.Game.Systems, &pressTimes{}) // the state holds the presses' times
	}
	if os.Getenv(readyEnv) != "" {
		opts.Game.Systems = append(opts.Game.Systems, &ready{})
	}
	if os.Getenv(debugEnv) != "" {
		opts.DebugOverlay = true
	}
	switch {
	case os.Getenv(watchdogEnv) != "":
		return runWatched(lg, opts)
	case os.Getenv(overlayEnv) != "":
		return ebitenhost.RunWithOverlayKeys(lg, opts, overlayKeys(os.Getenv(overlayEnv)))
	case os.Getenv(editEnv) != "":
		return runEdited(lg, opts, folder)
	case os.Getenv(uiScaleEnv) != "":
		return runUIScale(lg, opts, os.Getenv(uiScaleEnv))
	case os.Getenv(liveEnv) != "":
		return runLive(lg, opts)
	case os.Getenv(scriptEnv) != "":
		return ebitenhost.RunWithDevices(lg, opts, scriptedKeys)
	}
	return ebitenhost.Run(lg, opts)
}

// screenshot runs the host on folder for frames frames and returns the last frame;
// env is added to the helper's environment.
func screenshot(t *testing.T, folder string, frames int, env ...string) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%s", helperEnv, folder, frames, out))
	cmd.Env = append(cmd.Env, env...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the host failed: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func rgbaAt(img image.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func TestScreenshotBuiltinGame(t *testing.T) {
	img := screenshot(t, "", 10)
	lg, err := hosting.Load(assets.BuiltinGame(), "built-in game")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := img.Bounds().Size(), ebitenhost.ScreenSize(lg.Project); got != want {
		t.Errorf("screenshot size %v, want %v (the built-in game's window)", got, want)
	}
	if c := rgbaAt(img, 0, 0); c.A != 255 {
		t.Errorf("pixel (0,0) = %v, want opaque (the screen is cleared to black)", c)
	}
	if colours(img) == 1 {
		t.Errorf("the built-in game's frame is all one colour %v; want its scene drawn", rgbaAt(img, 0, 0))
	}
}

// colours counts the distinct colours of img, up to 2.
func colours(img image.Image) int {
	b := img.Bounds()
	first := rgbaAt(img, b.Min.X, b.Min.Y)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if rgbaAt(img, x, y) != first {
				return 2
			}
		}
	}
	return 1
}

// testGame writes a game folder that draws a background, a red box, tile.png from
// Ebitengine's examples scaled to a quarter, and a line of text.
func testGame(t *testing.T) (dir string, tile image.Image) {
	dir = t.TempDir()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Skipf("cannot locate Ebitengine's module for its example images: %v", err)
	}
	tileData, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "examples", "resources", "images", "tile.png"))
	if err != nil {
		t.Fatal(err)
	}
	if tile, err = png.Decode(bytes.NewReader(tileData)); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"project.griff": `{"name": "Host test", "startScene": "main",
  "window": {"width": 320, "height": 180, "pixelArt": true}}`,
		"scenes/main.json": `{"format": 1, "nextId": 5, "entities": [
  {"id": 1, "name": "Back", "components": {"Griff.Shape": {"size": [320, 180], "color": "#203040ff", "layer": -1}}},
  {"id": 2, "name": "Box", "transform": {"position": [20, 20]}, "components": {"Griff.Shape": {"size": [40, 40], "color": "#ff0000ff"}}},
  {"id": 3, "name": "Tile", "transform": {"position": [200, 20], "scale": [0.25, 0.25]}, "components": {"Griff.Sprite": {"image": "assets/tile.png"}}},
  {"id": 4, "name": "Label", "transform": {"position": [20, 100]}, "components": {"Griff.Text": {"text": "Griff", "size": 24}}}
]}`,
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(filepath.Join(dir, "assets"), 0o755)
	if err := os.WriteFile(filepath.Join(dir, "assets", "tile.png"), tileData, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, tile
}

func TestScreenshotDrawsTheScene(t *testing.T) {
	dir, tile := testGame(t)
	img := screenshot(t, dir, 5)
	if got, want := img.Bounds().Size(), image.Pt(320, 180); got != want {
		t.Fatalf("screenshot size %v, want %v (the project's window)", got, want)
	}
	back := color.RGBA{0x20, 0x30, 0x40, 0xff}
	for _, c := range []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"background", 5, 170, back},
		{"red box", 40, 40, color.RGBA{255, 0, 0, 255}},
		{"beside the box", 70, 40, back},
	} {
		if got := rgbaAt(img, c.x, c.y); !near(got, c.want, 2) {
			t.Errorf("%s at (%d,%d): got %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
	// tile.png at a quarter of its size, sampled nearest (pixelArt): screen pixel
	// 200+i shows texel 4i+2, the one under the pixel's centre.
	for _, p := range []image.Point{{0, 0}, {10, 30}, {63, 63}, {33, 5}} {
		want := rgbaAt(tile, 4*p.X+2, 4*p.Y+2)
		if got := rgbaAt(img, 200+p.X, 20+p.Y); !near(got, want, 2) {
			t.Errorf("tile.png pixel (%d,%d) at (%d,%d): got %v, want %v", 4*p.X+2, 4*p.Y+2, 200+p.X, 20+p.Y, got, want)
		}
	}
	bright := 0
	for y := 100; y < 130; y++ {
		for x := 20; x < 100; x++ {
			if c := rgbaAt(img, x, y); c.R > 200 && c.G > 200 && c.B > 200 {
				bright++
			}
		}
	}
	if bright < 40 {
		t.Errorf("%d white pixels where the text \"Griff\" is, want at least 40", bright)
	}
}
