package player

import (
	"os"
	"runtime/debug"
	"sync"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// startupGCPercent is the collector's target (GOGC) from MainWindow's start
// until the window's first frame has been drawn, with Config.StartupGC: the heap may
// grow to 5 times what the last collection kept, instead of 2 times.
//
// Where it comes from: loading the built-in game and making its window
// allocates about 17 MB, most of it garbage at once (file bytes, parse trees,
// decoded text), while the live heap grows from nothing to about 10 MB; at
// Go's default (GOGC=100, a first collection at 4 MB) that is 5 or 6
// // collections before the first frame, and with the write barrier on while
// they mark, the runtime's marking takes about a tenth of the window
// program's instructions to its first frame. At 400 it is one collection:
// 444.6M → 399.3M instructions for griff-window --frames 1 --window, its
// peak RSS the same within the spread of runs (cachegrind and VmHWM under
// Xvfb, 2026-12-03). 800 makes none (376.7M) but holds 2-3 MB more at the
// peak, as does no collection at all (GOGC=off: 376.8M, 3.4 MB more).
const startupGCPercent = 400

// startupGC sets the collector's target to startupGCPercent, unless GOGC is
// set in the environment (then the user's choice stands), and returns the
// function that puts the target back as it was; it may be called any number
// of times, from any goroutine, and only the first call does anything.
func startupGC() (restore func()) {
	if _, set := os.LookupEnv("GOGC"); set {
		return func() {}
	}
	old := debug.SetGCPercent(startupGCPercent)
	var once sync.Once
	return func() { once.Do(func() { debug.SetGCPercent(old) }) }
}

// restoreGCAfterFirstFrame returns cfg with its Window putting the collector
// back (restore) once the window's first frame has been drawn, as its second
// begins (the second Between, before any Between the mode asked for). Put
// back as the first frame begins, the collector would run twice in that
// frame, on the garbage of start-up, before the frame is shown.
func restoreGCAfterFirstFrame(cfg Config, restore func()) Config {
	win := cfg.Window
	cfg.Window = func(lg *hosting.LoadedGame, o WindowOptions) error {
		between, frames := o.Between, 0
		o.Between = func(g *runtime.Game, loop *hosting.Loop, live *input.Live) {
			if frames++; frames == 2 {
				restore()
			}
			if between != nil {
				between(g, loop, live)
			}
		}
		return win(lg, o)
	}
	return cfg
}
