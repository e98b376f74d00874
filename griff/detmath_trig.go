package griff

import (
	"math"
	"math/bits"
)

// Sine and cosine coefficients, from Cephes (Stephen L. Moshier) as in Go's sin.go.
var (
	sinCoef = [...]float64{
		1.58962301576546568060e-10, // 0x3de5d8fd1fd19ccd
		-2.50507477628578072866e-8, // 0xbe5ae5e5a9291f5d
		2.75573136213857245213e-6,  // 0x3ec71de3567d48a1
		-1.98412698295895385996e-4, // 0xbf2a01a019bfdf03
		8.33333333332211858878e-3,  // 0x3f8111111110f7d0
		-1.66666666666666307295e-1, // 0xbfc5555555555548
	}
	cosCoef = [...]float64{
		-1.13585365213876817300e-11, // 0xbda8fa49a0861a9b
		2.08757008419747316778e-9,   // 0x3e21ee9d7b4e3f05
		-2.75573141792967388112e-7,  // 0xbe927e4f7eac4bc6
		2.48015872888517045348e-5,   // 0x3efa01a019c844f5
		-1.38888888888730564116e-3,  // 0xbf56c16c16c14f91
		4.16666666666665929218e-2,   // 0x3fa555555555554b
	}
)

// Sin returns the sine of the radian argument x, with the same special cases as
// math.Sin (Sin(±0) = ±0, Sin(±Inf) = NaN, Sin(NaN) = NaN).
// The algorithm is Cephes' sin.c as in Go's pure-Go sin.go: reduce x to an octant
// of pi/4 (by Cody-Waite for |x| < 2**29, by Payne-Hanek above), then a degree-13
// polynomial; every product is rounded before it is added. On amd64 it returns
// exactly math.Sin's bits.
func Sin(x float64) float64 {
	switch {
	case x == 0 || math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.NaN()
	}
	sign := false
	if x < 0 {
		x = -x
		sign = true
	}
	j, z := trigOctant(x)
	if j > 3 { // reflect in the x axis
		sign = !sign
		j -= 4
	}
	zz := float64(z * z)
	var y float64
	if j == 1 || j == 2 {
		y = cosPoly(zz)
	} else {
		y = sinPoly(z, zz)
	}
	if sign {
		y = -y
	}
	return y
}

// Cos returns the cosine of the radian argument x, with the same special cases as
// math.Cos (Cos(±Inf) = NaN, Cos(NaN) = NaN). The algorithm is the one of Sin.
// On amd64 it returns exactly math.Cos's bits.
func Cos(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	sign := false
	j, z := trigOctant(math.Abs(x))
	if j > 3 {
		j -= 4
		sign = !sign
	}
	if j > 1 {
		sign = !sign
	}
	zz := float64(z * z)
	var y float64
	if j == 1 || j == 2 {
		y = sinPoly(z, zz)
	} else {
		y = cosPoly(zz)
	}
	if sign {
		y = -y
	}
	return y
}

// Sincos returns Sin(x), Cos(x), bit for bit.
func Sincos(x float64) (sin, cos float64) { return Sin(x), Cos(x) }

// sinPoly returns sin(z) for |z| <= pi/4, given zz = z*z.
func sinPoly(z, zz float64) float64 {
	c := &sinCoef
	p := float64(c[0]*zz) + c[1]
	p = float64(p*zz) + c[2]
	p = float64(p*zz) + c[3]
	p = float64(p*zz) + c[4]
	p = float64(p*zz) + c[5]
	return z + float64(float64(z*zz)*p)
}

// cosPoly returns cos(z) for |z| <= pi/4, given zz = z*z.
func cosPoly(zz float64) float64 {
	c := &cosCoef
	p := float64(c[0]*zz) + c[1]
	p = float64(p*zz) + c[2]
	p = float64(p*zz) + c[3]
	p = float64(p*zz) + c[4]
	p = float64(p*zz) + c[5]
	return 1.0 - float64(0.5*zz) + float64(float64(zz*zz)*p)
}

// trigOctant returns the octant j (0..7) of x >= 0 and the remainder z in
// [-pi/4, pi/4], with odd octants mapped to the next even one.
func trigOctant(x float64) (j uint64, z float64) {
	const (
		// pi/4 split into three parts for Cody-Waite reduction.
		pi4A = 7.85398125648498535156e-1  // 0x3fe921fb40000000
		pi4B = 3.77489470793079817668e-8  // 0x3e64442d00000000
		pi4C = 2.69515142907905952645e-15 // 0x3ce8469898cc5170
	)
	if x >= trigReduceThreshold {
		return trigReduce(x)
	}
	j = uint64(float64(x * (4 / math.Pi)))
	y := float64(j)
	if j&1 == 1 { // map zeros to the origin
		j++
		y++
	}
	j &= 7
	z = ((x - float64(y*pi4A)) - float64(y*pi4B)) - float64(y*pi4C)
	return j, z
}

// trigReduceThreshold is where Cody-Waite reduction stops being accurate.
const trigReduceThreshold = 1 << 29

// trigReduce is Payne-Hanek reduction by pi/4 for x >= pi/4, as in Go's
// trig_reduce.go: K. C. Ng et al., "Argument reduction for huge arguments: good to
// the last bit" (1992), with 64-bit integer arithmetic. It returns the octant j and
// the remainder z like trigOctant.
func trigReduce(x float64) (j uint64, z float64) {
	const (
		pi4   = math.Pi / 4
		shift = 52
		mask  = 0x7ff
		bias  = 1023
	)
	if x < pi4 {
		return 0, x
	}
	ix := math.Float64bits(x)
	exp := int(ix>>shift&mask) - bias - shift
	ix &^= mask << shift
	ix |= 1 << shift
	digit, bitshift := uint(exp+61)/64, uint(exp+61)%64
	z0 := (mPi4[digit] << bitshift) | (mPi4[digit+1] >> (64 - bitshift))
	z1 := (mPi4[digit+1] << bitshift) | (mPi4[digit+2] >> (64 - bitshift))
	z2 := (mPi4[digit+2] << bitshift) | (mPi4[digit+3] >> (64 - bitshift))
	z2hi, _ := bits.Mul64(z2, ix)
	z1hi, z1lo := bits.Mul64(z1, ix)
	z0lo := z0 * ix
	lo, c := bits.Add64(z1lo, z2hi, 0)
	hi, _ := bits.Add64(z0lo, z1hi, c)
	j = hi >> 61
	hi = hi<<3 | lo>>61
	lz := uint(bits.LeadingZeros64(hi))
	e := uint64(bias - (lz + 1))
	hi = (hi << (lz + 1)) | (lo >> (64 - (lz + 1)))
	hi >>= 64 - shift
	hi |= e << shift
	z = math.Float64frombits(hi)
	if j&1 == 1 {
		j++
		j &= 7
		z--
	}
	return j, float64(z * pi4)
}

// mPi4 holds the binary digits of 4/pi, 4/pi = sum mPi4[i] * 2**(-64*i): 1217 bits,
// enough for the largest float64 exponent. From Go's trig_reduce.go.
var mPi4 = [...]uint64{
	0x0000000000000001,
	0x45f306dc9c882a53,
	0xf84eafa3ea69bb81,
	0xb6c52b3278872083,
	0xfca2c757bd778ac3,
	0x6e48dc74849ba5c0,
	0x0c925dd413a32439,
	0xfc3bd63962534e7d,
	0xd1046bea5d768909,
	0xd338e04d68befc82,
	0x7323ac7306a673e9,
	0x3908bf177bf25076,
	0x3ff12fffbc0b301f,
	0xde5e2316b414da3e,
	0xda6cfd9e4f96136e,
	0x9e8c7ecd3cbfd45a,
	0xea4f758fd7cbe2f6,
	0x7a0e73ef14a525d4,
	0xd7f6bf623f1aba10,
	0xac06608df8f6d757,
}

// Atan returns the arctangent of x in radians, in [-pi/2, pi/2], with the same
// special cases as math.Atan (Atan(±0) = ±0, Atan(±Inf) = ±pi/2).
// The algorithm is Cephes' atan.c as in Go's pure-Go atan.go: reduce to [0, 0.66],
// then a rational function of degree 4/5. On amd64 it returns exactly math.Atan's bits.
func Atan(x float64) float64 {
	if x == 0 {
		return x
	}
	if x > 0 {
		return satan(x)
	}
	return -satan(-x)
}

// xatan returns atan(x) for x in [0, 0.66].
func xatan(x float64) float64 {
	const (
		p0 = -8.750608600031904122785e-01
		p1 = -1.615753718733365076637e+01
		p2 = -7.500855792314704667340e+01
		p3 = -1.228866684490136173410e+02
		p4 = -6.485021904942025371773e+01
		q0 = +2.485846490142306297962e+01
		q1 = +1.650270098316988542046e+02
		q2 = +4.328810604912902668951e+02
		q3 = +4.853903996359136964868e+02
		q4 = +1.945506571482613964425e+02
	)
	z := float64(x * x)
	num := float64(float64(float64(float64(p0*z)+p1)*z) + p2)
	num = float64(float64(float64(num*z)+p3)*z) + p4
	den := float64(float64(float64(float64(z+q0)*z)+q1)*z) + q2
	den = float64(float64(float64(den*z)+q3)*z) + q4
	z = float64(z*num) / den
	return float64(x*z) + x
}

// satan reduces x > 0 to [0, 0.66] and calls xatan.
func satan(x float64) float64 {
	const (
		morebits = 6.123233995736765886130e-17 // pi/2 = Pi/2 + morebits
		tan3pio8 = 2.41421356237309504880      // tan(3*pi/8)
	)
	if x <= 0.66 {
		return xatan(x)
	}
	if x > tan3pio8 {
		return math.Pi/2 - xatan(1/x) + morebits
	}
	return math.Pi/4 + xatan((x-1)/(x+1)) + 0.5*morebits
}

// Atan2 returns the arctangent of y/x in radians, in [-pi, pi], using the signs of
// both to find the quadrant: the angle of the vector (x, y) from +x (positive
// towards +y, clockwise on screen with y down). Special cases are math.Atan2's:
// Atan2(y, NaN) = Atan2(NaN, x) = NaN; Atan2(±0, x >= +0) = ±0;
// Atan2(±0, x <= -0) = ±pi; Atan2(y, ±0) = ±pi/2 by the sign of y (y != 0);
// Atan2(±Inf, +Inf) = ±pi/4; Atan2(±Inf, -Inf) = ±3pi/4; Atan2(y, +Inf) = ±0;
// Atan2(y, -Inf) = ±pi; Atan2(±Inf, x) = ±pi/2.
// The algorithm is Go's atan2.go on the deterministic Atan.
func Atan2(y, x float64) float64 {
	switch {
	case math.IsNaN(y) || math.IsNaN(x):
		return math.NaN()
	case y == 0:
		if x >= 0 && !math.Signbit(x) {
			return math.Copysign(0, y)
		}
		return math.Copysign(math.Pi, y)
	case x == 0:
		return math.Copysign(math.Pi/2, y)
	case math.IsInf(x, 0):
		if math.IsInf(x, 1) {
			if math.IsInf(y, 0) {
				return math.Copysign(math.Pi/4, y)
			}
			return math.Copysign(0, y)
		}
		if math.IsInf(y, 0) {
			return math.Copysign(3*math.Pi/4, y)
		}
		return math.Copysign(math.Pi, y)
	case math.IsInf(y, 0):
		return math.Copysign(math.Pi/2, y)
	}
	q := Atan(y / x)
	if x < 0 {
		if q <= 0 {
			return q + math.Pi
		}
		return q - math.Pi
	}
	return q
}
