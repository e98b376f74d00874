package griff_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
)

func TestTimeAddSaturates(t *testing.T) {
	tests := []struct {
		t    griff.Time
		d    time.Duration
		want griff.Time
	}{
		{0, time.Second, griff.Time(time.Second)},
		{griff.Time(time.Second), -2 * time.Second, griff.Time(-time.Second)},
		{griff.MaxTime - 5, 10, griff.MaxTime},
		{griff.MaxTime, 1<<63 - 1, griff.MaxTime},
		{griff.MinTime + 5, -10, griff.MinTime},
		{griff.MinTime, -1 << 63, griff.MinTime},
		{griff.MaxTime, -1, griff.MaxTime - 1},
	}
	for _, tc := range tests {
		if got := tc.t.Add(tc.d); got != tc.want {
			t.Errorf("Time(%d).Add(%d) = %d, want %d", tc.t, tc.d, got, tc.want)
		}
	}
}

func TestTimeSubSaturates(t *testing.T) {
	tests := []struct {
		t, u griff.Time
		want time.Duration
	}{
		{griff.Time(3 * time.Second), griff.Time(time.Second), 2 * time.Second},
		{griff.Time(time.Second), griff.Time(3 * time.Second), -2 * time.Second},
		{griff.MaxTime, griff.MinTime, time.Duration(griff.MaxTime)},
		{griff.MaxTime, -1, time.Duration(griff.MaxTime)},
		{griff.MinTime, griff.MaxTime, time.Duration(griff.MinTime)},
		{griff.MinTime, 1, time.Duration(griff.MinTime)},
		{griff.MaxTime, griff.MaxTime, 0},
	}
	for _, tc := range tests {
		if got := tc.t.Sub(tc.u); got != tc.want {
			t.Errorf("Time(%d).Sub(%d) = %d, want %d", tc.t, tc.u, got, tc.want)
		}
	}
}

func TestTimeFormat(t *testing.T) {
	tm := griff.Time(62500 * time.Millisecond)
	if got := tm.Seconds(); got != 62.5 {
		t.Errorf("Seconds() = %v, want 62.5", got)
	}
	if got := tm.String(); got != "1m2.5s" {
		t.Errorf("String() = %q, want %q", got, "1m2.5s")
	}
	if !griff.Time(1).Before(2) || griff.Time(2).Before(2) {
		t.Errorf("Before is wrong")
	}
}
