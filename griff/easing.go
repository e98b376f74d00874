package griff

import (
	"errors"
	"fmt"
	"math"
)

// Easing names an easing curve: a function from progress t in [0, 1] to an
// eased fraction, 0 at t = 0 and 1 at t = 1, that tweens apply to their
// interpolation. The curves are Robert Penner's (Programming Macromedia Flash MX,
// 2002, chapter 7) in the formulas of easings.net: linear and, each as In (slow
// start), Out (slow end) and InOut, quad, cubic, quart, quint, sine, expo, circ,
// back (overshoots by 10%), elastic (springs past the ends) and bounce.
//
// An Easing is saved by name ("Linear", "QuadIn", "BounceInOut"; see String),
// so files stay valid if constants are added. The zero value is Linear.
type Easing uint8

// The easing curves. In starts slowly, Out ends slowly, InOut does both.
const (
	Linear Easing = iota
	QuadIn
	QuadOut
	QuadInOut
	CubicIn
	CubicOut
	CubicInOut
	QuartIn
	QuartOut
	QuartInOut
	QuintIn
	QuintOut
	QuintInOut
	SineIn
	SineOut
	SineInOut
	ExpoIn
	ExpoOut
	ExpoInOut
	CircIn
	CircOut
	CircInOut
	BackIn
	BackOut
	BackInOut
	ElasticIn
	ElasticOut
	ElasticInOut
	BounceIn
	BounceOut
	BounceInOut
	numEasings
)

// ErrUnknownEasing is wrapped by the errors ParseEasing and UnmarshalText return
// for a name that is not an easing.
var ErrUnknownEasing = errors.New("unknown easing")

var easingNames = [numEasings]string{
	"Linear",
	"QuadIn", "QuadOut", "QuadInOut",
	"CubicIn", "CubicOut", "CubicInOut",
	"QuartIn", "QuartOut", "QuartInOut",
	"QuintIn", "QuintOut", "QuintInOut",
	"SineIn", "SineOut", "SineInOut",
	"ExpoIn", "ExpoOut", "ExpoInOut",
	"CircIn", "CircOut", "CircInOut",
	"BackIn", "BackOut", "BackInOut",
	"ElasticIn", "ElasticOut", "ElasticInOut",
	"BounceIn", "BounceOut", "BounceInOut",
}

// Easings returns every easing in declaration order (a new slice each call), for
// editors and tests.
func Easings() []Easing {
	all := make([]Easing, numEasings)
	for i := range all {
		all[i] = Easing(i)
	}
	return all
}

// String returns the saved name of e, such as "QuadInOut", or "Easing(n)" for a
// value that is not an easing.
func (e Easing) String() string {
	if e < numEasings {
		return easingNames[e]
	}
	return fmt.Sprintf("Easing(%d)", uint8(e))
}

// ParseEasing returns the easing named name (as String writes it; case matters).
// It returns an error wrapping ErrUnknownEasing, quoting name, for anything else.
func ParseEasing(name string) (Easing, error) {
	for i, n := range easingNames {
		if n == name {
			return Easing(i), nil
		}
	}
	return 0, fmt.Errorf("griff: easing %q: %w", name, ErrUnknownEasing)
}

// MarshalText writes e's name. It returns an error for a value that is not an easing.
func (e Easing) MarshalText() ([]byte, error) {
	if e >= numEasings {
		return nil, fmt.Errorf("griff: %v: %w", e, ErrUnknownEasing)
	}
	return []byte(easingNames[e]), nil
}

// UnmarshalText reads a name ParseEasing accepts, leaving e unchanged on error.
func (e *Easing) UnmarshalText(b []byte) error {
	v, err := ParseEasing(string(b))
	if err != nil {
		return err
	}
	*e = v
	return nil
}

// Apply returns the eased fraction for progress t. t is clamped to [0, 1], and
// Apply(0) = 0 and Apply(1) = 1 exactly; in between, Back and Elastic leave
// [0, 1] (they overshoot). Apply uses the deterministic Sin, Cos, Pow and Sqrt of
// this package, so it gives the same bits on every machine.
// Apply panics if e is not an easing.
func (e Easing) Apply(t float64) float64 {
	if e >= numEasings {
		panic(fmt.Sprintf("griff: Easing.Apply: %v is not an easing", e))
	}
	switch {
	case !(t > 0): // also NaN
		return 0
	case t >= 1:
		return 1
	case e == Linear:
		return t
	}
	// The curves come in threes: In, Out, InOut of one In curve.
	in := easeIn[(e-1)/3]
	switch (e - 1) % 3 {
	case 0:
		return in(t)
	case 1:
		return 1 - in(1-t)
	}
	switch e { // Penner's InOut of these two uses other constants
	case BackInOut:
		in = backInHalf
	case ElasticInOut:
		in = elasticInHalf
	}
	// The float64 conversions keep the compiler from fusing the scaling into a
	// multiply-add once in is inlined.
	if t < 0.5 {
		return float64(in(2*t) / 2)
	}
	return 1 - float64(in(2-float64(2*t))/2)
}

// easeIn holds the In curve of each family after Linear, in declaration order.
// Out is 1 - in(1 - t) and InOut joins In and Out scaled to halves; this is the
// same function as easings.net's separate formulas. Back and Elastic use other
// constants for InOut (backInHalf, elasticInHalf), as Penner does.
var easeIn = [...]func(t float64) float64{
	func(t float64) float64 { return float64(t * t) },
	func(t float64) float64 { return float64(t * t * t) },
	func(t float64) float64 { return float64(t * t * t * t) },
	func(t float64) float64 { return float64(t * t * t * t * t) },
	func(t float64) float64 { return 1 - Cos(float64(t*math.Pi)/2) },
	expoIn,
	func(t float64) float64 { return 1 - Sqrt(1-float64(t*t)) },
	func(t float64) float64 { return backIn(t, backC1) },
	func(t float64) float64 { return elasticIn(t, 10.75, 2*math.Pi/3) },
	func(t float64) float64 { return 1 - bounceOut(1-t) },
}

func expoIn(t float64) float64 {
	if t == 0 {
		return 0
	}
	return Pow(2, float64(10*t)-10)
}

// backInHalf is the In curve BackInOut puts on each half: the overshoot constant
// times 1.525.
func backInHalf(t float64) float64 { return backIn(t, backC1*1.525) }

// elasticInHalf is the In curve ElasticInOut puts on each half: period 0.45.
func elasticInHalf(t float64) float64 { return elasticIn(t, 11.125, 2*math.Pi/4.5) }

// backC1 is Penner's overshoot constant: Back overshoots by 10%.
const backC1 = 1.70158

// backIn is (c1+1)t**3 - c1*t**2, which dips below 0 before rising to 1.
func backIn(t, c1 float64) float64 {
	t2 := float64(t * t)
	return float64((c1+1)*float64(t2*t)) - float64(c1*t2)
}

// elasticIn is -2**(10t-10) * sin((10t - phase) * k): a sine wave under a growing
// envelope, with angular step k per unit of 10t.
func elasticIn(t, phase, k float64) float64 {
	if t == 0 {
		return 0
	}
	return -float64(Pow(2, float64(10*t)-10) * Sin(float64((float64(t*10)-phase)*k)))
}

// bounceOut is Penner's four parabolic bounces.
func bounceOut(t float64) float64 {
	const (
		n1 = 7.5625
		d1 = 2.75
	)
	switch {
	case t < 1/d1:
		return float64(n1 * float64(t*t))
	case t < 2/d1:
		t -= 1.5 / d1
		return float64(n1*float64(t*t)) + 0.75
	case t < 2.5/d1:
		t -= 2.25 / d1
		return float64(n1*float64(t*t)) + 0.9375
	}
	t -= 2.625 / d1
	return float64(n1*float64(t*t)) + 0.984375
}
