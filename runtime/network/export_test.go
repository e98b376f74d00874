package network

// Checks returns how many times a player's prediction was compared with the
// host's state.
func (s *System) Checks() int { return s.m.checks }
