package rendering_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/griffengine/griff/rendering"
)

// TestCountBuild is a driver for counting the build under cachegrind, not a
// check: with GRIFF_COUNT_N set it makes the scene of BenchmarkBuildMovers
// (that many moving sprites, a motion.Mover each, a camera at the centre of
// 800×600) and builds it GRIFF_COUNT_K times, each after a step (and after
// 64 MiB written over if GRIFF_COUNT_COLD is set; at blend 0.5 if
// GRIFF_COUNT_BLEND is set, else 1). It runs no benchmark loop, so two runs
// with different K make the same work besides the builds, and the
// difference of the rendering package's functions' counts between them,
// divided by the extra builds and N, is the build's count a sprite:
//
//	go test -c -o rendering.test ./rendering
//	GRIFF_COUNT_N=10000 GRIFF_COUNT_K=2 GRIFF_COUNT_COLD=1 GODEBUG=asyncpreemptoff=1 GOGC=off \
//	  valgrind --tool=cachegrind --cache-sim=yes --D1=32768,8,64 --LL=2097152,16,64 \
//	  ./rendering.test -test.run='^TestCountBuild$'
//
// and again with GRIFF_COUNT_K=10 (run from the package's folder: the test
// finds Ebitengine's example images with go list). The counts in flatstill.go
// and the package documentation were taken so.
func TestCountBuild(t *testing.T) {
	ns := os.Getenv("GRIFF_COUNT_N")
	if ns == "" {
		t.Skip("a driver for cachegrind: set GRIFF_COUNT_N (see its doc)")
	}
	n, err := strconv.Atoi(ns)
	if err != nil || n <= 0 {
		t.Fatalf("GRIFF_COUNT_N=%q: want a count of sprites", ns)
	}
	k, err := strconv.Atoi(os.Getenv("GRIFF_COUNT_K"))
	if err != nil || k < 0 {
		t.Fatalf("GRIFF_COUNT_K=%q: want a count of builds", os.Getenv("GRIFF_COUNT_K"))
	}
	cold := os.Getenv("GRIFF_COUNT_COLD") != ""
	blend := 1.0
	if os.Getenv("GRIFF_COUNT_BLEND") != "" {
		blend = 0.5
	}
	f := newFixture(t, 1)
	defer f.r.Close()
	moverScene(f, n, true)
	f.g.Step()
	f.r.Build(f.g, 1, &f.list)
	f.g.Step()
	f.r.Build(f.g, 1, &f.list)
	var junk []byte
	if cold {
		junk = make([]byte, 64<<20)
	}
	for range k {
		f.g.Step()
		for i := 0; i < len(junk); i += 64 {
			junk[i]++
		}
		f.r.Build(f.g, blend, &f.list)
	}
	if len(f.list.Quads) != n {
		t.Fatalf("%d quads, want %d", len(f.list.Quads), n)
	}
	if held, undone := rendering.Fused(f.r); held == 0 || undone != 0 {
		t.Fatalf("%d builds with a fused walk, %d undone: want some, none", held, undone)
	}
}
