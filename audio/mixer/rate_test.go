package mixer

import (
	"testing"
	"time"
)

// TestFadeLengthAbsurdRate checks framesOf for an hour-long fade at rates whose
// product with the hour's nanoseconds passes 2^63 (above about 2.56 MHz): it must
// stay exact, not wrap negative.
func TestFadeLengthAbsurdRate(t *testing.T) {
	tests := []struct {
		d    time.Duration
		rate int
		want int
	}{
		{time.Hour, MaxRate, 3600 * MaxRate},
		{time.Hour, 3_000_000, 3600 * 3_000_000},
		{time.Hour, 1_000_000_000, 3600 * 1_000_000_000},
		{2 * time.Hour, 48000, 3600 * 48000},
		{1500 * time.Millisecond, 48000, 72000},
		{10417 * time.Nanosecond, 48000, 1}, // just over half a frame rounds up
		{10416 * time.Nanosecond, 48000, 0},
		{-time.Second, 48000, 0},
	}
	for _, tc := range tests {
		if got := framesOf(tc.d, tc.rate); got != tc.want {
			t.Errorf("framesOf(%v, %d): got %d, want %d", tc.d, tc.rate, got, tc.want)
		}
	}
}

// TestNewRejectsAbsurdRate checks New's rate range: 0 (default), MinRate and MaxRate
// are accepted, rates outside panic.
func TestNewRejectsAbsurdRate(t *testing.T) {
	tests := []struct {
		rate  int
		panic bool
	}{
		{0, false}, {MinRate, false}, {MaxRate, false}, {44100, false},
		{MinRate - 1, true}, {MaxRate + 1, true}, {3_000_000, true}, {-1, true},
	}
	for _, tc := range tests {
		got := func() (p bool) {
			defer func() { p = recover() != nil }()
			New(Options{Rate: tc.rate})
			return false
		}()
		if got != tc.panic {
			t.Errorf("New(Rate %d): got panic %v, want %v", tc.rate, got, tc.panic)
		}
	}
}
