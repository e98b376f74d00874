package ebitenhost_test

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
)

// Any window size a project file asks for gives a screen Ebitengine can hold
// (shared/cases/window-too-big asked for 16385 pixels), and each size that is
// not played as asked, or whose sides are in an absurd ratio, says why.
func TestScreenSizeIsClamped(t *testing.T) {
	tests := []struct {
		w, h int
		want image.Point
		why  string
	}{
		{480, 270, image.Pt(480, 270), ""},
		{0, 0, image.Pt(960, 540), ""},
		{1600, 100, image.Pt(1600, 100), ""}, // 16:1 is allowed
		{0, 270, image.Pt(960, 540), "has a side of 0 pixels or less"},
		{-5, 100, image.Pt(960, 540), "has a side of 0 pixels or less"},
		{640, -1 << 40, image.Pt(960, 540), "has a side of 0 pixels or less"},
		{8192, 2048, image.Pt(8192, 2048), ""},      // both bounds exactly
		{4096, 4096, image.Pt(4096, 4096), ""},      // MaxScreenPixels exactly
		{16000, 2000, image.Pt(8192, 1024), bigWhy}, // the side bounds it
		{16385, 100, image.Pt(8192, 49), bigWhy + ", with sides in a ratio above 16 to 1: its picture is letterboxed"},
		{16384, 16384, image.Pt(4096, 4096), bigWhy},
		{1e9, 1e9, image.Pt(4096, 4096), bigWhy},
		{1 << 40, 1 << 40, image.Pt(4096, 4096), bigWhy},
		{1920 * 4, 1080 * 4, image.Pt(5461, 3072), bigWhy}, // 16:9 kept: 5461/3072 = 1.7777
		{1 << 40, 3, image.Pt(8192, 1), bigWhy + ", with sides in a ratio above 16 to 1: its picture is letterboxed"},
		{8192, 1, image.Pt(8192, 1), "has sides in a ratio above 16 to 1: its picture is letterboxed"},
		{1, 17, image.Pt(1, 17), "has sides in a ratio above 16 to 1: its picture is letterboxed"},
	}
	for _, tt := range tests {
		if tt.want.X*tt.want.Y > ebitenhost.MaxScreenPixels || tt.want.X > ebitenhost.MaxScreenSide || tt.want.Y > ebitenhost.MaxScreenSide {
			t.Fatalf("test case %dx%d wants %v, beyond the bounds", tt.w, tt.h, tt.want)
		}
		p := &hosting.Project{Window: hosting.Window{Width: tt.w, Height: tt.h}}
		if got := ebitenhost.ScreenSize(p); got != tt.want {
			t.Errorf("ScreenSize(%dx%d) = %v, want %v", tt.w, tt.h, got, tt.want)
		}
		if _, why := ebitenhost.Screen(tt.w, tt.h); why != tt.why {
			t.Errorf("%dx%d: warning %q, want %q", tt.w, tt.h, why, tt.why)
		}
	}
}

// bigWhy is the warning for a screen larger than the bounds.
const bigWhy = "is larger than the screen can be (8192 pixels a side, 16777216 pixels in all), made smaller keeping its shape"

// The window fits the monitor, keeping the screen's shape, and has sides of at
// least MinWindowSide pixels.
func TestWindowSizeFitsTheMonitor(t *testing.T) {
	monitor := image.Pt(1280, 720)
	tests := []struct {
		size    image.Point
		scale   int
		monitor image.Point
		want    image.Point
	}{
		{image.Pt(320, 180), 3, monitor, image.Pt(960, 540)},
		{image.Pt(8192, 100), 1, monitor, image.Pt(1280, ebitenhost.MinWindowSide)},
		{image.Pt(3840, 2160), 1, monitor, image.Pt(1280, 720)},
		{image.Pt(1000, 4000), 1, monitor, image.Pt(180, 720)},
		{image.Pt(8192, 1), 1, monitor, image.Pt(1280, ebitenhost.MinWindowSide)},
		{image.Pt(3840, 2160), 1, image.Point{}, image.Pt(3840, 2160)}, // monitor unknown
	}
	for _, tt := range tests {
		if got := ebitenhost.WindowSize(tt.size, tt.scale, tt.monitor); got != tt.want {
			t.Errorf("WindowSize(%v, %d, %v) = %v, want %v", tt.size, tt.scale, tt.monitor, got, tt.want)
		}
	}
}

// A window of a bad size in project.griff opens, with one warning in the
// problem log naming the project file, and draws a screen of the size
// ScreenSize gives.
func TestBadWindowOpensWithOneWarning(t *testing.T) {
	tests := []struct {
		window string
		want   image.Point
		why    string
	}{
		{`{"width": -5, "height": 100}`, image.Pt(960, 540), "project window -5x100 has a side of 0 pixels or less; playing at 960x540"},
		{`{"width": 1000000000, "height": 1000000000}`, image.Pt(4096, 4096), "project window 1000000000x1000000000 " + bigWhy + "; playing at 4096x4096"},
		{`{"width": 16384, "height": 16384}`, image.Pt(4096, 4096), "project window 16384x16384 " + bigWhy + "; playing at 4096x4096"},
		{`{"width": 2048, "height": 1}`, image.Pt(2048, 1), "project window 2048x1 has sides in a ratio above 16 to 1: its picture is letterboxed; playing at 2048x1"},
	}
	for _, tt := range tests {
		dir := spriteGame(t, "assets/box.png", false, map[string][]byte{})
		project := `{"name": "Window", "startScene": "main", "window": ` + tt.window + `}`
		if err := os.WriteFile(filepath.Join(dir, "project.griff"), []byte(project), 0o644); err != nil {
			t.Fatal(err)
		}
		log := filepath.Join(t.TempDir(), "problems.txt")
		img := screenshot(t, dir, 2, problemsEnv+"="+log)
		if got := img.Bounds().Size(); got != tt.want {
			t.Errorf("%s: screen %v, want %v", tt.window, got, tt.want)
		}
		data, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if strings.Contains(l, "project window") {
				lines = append(lines, l)
			}
		}
		if want := "warning|game/project.griff|" + tt.why; len(lines) != 1 || lines[0] != want {
			t.Errorf("%s: problem lines %q, want one: %q", tt.window, lines, want)
		}
	}
}
