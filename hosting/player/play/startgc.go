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

// freeOSMemory is debug.FreeOSMemory; a test counts the calls.
var freeOSMemory = debug.FreeOSMemory

// startupGC sets the collector's target to startupGCPercent, unless GOGC is
// set in the environment (then the user's choice stands and both functions
// returned do nothing), and returns the function that puts the target back as
// it was, which may be called any number of times, from any goroutine, only
// the first call doing anything; and the function that releases the load's
// garbage (freeLoadGarbage), called once the game is loaded, as its window is
// about to be made. early, when not nil, is earlyStartupGC's function: the
// program's initialisation set the target already, and restore is early,
// putting back the target from before it.
func startupGC(early func()) (restore, release func()) {
	if early != nil {
		debug.SetGCPercent(startupGCPercent) // as initialisation left it, unless a Main before this one put it back
		return early, freeLoadGarbage
	}
	if _, set := os.LookupEnv("GOGC"); set {
		return func() {}, func() {}
	}
	old := debug.SetGCPercent(startupGCPercent)
	var once sync.Once
	return func() { once.Do(func() { debug.SetGCPercent(old) }) }, freeLoadGarbage
}

// earlyStartupGC returns, when cfg.StartupGCFrom says the program's
// initialisation set the collector's target (package earlygc), the function
// that puts back the target from before it, which may be called any number
// of times, from any goroutine, only the first call doing anything; else nil.
func earlyStartupGC(cfg Config) func() {
	if cfg.StartupGCFrom == nil {
		return nil
	}
	old, ok := cfg.StartupGCFrom()
	if !ok {
		return nil
	}
	var once sync.Once
	return func() { once.Do(func() { debug.SetGCPercent(old) }) }
}

// freeLoadGarbage collects the loading's garbage and returns its memory to
// the operating system (debug.FreeOSMemory), once the game is loaded and
// before its window is made.
//
// Where it comes from: at startupGCPercent the load collects nothing, so its
// garbage (about 8 MB of the 12 MB it allocates) is still held as the window
// is made, and the window's own allocations (Ebitengine's shaders, the first
// frame) grow the heap past it: its pages stay resident, and the program's
// peak RSS is reached after the first frame, when the graphics driver has
// mapped its libraries. Collecting it before the window (one collection of a
// live heap of about 6 MB) and returning it lowered griff-window --frames 1
// --window's peak RSS (VmHWM, 10 interleaved runs each, Xvfb with
// GALLIUM_NOOP=1, 2026-12-04, a loaded two-core machine) from 116.8-118.2 MiB
// (median 117.4) to 113.3-114.4 MiB (median 114.1), for about 9 ms more CPU
// time (user and system, medians 335 and 344 ms, ranges 309-360 and 330-384
// ms: the forced collection and returning the pages; its Go instructions did
// not grow, 418.7M before and 411.9M after, one cachegrind run each, where
// when the collector runs varies more than that). Alternatives measured the
// same way (15 interleaved runs each, the machine busier, so every peak lower
// as the background scavenger returns more): the release as here 113.0 MiB;
// none 115.3-115.4; collecting without returning the memory (runtime.GC)
// 116.1, though with about 5% fewer page faults (10.2k against 10.8k, perf
// stat) and the lowest CPU median (331 ms against 346), the window's
// allocations reusing the freed spans; releasing at the first frame instead
// of before the window, with or without that collection, 114.4-114.8; the
// release with startupGCPercent 200 or 100, 114.1 and 113.9. CPU medians
// differed by less than the runs' spread.
func freeLoadGarbage() { freeOSMemory() }

// restoreGCAtFirstFrame returns cfg with its Window releasing the load's
// garbage (release) as it is called, before the window is made, and putting
// the collector back (restore) as the window's first frame begins (the first
// Between, before any Between the mode asked for), once the game is loaded and
// the window made.
//
// Measured and not done (2026-12-05, cachegrind and VmHWM as above, 3 and
// 10 interleaved runs): putting the collector back as the second frame
// begins instead, after the first frame was drawn, so the first frame
// collects nothing, took griff-window --frames 1 --window from
// 339.6M-351.2M to 326.5M-326.9M instructions, but raised its peak RSS
// from 108.3 to 112.8 MiB (medians; 2.0 MiB in an earlier set of 8): the
// first frame allocates about 5 MB (decoded pictures, text, the first
// snapshot), which the collection it now makes lets it reuse.
func restoreGCAtFirstFrame(cfg Config, restore, release func()) Config {
	win := cfg.Window
	cfg.Window = func(lg *hosting.LoadedGame, o WindowOptions) error {
		release()
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
