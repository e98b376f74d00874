package ebitenhost

import (
	"fmt"
	"image"
	"path"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// MaxScreenSide is the longest side of a game's logical screen, in pixels:
// Ebitengine's largest image (its texture atlas is 16,384 pixels square).
const MaxScreenSide = 16384

// MaxAspect is the largest ratio of a game's logical screen's longer side to
// its shorter one that plays without a warning: 16, more than four times the
// widest displays made (32:9, 3.6). A screen of a larger ratio is kept (the
// game's cameras and HUD depend on it) and letterboxed into its window.
const MaxAspect = 16

// MinWindowSide is the shortest side of the window in device-independent
// pixels: a screen of an absurd ratio (16384×1) still opens a window that can
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
// does one giving a side of 0 or less. Each side is at most MaxScreenSide. The
// window host warns once when the size is not the project's, or when its ratio
// is above MaxAspect (see screen).
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
	size := image.Pt(min(w, MaxScreenSide), min(h, MaxScreenSide))
	switch {
	case size.X != w || size.Y != h:
		return size, fmt.Sprintf("is larger than the %d pixels a side the window can have", MaxScreenSide)
	case size.X > MaxAspect*size.Y || size.Y > MaxAspect*size.X:
		return size, fmt.Sprintf("has sides in a ratio above %d to 1: its picture is letterboxed", MaxAspect)
	}
	return size, ""
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
