// Package earlygc lets the window program's heap grow further between
// collections from the start of its package initialisation: its init sets the
// collector's target (GOGC, [debug.SetGCPercent]) to Percent, unless GOGC is set in the environment
// (then the user's choice stands and it does nothing). The window program
// (cmd/griff-window) imports it for that alone and hands Previous to
// play.Config.StartupGCFrom, so that package play puts the target back as it
// was before this init, as the window's first frame begins (or at once, for a
// mode that opens no window). Nothing else may import it: a program that does
// runs at Percent until it puts the target back itself.
//
// Why at initialisation: package play's startup collector (Config.StartupGC)
// takes effect only when Main runs, after every package's initialisation,
// and that initialisation made two collections of a heap under 4 MB at Go's
// default target: one in Ebitengine's gamepad database (its init parses
// about 3.2 MB in 21,000 allocations), one later, as Ebitengine's
// restorable package compiles its shaders (GODEBUG=gctrace=1,inittrace=1,
// 2026-12-04). Go initialises the ready packages in import path order; this
// one imports only os and runtime/debug, whose turn comes after the
// github.com packages ready before it, so it runs after the gamepad
// database (the 106th of 197 packages with initialisation work, the database
// the 70th) but before Griff's scenes and Ebitengine's restorable: the
// second collection is gone.
// griff-window --frames 1 --window, cachegrind instructions to exit (Xvfb,
// GALLIUM_NOOP=1, the collector on): see the commit that added it.
package earlygc

import (
	"os"
	"runtime/debug"
)

// Percent is the collector's target this package's init sets: 400, the heap
// may grow to 5 times what the last collection kept, as package play's
// startupGCPercent, which play sets again as Main starts (so a mismatch
// would last only through the initialisation).
const Percent = 400

// previous is the target before init set Percent; set says whether it did.
// init writes them once; nothing changes them after.
var (
	previous int
	set      bool
)

func init() {
	if _, env := os.LookupEnv("GOGC"); env {
		return
	}
	previous, set = debug.SetGCPercent(Percent), true
}

// Previous returns the collector's target before this package's init set
// Percent, and true; or 0 and false when GOGC is set in the environment, so
// init left the target alone.
func Previous() (percent int, ok bool) { return previous, set }
