package rendering

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
)

// axisValues are the values TestAxisCornersAsSpriteCorners builds its cases
// from: zeros of both signs, the smallest and largest, infinities, NaN and
// ordinary values whose sums may cancel to zero.
var axisValues = []float64{
	0, math.Copysign(0, -1), 1, -1, 2, -2, 0.5, -0.5, 26, -26, 37, 0.1, -0.1, 1.0 / 3,
	400, -400, 0.0025, -0.0033333333333333335, 1e-8, 5e-324, -5e-324, 1e-300, -1e-300,
	1e300, -1e300, math.MaxFloat64, -math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(),
}

// TestAxisCornersAsSpriteCorners checks that axisCorners writes the corners
// spriteCorners writes (after rootMul for a root drawn between steps), bit for
// bit, and the same answer of the clip, whenever it does not refuse, over
// matrices of zeros of both signs, tiny, huge, infinite and NaN values; and
// that it does not refuse ordinary sprites.
func TestAxisCornersAsSpriteCorners(t *testing.T) {
	rng := griff.NewRand(20)
	pick := func() float64 {
		if rng.IntN(3) == 0 {
			return rng.FloatRange(-500, 500)
		}
		return axisValues[rng.IntN(len(axisValues))]
	}
	zero := func() float64 { return axisValues[rng.IntN(2)] }
	clip := clipRect{x0: -1, y0: -1, x1: 1, y1: 1}
	taken, cases := 0, 0
	for range 400_000 {
		c := griff.Affine{A: pick(), B: zero(), C: zero(), D: pick(), X: pick(), Y: pick()}
		if !axisView(&c) {
			continue
		}
		r := griff.Affine{A: pick(), B: zero(), C: zero(), D: pick(), X: pick(), Y: pick()}
		x0, y0, x1, y1 := pick(), pick(), pick(), pick()
		mul := rng.IntN(2) == 0
		var got, want drawlist.Quad
		seen, ok := axisCorners(&got, &r, x0, y0, x1, y1, &c, &clip)
		cases++
		if !ok {
			continue
		}
		taken++
		m := r
		if mul {
			rootMul(&m)
		}
		wantSeen := spriteCorners(&want, &m, x0, y0, x1, y1, &c, &clip)
		for k := range want.Corners {
			g, w := got.Corners[k], want.Corners[k]
			if math.Float32bits(g.X) != math.Float32bits(w.X) || math.Float32bits(g.Y) != math.Float32bits(w.Y) {
				t.Fatalf("view %v, world %v (rootMul %v), rect (%v, %v)-(%v, %v): corner %d is %v, want %v",
					c, r, mul, x0, y0, x1, y1, k, g, w)
			}
		}
		if seen != wantSeen {
			t.Fatalf("view %v, world %v, rect (%v, %v)-(%v, %v): seen %v, want %v", c, r, x0, y0, x1, y1, seen, wantSeen)
		}
	}
	if taken < cases/20 {
		t.Errorf("axisCorners took %d of %d cases", taken, cases)
	}
	// An ordinary sprite through an ordinary view is taken.
	c := griff.Affine{A: 0.0025, D: -0.0033333333333333335, X: -1, Y: 1}
	r := griff.Affine{A: 1, B: 0, C: math.Copysign(0, -1), D: 1, X: 120.5, Y: 33.25}
	var q drawlist.Quad
	if seen, ok := axisCorners(&q, &r, math.Copysign(0, -1), math.Copysign(0, -1), 26, 37, &c, &clip); !ok || !seen {
		t.Errorf("an ordinary sprite: seen %v, taken %v; want both", seen, ok)
	}
}

// TestAxisView checks which view matrices axisCorners takes.
func TestAxisView(t *testing.T) {
	for _, tc := range []struct {
		c    griff.Affine
		want bool
	}{
		{griff.Identity, true},
		{griff.Affine{A: 2, B: math.Copysign(0, -1), C: 0, D: -3, X: 1, Y: -1}, true},
		{griff.Affine{A: 1, B: 1e-17, D: 1}, false},
		{griff.Affine{A: 1, C: -1e-300, D: 1}, false},
		{griff.Affine{A: math.Inf(1), D: 1}, false},
		{griff.Affine{A: 1, D: 1, Y: math.NaN()}, false},
	} {
		if got := axisView(&tc.c); got != tc.want {
			t.Errorf("axisView(%v) = %v, want %v", tc.c, got, tc.want)
		}
	}
}
