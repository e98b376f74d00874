package blockworld

// The world's noise is integer arithmetic only (hash-based value noise in
// 16.16 fixed point), so every machine computes the same world from a seed:
// no floating point, no math.Sin hashes.

// mix is SplitMix64's finaliser (Steele, Lea and Flood, "Fast splittable
// pseudorandom number generators", 2014): a bijection on 64 bits whose
// output bits each depend on every input bit.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// hash2 is the hash of a tile (x, y) for one use (salt) of one world (seed).
func hash2(seed, salt uint64, x, y int) uint64 {
	return mix(seed ^ mix(salt^uint64(int64(x))*0x9e3779b97f4a7c15^uint64(int64(y))*0xc2b2ae3d27d4eb4f))
}

// one is 1.0 in 16.16 fixed point.
const one = 1 << 16

// floorDiv returns x / d rounded down and x mod d in [0, d), for d > 0.
func floorDiv(x, d int) (int, int) {
	q, r := x/d, x%d
	if r < 0 {
		q, r = q-1, r+d
	}
	return q, r
}

// smooth is smoothstep 3t² - 2t³ of t in [0, one], in fixed point.
func smooth(t int64) int64 {
	return (t * t >> 16) * (3*one - 2*t) >> 16
}

// lerp is a + (b - a)·t with t in [0, one], fixed point.
func lerp(a, b, t int64) int64 { return a + (b-a)*t>>16 }

// lattice is the value in [0, one) at lattice point (i, j).
func lattice(seed, salt uint64, i, j int) int64 {
	return int64(hash2(seed, salt, i, j) & (one - 1))
}

// noise1 is value noise along x with lattice points every period tiles:
// a value in [0, one), smoothly interpolated between them.
func noise1(seed, salt uint64, x, period int) int64 {
	i, r := floorDiv(x, period)
	t := smooth(int64(r) * one / int64(period))
	return lerp(lattice(seed, salt, i, 0), lattice(seed, salt, i+1, 0), t)
}

// noise2 is value noise over (x, y) with lattice points every period tiles
// in both directions, bilinear with smoothstep: a value in [0, one).
func noise2(seed, salt uint64, x, y, period int) int64 {
	i, rx := floorDiv(x, period)
	j, ry := floorDiv(y, period)
	tx := smooth(int64(rx) * one / int64(period))
	ty := smooth(int64(ry) * one / int64(period))
	top := lerp(lattice(seed, salt, i, j), lattice(seed, salt, i+1, j), tx)
	bottom := lerp(lattice(seed, salt, i, j+1), lattice(seed, salt, i+1, j+1), tx)
	return lerp(top, bottom, ty)
}
