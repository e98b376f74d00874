package arc

// Counts returns how many arcs are awake (in the run list), queued by deadline, and
// waiting on trigger t, for tests.
func (s *Scheduler[C]) Counts(t *Trigger) (awake, queued, waiters int) {
	for _, r := range s.run {
		if r.live(stateAwake) {
			awake++
		}
	}
	if t != nil {
		waiters = t.waiters.len()
	}
	return awake, s.queue.len(), waiters
}
