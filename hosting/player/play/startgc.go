package play

import (
	"os"
	"runtime/debug"
	"sync"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// startupGCPercent is the collector's target (GOGC) from Main's start
// until the window's first frame begins, with Config.StartupGC: the heap may
// grow to 5 times what the last collection kept, instead of 2 times.
//
// Where it comes from: loading the built-in game and making its window
// allocates about 12 MB, most of it garbage at once (file bytes, parse trees,
// decoded text), while the live heap grows to about 8 MB; at Go's default
// (GOGC=100, 4 MB before the first collection) that is 3 or 4 collections
// after the 2 that package initialisation (Ebitengine's gamepad database,
// mostly) already made, with the write barrier on while they mark. At 400
// the load makes none and one runs as the first frame begins: griff-window
// --frames 1 --window went from 444.6M and 461.4M instructions (two runs) to
// 409.6M, 423.4M and 423.2M (three; cachegrind under Xvfb, 2026-12-03: when
// the collector runs varies from run to run), and its peak RSS rose by 0.6
// and 1.3 MiB (VmHWM, medians of two sets of 6 interleaved runs). Putting the
// collector back only after the first frame was drawn gave 410.7M (the
// load's garbage is collected once either way) and 0.8 MiB more; GOGC=400
// from the program's start (the environment) 399.3M, its package
// initialisation collecting no more.
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

// restoreGCAtFirstFrame returns cfg with its Window putting the collector
// back (restore) as the window's first frame begins (the first Between,
// before any Between the mode asked for), once the game is loaded and the
// window made.
func restoreGCAtFirstFrame(cfg Config, restore func()) Config {
	win := cfg.Window
	cfg.Window = func(lg *hosting.LoadedGame, o WindowOptions) error {
		between := o.Between
		o.Between = func(g *runtime.Game, loop *hosting.Loop, live *input.Live) {
			restore()
			if between != nil {
				between(g, loop, live)
			}
		}
		return win(lg, o)
	}
	return cfg
}
