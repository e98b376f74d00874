// Package curve generates level columns from curves: linear, exponential,
// polynomial and piecewise-linear functions of the level, such as the xp a
// "levels" table needs for levels 1 to 50.
//
// A curve is a function of x, the level (a float64; tables pass the row id read as
// an integer). Linear and Exponential count from level 1: their Start is the value
// at level 1. Evaluation is deterministic to the bit: products are rounded before
// they are added (no fused multiply-add) and powers use griff.Pow.
//
// Rounding (see Rounding) is applied to each value after the curve is evaluated:
// to the nearest multiple of Step with ties away from zero (math.Round), down
// (floor) or up (ceil). Rounding to a multiple divides by Step, rounds and multiplies
// back, each step rounded to float64, so the result is an exact multiple whenever
// Step and the result are integers below 2^53.
//
// Curves can also be written as text (Parse), such as "linear(10, 5)",
// "exponential(100, 1.15)", "polynomial(0, 50, 10)" or "piecewise(1:0, 10:1000,
// 50:100000)".
package curve

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
)

// Curve is a function of the level.
type Curve interface {
	// At returns the curve's value at level x.
	At(x float64) float64
	// String returns the curve as Parse reads it.
	String() string
}

// Linear is Start at level 1, plus Step per level: Start + Step*(x-1).
type Linear struct{ Start, Step float64 }

// At returns Start + Step*(x-1).
func (c Linear) At(x float64) float64 { return c.Start + float64(c.Step*(x-1)) }

// String returns "linear(Start, Step)".
func (c Linear) String() string { return "linear(" + join(c.Start, c.Step) + ")" }

// Exponential is Start at level 1, multiplied by Growth per level:
// Start * Growth^(x-1), with griff.Pow.
type Exponential struct{ Start, Growth float64 }

// At returns Start * Growth^(x-1).
func (c Exponential) At(x float64) float64 { return float64(c.Start * griff.Pow(c.Growth, x-1)) }

// String returns "exponential(Start, Growth)".
func (c Exponential) String() string { return "exponential(" + join(c.Start, c.Growth) + ")" }

// Polynomial is Coeffs[0] + Coeffs[1]*x + Coeffs[2]*x^2 + ..., evaluated by
// Horner's rule with every product rounded before the sum. No coefficients is 0.
type Polynomial struct{ Coeffs []float64 }

// At returns the polynomial at x.
func (c Polynomial) At(x float64) float64 {
	var y float64
	for i := len(c.Coeffs) - 1; i >= 0; i-- {
		y = float64(y*x) + c.Coeffs[i]
	}
	return y
}

// String returns "polynomial(c0, c1, ...)".
func (c Polynomial) String() string { return "polynomial(" + join(c.Coeffs...) + ")" }

// Point is one point of a Piecewise curve: the value Y at level X.
type Point struct{ X, Y float64 }

// Piecewise goes straight from point to point: Points sorted by X, strictly
// increasing, at least one. Before the first point it is the first Y, after the
// last the last Y. Between points a and b it is a.Y + (b.Y-a.Y)*(x-a.X)/(b.X-a.X).
type Piecewise struct{ Points []Point }

// At returns the curve at x. It panics if there are no points.
func (c Piecewise) At(x float64) float64 {
	p := c.Points
	if len(p) == 0 {
		panic("curve: Piecewise with no points")
	}
	i, _ := slices.BinarySearchFunc(p, x, func(q Point, x float64) int {
		if q.X < x {
			return -1
		}
		if q.X > x {
			return 1
		}
		return 0
	})
	switch {
	case i == len(p):
		return p[len(p)-1].Y
	case p[i].X == x || i == 0:
		return p[i].Y
	}
	a, b := p[i-1], p[i]
	t := float64(x-a.X) / float64(b.X-a.X)
	return a.Y + float64((b.Y-a.Y)*t)
}

// String returns "piecewise(x:y, x:y, ...)".
func (c Piecewise) String() string {
	parts := make([]string, len(c.Points))
	for i, p := range c.Points {
		parts[i] = num(p.X) + ":" + num(p.Y)
	}
	return "piecewise(" + strings.Join(parts, ", ") + ")"
}

func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

func join(v ...float64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = num(x)
	}
	return strings.Join(parts, ", ")
}

// RoundMode says how Rounding rounds.
type RoundMode uint8

// The rounding modes. The zero value is RoundNone.
const (
	RoundNone    RoundMode = iota // keep the value as it is
	RoundNearest                  // nearest multiple, ties away from zero
	RoundDown                     // largest multiple <= value
	RoundUp                       // smallest multiple >= value
)

// String returns "none", "nearest", "down" or "up".
func (m RoundMode) String() string {
	switch m {
	case RoundNone:
		return "none"
	case RoundNearest:
		return "nearest"
	case RoundDown:
		return "down"
	case RoundUp:
		return "up"
	}
	return "RoundMode(" + strconv.Itoa(int(m)) + ")"
}

// Rounding rounds generated values to multiples of Step (Step <= 0 means 1). The
// zero value keeps values as they are.
type Rounding struct {
	Mode RoundMode
	Step float64
}

// Round rounds v.
func (r Rounding) Round(v float64) float64 {
	if r.Mode == RoundNone {
		return v
	}
	step := r.Step
	if step <= 0 {
		step = 1
	}
	q := v / step
	switch r.Mode {
	case RoundNearest:
		q = math.Round(q)
	case RoundDown:
		q = math.Floor(q)
	case RoundUp:
		q = math.Ceil(q)
	}
	return float64(q * step)
}

// MaxValues is the most levels Values and Levels make at once.
const MaxValues = 1_000_000

// Values returns c at the levels from, from+1, ..., to, each rounded by r.
// It returns an error if to < from, the range holds more than MaxValues levels,
// or a value is not finite. Any from and to are safe, math.MinInt and
// math.MaxInt included.
func Values(c Curve, from, to int, r Rounding) ([]float64, error) {
	n, err := levelCount(from, to)
	if err != nil {
		return nil, err
	}
	out := make([]float64, 0, n)
	for i := range n {
		x := from + i // cannot overflow: from+n-1 == to
		v := r.Round(c.At(float64(x)))
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("curve: %s at level %d is %v", c, x, v)
		}
		out = append(out, v)
	}
	return out, nil
}

// levelCount returns the number of levels from..to, or an error if to < from or
// there are more than MaxValues (worked out without overflow).
func levelCount(from, to int) (int, error) {
	if to < from {
		return 0, fmt.Errorf("curve: levels %d to %d: to < from", from, to)
	}
	if d := uint64(to) - uint64(from); d >= MaxValues { // exact: to >= from
		return 0, fmt.Errorf("curve: levels %d to %d: more than %d levels", from, to, MaxValues)
	}
	return to - from + 1, nil
}
