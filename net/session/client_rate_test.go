package session_test

import (
	"math"
	"testing"
	"time"
)

// TestClientExtremeStepRates: a JoinConfig.StepRate of any int, 2e9 included
// (a step of 0 ns before the clamp, so InputStep divided by zero), gives a
// client whose InputStep works (shared/cases/clock-extremes: as runtime's
// clock, rates above MaxStepRate are MaxStepRate, 0 or less 60).
func TestClientExtremeStepRates(t *testing.T) {
	for _, rate := range []int{2_000_000_000, math.MaxInt, -1, math.MinInt} {
		r := newRigAt(t, 1, rate)
		for r.now < 3*time.Second && len(r.host.Players()) < players {
			r.tick(t)
		}
		for _, c := range r.clients {
			c.SetReady(true)
		}
		for r.now < 5*time.Second && !allReady(r.host.Players()) {
			r.tick(t)
		}
		r.host.Start(r.step)
		for range 2 * stepRate {
			r.tick(t)
		}
		for _, c := range r.clients {
			if c.Latest() == nil {
				t.Fatalf("rate %d: player %d has no snapshot", rate, c.ID())
			}
			if s := c.InputStep(); s <= c.Latest().Step {
				t.Errorf("rate %d: player %d's InputStep %d is not after its newest snapshot's step %d", rate, c.ID(), s, c.Latest().Step)
			}
		}
	}
}
