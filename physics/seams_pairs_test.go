package physics

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/jakecoffman/cp/v2"
)

// sweepPairs is the sweep along x that seamPairs replaces: for each entry,
// the later ones whose box starts before its right edge (plus seamReach).
func sweepPairs(es []seamEntry) []seamPair {
	var out []seamPair
	for i := range es {
		a := &es[i]
		for j := i + 1; j < len(es) && es[j].bb.L <= a.bb.R+seamReach; j++ {
			b := &es[j]
			if b.bb.B > a.bb.T+seamReach || a.bb.B > b.bb.T+seamReach {
				continue
			}
			out = append(out, seamPair{int32(i), int32(j)})
		}
	}
	return out
}

func sortedEntries(bbs []cp.BB) []seamEntry {
	es := make([]seamEntry, len(bbs))
	for i, bb := range bbs {
		es[i].bb = bb
	}
	slices.SortStableFunc(es, func(a, b seamEntry) int {
		switch {
		case a.bb.L < b.bb.L:
			return -1
		case a.bb.L > b.bb.L:
			return 1
		}
		return 0
	})
	return es
}

// TestSeamPairsMatchSweep checks that the grid finds exactly the sweep's
// pairs, in its order, on grids of tiles, boxes of mixed sizes (some far
// larger than the grid's cells) and boxes touching within seamReach.
func TestSeamPairsMatchSweep(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		n := 1 + rng.IntN(120)
		bbs := make([]cp.BB, n)
		for i := range bbs {
			var x, y, w, h float64
			switch round % 3 {
			case 0: // tiles on a grid of 16, touching
				x, y, w, h = float64(rng.IntN(12))*16, float64(rng.IntN(12))*16, 16, 16
			case 1: // mixed sizes, a few huge
				x, y = rng.Float64()*200, rng.Float64()*200
				w, h = 1+rng.Float64()*20, 1+rng.Float64()*20
				if rng.IntN(10) == 0 {
					w, h = w*50, h*30
				}
			default: // gaps around seamReach
				x, y = float64(rng.IntN(8))*(10+seamReach*rng.Float64()*2), float64(rng.IntN(8))*10
				w, h = 10, 10
			}
			bbs[i] = cp.BB{L: x, B: y, R: x + w, T: y + h}
		}
		es := sortedEntries(bbs)
		if got, want := seamPairs(es), sweepPairs(es); !slices.Equal(got, want) {
			t.Fatalf("round %d: grid found %d pairs %v, sweep %d %v", round, len(got), got, len(want), want)
		}
	}
}

// TestSeamPairsLinearOnCheckerboard finds the neighbours of the worst
// checkerboard for the sweep (two columns, every shape of a column starting at
// one x; twice MaxWallShapes shapes) and of a wide one, and checks the pairs (each
// tile touches its diagonal neighbours) and that the bytes allocated grow
// linearly: the sweep compared n²/2 pairs here.
func TestSeamPairsLinearOnCheckerboard(t *testing.T) {
	for _, size := range [][2]int{{2, 2 * MaxWallShapes}, {256, 128}} {
		w, h := size[0], size[1]
		var bbs []cp.BB
		for y := range h {
			for x := range w {
				if (x+y)%2 == 0 {
					bbs = append(bbs, cp.BB{L: float64(x) * 16, B: float64(y) * 16, R: float64(x+1) * 16, T: float64(y+1) * 16})
				}
			}
		}
		es := sortedEntries(bbs)
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		pairs := seamPairs(es)
		runtime.ReadMemStats(&m1)
		// Solid tile (x, y) touches solid (x+1, y±1) at a corner: a pair
		// for every (x, y) with x < w-1, y < h-1, counting both diagonals.
		want := (w - 1) * (h - 1)
		if len(pairs) != want {
			t.Errorf("%dx%d: %d pairs, want %d", w, h, len(pairs), want)
		}
		n := uint64(len(es))
		if got := m1.TotalAlloc - m0.TotalAlloc; got > 600*n {
			t.Errorf("%dx%d: %d bytes allocated for %d shapes, want at most 600 a shape", w, h, got, n)
		} else {
			t.Logf("%dx%d: %d shapes, %d pairs, %d bytes allocated (%d a shape)", w, h, n, len(pairs), got, got/n)
		}
	}
}

// TestSeamPairsHugeShape gives the grid tiny cells (most shapes are 1e-3
// wide) and one shape covering 2³² × 2³² of them (about 1.3e7 world units, a
// tilemap rectangle can be 1e9): multiplied, its sides overflow int64 to 0,
// which once entered it in the grid cell by cell, without end. It must be
// paired by comparison.
func TestSeamPairsHugeShape(t *testing.T) {
	var bbs []cp.BB
	for i := range 5 {
		x := float64(i) * 1e-3
		bbs = append(bbs, cp.BB{L: x, B: -1e-3, R: x + 1e-3, T: 0})
	}
	g := seamGridSide(sortedEntries(append(bbs, cp.BB{L: 0, B: 0, R: 1e9, T: 1e9})))
	lo, hi := 0.5*g+seamReach, (1<<32-0.5)*g-seamReach // cells 0 to 2³²-1 once grown
	bbs = append(bbs, cp.BB{L: lo, B: lo, R: hi, T: hi}, cp.BB{L: hi, B: hi, R: hi + 1e-3, T: hi + 1e-3})
	es := sortedEntries(bbs)
	if seamGridSide(es) != g {
		t.Fatalf("grid side %v, want %v", seamGridSide(es), g)
	}
	if got, want := seamPairs(es), sweepPairs(es); !slices.Equal(got, want) || len(got) == 0 {
		t.Fatalf("grid found %v, sweep %v", got, want)
	}
}
