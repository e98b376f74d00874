package griff

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Rand is a seeded stream of random numbers whose position can be saved and
// restored. The generator is PCG (O'Neill, 2014; the 128-bit LCG with DXSM output of
// math/rand/v2.PCG). Everything derived from it (ranges, floats, shuffles, waits) is
// computed with integer arithmetic or deterministic float code, so the same seed
// gives the same numbers on every machine.
//
// The zero value is a valid stream (seed 0, 0). A Rand must not be copied after
// first use if both copies are meant to continue one stream; use Spawn for children.
// Rand is not safe for concurrent use.
type Rand struct {
	pcg rand.PCG
}

// NewRand returns a stream seeded with seed.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed restarts r at the beginning of the stream for seed.
func (r *Rand) Seed(seed uint64) {
	// The second PCG word is fixed so that seeds 0, 1, 2... start far apart.
	r.pcg.Seed(seed, 0x9e3779b97f4a7c15)
}

// Uint64 returns a uniformly distributed 64-bit number.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform int in [0, n). IntN panics if n <= 0.
// The method is Lemire's nearly divisionless bounded draw (2019).
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("griff: Rand.IntN: n <= 0")
	}
	return int(r.uint64n(uint64(n)))
}

func (r *Rand) uint64n(n uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

// IntRange returns a uniform int in [lo, hi], both ends included.
// IntRange panics if hi < lo.
func (r *Rand) IntRange(lo, hi int) int {
	if hi < lo {
		panic(fmt.Sprintf("griff: Rand.IntRange: hi %d < lo %d", hi, lo))
	}
	span := uint64(hi) - uint64(lo) + 1
	if span == 0 { // the whole range of int64
		return int(r.Uint64())
	}
	return lo + int(r.uint64n(span))
}

// Float64 returns a uniform float64 in [0, 1) with 53 random bits.
func (r *Rand) Float64() float64 {
	return float64(r.Uint64()>>11) * 0x1p-53
}

// FloatRange returns a uniform float64 in [lo, hi).
func (r *Rand) FloatRange(lo, hi float64) float64 {
	return lo + float64((hi-lo)*r.Float64())
}

// Chance reports true with probability p (p <= 0 never, p >= 1 always).
func (r *Rand) Chance(p float64) bool { return r.Float64() < p }

// Shuffle puts n elements in a uniformly random order by calling swap(i, j);
// it is the Fisher-Yates shuffle. Shuffle panics if n < 0.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("griff: Rand.Shuffle: n < 0")
	}
	for i := n - 1; i > 0; i-- {
		swap(i, int(r.uint64n(uint64(i+1))))
	}
}

// Spawn returns a new stream seeded from the next two numbers of r, so a child
// stream's numbers are fixed by r's position and drawing from the child does not
// move r. Spawn moves r by two numbers.
func (r *Rand) Spawn() *Rand {
	c := &Rand{}
	c.pcg.Seed(r.Uint64(), r.Uint64())
	return c
}

// State returns r's position as 16 bytes that Restore accepts.
func (r *Rand) State() []byte {
	b, _ := r.pcg.MarshalBinary() // never fails
	return b[len(b)-16:]
}

// AppendState appends r's position (the 16 bytes State returns) to buf. It
// makes no allocation once buf is large enough.
func (r *Rand) AppendState(buf []byte) []byte {
	n := len(buf)
	buf, _ = r.pcg.AppendBinary(buf) // never fails: "pcg:" and 16 bytes
	return append(buf[:n], buf[n+4:]...)
}

// Restore moves r to a position State returned. It returns an error if state is not
// 16 bytes; r is then unchanged.
func (r *Rand) Restore(state []byte) error {
	if len(state) != 16 {
		return fmt.Errorf("griff: Rand state is %d bytes, want 16", len(state))
	}
	return r.pcg.UnmarshalBinary(append([]byte("pcg:"), state...))
}

// MarshalJSON writes r's position as a 32-digit hex string. It has a value
// receiver so that a Rand held by value in a struct marshals too (with a pointer
// receiver encoding/json would silently write {} for it).
func (r Rand) MarshalJSON() ([]byte, error) {
	return json.Marshal(hex.EncodeToString(r.State()))
}

// UnmarshalJSON reads a position MarshalJSON wrote. It returns an error for
// anything else, leaving r unchanged.
func (r *Rand) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("griff: Rand state: %w", err)
	}
	state, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("griff: Rand state %q: %w", s, err)
	}
	return r.Restore(state)
}
