package beat

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"time"
)

// ErrTempo is wrapped by the errors NewMap returns.
var ErrTempo = errors.New("beat: bad tempo map")

// Change is a change of tempo: from Beat (a whole beat from beat 0) or, when
// Beat is 0 and Time is not, from Time (game time after beat 0) on, the
// tempo is BPM. Changes are listed in the order they happen.
type Change struct {
	// Beat is the whole beat the change starts on (from 1; 0 means Time).
	Beat int64 `json:"beat,omitempty"`
	// Time is when the change starts after beat 0, when Beat is 0.
	Time time.Duration `json:"time,omitempty"`
	// BPM is the new tempo in beats per minute, above 0. It counts as the
	// exact decimal it is written as (174.3 is 1743/10), so positions are
	// exact rationals.
	BPM float64 `json:"bpm"`
}

// segment is one stretch of constant tempo: from beat (a rational beat) at
// time (rational nanoseconds after beat 0), bpm beats a minute.
type segment struct {
	beat, time, bpm *big.Rat
}

// Map is a tempo map: where every beat falls in time and the other way
// round, worked out exactly in rational arithmetic (no float is ever
// accumulated, so beat 100,000 is where it belongs to the nanosecond). A
// Map is never changed after NewMap and may be shared.
type Map struct {
	segs []segment
	// fast holds each segment's integer formulas (exact.go); allExact is
	// true when every segment has them.
	fast     []exact
	allExact bool
}

var nsPerMinute = big.NewRat(60_000_000_000, 1)

// NewMap returns the tempo map that starts at bpm beats a minute at beat 0
// and follows changes. It returns an error wrapping ErrTempo if a BPM is not
// above 0 (or not finite), or a change does not come after the one before.
func NewMap(bpm float64, changes ...Change) (*Map, error) {
	r, err := ratOf(bpm)
	if err != nil {
		return nil, err
	}
	m := &Map{segs: []segment{{new(big.Rat), new(big.Rat), r}}}
	for i, c := range changes {
		if err := m.add(c); err != nil {
			return nil, fmt.Errorf("%w: change %d: %v", ErrTempo, i, err)
		}
	}
	m.allExact = true
	for _, s := range m.segs {
		x := newExact(s)
		m.fast = append(m.fast, x)
		m.allExact = m.allExact && x.ok
	}
	return m, nil
}

func ratOf(bpm float64) (*big.Rat, error) {
	if !(bpm > 0) || bpm > 1e9 {
		return nil, fmt.Errorf("%w: bpm %v is not above 0 (and at most 1e9)", ErrTempo, bpm)
	}
	r, ok := new(big.Rat).SetString(strconv.FormatFloat(bpm, 'g', -1, 64))
	if !ok {
		return nil, fmt.Errorf("%w: bpm %v", ErrTempo, bpm)
	}
	return r, nil
}

func (m *Map) add(c Change) error {
	r, err := ratOf(c.BPM)
	if err != nil {
		return err
	}
	last := m.segs[len(m.segs)-1]
	var s segment
	switch {
	case c.Beat != 0:
		s.beat = big.NewRat(c.Beat, 1)
		s.time = last.timeOf(s.beat)
	case c.Time > 0:
		s.time = big.NewRat(int64(c.Time), 1)
		s.beat = last.beatAt(s.time)
	default:
		return errors.New("neither a beat nor a time after beat 0")
	}
	if s.time.Cmp(last.time) <= 0 {
		return fmt.Errorf("at beat %s, time %sns: not after the change before", s.beat.RatString(), s.time.RatString())
	}
	s.bpm = r
	m.segs = append(m.segs, s)
	return nil
}

// timeOf returns the time of beat b within s (rational ns).
func (s segment) timeOf(b *big.Rat) *big.Rat {
	t := new(big.Rat).Sub(b, s.beat)
	t.Mul(t, nsPerMinute)
	t.Quo(t, s.bpm)
	return t.Add(t, s.time)
}

// beatAt returns the beat at time t within s (rational beats).
func (s segment) beatAt(t *big.Rat) *big.Rat {
	b := new(big.Rat).Sub(t, s.time)
	b.Mul(b, s.bpm)
	b.Quo(b, nsPerMinute)
	return b.Add(b, s.beat)
}

// BeatAt returns the beat at time t after beat 0 (negative before it, at
// the first tempo), as an exact rational.
func (m *Map) BeatAt(t time.Duration) *big.Rat {
	tr := big.NewRat(int64(t), 1)
	i := len(m.segs) - 1
	for i > 0 && m.segs[i].time.Cmp(tr) > 0 {
		i--
	}
	return m.segs[i].beatAt(tr)
}

// TimeOf returns the time after beat 0 that beat b falls on, in rational
// nanoseconds.
func (m *Map) TimeOf(b *big.Rat) *big.Rat {
	i := len(m.segs) - 1
	for i > 0 && m.segs[i].beat.Cmp(b) > 0 {
		i--
	}
	return m.segs[i].timeOf(b)
}

// SampleOf returns the sample (at rate samples a second) that whole beat n
// falls in: the floor of its time times rate, counted from beat 0.
func (m *Map) SampleOf(n int64, rate int64) int64 {
	t := m.TimeOf(big.NewRat(n, 1))
	t.Mul(t, big.NewRat(rate, 1_000_000_000))
	q := new(big.Int).Div(t.Num(), t.Denom()) // Euclidean: the floor, as Denom > 0
	return q.Int64()
}

// BPM returns the tempo at beat b.
func (m *Map) BPM(b *big.Rat) float64 {
	i := len(m.segs) - 1
	for i > 0 && m.segs[i].beat.Cmp(b) > 0 {
		i--
	}
	f, _ := m.segs[i].bpm.Float64()
	return f
}
