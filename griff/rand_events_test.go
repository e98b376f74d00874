package griff

import (
	"math"
	"testing"
	"time"
)

// TestNextEventForever: a mean of Forever is an event that never comes, and
// drawing it leaves the stream where it was.
func TestNextEventForever(t *testing.T) {
	r, ref := NewRand(7), NewRand(7)
	for i := range 1000 {
		if d := r.NextEvent(Forever); d != Forever {
			t.Fatalf("draw %d: NextEvent(Forever) = %v, want Forever", i, d)
		}
	}
	if r.Uint64() != ref.Uint64() {
		t.Error("NextEvent(Forever) moved the stream")
	}
}

// TestNextEventWithinRange checks draws lie in [0, span) and their mean is the
// truncated exponential's, m - s·e^(-s/m)/(1-e^(-s/m)), within 2% (the
// standard error of 50,000 draws is under 0.3%).
func TestNextEventWithinRange(t *testing.T) {
	r := NewRand(11)
	for _, tc := range []struct{ mean, span time.Duration }{
		{time.Second, 3 * time.Second},
		{10 * time.Second, time.Second},
		{time.Second, 40 * time.Second},
		{time.Hour, time.Millisecond},
		{Forever, 10 * time.Second},
	} {
		const n = 50000
		sum := 0.0
		for range n {
			d := r.NextEventWithin(tc.mean, tc.span)
			if d < 0 || d >= tc.span {
				t.Fatalf("NextEventWithin(%v, %v) = %v, outside [0, span)", tc.mean, tc.span, d)
			}
			sum += float64(d)
		}
		m, s := float64(tc.mean), float64(tc.span)
		want := s / 2
		if tc.mean != Forever && s/m > 1e-3 {
			want = m - s*math.Exp(-s/m)/(-math.Expm1(-s/m))
		}
		if got := sum / n; math.Abs(got-want) > 0.02*want {
			t.Errorf("NextEventWithin(%v, %v): mean %v, want %v within 2%%", tc.mean, tc.span, time.Duration(got), time.Duration(want))
		}
	}
	if d := r.NextEventWithin(time.Second, 0); d != 0 {
		t.Errorf("NextEventWithin(1s, 0) = %v, want 0", d)
	}
	if d := r.NextEventWithin(0, time.Second); d != 0 {
		t.Errorf("NextEventWithin(0, 1s) = %v, want 0", d)
	}
}

// TestEventCountMoments checks the mean and variance of counts are λ (a
// Poisson distribution's both) within 3% for λ on both sides of the switch
// from multiplication to PTRS at 10, and far beyond.
func TestEventCountMoments(t *testing.T) {
	r := NewRand(3)
	for _, lam := range []float64{0.3, 2.5, 9.9, 10, 37.5, 1000, 1e6} {
		mean := time.Duration(1e9 / lam)
		span := time.Second
		const n = 40000
		var sum, sum2 float64
		for range n {
			k := float64(r.EventCount(mean, span))
			sum += k
			sum2 += k * k
		}
		want := float64(span) / float64(mean)
		m := sum / n
		v := sum2/n - m*m
		if math.Abs(m-want) > 0.03*want {
			t.Errorf("λ=%g: mean count %.4f, want %.4f within 3%%", lam, m, want)
		}
		if math.Abs(v-want) > 0.05*want {
			t.Errorf("λ=%g: variance %.4f, want %.4f within 5%%", lam, v, want)
		}
	}
}

// TestEventCountPMF compares the counts of 100,000 draws at λ = 4 and λ = 15
// with the Poisson probabilities by Pearson's chi-squared over the values
// with an expected count of at least 20; the 99.9% point of chi-squared with
// up to 30 degrees of freedom is below 60.
func TestEventCountPMF(t *testing.T) {
	r := NewRand(5)
	for _, lam := range []float64{4, 15} {
		const n = 100000
		counts := map[int]int{}
		for range n {
			counts[r.EventCount(time.Duration(1e9/lam), time.Second)]++
		}
		chi := 0.0
		for k := 0; k < 100; k++ {
			lp := -lam + float64(k)*math.Log(lam)
			lg, _ := math.Lgamma(float64(k + 1))
			exp := n * math.Exp(lp-lg)
			if exp < 20 {
				continue
			}
			d := float64(counts[k]) - exp
			chi += d * d / exp
		}
		if chi > 60 {
			t.Errorf("λ=%g: chi-squared %.1f, want below 60", lam, chi)
		}
	}
}

// TestEventCountEdges checks the cases that draw nothing.
func TestEventCountEdges(t *testing.T) {
	r, ref := NewRand(1), NewRand(1)
	if k := r.EventCount(time.Second, 0); k != 0 {
		t.Errorf("EventCount(1s, 0) = %d, want 0", k)
	}
	if k := r.EventCount(Forever, time.Hour); k != 0 {
		t.Errorf("EventCount(Forever, 1h) = %d, want 0", k)
	}
	if k := r.EventCount(0, time.Hour); k != math.MaxInt {
		t.Errorf("EventCount(0, 1h) = %d, want MaxInt", k)
	}
	if r.Uint64() != ref.Uint64() {
		t.Error("a count that draws nothing moved the stream")
	}
	if k := r.EventCount(1, Forever); k < 9e18 {
		t.Errorf("EventCount(1ns, Forever) = %d, want about 9.2e18", k)
	}
}

// TestLogGamma checks logGamma against math.Lgamma from 1 to 1e12.
func TestLogGamma(t *testing.T) {
	for x := 1.0; x < 1e12; x *= 1.37 {
		for _, y := range []float64{x, math.Floor(x) + 1} {
			want, _ := math.Lgamma(y)
			got := logGamma(y)
			if math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
				t.Errorf("logGamma(%g) = %.17g, want %.17g", y, got, want)
			}
		}
	}
}

func BenchmarkEventCount(b *testing.B) {
	r := NewRand(1)
	for _, lam := range []float64{3, 1000} {
		b.Run(time.Duration(1e9/lam).String(), func(b *testing.B) {
			for range b.N {
				r.EventCount(time.Duration(1e9/lam), time.Second)
			}
		})
	}
}
