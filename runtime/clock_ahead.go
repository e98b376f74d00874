package runtime

import "time"

// Ahead returns the game time the k-th step from now (k from 1) will move
// the clock by, if the time scale stays as it is and no step's gameplay is
// held: the Delta that step will have. At most step rates a step is not a
// whole number of nanoseconds, so the steps' lengths differ by a
// nanosecond (at 60 steps a second 16,666,666 and 16,666,667 ns, so that
// 60 of them make the second exactly); a prediction that must match what
// the steps will do to the bit (a trajectory preview stepped as the physics
// world will be) needs these lengths, not StepDuration. It returns 0 for
// k < 1; any larger k, up to the largest int, is exact (it does not
// foresee game time stopping at the largest griff.Time, 292 years).
func (c *Clock) Ahead(k int) time.Duration {
	if k < 1 || c.stepRate <= 0 {
		return 0
	}
	units := c.units()
	rate := int64(c.stepRate)
	// Only acc's remainder modulo the rate matters (see advance); working
	// from it keeps a far k (up to the largest int) from overflowing.
	k1 := uint64(k - 1)
	a := (uint64(c.acc%rate) + (k1%uint64(rate))*uint64(units)%uint64(rate)) % uint64(rate)
	return time.Duration((int64(a) + units) / rate)
}
