package main

import (
	"os"
	"strconv"
	"testing"
)

// TestCountBuild is a driver for counting the build1 row's build under
// cachegrind, not a check: with GRIFF_COUNT_N set it makes the sprite game
// of the run (newGriffSprites: the same game, components, images, renderers
// and View) and runs GRIFF_COUNT_K passes of a step and the build of r1.
// With GRIFF_COUNT_BETWEEN=M set, each pass first writes over M MiB (a byte
// every 64), as other work passes over the caches between two builds. Two
// runs with different K make the same work besides the passes; the
// difference of the rendering package's functions' counts between them,
// divided by the extra passes and N, is a build's count a sprite:
//
//	go test -c -o compare.test .
//	GRIFF_COUNT_N=10000 GRIFF_COUNT_K=2 GODEBUG=asyncpreemptoff=1 GOGC=off GALLIUM_NOOP=1 \
//	  xvfb-run -a valgrind --tool=cachegrind --cache-sim=yes --D1=32768,8,64 --LL=33554432,16,64 \
//	  ./compare.test -test.run='^TestCountBuild$'
//
// and again with GRIFF_COUNT_K=10 (from this folder: it finds Ebitengine's
// example images with go list; xvfb-run: the View's shaders need a
// display). The last level of 32 MiB stands for this machine's second and
// third (2 MiB a core, and a share of the third). Counted so (2026-12-05,
// 10,000 sprites): 262.3 instructions a sprite, all in stillRun's path,
// 4.31 first-level lines read and 1.53 written missed, as the rendering
// package's TestCountBuild counts its own scene; in the last level none,
// and 3.26 read and 1.52 written with GRIFF_COUNT_BETWEEN=64 (the
// transform's line, which the step wrote, stays). See frameBuilds. Those
// counts are from before the build left a plain sprite's implied order
// entry unwritten: rendering's TestCountBuild then counts 257.6
// instructions, 4.29 lines read and 1.28 written missed a sprite at 10k.
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
		t.Fatalf("GRIFF_COUNT_K=%q: want a count of passes", os.Getenv("GRIFF_COUNT_K"))
	}
	var junk []byte
	if m, _ := strconv.Atoi(os.Getenv("GRIFF_COUNT_BETWEEN")); m > 0 {
		junk = make([]byte, m<<20)
	}
	gs := newGriffSprites(ebitenImages(), n)
	for range k {
		for i := 0; i < len(junk); i += 64 {
			junk[i]++
		}
		gs.g.Step()
		gs.r1.Build(gs.g, 1, &gs.l1)
	}
	if len(gs.l1.Quads) != n {
		t.Fatalf("%d quads, want %d", len(gs.l1.Quads), n)
	}
}
