package network

// Checks returns how many times a player's prediction was compared with the
// host's state.
func (s *System) Checks() int { return s.m.checks }

// Agrees reports whether a player's prediction check takes host's record of
// a predicted entity as agreeing with mine (agree.go).
func Agrees(mine, host []byte) bool {
	m := newMirror()
	return m.agrees(mine, host)
}
