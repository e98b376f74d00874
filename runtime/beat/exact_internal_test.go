package beat

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"time"
)

// tempoMaps are the maps the integer formulas are checked on: whole and
// decimal tempos, changes on beats and at times (whose beats are fractions).
var tempoMaps = []struct {
	bpm     float64
	changes []Change
}{
	{120, nil},
	{174.3, nil},
	{120, []Change{{Beat: 64, BPM: 150}, {Beat: 200, BPM: 140}, {Time: 100 * time.Second, BPM: 97.5}}},
	{133.333, []Change{{Time: 7_777_777_777, BPM: 61.25}, {Beat: 40, BPM: 240}, {Time: 61 * time.Second, BPM: 88.8}}},
	{59.94, []Change{{Beat: 3, BPM: 300}, {Beat: 9, BPM: 0.5}}},
}

// TestIntegerFormulasMatchRationals: the integer positions, beats and
// times (what each step asks) are those the exact big.Rat arithmetic gives,
// to the bit, at segment edges and over random times from 10 s before beat 0
// to an hour after.
func TestIntegerFormulasMatchRationals(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tm := range tempoMaps {
		m, err := NewMap(tm.bpm, tm.changes...)
		if err != nil {
			t.Fatal(err)
		}
		if !m.allExact {
			t.Fatalf("map %v %v: no integer formulas", tm.bpm, tm.changes)
		}
		times := []int64{-1, 0, 1}
		beats := []int64{-2, -1, 0, 1}
		for _, x := range m.fast {
			times = append(times, x.fromTime-1, x.fromTime, x.fromTime+1)
			beats = append(beats, x.fromBeat-1, x.fromBeat, x.fromBeat+1)
		}
		for range 20_000 {
			times = append(times, rng.Int64N(int64(time.Hour+10*time.Second))-int64(10*time.Second))
			beats = append(beats, rng.Int64N(20_000)-50)
		}
		for _, ns := range times {
			for _, bpb := range []int64{1, 3, 4} {
				got, want := m.positionAt(ns, bpb), position(m, m.BeatAt(time.Duration(ns)), bpb)
				if got != want {
					t.Fatalf("map %v %v: at %d ns: %+v, rationals give %+v", tm.bpm, tm.changes, ns, got, want)
				}
			}
		}
		for _, n := range beats {
			if got, want := m.floorTimeOf(n), int64(floorNs(m.TimeOf(big.NewRat(n, 1)))); got != want {
				t.Fatalf("map %v %v: beat %d at %d ns, rationals give %d", tm.bpm, tm.changes, n, got, want)
			}
			if got, want := m.positionOfBeat(n, 4), position(m, big.NewRat(n, 1), 4); got != want {
				t.Fatalf("map %v %v: beat %d: %+v, rationals give %+v", tm.bpm, tm.changes, n, got, want)
			}
		}
	}
}

// TestRationalsAnswerWhenNumbersAreTooBig: a tempo whose denominator does
// not fit a float's 53 bits has no integer formulas, and the positions still
// come (from the rationals).
func TestRationalsAnswerWhenNumbersAreTooBig(t *testing.T) {
	m, err := NewMap(123.45678901234567)
	if err != nil {
		t.Fatal(err)
	}
	if m.allExact {
		t.Fatalf("integer formulas for a 17-digit tempo: %+v", m.fast)
	}
	if p := m.positionAt(int64(time.Minute), 4); p.Beat != 123 || p.Phase < 0.456 || p.Phase > 0.457 {
		t.Errorf("a minute in: %+v", p)
	}
}

// TestFloorDivLinear: the 128-bit floor division, against big.Int, with
// negative values and products past 64 bits.
func TestFloorDivLinear(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100_000 {
		v := rng.Int64() >> rng.IntN(63)
		if rng.IntN(2) == 0 {
			v = -v
		}
		a := 1 + rng.Int64()>>rng.IntN(63)
		c := rng.Int64() >> rng.IntN(63)
		if rng.IntN(2) == 0 {
			c = -c
		}
		d := 1 + rng.Int64()>>rng.IntN(63)
		x := new(big.Int).Mul(big.NewInt(v), big.NewInt(a))
		x.Sub(x, big.NewInt(c))
		wq, wr := new(big.Int).DivMod(x, big.NewInt(d), new(big.Int)) // Euclidean: r >= 0
		q, r, ok := floorDivLinear(v, a, c, d)
		if !wq.IsInt64() || wq.Int64() == 1<<63-1 {
			if ok {
				t.Fatalf("(%d*%d - %d)/%d: %d, but the quotient is %v", v, a, c, d, q, wq)
			}
			continue
		}
		if ok && (q != wq.Int64() || r != wr.Int64()) {
			t.Fatalf("(%d*%d - %d)/%d = %d rem %d, want %v rem %v", v, a, c, d, q, r, wq, wr)
		}
	}
}
