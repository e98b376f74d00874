package griff

import "math"

// Pow returns x**y, with the same special cases as math.Pow, among them:
// Pow(x, ±0) = 1 for any x (also NaN); Pow(1, y) = 1 for any y; Pow(x, 1) = x;
// Pow(NaN, y) = Pow(x, NaN) = NaN otherwise; Pow(±0, y<0) = +Inf (±Inf for odd
// integer y); Pow(±0, y>0) = +0 (±0 for odd integer y); Pow(-1, ±Inf) = 1;
// Pow(x, +Inf) = +Inf for |x| > 1 and +0 for |x| < 1 (the reverse for -Inf);
// Pow(+Inf, y) = +Inf for y > 0 and +0 for y < 0; Pow(-Inf, y) = Pow(-0, -y);
// Pow(x, y) = NaN for finite x < 0 and finite non-integer y.
//
// Past the special cases (which are Go's pow.go, so they match math.Pow), the
// algorithm is FreeBSD's e_pow.c (Sun Microsystems, 1993-2004): log2(x) in
// extra precision as the sum of two doubles, times y split into two parts, then
// 2**(that) by a Remez polynomial; Pow(x, ±0.5) uses Sqrt and Pow(x, 2) is x*x.
// The error is below 1 ulp (the result is "nearly rounded"), and an integer
// power of an integer that is representable comes out exact. math.Pow, by
// repeated squaring, can be several ulps off.
func Pow(x, y float64) float64 {
	if r, ok := powSpecial(x, y); ok {
		return r
	}
	yi, yf := math.Modf(math.Abs(y))
	if yf != 0 && x < 0 {
		return math.NaN()
	}
	if yi >= 1<<63 {
		// y is a huge even integer: overflow or underflow for all x but ±1.
		switch {
		case x == -1:
			return 1
		case (math.Abs(x) < 1) == (y > 0):
			return 0
		default:
			return math.Inf(1)
		}
	}
	switch {
	case y == 2:
		return x * x
	case y == -1:
		return 1 / x
	}
	s := 1.0 // the sign of the result
	if x < 0 && isOddInt(y) {
		s = -1
	}
	ax := math.Abs(x)
	if ax == 1 {
		return s
	}
	var t1, t2 float64                     // log2(ax) = t1 + t2
	if hiWord(y)&0x7fffffff > 0x41e00000 { // |y| > 2**31
		// Over- or underflow unless ax is within 2**-20 of 1.
		ix := hiWord(ax)
		switch {
		case ix < 0x3fefffff && y < 0, ix > 0x3ff00000 && y > 0:
			return s * math.Inf(1)
		case ix < 0x3fefffff, ix > 0x3ff00000:
			return s * 0
		}
		t1, t2 = powLog2NearOne(ax)
	} else {
		t1, t2 = powLog2(ax)
	}
	return s * powExp2(y, t1, t2)
}

// hiWord and loWord return the high (signed) and low 32 bits of x.
func hiWord(x float64) int32  { return int32(math.Float64bits(x) >> 32) }
func loWord(x float64) uint32 { return uint32(math.Float64bits(x)) }

// withHiWord returns x with its high 32 bits replaced by hi.
func withHiWord(x float64, hi int32) float64 {
	return math.Float64frombits(uint64(uint32(hi))<<32 | uint64(loWord(x)))
}

// clearLoWord returns x with its low 32 bits cleared, so products with it are
// exact in the steps of e_pow.c that need them to be.
func clearLoWord(x float64) float64 { return math.Float64frombits(math.Float64bits(x) &^ 0xffffffff) }

// powLog2NearOne returns log2(ax) as t1 + t2 (t1 with its low word cleared) for
// |1-ax| <= 2**-20, by ax - ax**2/2 + ax**3/3 - ax**4/4 with t = ax-1.
func powLog2NearOne(ax float64) (t1, t2 float64) {
	const (
		ivln2  = 1.44269504088896338700e+00 // 0x3FF71547 652B82FE = 1/ln2
		ivln2H = 1.44269502162933349609e+00 // 0x3FF71547 60000000 = 24 bits of 1/ln2
		ivln2L = 1.92596299112661746887e-08 // 0x3E54AE0B F85DDF44 = 1/ln2 tail
	)
	t := ax - 1 // t has 20 trailing zeros
	w := float64(float64(t*t) * (0.5 - float64(t*(0.3333333333333333333333-float64(t*0.25)))))
	u := float64(ivln2H * t) // ivln2H has 21 significant bits
	v := float64(t*ivln2L) - float64(w*ivln2)
	t1 = clearLoWord(u + v)
	return t1, v - (t1 - u)
}

// powLog2 returns log2(ax) as t1 + t2 (t1 with its low word cleared) for finite ax > 0: ax = 2**n * (1+f)
// with 1+f in [sqrt(2)/2, sqrt(2)), log2 by a series in s = (x-1)/(x+1) (or
// (x-1.5)/(x+1.5)) with an extra-precise tail.
func powLog2(ax float64) (t1, t2 float64) {
	const (
		two53 = 9007199254740992.0 // 0x43400000 00000000
		// Coefficients of (3/2)*(log(x) - 2s - 2/3*s**3).
		l1  = 5.99999999999994648725e-01  // 0x3FE33333 33333303
		l2  = 4.28571428578550184252e-01  // 0x3FDB6DB6 DB6FABFF
		l3  = 3.33333329818377432918e-01  // 0x3FD55555 518F264D
		l4  = 2.72728123808534006489e-01  // 0x3FD17460 A91D4101
		l5  = 2.30660745775561754067e-01  // 0x3FCD864A 93C9DB65
		l6  = 2.06975017800338417784e-01  // 0x3FCA7E28 4A454EEF
		cp  = 9.61796693925975554329e-01  // 0x3FEEC709 DC3A03FD = 2/(3ln2)
		cpH = 9.61796700954437255859e-01  // 0x3FEEC709 E0000000 = (float)cp
		cpL = -7.02846165095275826516e-09 // 0xBE3E2FE0 145B01F5 = tail of cpH
	)
	bp := [2]float64{1.0, 1.5}
	dpH := [2]float64{0.0, 5.84962487220764160156e-01} // 0x3FE2B803 40000000
	dpL := [2]float64{0.0, 1.35003920212974897128e-08} // 0x3E4CFDEB 43CFD006

	ix := hiWord(ax) & 0x7fffffff
	n := int32(0)
	if ix < 0x00100000 { // subnormal x
		ax *= two53
		n -= 53
		ix = hiWord(ax)
	}
	n += (ix >> 20) - 0x3ff
	j := ix & 0x000fffff
	ix = j | 0x3ff00000 // normalize ix
	k := 0
	switch {
	case j <= 0x3988E: // |x| < sqrt(3/2)
	case j < 0xBB67A: // |x| < sqrt(3)
		k = 1
	default:
		n++
		ix -= 0x00100000
	}
	ax = withHiWord(ax, ix)

	// ss = sH + sL = (x-1)/(x+1) or (x-1.5)/(x+1.5)
	u := ax - bp[k]
	v := 1 / (ax + bp[k])
	ss := float64(u * v)
	sH := clearLoWord(ss)
	tH := math.Float64frombits(uint64(uint32(((ix>>1)|0x20000000)+0x00080000+int32(k<<18))) << 32)
	tL := ax - (tH - bp[k])
	sL := float64(v * ((u - float64(sH*tH)) - float64(sH*tL)))
	// log(ax)
	s2 := float64(ss * ss)
	p := float64(s2*l6) + l5
	p = float64(s2*p) + l4
	p = float64(s2*p) + l3
	p = float64(s2*p) + l2
	p = float64(s2*p) + l1
	r := float64(float64(s2*s2) * p)
	r += float64(sL * (sH + ss))
	s2 = float64(sH * sH)
	tH = clearLoWord(3.0 + s2 + r)
	tL = r - ((tH - 3.0) - s2)
	// u + v = ss*(1+...)
	u = float64(sH * tH)
	v = float64(sL*tH) + float64(tL*ss)
	// 2/(3log2)*(ss+...)
	pH := clearLoWord(u + v)
	pL := v - (pH - u)
	zH := float64(cpH * pH) // cpH + cpL = 2/(3*log2)
	zL := float64(cpL*pH) + float64(pL*cp) + dpL[k]
	// log2(ax) = (ss+..)*2/(3*log2) = n + dpH + zH + zL
	t := float64(n)
	t1 = clearLoWord(((zH + zL) + dpH[k]) + t)
	t2 = zL - (((t1 - t) - dpH[k]) - zH)
	return t1, t2
}

// powExp2 returns 2**(y * (t1 + t2)), computing the product in extra precision
// and scaling by 2**n at the end.
func powExp2(y, t1, t2 float64) float64 {
	const (
		ovt  = 8.0085662595372944372e-17   // -(1024-log2(ovfl+.5ulp))
		lg2  = 6.93147180559945286227e-01  // 0x3FE62E42 FEFA39EF
		lg2H = 6.93147182464599609375e-01  // 0x3FE62E43 00000000
		lg2L = -1.90465429995776804525e-09 // 0xBE205C61 0CA86C39
		p1   = 1.66666666666666019037e-01  // 0x3FC55555 5555553E
		p2   = -2.77777777770155933842e-03 // 0xBF66C16C 16BEBD93
		p3   = 6.61375632143793436117e-05  // 0x3F11566A AF25DE2C
		p4   = -1.65339022054652515390e-06 // 0xBEBBBD41 C5D26BF1
		p5   = 4.13813679705723846039e-08  // 0x3E663769 72BEA4D0
	)
	// (y1 + y2) * (t1 + t2) with y1 the high part of y.
	y1 := clearLoWord(y)
	pL := float64((y-y1)*t1) + float64(y*t2)
	pH := float64(y1 * t1)
	z := pL + pH
	j, i := hiWord(z), loWord(z)
	if j >= 0x40900000 { // z >= 1024
		if (j-0x40900000) != 0 || i != 0 || pL+ovt > z-pH {
			return math.Inf(1)
		}
	} else if j&0x7fffffff >= 0x4090cc00 { // z <= -1075
		if uint32(j)-0xc090cc00 != 0 || i != 0 || pL <= z-pH {
			return 0
		}
	}
	// 2**(pH + pL) = 2**n * 2**(the rest), |rest| <= 0.5
	i2 := j & 0x7fffffff
	k := (i2 >> 20) - 0x3ff
	n := int32(0)
	if i2 > 0x3fe00000 { // |z| > 0.5: n = [z + 0.5]
		n = j + (0x00100000 >> (k + 1))
		k = ((n & 0x7fffffff) >> 20) - 0x3ff // new k for n
		t := math.Float64frombits(uint64(uint32(n&^(0x000fffff>>k))) << 32)
		n = ((n & 0x000fffff) | 0x00100000) >> (20 - k)
		if j < 0 {
			n = -n
		}
		pH -= t
	}
	t := clearLoWord(pL + pH)
	u := float64(t * lg2H)
	v := float64((pL-(t-pH))*lg2) + float64(t*lg2L)
	z = u + v
	w := v - (z - u)
	t = float64(z * z)
	c := float64(t*p5) + p4
	c = float64(t*c) + p3
	c = float64(t*c) + p2
	c = float64(t*c) + p1
	t1 = z - float64(t*c)
	r := float64(z*t1)/(t1-2) - (w + float64(z*w))
	z = 1 - (r - z)
	j = hiWord(z) + n<<20
	if j>>20 <= 0 { // subnormal result
		return math.Ldexp(z, int(n))
	}
	return withHiWord(z, j)
}
