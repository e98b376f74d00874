package griff

import (
	"math"
	"time"
)

// Forever is the span that never ends, the largest time.Duration (about 292
// years). As the mean of Rand.NextEvent it stands for an event that never
// happens; runtime/arc's Forever is the same value.
const Forever = time.Duration(math.MaxInt64)

// NextEvent returns a wait drawn from the exponential distribution with the
// given mean: the time until the next event of a Poisson process (things that
// happen "on average every mean"). A mean <= 0 returns 0 (the event is due
// now); a mean of Forever returns Forever and draws nothing (an event that
// cannot happen never comes). Other results saturate at Forever. It draws one
// number and uses the deterministic Log of this package.
func (r *Rand) NextEvent(mean time.Duration) time.Duration {
	if mean <= 0 {
		return 0
	}
	if mean == Forever {
		return Forever
	}
	u := r.Float64() // [0, 1)
	x := -Log(1 - u) // 1-u is in (0, 1], so x is finite and >= 0
	return saturated(float64(mean) * x)
}

// NextEventWithin returns when, within a span starting now, the first event of
// a Poisson process with the given mean happened, given that one did: a draw
// from the exponential distribution of NextEvent truncated to [0, span), by
// inversion (t = -mean·ln(1 - u·(1 - e^(-span/mean)))). It is in [0, span).
// A span <= 0 returns 0, and so does a mean <= 0 (events come at once); a
// mean of Forever makes the time uniform over the span (the limit as the mean
// grows). It draws one number, except for those zero cases, which draw none.
func (r *Rand) NextEventWithin(mean, span time.Duration) time.Duration {
	if span <= 0 || mean <= 0 {
		return 0
	}
	u := r.Float64()
	var t float64
	if mean == Forever {
		t = float64(u * float64(span))
	} else {
		q := oneMinusExpNeg(float64(span) / float64(mean))
		t = float64(mean) * negLog1m(float64(u*q))
	}
	d := saturated(t)
	if d >= span { // rounding at the top end
		d = span - 1
	}
	return max(d, 0)
}

// EventCount returns how many events of a Poisson process with the given mean
// time between them happen within span: a draw from the Poisson distribution
// with λ = span/mean. A span <= 0 or a mean of Forever returns 0 and draws
// nothing; a mean <= 0 (events without end) returns math.MaxInt. For λ < 10 it
// multiplies uniform draws until their product falls below e^(-λ) (Knuth, The
// Art of Computer Programming vol. 2, 3.4.1), about λ+1 draws; for larger λ it
// is Hörmann's transformed rejection PTRS ("The transformed rejection method
// for generating Poisson random variables", 1993), about 1.1 pairs of draws
// whatever λ is. Every float step is rounded explicitly and uses this
// package's Log and Exp, so the count is the same on every machine.
func (r *Rand) EventCount(mean, span time.Duration) int {
	switch {
	case span <= 0 || mean == Forever:
		return 0
	case mean <= 0:
		return math.MaxInt
	}
	lam := float64(span) / float64(mean)
	if lam < 10 {
		return r.poissonSmall(lam)
	}
	return r.poissonPTRS(lam)
}

// poissonSmall draws a Poisson count for λ < 10 by multiplying uniforms.
func (r *Rand) poissonSmall(lam float64) int {
	limit := Exp(-lam)
	p := 1.0
	for k := 0; ; k++ {
		p = float64(p * (1 - r.Float64())) // (0, 1]: never stuck at 0
		if p <= limit {
			return k
		}
	}
}

// poissonPTRS draws a Poisson count for λ >= 10 by Hörmann's PTRS. The
// constants are the paper's.
func (r *Rand) poissonPTRS(lam float64) int {
	slam := Sqrt(lam)
	loglam := Log(lam)
	b := 0.931 + float64(2.53*slam)
	a := -0.059 + float64(0.02483*b)
	invAlpha := 1.1239 + 1.1328/(b-3.4)
	vr := 0.9277 - 3.6224/(b-2)
	for {
		u := r.Float64() - 0.5
		v := r.Float64()
		us := 0.5 - math.Abs(u)
		kf := math.Floor(float64(float64(2*a/us+b)*u) + lam + 0.43)
		if kf >= float64(math.MaxInt64) {
			return math.MaxInt
		}
		if us >= 0.07 && v <= vr {
			return int(kf)
		}
		if kf < 0 || us < 0.013 && v > us {
			continue
		}
		lhs := Log(v) + Log(invAlpha) - Log(a/float64(us*us)+b)
		rhs := -lam + float64(kf*loglam) - logGamma(kf+1)
		if lhs <= rhs {
			return int(kf)
		}
	}
}

// logGamma returns ln Γ(x) for x >= 1 by Stirling's series with the Bernoulli
// terms B₂ₙ/(2n(2n-1)x^(2n-1)) up to n = 10, after raising x to at least 7 with
// Γ(x+1) = xΓ(x); the error is below 1e-15 relative there.
func logGamma(x float64) float64 {
	coef := [...]float64{
		1.0 / 12, -1.0 / 360, 1.0 / 1260, -1.0 / 1680, 1.0 / 1188,
		-691.0 / 360360, 1.0 / 156, -3617.0 / 122400, 43867.0 / 244188, -174611.0 / 125400,
	}
	if x == 1 || x == 2 {
		return 0
	}
	shift := 0.0
	x0 := x
	for x0 < 7 {
		shift += Log(x0)
		x0++
	}
	x2 := 1 / float64(x0*x0)
	sum := coef[len(coef)-1]
	for i := len(coef) - 2; i >= 0; i-- {
		sum = float64(sum*x2) + coef[i]
	}
	const halfLog2Pi = 0.91893853320467274178 // ln(2π)/2
	return sum/x0 + halfLog2Pi + float64((x0-0.5)*Log(x0)) - x0 - shift
}

// negLog1m returns -ln(1-y) for y in [0, 1), accurate for small y, where
// 1-y would lose y's low bits: the series y + y²/2 + y³/3 + ... below 1e-4.
func negLog1m(y float64) float64 {
	if y < 1e-4 {
		y2 := float64(y * y)
		return y + float64(y2*(0.5+float64(y*(1.0/3+float64(y*0.25)))))
	}
	return -Log(1 - y)
}

// oneMinusExpNeg returns 1 - e^(-x) for x >= 0, accurate for small x: the
// series x - x²/2 + x³/6 - x⁴/24 below 1e-4.
func oneMinusExpNeg(x float64) float64 {
	if x < 1e-4 {
		return x - float64(float64(x*x)*(0.5-float64(x*(1.0/6-float64(x*(1.0/24))))))
	}
	return 1 - Exp(-x)
}

// saturated converts a non-negative count of nanoseconds to a Duration,
// saturating at Forever.
func saturated(ns float64) time.Duration {
	if ns >= float64(Forever) {
		return Forever
	}
	return time.Duration(ns)
}
