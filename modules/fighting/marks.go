package fighting

import "github.com/griffengine/griff/scenes"

// mark marks the Match e (m, was as the step began) and the fighters of the
// step (s.fs, as they began in s.wasF) changed if the step changed them:
// the step reads them (scenes.ActiveRead) and writes them in many places,
// so it compares them at its end (scenes' Change marks), and a Timeline
// shares their records on the steps that change nothing (the title
// waiting, a fighter standing).
func (s *system) mark(e *scenes.Entity, was, m *Match) {
	if e.Alive() && !sameMatch(was, m) {
		e.MarkChanged()
	}
	for i, f := range s.fs {
		if f != nil && s.es[i].Alive() && !sameFighter(&s.wasF[i], f) {
			s.es[i].MarkChanged()
		}
	}
}

// sameFighter reports whether a and b are the same Fighter: every field by
// == (a Fighter holds no slice: a new one that cannot be compared so fails
// to compile), and Z, its float, by its bits too (-0 is not 0).
func sameFighter(a, b *Fighter) bool {
	return *a == *b && scenes.SameBits(a.Z, b.Z)
}

// sameMatch reports whether a and b are the same Match, every field
// compared: Characters by identity (the step never writes it), the
// DrawOrder by == and its Z by its bits too.
func sameMatch(a, b *Match) bool {
	return scenes.SameSlice(a.Characters, b.Characters) && a.Phase == b.Phase && a.Left == b.Left &&
		a.Mode == b.Mode && a.Pick == b.Pick && a.Char == b.Char &&
		a.Char2 == b.Char2 && a.Chose2 == b.Chose2 && a.Round == b.Round && a.Timer == b.Timer &&
		a.Wins == b.Wins && a.Freeze == b.Freeze && a.Announce == b.Announce && a.Winner == b.Winner &&
		a.Dummy == b.Dummy && a.Bars == b.Bars && a.DrawOrder == b.DrawOrder &&
		scenes.SameBits(a.Z, b.Z)
}
