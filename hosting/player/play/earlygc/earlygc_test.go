package earlygc_test

import (
	"os"
	"runtime/debug"
	"testing"

	"github.com/griffengine/griff/hosting/player/play/earlygc"
)

// The package's init set the collector's target to Percent and Previous
// gives the one before (Go's default, 100, in a test run without GOGC).
func TestInitSetsPercent(t *testing.T) {
	now := debug.SetGCPercent(-1)
	debug.SetGCPercent(now)
	prev, ok := earlygc.Previous()
	if _, env := os.LookupEnv("GOGC"); env {
		if ok || prev != 0 {
			t.Errorf("with GOGC set: Previous() = %d, %v, want 0, false", prev, ok)
		}
		return
	}
	if !ok || prev != 100 || now != earlygc.Percent {
		t.Errorf("Previous() = %d, %v and GOGC %d, want 100, true and %d", prev, ok, now, earlygc.Percent)
	}
}
