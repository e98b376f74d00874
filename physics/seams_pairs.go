package physics

import (
	"cmp"
	"math"
	"slices"
)

// seamMaxCover is the most grid cells one shape is entered in when
// neighbours are found (seamPairs); a larger shape is paired with every
// other shape instead.
const seamMaxCover = 64

// seamPair is two indices into the entries, first < second.
type seamPair struct{ i, j int32 }

// seamPairs returns the pairs (i, j), i < j, of entries es (sorted by their
// boxes' left edge, ties in build order) that are neighbours: es[j]'s box
// starts at most seamReach right of es[i]'s right edge and their boxes are
// at most seamReach apart vertically. The pairs come sorted by i then j, the
// order of a sweep along x, so the result does not depend on how they were
// found.
//
// They are found with a grid of square cells whose side is the median of
// the shapes' larger extents: each shape, grown by seamReach, is entered in
// the cells it covers, and a pair is taken in the one cell where the corner
// of the overlap of their grown boxes lies. For shapes of about one size, as
// tilemap walls and tiles laid by hand are, each shape covers a few cells and
// shares them with a few shapes, so the work and memory are linear in the
// shapes (plus sorting). A shape covering more than seamMaxCover cells is
// compared with every shape instead (n per such shape).
//
// History: the grid replaced a sweep along x, which compared every shape with
// all those starting at about its x: n²/2 for a column of tiles (a 1000×300
// checkerboard took 12 s). Now the work and memory are linear in the shapes
// plus an O(n log n) sort (TestSeamPairsLinearOnCheckerboard: about 500 bytes
// a shape).
func seamPairs(es []seamEntry) []seamPair {
	if len(es) < 2 {
		return nil
	}
	g := seamGridSide(es)
	type span struct{ x0, y0, x1, y1 int64 }
	spans := make([]span, len(es))
	grid := map[[2]int64][]int32{}
	var big []int32
	cell := func(v float64) (int64, bool) {
		c := math.Floor(v / g)
		return int64(c), math.Abs(c) < 1<<50
	}
	for i := range es {
		bb := es[i].bb
		x0, ok0 := cell(bb.L - seamReach)
		y0, ok1 := cell(bb.B - seamReach)
		x1, ok2 := cell(bb.R + seamReach)
		y1, ok3 := cell(bb.T + seamReach)
		// Each side first: the product of two huge sides overflows.
		if !(ok0 && ok1 && ok2 && ok3) || x1-x0 >= seamMaxCover || y1-y0 >= seamMaxCover || (x1-x0+1)*(y1-y0+1) > seamMaxCover {
			big = append(big, int32(i))
			continue
		}
		spans[i] = span{x0, y0, x1, y1}
		for x := x0; x <= x1; x++ {
			for y := y0; y <= y1; y++ {
				grid[[2]int64{x, y}] = append(grid[[2]int64{x, y}], int32(i))
			}
		}
	}
	var pairs []seamPair
	try := func(a, b int32) {
		i, j := min(a, b), max(a, b)
		p, q := &es[i], &es[j]
		if q.bb.L <= p.bb.R+seamReach && q.bb.B <= p.bb.T+seamReach && p.bb.B <= q.bb.T+seamReach {
			pairs = append(pairs, seamPair{i, j})
		}
	}
	for key, in := range grid {
		for k, a := range in {
			for _, b := range in[k+1:] {
				sa, sb := spans[a], spans[b]
				if key == [2]int64{max(sa.x0, sb.x0), max(sa.y0, sb.y0)} {
					try(a, b)
				}
			}
		}
	}
	isBig := make([]bool, len(es))
	for _, b := range big {
		isBig[b] = true
	}
	for _, b := range big {
		for o := range es {
			if int32(o) != b && (!isBig[o] || int32(o) > b) {
				try(b, int32(o))
			}
		}
	}
	slices.SortFunc(pairs, func(a, b seamPair) int { return cmp.Or(cmp.Compare(a.i, b.i), cmp.Compare(a.j, b.j)) })
	return pairs
}

// seamGridSide returns the side of seamPairs' grid cells: the median of the
// shapes' larger extents grown by seamReach on each side (at least seamReach).
func seamGridSide(es []seamEntry) float64 {
	ext := make([]float64, len(es))
	for i := range es {
		bb := es[i].bb
		ext[i] = math.Max(bb.R-bb.L, bb.T-bb.B) + 2*seamReach
	}
	slices.Sort(ext)
	g := ext[len(ext)/2]
	if !(g >= seamReach) || math.IsInf(g, 0) {
		g = seamReach
	}
	return g
}
