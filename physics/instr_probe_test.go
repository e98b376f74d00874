package physics_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/physics"
)

// TestPyramidInstrProbe is a harness for exact instruction counts (issue 20),
// not a check: it skips unless PYR_PROBE is set. PYR_PROBE=griff:40:30 (or
// cp:40:30) builds that pyramid (40 rows) through a World (or on raw cp),
// steps it 10 times, then n (30) more. Run the test binary under callgrind
// twice, with n and with 0, and divide the difference by n:
//
//	GOGC=off GODEBUG=asyncpreemptoff=1 PYR_PROBE=griff:40:30 valgrind --tool=callgrind \
//	    ./physics.test -test.run 'TestPyramidInstrProbe$'
//
// (callgrind's --toggle-collect loses track of Go's stack switches, hence the
// difference of two whole runs.)
func TestPyramidInstrProbe(t *testing.T) {
	v := os.Getenv("PYR_PROBE")
	if v == "" {
		t.Skip("PYR_PROBE not set")
	}
	kind, rest, _ := strings.Cut(v, ":")
	rs, ns, _ := strings.Cut(rest, ":")
	rows, err1 := strconv.Atoi(rs)
	n, err2 := strconv.Atoi(ns)
	if err1 != nil || err2 != nil || rows < 1 || n < 0 {
		t.Fatalf("PYR_PROBE=%q, want griff:ROWS:STEPS or cp:ROWS:STEPS", v)
	}
	var step func()
	if kind == "griff" {
		s, w, _ := griffPyramid(rows, physics.Options{NoSleep: true})
		step = func() { s.BeginStep(); w.Step(dt) }
	} else {
		sp, _ := cpPyramid(rows)
		step = func() { sp.Step(physics.CPStep(dt)) }
	}
	for range 10 {
		step()
	}
	for range n {
		step()
	}
}
