package griff

import "time"

// Tick is a step number: the count of fixed steps taken since the game began.
// The first step is Tick 1; Tick 0 means "before any step".
type Tick int64

// Time is a moment of game time: how long the game has run since it began, counted
// in steps times the step duration times the time scale. It stops while the game is
// paused. The unit is nanoseconds, like time.Duration.
type Time time.Duration

// Add returns the moment d after t. A sum past the largest Time saturates at
// MaxTime (and below the smallest at MinTime) instead of wrapping.
func (t Time) Add(d time.Duration) Time {
	s := t + Time(d)
	if d > 0 && s < t {
		return MaxTime
	}
	if d < 0 && s > t {
		return MinTime
	}
	return s
}

// Sub returns the span t - u, saturating like Add.
func (t Time) Sub(u Time) time.Duration {
	d := time.Duration(t - u)
	if u < 0 && d < time.Duration(t) {
		return time.Duration(MaxTime)
	}
	if u > 0 && d > time.Duration(t) {
		return time.Duration(MinTime)
	}
	return d
}

// Before reports whether t is earlier than u.
func (t Time) Before(u Time) bool { return t < u }

// Seconds returns t in seconds.
func (t Time) Seconds() float64 { return time.Duration(t).Seconds() }

// String formats t like a time.Duration ("1m2.5s").
func (t Time) String() string { return time.Duration(t).String() }

// MaxTime and MinTime are the latest and earliest representable moments; a
// deadline at MaxTime never arrives.
const (
	MaxTime = Time(1<<63 - 1)
	MinTime = Time(-1 << 63)
)
