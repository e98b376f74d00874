package griff_test

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/griffengine/griff/griff"
)

// ulps returns how many float64 values lie between a and b (0 when equal or both
// NaN; a huge number when the signs differ).
func ulps(a, b float64) uint64 {
	if math.IsNaN(a) && math.IsNaN(b) || a == b {
		return 0
	}
	if math.IsNaN(a) || math.IsNaN(b) || math.Signbit(a) != math.Signbit(b) {
		return math.MaxUint64
	}
	x, y := math.Float64bits(a), math.Float64bits(b)
	if x > y {
		return x - y
	}
	return y - x
}

// callDet calls the deterministic function name with x (and y for two-argument
// functions), and the math function of the same name.
func callDet(name string, x, y float64) (det, std float64) {
	switch name {
	case "Exp":
		return griff.Exp(x), math.Exp(x)
	case "Log":
		return griff.Log(x), math.Log(x)
	case "Sin":
		return griff.Sin(x), math.Sin(x)
	case "Cos":
		return griff.Cos(x), math.Cos(x)
	case "Atan":
		return griff.Atan(x), math.Atan(x)
	case "Sqrt":
		return griff.Sqrt(x), math.Sqrt(x)
	case "Atan2":
		return griff.Atan2(x, y), math.Atan2(x, y)
	case "Pow":
		return griff.Pow(x, y), math.Pow(x, y)
	}
	panic("unknown function " + name)
}

// TestDetMathGolden pins the bits of a few results, so any change to the
// algorithms (or a compiler that fuses what it must not) fails here.
func TestDetMathGolden(t *testing.T) {
	tests := []struct {
		fn   string
		x, y float64
		bits uint64
	}{
		{"Exp", 0.5, 0, 0x3ffa61298e1e069c},
		{"Exp", 1, 0, 0x4005bf0a8b145769},
		{"Exp", 2.5, 0, 0x40285d6fd931e0bb},
		{"Exp", -3.75, 0, 0x3f981509354f0d2a},
		{"Exp", 100, 0, 0x48f3494a9b171bf5},
		{"Exp", 0.001, 0, 0x3ff0041919b7ee34},
		{"Log", 0.5, 0, 0xbfe62e42fefa39ef},
		{"Log", 2, 0, 0x3fe62e42fefa39ef},
		{"Log", 10, 0, 0x40026bb1bbb55516},
		{"Log", 1e-05, 0, 0xc027069e2aa2aa5b},
		{"Log", 12345.678, 0, 0x4022d79559791e31},
		{"Log", 5e-324, 0, 0xc0874385446d71c3},
		{"Sin", 0.5, 0, 0x3fdeaee8744b05f0},
		{"Sin", 1, 0, 0x3feaed548f090cee},
		{"Sin", 3, 0, 0x3fc210386db6d55b},
		{"Sin", -2.25, 0, 0xbfe8e5f9c2d0e3aa},
		{"Sin", 1e+06, 0, 0xbfd6664b2568d867},
		{"Sin", 1e+22, 0, 0xbfeb453ab76bf398},
		{"Cos", 0.5, 0, 0x3fec1528065b7d50},
		{"Cos", 1, 0, 0x3fe14a280fb5068c},
		{"Cos", 3, 0, 0xbfefae04be85e5d2},
		{"Cos", -2.25, 0, 0xbfe419ff91b9ba6c},
		{"Cos", 1e+06, 0, 0x3fedf9df9906d32c},
		{"Cos", 1e+22, 0, 0x3fe0be2cef01c8f3},
		{"Atan2", 1, 1, 0x3fe921fb54442d18},
		{"Atan2", 1, -2, 0x40056c6e7397f5ae},
		{"Atan2", -3, 0.5, 0xbff67d8863bc99bc},
		{"Atan2", -1, -1, 0xc002d97c7f3321d2},
		{"Atan2", 0.25, 7, 0x3fa2472772e86799},
		{"Pow", 2, 0.5, 0x3ff6a09e667f3bcd},
		{"Pow", 2, 10, 0x4090000000000000},
		{"Pow", 10, -3, 0x3f50624dd2f1a9fc},
		{"Pow", 3.3, 2.7, 0x40391e3f087998f6},
		{"Pow", 0.9, 123.4, 0x3ec2eece0829394a},
		{"Pow", 1.0001, 10000, 0x4005bec34aabbfd3},
	}
	for _, tc := range tests {
		got, _ := callDet(tc.fn, tc.x, tc.y)
		if math.Float64bits(got) != tc.bits {
			t.Errorf("%s(%v, %v) = %#016x (%v), want %#016x (%v)", tc.fn, tc.x, tc.y,
				math.Float64bits(got), got, tc.bits, math.Float64frombits(tc.bits))
		}
	}
}

// specialValues are the inputs whose results math documents exactly.
var specialValues = []float64{
	0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1, 0.5, -0.5,
	2, -2, 3, -3, 1e308, -1e308, 5e-324, -5e-324, 0x1p63, -0x1p63, 0x1p64, 0x1p53 + 2,
}

// TestDetMathSpecialCases checks that special inputs give exactly math's results.
func TestDetMathSpecialCases(t *testing.T) {
	for _, fn := range []string{"Exp", "Log", "Sin", "Cos", "Atan", "Sqrt"} {
		for _, x := range specialValues {
			got, want := callDet(fn, x, 0)
			if fn == "Log" && x == 5e-324 {
				want = -744.4400719213812 // amd64's math.Log is wrong for subnormals
			}
			if !sameBits(got, want) {
				t.Errorf("%s(%v) = %v, want %v", fn, x, got, want)
			}
		}
	}
	for _, fn := range []string{"Atan2", "Pow"} {
		for _, x := range specialValues {
			for _, y := range specialValues {
				got, want := callDet(fn, x, y)
				if fn == "Pow" && ulps(got, want) <= 1 && !special(got) && !special(want) {
					continue // an ordinary result: math.Pow may be an ulp off
				}
				if !sameBits(got, want) {
					t.Errorf("%s(%v, %v) = %v, want %v", fn, x, y, got, want)
				}
			}
		}
	}
	if got := griff.Pow(0, 0); got != 1 {
		t.Errorf("Pow(0, 0) = %v, want 1", got)
	}
}

// special reports whether v is 0, infinite or NaN.
func special(v float64) bool { return v == 0 || math.IsInf(v, 0) || math.IsNaN(v) }

// sameBits reports whether a and b are the same float64 (any NaN equals any NaN).
func sameBits(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return math.Float64bits(a) == math.Float64bits(b)
}

// TestDetMathMatchesMath compares with math over many inputs. math.Sin, Cos, Atan,
// Atan2 are the same pure Go algorithms (exact equality on amd64; within 1 ulp
// where the compiler fuses math's multiply-adds). math.Exp and math.Log are
// assembly on amd64 and arm64, so Exp gets 2 ulps. Pow is a different (more
// accurate) algorithm than math.Pow, so TestPowNearMath only checks it is close.
func TestDetMathMatchesMath(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	anyBits := func() float64 { return math.Float64frombits(r.Uint64()) }
	tests := []struct {
		fn      string
		maxUlps uint64
		x, y    func() float64
	}{
		{"Exp", 2, func() float64 { return -708 + r.Float64()*1417 }, nil},
		{"Exp", 2, func() float64 { return -2 + r.Float64()*4 }, nil},
		{"Log", 1, func() float64 { return math.Max(math.Abs(anyBits()), minNormal) }, nil},
		{"Sin", 1, func() float64 { return -10 + r.Float64()*20 }, nil},
		{"Sin", 1, anyBits, nil},
		{"Cos", 1, func() float64 { return -1e6 + r.Float64()*2e6 }, nil},
		{"Cos", 1, anyBits, nil},
		{"Atan", 1, anyBits, nil},
		{"Atan2", 1, func() float64 { return -10 + r.Float64()*20 }, func() float64 { return -10 + r.Float64()*20 }},
		{"Atan2", 1, anyBits, anyBits},
	}
	for _, tc := range tests {
		bad := 0
		for range 50000 {
			x, y := tc.x(), 0.0
			if tc.y != nil {
				y = tc.y()
			}
			got, want := callDet(tc.fn, x, y)
			if d := ulps(got, want); d > tc.maxUlps && bad < 5 {
				bad++
				t.Errorf("%s(%v, %v) = %v, want %v (%d ulps apart, at most %d allowed)",
					tc.fn, x, y, got, want, d, tc.maxUlps)
			}
		}
	}
}

// minNormal is the smallest normal float64. math.Log (assembly on amd64) is
// wrong below it: it returns -709.09 for Log(5e-324), not -744.44.
const minNormal = 0x1p-1022

func TestPowNearMath(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	in := func(lo, hi float64) float64 { return float64(r.Float64()*(hi-lo)) + lo }
	for range 50000 {
		x, y := in(0, 100), in(-20, 20)
		if r.IntN(3) == 0 {
			x, y = in(-10, 10), float64(r.IntN(41)-20)
		}
		got, want := griff.Pow(x, y), math.Pow(x, y)
		if math.Abs(got-want) > 1e-13*math.Abs(want) {
			t.Fatalf("Pow(%v, %v) = %v, math.Pow gives %v", x, y, got, want)
		}
	}
}

// refPrec is the precision of the reference results in bits.
const refPrec = 300

// refExp returns e**x in refPrec bits: the Taylor series of x/2**20, squared 20 times.
func refExp(x *big.Float) *big.Float {
	small := new(big.Float).SetPrec(refPrec).SetMantExp(x, -20)
	sum := new(big.Float).SetPrec(refPrec).SetInt64(1)
	term := new(big.Float).SetPrec(refPrec).SetInt64(1)
	for i := int64(1); i < 40; i++ {
		term.Mul(term, small)
		term.Quo(term, new(big.Float).SetInt64(i))
		sum.Add(sum, term)
	}
	for range 20 {
		sum.Mul(sum, sum)
	}
	return sum
}

// refLog returns ln(x) in refPrec bits by Newton's method on refExp.
func refLog(x float64) *big.Float {
	l := new(big.Float).SetPrec(refPrec).SetFloat64(math.Log(x))
	bx := new(big.Float).SetPrec(refPrec).SetFloat64(x)
	one := big.NewFloat(1)
	for range 3 {
		q := new(big.Float).SetPrec(refPrec).Quo(bx, refExp(l))
		l.Add(l, q).Sub(l, one)
	}
	return l
}

// TestDetMathAccuracy checks Exp and Log against 300-bit references: below 1 ulp,
// as the algorithms promise.
func TestDetMathAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for range 300 {
		x := -700 + r.Float64()*1409
		want, _ := refExp(new(big.Float).SetPrec(refPrec).SetFloat64(x)).Float64()
		if got := griff.Exp(x); ulps(got, want) > 1 {
			t.Errorf("Exp(%v) = %v, want %v", x, got, want)
		}
		x = math.Exp(-700 + r.Float64()*1400)
		want, _ = refLog(x).Float64()
		if got := griff.Log(x); ulps(got, want) > 1 {
			t.Errorf("Log(%v) = %v, want %v", x, got, want)
		}
	}
}

// refPow returns x**y rounded to float64, from 300-bit references.
func refPow(x, y float64) float64 {
	l := refLog(math.Abs(x))
	want, _ := refExp(l.Mul(l, new(big.Float).SetPrec(refPrec).SetFloat64(y))).Float64()
	if x < 0 && math.Mod(y, 2) != 0 {
		want = -want
	}
	return want
}

// TestPowAccuracy checks Pow against 300-bit references in the regions where
// pow algorithms go wrong: large integer exponents, x near 1 with huge y, results
// near overflow and in the subnormal range. e_pow.c promises below 1 ulp.
func TestPowAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 7))
	in := func(lo, hi float64) float64 { return float64(r.Float64()*(hi-lo)) + lo }
	families := []struct {
		name string
		xy   func() (float64, float64)
	}{
		{"ordinary", func() (float64, float64) { return in(0, 100), in(-20, 20) }},
		{"integer y", func() (float64, float64) { return in(-10, 10), float64(r.IntN(81) - 40) }},
		{"x near 1", func() (float64, float64) { return 1 + in(-0x1p-20, 0x1p-20), in(-1e7, 1e7) }},
		{"y beyond 2**31", func() (float64, float64) { return 1 + in(-0x1p-40, 0x1p-40), in(0x1p31, 0x1p40) }},
		{"near overflow", func() (float64, float64) { x := in(1.5, 3); return x, in(1020, 1024) / math.Log2(x) }},
		{"subnormal results", func() (float64, float64) { x := in(0.2, 0.7); return x, in(-1074, -1022) / math.Log2(x) }},
	}
	for _, f := range families {
		bad := 0
		for range 100 {
			x, y := f.xy()
			got, want := griff.Pow(x, y), refPow(x, y)
			if d := ulps(got, want); d > 1 && bad < 3 {
				bad++
				t.Errorf("%s: Pow(%v, %v) = %v, want %v (%d ulps apart)", f.name, x, y, got, want, d)
			}
		}
	}
}

func TestPowExactCases(t *testing.T) {
	tests := []struct{ x, y, want float64 }{
		{3, 20, 3486784401}, {10, 22, 1e22}, {10, -1, 0.1}, {2, -1074, 5e-324}, {2, 1023, 0x1p1023},
		{-2, 63, -0x1p63}, {-2, 64, 0x1p64}, {7, 2, 49}, {-3, 3, -27}, {0.5, 10, 0x1p-10},
		{2, 1024, math.Inf(1)}, {2, -1075, 0}, {-2, -1075, math.Copysign(0, -1)}, {-2, 1025, math.Inf(-1)},
		{1.0000001, 0x1p60, math.Inf(1)}, {0.9999999, 0x1p60, 0}, {-1, 0x1p52 + 1, -1}, {-1, 3, -1},
	}
	for _, tc := range tests {
		if got := griff.Pow(tc.x, tc.y); !sameBits(got, tc.want) {
			t.Errorf("Pow(%v, %v) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}

func TestSincosMatchesSinCos(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for range 1000 {
		x := -100 + r.Float64()*200
		s, c := griff.Sincos(x)
		if !sameBits(s, griff.Sin(x)) || !sameBits(c, griff.Cos(x)) {
			t.Errorf("Sincos(%v) = %v, %v, want %v, %v", x, s, c, griff.Sin(x), griff.Cos(x))
		}
	}
}

var sink float64

func BenchmarkSin(b *testing.B) {
	x := 0.0
	for b.Loop() {
		sink = griff.Sin(x)
		x += 0.1
	}
}

func BenchmarkExp(b *testing.B) {
	x := -10.0
	for b.Loop() {
		sink = griff.Exp(x)
		x += 1e-6
	}
}

func BenchmarkPow(b *testing.B) {
	x := 1.5
	for b.Loop() {
		sink = griff.Pow(x, 2.7)
		x += 1e-6
	}
}

func BenchmarkAtan2(b *testing.B) {
	x := 1.5
	for b.Loop() {
		sink = griff.Atan2(0.3, x)
		x += 1e-6
	}
}

// detMathFingerprint hashes the bits of every function over 20,000 fixed inputs
// each (FNV-1a over the results' bits).
func detMathFingerprint() uint64 {
	r := rand.New(rand.NewPCG(2026, 11))
	h := uint64(14695981039346656037)
	add := func(v float64) {
		b := math.Float64bits(v)
		for range 8 {
			h = (h ^ (b & 0xff)) * 1099511628211
			b >>= 8
		}
	}
	// float64(...) keeps the inputs themselves from fusing.
	in := func(lo, hi float64) float64 { return float64(r.Float64()*(hi-lo)) + lo }
	for range 20000 {
		x := in(-20, 20)
		add(griff.Sin(x))
		add(griff.Cos(x))
		add(griff.Exp(x))
		add(griff.Log(math.Abs(x)))
		add(griff.Atan2(x, in(-20, 20)))
		add(griff.Pow(in(0, 10), x))
		add(griff.Easings()[r.IntN(31)].Apply(r.Float64()))
	}
	return h
}

// TestDetMathFingerprint pins the bits of 140,000 results. Go fuses x*y + z into
// one multiply-add only on some targets (arm64, ppc64, s390x, riscv64, amd64 with
// GOAMD64=v3), so run this test there too (GOAMD64=v3 go test ./griff) to catch
// a product that is not rounded before it is added.
func TestDetMathFingerprint(t *testing.T) {
	const want = 0xc78ca160cb33b90a
	if got := detMathFingerprint(); got != want {
		t.Errorf("fingerprint = %#x, want %#x", got, uint64(want))
	}
}
