package griff

import "math"

// Box is an axis-aligned box in world units (y down): the points p with
// Min[i] <= p[i] < Max[i] on both axes. Boxes are half-open, like Go slices, so
// boxes that tile the plane (grid cells, chunks) hold every point exactly once and
// boxes that only touch do not intersect.
//
// A box with Max <= Min on an axis contains no point (Empty). A box with Max < Min
// on an axis is inverted: Union, Include and Transform treat it as nothing, while a
// box of zero width or height (a point or a line) still counts as an extent there.
// EmptyBox returns the inverted box that is the identity of Union. The zero value
// is the box of size zero at the origin. In JSON a Box is {"min":[x,y],"max":[x,y]}.
type Box struct {
	Min Vec `json:"min"`
	Max Vec `json:"max"`
}

// NewBox returns the box with corners a and b, in any order.
func NewBox(a, b Vec) Box {
	return Box{
		Min: Vec{math.Min(a[0], b[0]), math.Min(a[1], b[1])},
		Max: Vec{math.Max(a[0], b[0]), math.Max(a[1], b[1])},
	}
}

// BoxAt returns the box of the given size (world units, both >= 0) centred on center.
func BoxAt(center, size Vec) Box {
	h := Vec{float64(size[0] / 2), float64(size[1] / 2)} // rounded: no fused multiply-add with the sums below
	return Box{Min: Vec{center[0] - h[0], center[1] - h[1]}, Max: Vec{center[0] + h[0], center[1] + h[1]}}
}

// EmptyBox returns the box that contains nothing and whose Union with any box b
// is b: Min is +Inf and Max is -Inf on both axes.
func EmptyBox() Box {
	inf := math.Inf(1)
	return Box{Min: Vec{inf, inf}, Max: Vec{-inf, -inf}}
}

// Empty reports whether b contains no point: its size is <= 0 on an axis (or NaN).
func (b Box) Empty() bool {
	return !(b.Min[0] < b.Max[0] && b.Min[1] < b.Max[1])
}

// Size returns the width and height of b in world units (negative for an empty
// box made by hand, -Inf for EmptyBox).
func (b Box) Size() Vec { return Vec{b.Max[0] - b.Min[0], b.Max[1] - b.Min[1]} }

// Center returns the middle of b.
func (b Box) Center() Vec {
	return Vec{b.Min[0] + float64((b.Max[0]-b.Min[0])/2), b.Min[1] + float64((b.Max[1]-b.Min[1])/2)}
}

// Contains reports whether p is in b: Min <= p < Max on both axes.
func (b Box) Contains(p Vec) bool {
	return b.Min[0] <= p[0] && p[0] < b.Max[0] && b.Min[1] <= p[1] && p[1] < b.Max[1]
}

// ContainsBox reports whether every point of c is in b. An empty c is in every box.
func (b Box) ContainsBox(c Box) bool {
	if c.Empty() {
		return true
	}
	return b.Min[0] <= c.Min[0] && c.Max[0] <= b.Max[0] && b.Min[1] <= c.Min[1] && c.Max[1] <= b.Max[1]
}

// Intersects reports whether b and c share a point (overlap with an area > 0);
// boxes that only touch along an edge do not intersect.
func (b Box) Intersects(c Box) bool {
	return b.Min[0] < c.Max[0] && c.Min[0] < b.Max[0] && b.Min[1] < c.Max[1] && c.Min[1] < b.Max[1] &&
		!b.Empty() && !c.Empty()
}

// Intersect returns the box of the points in both b and c; it is Empty when they
// do not intersect.
func (b Box) Intersect(c Box) Box {
	return Box{
		Min: Vec{math.Max(b.Min[0], c.Min[0]), math.Max(b.Min[1], c.Min[1])},
		Max: Vec{math.Min(b.Max[0], c.Max[0]), math.Min(b.Max[1], c.Max[1])},
	}
}

// Inverted reports whether b is nothing at all: Max < Min on an axis (or NaN).
func (b Box) Inverted() bool {
	return !(b.Min[0] <= b.Max[0] && b.Min[1] <= b.Max[1])
}

// Union returns the smallest box holding b and c. An inverted box adds nothing.
func (b Box) Union(c Box) Box {
	switch {
	case c.Inverted():
		return b
	case b.Inverted():
		return c
	}
	return Box{
		Min: Vec{math.Min(b.Min[0], c.Min[0]), math.Min(b.Min[1], c.Min[1])},
		Max: Vec{math.Max(b.Max[0], c.Max[0]), math.Max(b.Max[1], c.Max[1])},
	}
}

// Include returns the smallest box reaching b and the point p. As boxes are
// half-open, a p on the Max side lies on the result's edge and Contains(p) is
// false for it. For an inverted b (such as EmptyBox) the result is the box of size
// zero at p.
func (b Box) Include(p Vec) Box {
	if b.Inverted() {
		return Box{Min: p, Max: p}
	}
	return Box{
		Min: Vec{math.Min(b.Min[0], p[0]), math.Min(b.Min[1], p[1])},
		Max: Vec{math.Max(b.Max[0], p[0]), math.Max(b.Max[1], p[1])},
	}
}

// Expand returns b grown by margin world units on every side (shrunk if margin is
// negative; a shrink past the centre gives an empty box).
func (b Box) Expand(margin float64) Box {
	return Box{
		Min: Vec{b.Min[0] - margin, b.Min[1] - margin},
		Max: Vec{b.Max[0] + margin, b.Max[1] + margin},
	}
}

// Offset returns b moved by d world units.
func (b Box) Offset(d Vec) Box {
	return Box{Min: Vec{b.Min[0] + d[0], b.Min[1] + d[1]}, Max: Vec{b.Max[0] + d[0], b.Max[1] + d[1]}}
}

// Transform returns the bounding box of b transformed by t: the smallest
// axis-aligned box holding its four transformed corners. An inverted box gives
// EmptyBox.
func (b Box) Transform(t Affine) Box {
	if b.Inverted() {
		return EmptyBox()
	}
	corners := [4]Vec{b.Min, {b.Max[0], b.Min[1]}, b.Max, {b.Min[0], b.Max[1]}}
	p := t.Apply(corners[0])
	r := Box{Min: p, Max: p}
	for _, c := range corners[1:] {
		p = t.Apply(c)
		r.Min = Vec{math.Min(r.Min[0], p[0]), math.Min(r.Min[1], p[1])}
		r.Max = Vec{math.Max(r.Max[0], p[0]), math.Max(r.Max[1], p[1])}
	}
	return r
}
