package griff

import (
	"math"

	"github.com/go-gl/mathgl/mgl64"
)

// Affine is a 2D affine transform. It maps (x, y) to
// (A*x + C*y + X, B*x + D*y + Y): the columns (A, B) and (C, D) are where the unit
// axes go and (X, Y) is the translation, in world units.
// The zero value maps everything to the origin; use Identity for "no transform".
// Every product is rounded before it is summed, so results do not depend on
// whether the machine fuses multiply-add.
type Affine struct {
	A, B, C, D, X, Y float64
}

// Identity is the transform that changes nothing.
var Identity = Affine{A: 1, D: 1}

// TRS returns the transform that scales by scale, then rotates by rotation radians,
// then translates by pos: the usual order of a scene transform. It uses the
// deterministic Sincos, so it gives the same bits on every machine.
func TRS(pos Vec, rotation float64, scale Vec) Affine {
	s, c := 0.0, 1.0 // exactly, at ±0: no sine or cosine worked out
	if rotation != 0 {
		s, c = Sincos(rotation)
	}
	return Affine{
		A: float64(c * scale[0]), B: float64(s * scale[0]),
		C: float64(-s * scale[1]), D: float64(c * scale[1]),
		X: pos[0], Y: pos[1],
	}
}

// Mul returns the transform that applies b first, then t (t ∘ b). A parent's world
// transform times a child's local transform gives the child's world transform.
func (t Affine) Mul(b Affine) Affine {
	return Affine{
		A: float64(t.A*b.A) + float64(t.C*b.B),
		B: float64(t.B*b.A) + float64(t.D*b.B),
		C: float64(t.A*b.C) + float64(t.C*b.D),
		D: float64(t.B*b.C) + float64(t.D*b.D),
		X: float64(t.A*b.X) + float64(t.C*b.Y) + t.X,
		Y: float64(t.B*b.X) + float64(t.D*b.Y) + t.Y,
	}
}

// Apply returns the point p transformed by t.
func (t Affine) Apply(p Vec) Vec {
	return Vec{
		float64(t.A*p[0]) + float64(t.C*p[1]) + t.X,
		float64(t.B*p[0]) + float64(t.D*p[1]) + t.Y,
	}
}

// ApplyVector returns the direction v transformed by t, without the translation.
func (t Affine) ApplyVector(v Vec) Vec {
	return Vec{float64(t.A*v[0]) + float64(t.C*v[1]), float64(t.B*v[0]) + float64(t.D*v[1])}
}

// Det returns the determinant A*D - B*C: the factor by which t scales areas,
// negative when t mirrors.
func (t Affine) Det() float64 { return float64(t.A*t.D) - float64(t.B*t.C) }

// Invert returns the inverse of t and true, or the zero Affine and false when t
// cannot be inverted (its determinant is zero or not finite).
func (t Affine) Invert() (Affine, bool) {
	det := t.Det()
	if det == 0 || math.IsNaN(det) || math.IsInf(det, 0) {
		return Affine{}, false
	}
	inv := 1 / det
	r := Affine{A: t.D * inv, B: -t.B * inv, C: -t.C * inv, D: t.A * inv}
	r.X = -(float64(r.A*t.X) + float64(r.C*t.Y))
	r.Y = -(float64(r.B*t.X) + float64(r.D*t.Y))
	return r, true
}

// Translation returns the translation part (X, Y) of t.
func (t Affine) Translation() Vec { return Vec{t.X, t.Y} }

// Mat3 returns t as a mathgl 3x3 matrix (column-major, last row 0 0 1).
func (t Affine) Mat3() mgl64.Mat3 {
	return mgl64.Mat3{t.A, t.B, 0, t.C, t.D, 0, t.X, t.Y, 1}
}

// AffineFromMat3 returns the affine part of m; the last row of m is ignored.
func AffineFromMat3(m mgl64.Mat3) Affine {
	return Affine{A: m[0], B: m[1], C: m[3], D: m[4], X: m[6], Y: m[7]}
}
