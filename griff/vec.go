package griff

import "github.com/go-gl/mathgl/mgl64"

// Vec is a 2D vector in world units (y down). It is mgl64.Vec2, so its methods
// (Add, Sub, Mul, Dot, Len, Normalize, ApproxEqual, X, Y) come from mathgl.
type Vec = mgl64.Vec2

// V returns the vector (x, y).
func V(x, y float64) Vec { return Vec{x, y} }

// Rotate returns v turned by angle radians (positive turns +x towards +y).
// It uses the deterministic Sincos, so it gives the same bits on every machine.
func Rotate(v Vec, angle float64) Vec {
	s, c := Sincos(angle)
	return Vec{float64(c*v[0]) - float64(s*v[1]), float64(s*v[0]) + float64(c*v[1])}
}

// Lerp returns the point t of the way from a to b; t = 0 gives a, t = 1 gives b.
func Lerp(a, b Vec, t float64) Vec {
	return Vec{a[0] + float64((b[0]-a[0])*t), a[1] + float64((b[1]-a[1])*t)}
}
