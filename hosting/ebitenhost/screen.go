package ebitenhost

import (
	"fmt"
	"image"
	"math"
	"path"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// MaxScreenSide and MaxScreenPixels bound a game's logical screen: at most
// 8,192 pixels a side and 16,777,216 pixels in all (4,096×4,096). The screen
// is an image of 4 bytes a pixel that Ebitengine keeps on the GPU and, for a
// screenshot, in memory, with copies for scaling and reading back, so a
// 16,384×16,384 screen (1 GiB an image) fails to make its framebuffer under
// 2 GB; 16M pixels are 64 MiB an image, twice what a 4K display (3,840×2,160)
// shows. 8,192 a side is half Ebitengine's largest image (16,384), so the
// screen never fills its texture atlas. A larger screen is made smaller keeping its shape
// (see screen). These bound the screen's memory, not the window: the window
// opens no larger than the monitor it is on (Ebitengine's Monitor().Size),
// shrunk keeping the screen's shape, and the picture is scaled into it (see
// windowSize).
const (
	MaxScreenSide   = 8192
	MaxScreenPixels = 4096 * 4096
)

// MaxAspect is the largest ratio of a game's logical screen's longer side to
// its shorter one that plays without a warning: 16, more than four times the
// widest displays made (32:9, 3.6). A screen of a larger ratio is kept (the
// game's cameras and HUD depend on it) and letterboxed into its window.
const MaxAspect = 16

// MinWindowSide is the shortest side of the window in device-independent
// pixels: a screen of an absurd ratio (8192×1) still opens a window that can
// be seen and grabbed, into which its picture is letterboxed.
const MinWindowSide = 64

// The default logical screen, for a project that gives no window size: 960×540
// pixels.
const (
	DefaultScreenWidth  = 960
	DefaultScreenHeight = 540
)

// ScreenSize returns the logical size of the game's screen in pixels: the
// project's window width and height, made one a window can have. A project that
// gives neither (both 0) plays at DefaultScreenWidth × DefaultScreenHeight; so
// does one giving a side of 0 or less. A larger screen than MaxScreenSide a
// side or MaxScreenPixels in all is made smaller, keeping its shape (each side
// at least 1). The window host warns once, naming project.griff, when the size
// is not the project's, or when its ratio is above MaxAspect (see screen).
func ScreenSize(p *hosting.Project) image.Point {
	size, _ := screen(p.Window.Width, p.Window.Height)
	return size
}

// screen returns the logical screen for a project window of w×h pixels, and
// why it is not w×h or is of an absurd ratio, or "".
func screen(w, h int) (image.Point, string) {
	switch {
	case w == 0 && h == 0:
		return image.Pt(DefaultScreenWidth, DefaultScreenHeight), ""
	case w <= 0 || h <= 0:
		return image.Pt(DefaultScreenWidth, DefaultScreenHeight), "has a side of 0 pixels or less"
	}
	size := fitScreen(w, h)
	aspect := size.X > MaxAspect*size.Y || size.Y > MaxAspect*size.X
	switch {
	case size.X != w || size.Y != h:
		why := fmt.Sprintf("is larger than the screen can be (%d pixels a side, %d pixels in all), made smaller keeping its shape", MaxScreenSide, MaxScreenPixels)
		if aspect {
			why += fmt.Sprintf(", with sides in a ratio above %d to 1: its picture is letterboxed", MaxAspect)
		}
		return size, why
	case aspect:
		return size, fmt.Sprintf("has sides in a ratio above %d to 1: its picture is letterboxed", MaxAspect)
	}
	return size, ""
}

// fitScreen returns w×h (both above 0) made smaller, keeping its shape as
// nearly as whole pixels can, to at most MaxScreenSide a side and
// MaxScreenPixels in all, each side at least 1; w×h itself if it fits.
func fitScreen(w, h int) image.Point {
	if w <= MaxScreenSide && h <= MaxScreenSide && w*h <= MaxScreenPixels {
		return image.Pt(w, h)
	}
	fw, fh := float64(w), float64(h)
	s := min(MaxScreenSide/fw, MaxScreenSide/fh, math.Sqrt(MaxScreenPixels/fw/fh))
	x := max(1, min(MaxScreenSide, int(fw*s)))
	y := max(1, min(MaxScreenSide, int(fh*s)))
	for x*y > MaxScreenPixels { // rounding in the square root: at most a pixel
		if x >= y {
			x--
		} else {
			y--
		}
	}
	return image.Pt(x, y)
}

// warnScreen reports in the game's problem log, once, a project window that
// ScreenSize changed, naming the project file.
func warnScreen(g *runtime.Game, lg *hosting.LoadedGame) {
	w := lg.Project.Window
	size, why := screen(w.Width, w.Height)
	if why != "" {
		g.Problems().Report(scenes.Problem{Severity: scenes.SeverityWarning, File: path.Join(lg.Name, hosting.ProjectFile),
			Message: fmt.Sprintf("project window %dx%d %s; playing at %dx%d", w.Width, w.Height, why, size.X, size.Y)})
	}
}

// windowSize returns the size of the window, in device-independent pixels, for
// a logical screen of size shown scale times: that, made smaller (keeping its
// shape) to fit the monitor when one is known (monitor not zero), so a window
// never opens larger than the screen it is on, and then each side at least
// MinWindowSide. The picture is letterboxed into whatever size the window has.
func windowSize(size image.Point, scale int, monitor image.Point) image.Point {
	w, h := size.X*scale, size.Y*scale
	if monitor.X > 0 && monitor.Y > 0 && (w > monitor.X || h > monitor.Y) {
		// Scale by the smaller of the two ratios monitor/size, in integers.
		if w*monitor.Y > h*monitor.X {
			w, h = monitor.X, h*monitor.X/w
		} else {
			w, h = w*monitor.Y/h, monitor.Y
		}
	}
	return image.Pt(max(w, MinWindowSide), max(h, MinWindowSide))
}

// monitorSize returns the size of the monitor the window opens on, in
// device-independent pixels, or zero if it is not known.
func monitorSize() image.Point {
	m := ebiten.Monitor()
	if m == nil {
		return image.Point{}
	}
	return image.Pt(m.Size())
}
