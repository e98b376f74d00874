package beat

import (
	"math"
	"math/big"
	"math/bits"
	"time"
)

// exact is a segment's tempo worked out once, at NewMap, as integer
// formulas, so the positions asked every step need no big.Rat (which
// allocates on every operation). Within the segment the beat at integer
// nanosecond t (after beat 0) is (t*a - c)/d exactly, and the time of whole
// beat n is (n*ta - tc)/td exactly. The products are taken in 128 bits
// (math/bits). ok is false when a number does not fit in 64 bits, or d does
// not fit in a float64's 53 bits (the phase r/d is then not one correctly
// rounded division); the big.Rat arithmetic answers then, to the same bits.
type exact struct {
	ok       bool
	a, c, d  int64 // beat(t) = (t*a - c) / d
	ta, tc   int64 // time(n) = (n*ta - tc) / td
	td       int64
	fromTime int64   // the first whole nanosecond in the segment: ⌈time⌉
	fromBeat int64   // the first whole beat in the segment: ⌈beat⌉
	bpm      float64 // the segment's tempo, as BPM returns it
}

// maxExactDen is the largest denominator whose remainders convert to float64
// exactly (2^53), so float64(r)/float64(d) is the correctly rounded r/d, as
// big.Rat.Float64 gives.
const maxExactDen = 1 << 53

// newExact works out s's integer formulas.
func newExact(s segment) exact {
	x := exact{}
	x.bpm, _ = s.bpm.Float64()
	// beat(t) = t*k + (beat - time*k), k = bpm/60e9 beats a nanosecond.
	k := new(big.Rat).Quo(s.bpm, nsPerMinute)
	c0 := new(big.Rat).Sub(s.beat, new(big.Rat).Mul(s.time, k))
	a, c, d := linear(k, c0)
	// time(n) = n*j + (time - beat*j), j = 60e9/bpm nanoseconds a beat.
	j := new(big.Rat).Quo(nsPerMinute, s.bpm)
	e0 := new(big.Rat).Sub(s.time, new(big.Rat).Mul(s.beat, j))
	ta, tc, td := linear(j, e0)
	from, fromB := ceil(s.time), ceil(s.beat)
	if !fits(a, c, d, ta, tc, td, from, fromB) || d.Cmp(big.NewInt(maxExactDen)) > 0 {
		return x
	}
	x.a, x.c, x.d = a.Int64(), c.Int64(), d.Int64()
	x.ta, x.tc, x.td = ta.Int64(), tc.Int64(), td.Int64()
	x.fromTime, x.fromBeat = from.Int64(), fromB.Int64()
	x.ok = true
	return x
}

// linear returns a, c, d, in lowest terms with d > 0, such that
// v*k + c0 = (v*a - c)/d for every v.
func linear(k, c0 *big.Rat) (a, c, d *big.Int) {
	d = new(big.Int).Mul(k.Denom(), c0.Denom())
	a = new(big.Int).Mul(k.Num(), c0.Denom())
	c = new(big.Int).Mul(c0.Num(), k.Denom())
	c.Neg(c)
	g := new(big.Int).GCD(nil, nil, new(big.Int).Abs(a), d)
	g.GCD(nil, nil, g, new(big.Int).Abs(c))
	if g.Sign() > 0 {
		a.Quo(a, g)
		c.Quo(c, g)
		d.Quo(d, g)
	}
	return a, c, d
}

// ceil returns ⌈r⌉.
func ceil(r *big.Rat) *big.Int {
	q, m := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int))
	if m.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

func fits(xs ...*big.Int) bool {
	for _, x := range xs {
		if !x.IsInt64() || x.Int64() == math.MinInt64 {
			return false
		}
	}
	return true
}

// floorDivLinear returns ⌊(v*a - c)/d⌋ and the remainder in [0, d), with
// a > 0 and d > 0, and false if the quotient does not fit in an int64.
func floorDivLinear(v, a, c, d int64) (q, r int64, ok bool) {
	neg := v < 0
	uv := uint64(v)
	if neg {
		uv = -uv
	}
	hi, lo := bits.Mul64(uv, uint64(a))
	if neg {
		hi, lo = negate128(hi, lo)
	}
	ch := uint64(0)
	if c < 0 {
		ch = math.MaxUint64
	}
	var borrow uint64
	lo, borrow = bits.Sub64(lo, uint64(c), 0)
	hi, _ = bits.Sub64(hi, ch, borrow)
	xneg := int64(hi) < 0
	if xneg {
		hi, lo = negate128(hi, lo)
	}
	if hi >= uint64(d) {
		return 0, 0, false
	}
	uq, ur := bits.Div64(hi, lo, uint64(d))
	if uq > math.MaxInt64-1 {
		return 0, 0, false
	}
	if !xneg {
		return int64(uq), int64(ur), true
	}
	if ur == 0 {
		return -int64(uq), 0, true
	}
	return -int64(uq) - 1, d - int64(ur), true
}

func negate128(hi, lo uint64) (uint64, uint64) {
	lo, hi = ^lo+1, ^hi
	if lo == 0 {
		hi++
	}
	return hi, lo
}

// segAtTime returns the index of the segment integer time t falls in.
func (m *Map) segAtTime(t int64) int {
	i := len(m.fast) - 1
	for i > 0 && m.fast[i].fromTime > t {
		i--
	}
	return i
}

// segAtBeat returns the index of the segment whole beat n falls in.
func (m *Map) segAtBeat(n int64) int {
	i := len(m.fast) - 1
	for i > 0 && m.fast[i].fromBeat > n {
		i--
	}
	return i
}

// positionAt returns the position at time t after beat 0, as position of
// BeatAt(t) gives it, without allocating when the tempo's numbers fit.
func (m *Map) positionAt(t int64, bpb int64) Position {
	if m.allExact {
		x := &m.fast[m.segAtTime(t)]
		if q, r, ok := floorDivLinear(t, x.a, x.c, x.d); ok {
			ph := float64(r) / float64(x.d)
			if ph >= 1 {
				ph = 0.9999999999999999
			}
			return wholePosition(q, ph, x.bpm, bpb)
		}
	}
	return position(m, m.BeatAt(time.Duration(t)), bpb)
}

// positionOfBeat returns the position of whole beat n (phase 0).
func (m *Map) positionOfBeat(n int64, bpb int64) Position {
	if m.allExact {
		return wholePosition(n, 0, m.fast[m.segAtBeat(n)].bpm, bpb)
	}
	return position(m, big.NewRat(n, 1), bpb)
}

// floorTimeOf returns ⌊TimeOf(n)⌋ in nanoseconds.
func (m *Map) floorTimeOf(n int64) int64 {
	if m.allExact {
		x := &m.fast[m.segAtBeat(n)]
		if q, _, ok := floorDivLinear(n, x.ta, x.tc, x.td); ok {
			return q
		}
	}
	return int64(floorNs(m.TimeOf(big.NewRat(n, 1))))
}

func wholePosition(n int64, ph, bpm float64, bpb int64) Position {
	p := Position{Beat: n, Phase: ph, BPM: bpm}
	p.Bar = floorDiv(p.Beat, bpb)
	p.InBar = int(p.Beat - p.Bar*bpb)
	return p
}
