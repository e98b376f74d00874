package griff_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
)

func affineNear(a, b griff.Affine, eps float64) bool {
	x := [6]float64{a.A, a.B, a.C, a.D, a.X, a.Y}
	y := [6]float64{b.A, b.B, b.C, b.D, b.X, b.Y}
	for i := range x {
		if math.Abs(x[i]-y[i]) > eps {
			return false
		}
	}
	return true
}

func vecNear(a, b griff.Vec, eps float64) bool {
	return math.Abs(a[0]-b[0]) <= eps && math.Abs(a[1]-b[1]) <= eps
}

func TestTRS(t *testing.T) {
	tests := []struct {
		pos   griff.Vec
		rot   float64
		scale griff.Vec
		in    griff.Vec
		want  griff.Vec
	}{
		{griff.V(0, 0), 0, griff.V(1, 1), griff.V(3, 4), griff.V(3, 4)},
		{griff.V(10, 20), 0, griff.V(2, 3), griff.V(1, 1), griff.V(12, 23)},
		// +x turns towards +y (y down: clockwise on screen).
		{griff.V(0, 0), math.Pi / 2, griff.V(1, 1), griff.V(1, 0), griff.V(0, 1)},
		// Scale first, then rotate, then translate.
		{griff.V(5, 0), math.Pi, griff.V(2, 1), griff.V(1, 0), griff.V(3, 0)},
	}
	for _, tc := range tests {
		got := griff.TRS(tc.pos, tc.rot, tc.scale).Apply(tc.in)
		if !vecNear(got, tc.want, 1e-12) {
			t.Errorf("TRS(%v, %v, %v).Apply(%v) = %v, want %v", tc.pos, tc.rot, tc.scale, tc.in, got, tc.want)
		}
	}
	if got := griff.TRS(griff.V(1, 2), 0, griff.V(1, 1)); got != (griff.Affine{A: 1, D: 1, X: 1, Y: 2}) {
		t.Errorf("TRS with no rotation = %+v, want exact identity plus translation", got)
	}
}

func TestAffineMulAssociative(t *testing.T) {
	a := griff.TRS(griff.V(1, 2), 0.3, griff.V(2, 0.5))
	b := griff.TRS(griff.V(-4, 7), -1.1, griff.V(1, 3))
	c := griff.TRS(griff.V(0.5, 0.25), 2.5, griff.V(-1, 1))
	left, right := a.Mul(b).Mul(c), a.Mul(b.Mul(c))
	if !affineNear(left, right, 1e-12) {
		t.Errorf("(a*b)*c = %+v, a*(b*c) = %+v", left, right)
	}
	p := griff.V(3, -2)
	if got, want := a.Mul(b).Apply(p), a.Apply(b.Apply(p)); !vecNear(got, want, 1e-12) {
		t.Errorf("a.Mul(b).Apply(p) = %v, want a.Apply(b.Apply(p)) = %v", got, want)
	}
	if got := griff.Identity.Mul(a); got != a {
		t.Errorf("Identity.Mul(a) = %+v, want %+v", got, a)
	}
}

func TestAffineInvert(t *testing.T) {
	for _, tr := range []griff.Affine{
		griff.Identity,
		griff.TRS(griff.V(3, -4), 0.7, griff.V(2, 5)),
		griff.TRS(griff.V(100, 0), -2.9, griff.V(-1, 0.01)),
		{A: 1, B: 2, C: 3, D: 4, X: 5, Y: 6},
	} {
		inv, ok := tr.Invert()
		if !ok {
			t.Fatalf("Invert(%+v) failed", tr)
		}
		if got := tr.Mul(inv); !affineNear(got, griff.Identity, 1e-9) {
			t.Errorf("t * Invert(t) = %+v, want identity (t = %+v)", got, tr)
		}
		p := griff.V(1.5, -2.5)
		if got := inv.Apply(tr.Apply(p)); !vecNear(got, p, 1e-9) {
			t.Errorf("round trip of %v through %+v = %v", p, tr, got)
		}
	}
	for _, tr := range []griff.Affine{
		{}, {A: 1, B: 2, C: 2, D: 4}, {A: math.Inf(1), D: 1}, {A: math.NaN(), D: 1},
	} {
		if got, ok := tr.Invert(); ok || got != (griff.Affine{}) {
			t.Errorf("Invert(%+v) = %+v, %v, want zero and false", tr, got, ok)
		}
	}
}

func TestAffineParts(t *testing.T) {
	a := griff.Affine{A: 2, B: 0, C: 0, D: -3, X: 4, Y: 5}
	if got := a.Det(); got != -6 {
		t.Errorf("Det = %v, want -6", got)
	}
	if got := a.ApplyVector(griff.V(1, 1)); got != griff.V(2, -3) {
		t.Errorf("ApplyVector = %v, want (2, -3)", got)
	}
	if got := a.Translation(); got != griff.V(4, 5) {
		t.Errorf("Translation = %v, want (4, 5)", got)
	}
	if got := griff.AffineFromMat3(a.Mat3()); got != a {
		t.Errorf("AffineFromMat3(Mat3()) = %+v, want %+v", got, a)
	}
	m := a.Mat3()
	v := m.Mul3x1([3]float64{1, 2, 1})
	if want := a.Apply(griff.V(1, 2)); v[0] != want[0] || v[1] != want[1] || v[2] != 1 {
		t.Errorf("Mat3 * (1,2,1) = %v, want (%v, %v, 1)", v, want[0], want[1])
	}
}

func TestRotateAndLerp(t *testing.T) {
	if got := griff.Rotate(griff.V(2, 0), math.Pi/2); !vecNear(got, griff.V(0, 2), 1e-15) {
		t.Errorf("Rotate((2,0), pi/2) = %v, want (0, 2)", got)
	}
	a, b := griff.V(1, 2), griff.V(5, -6)
	for _, tc := range []struct {
		t    float64
		want griff.Vec
	}{{0, a}, {1, b}, {0.5, griff.V(3, -2)}, {2, griff.V(9, -14)}} {
		if got := griff.Lerp(a, b, tc.t); got != tc.want {
			t.Errorf("Lerp(%v, %v, %v) = %v, want %v", a, b, tc.t, got, tc.want)
		}
	}
}
