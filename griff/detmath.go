package griff

import "math"

// The functions here and in detmath_pow.go and detmath_trig.go return the same
// bits on every machine. math.Exp and math.Log have assembly
// versions on amd64, arm64, loong64 and s390x (and math.Sin, Cos, Atan, Atan2, Pow
// on s390x), and the compiler may fuse x*y + z into one multiply-add on arm64,
// ppc64, s390x, riscv64, loong64 and amd64 with GOAMD64=v3, so math's results can
// differ in the last bit between machines. (On amd64, math.Exp also overflows to
// +Inf for x above about 709.4 and math.Log is wrong for subnormal x.) Here every
// function is pure Go and every product is rounded by an explicit float64(...)
// conversion before it is added, which the Go spec forbids the compiler to fuse;
// tests.TestNoFusedMultiplyAdd (GRIFF_FMA_CHECK=1) checks the compiled code for it.
//
// Helpers used from math (Abs, Copysign, Frexp, Ldexp, Modf, Float64bits, Sqrt)
// are exact or correctly rounded by definition, so they give the same bits
// everywhere whatever their implementation; so are Floor, Ceil, Trunc, Mod, Min
// and Max for callers.

// Log returns the natural logarithm of x, with the same special cases as math.Log
// (Log(+Inf) = +Inf, Log(0) = -Inf, Log(x < 0) = NaN, Log(NaN) = NaN).
//
// Unlike math.Log, which has assembly versions on some architectures, Log is the
// same pure Go code everywhere with every product rounded before it is added, so it
// returns the same bits on every machine. The algorithm and
// constants are FreeBSD's e_log.c (Sun Microsystems, 1993), as in Go's log.go;
// the error is below 1 ulp.
func Log(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 // 3fe62e42 fee00000
		ln2Lo = 1.90821492927058770002e-10 // 3dea39ef 35793c76
		l1    = 6.666666666666735130e-01   // 3FE55555 55555593
		l2    = 3.999999999940941908e-01   // 3FD99999 9997FA04
		l3    = 2.857142874366239149e-01   // 3FD24924 94229359
		l4    = 2.222219843214978396e-01   // 3FCC71C5 1D8E78AF
		l5    = 1.818357216161805012e-01   // 3FC74664 96CB03DE
		l6    = 1.531383769920937332e-01   // 3FC39A09 D078C69F
		l7    = 1.479819860511658591e-01   // 3FC2F112 DF3E5244
	)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	}
	f1, ki := math.Frexp(x)
	if f1 < math.Sqrt2/2 {
		f1 *= 2
		ki--
	}
	f := f1 - 1
	k := float64(ki)
	s := f / (2 + f)
	s2 := float64(s * s)
	s4 := float64(s2 * s2)
	t1 := float64(s2 * (l1 + float64(s4*(l3+float64(s4*(l5+float64(s4*l7)))))))
	t2 := float64(s4 * (l2 + float64(s4*(l4+float64(s4*l6)))))
	r := t1 + t2
	hfsq := float64(0.5 * float64(f*f))
	return float64(k*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(k*ln2Lo))) - f)
}

// Sqrt returns the square root of x. It is math.Sqrt: IEEE 754 requires the square
// root to be correctly rounded, so every implementation returns the same bits and a
// deterministic copy is not needed. Special cases: Sqrt(+Inf) = +Inf, Sqrt(±0) = ±0,
// Sqrt(x < 0) = NaN, Sqrt(NaN) = NaN.
func Sqrt(x float64) float64 { return math.Sqrt(x) }

// Exp returns e**x, with the same special cases as math.Exp (Exp(+Inf) = +Inf,
// Exp(NaN) = NaN, very large x overflows to +Inf, very small x underflows to 0).
// The algorithm and constants are FreeBSD's e_exp.c (Sun Microsystems, 1993) as in
// Go's pure-Go exp.go: reduce x to r + k*ln2 with |r| <= ln2/2, a degree-5 Remez
// polynomial for r, then scale by 2**k. The error is below 1 ulp.
func Exp(x float64) float64 {
	const (
		ln2Hi     = 6.93147180369123816490e-01
		ln2Lo     = 1.90821492927058770002e-10
		log2e     = 1.44269504088896338700e+00
		overflow  = 7.09782712893383973096e+02
		underflow = -7.45133219101941108420e+02
		nearZero  = 1.0 / (1 << 28) // 2**-28
	)
	switch {
	case math.IsNaN(x):
		return x
	case x > overflow: // also +Inf
		return math.Inf(1)
	case x < underflow: // also -Inf
		return 0
	case -nearZero < x && x < nearZero:
		return 1 + x
	}
	var k int
	switch {
	case x < 0:
		k = int(float64(log2e*x) - 0.5)
	case x > 0:
		k = int(float64(log2e*x) + 0.5)
	}
	hi := x - float64(float64(k)*ln2Hi)
	lo := float64(float64(k) * ln2Lo)
	return expMulti(hi, lo, k)
}

// expMulti returns e**r * 2**k where r = hi - lo and |r| <= ln2/2.
func expMulti(hi, lo float64, k int) float64 {
	const (
		p1 = 1.66666666666666657415e-01  // 0x3FC55555 0x55555555
		p2 = -2.77777777770155933842e-03 // 0xBF66C16C 0x16BEBD93
		p3 = 6.61375632143793436117e-05  // 0x3F11566A 0xAF25DE2C
		p4 = -1.65339022054652515390e-06 // 0xBEBBBD41 0xC5D26BF1
		p5 = 4.13813679705723846039e-08  // 0x3E663769 0x72BEA4D0
	)
	r := hi - lo
	t := float64(r * r)
	c := r - float64(t*(p1+float64(t*(p2+float64(t*(p3+float64(t*(p4+float64(t*p5)))))))))
	y := 1 - ((lo - float64(r*c)/(2-c)) - hi)
	return math.Ldexp(y, k)
}

// powSpecial returns Pow(x, y) and true when x or y is a special case.
func powSpecial(x, y float64) (float64, bool) {
	switch {
	case y == 0 || x == 1:
		return 1, true
	case y == 1:
		return x, true
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN(), true
	case x == 0:
		switch {
		case y < 0:
			if math.Signbit(x) && isOddInt(y) {
				return math.Inf(-1), true
			}
			return math.Inf(1), true
		case y > 0:
			if math.Signbit(x) && isOddInt(y) {
				return x, true
			}
			return 0, true
		}
	case math.IsInf(y, 0):
		switch {
		case x == -1:
			return 1, true
		case (math.Abs(x) < 1) == math.IsInf(y, 1):
			return 0, true
		default:
			return math.Inf(1), true
		}
	case math.IsInf(x, 0):
		if math.IsInf(x, -1) {
			return Pow(1/x, -y), true // Pow(-0, -y)
		}
		if y < 0 {
			return 0, true
		}
		return math.Inf(1), true
	case y == 0.5:
		return Sqrt(x), true
	case y == -0.5:
		return 1 / Sqrt(x), true
	}
	return 0, false
}

// isOddInt reports whether x is an odd integer.
func isOddInt(x float64) bool {
	if math.Abs(x) >= 1<<53 {
		return false // beyond 2**53 every float64 is an even integer
	}
	xi, xf := math.Modf(x)
	return xf == 0 && int64(xi)&1 == 1
}
