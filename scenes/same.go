package scenes

import (
	"math"

	"github.com/griffengine/griff/griff"
)

// The compare helpers below serve Change marks (package documentation): a
// system that reads a component read-only (Read, ActiveRead) and writes it
// in many places keeps a copy as its step begins and, as the step ends,
// marks the entity (Entity.MarkChanged) if the component is not the same.
// "The same" must mean "the same record": a float compares by its bits (a
// record writes -0 and 0, and NaN and NaN, apart), a slice the step never
// writes in place by identity (the same array, length and capacity, which is
// what an unchanged field is).

// SameSlice reports whether a and b are the same slice: both nil or both
// not, the same length and capacity and, if the capacity is not 0, the same
// first element of the same array. It does not read the elements: two
// slices with equal contents in different arrays are not the same, and a
// slice written in place is still the same (compare a copy of its contents
// for a field a step writes in place).
func SameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (a == nil) == (b == nil) &&
		(cap(a) == 0 || &a[:1][0] == &b[:1][0])
}

// SameBits reports whether a and b have the same bits
// (math.Float64bits): -0 is not 0, and a NaN is the same as a NaN with
// its bits only.
func SameBits(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// SameVec reports whether a and b have the same bits in each coordinate
// (SameBits): -0 is not 0.
func SameVec(a, b griff.Vec) bool { return SameBits(a[0], b[0]) && SameBits(a[1], b[1]) }
