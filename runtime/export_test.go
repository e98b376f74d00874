package runtime

import "time"

// ClockSteps exposes Clock.steps to tests.
func ClockSteps(c *Clock, d time.Duration) int { return c.steps(d) }

// NewTestClock returns a fresh clock at rate steps per second.
func NewTestClock(rate int) *Clock {
	c := newClock(rate)
	return &c
}

// ClockAdvance exposes Clock.advance to tests.
func ClockAdvance(c *Clock) { c.advance() }
