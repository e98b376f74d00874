package novel

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// lineMark says which line a snapshot of the rollback ring was taken at: the
// Reader's moment of the line (its tick, count, line, flags and stage), by
// which a rollback checks that the snapshot is of the game's own past.
type lineMark struct {
	reader scenes.EntityID // the Reader's entity id
	m      Moment
}

// recordLine asks for a whole-game snapshot at the end of this step, for the
// line the Reader of p just showed (m is its moment).
func (p *play) recordLine(m Moment) {
	s, id := p.s, p.e.ID()
	m.Flags, m.Cast = slices.Clone(m.Flags), slices.Clone(m.Cast)
	p.g.AfterStep(func(g *runtime.Game) {
		if s.ring == nil {
			s.ring = runtime.NewTimeline(g, (float64(MaxRollback)+0.5)/float64(g.Clock().StepRate())) // MaxRollback snapshots
		}
		if err := s.ring.Record(); err != nil {
			g.Problems().Warn(nil, "Novel.Reader", "rollback cannot keep a snapshot of line %q: %v", m.LineID, err)
			return
		}
		s.marks = slices.DeleteFunc(s.marks, func(k lineMark) bool { return k.m.Step >= m.Step || k.m.Step < s.ring.Oldest() })
		s.marks = append(s.marks, lineMark{reader: id, m: m})
	})
}

// wholeRollback asks for the game to be put back, at the end of this step,
// to the snapshot of the line before the one showing, if the ring holds one
// of this game's past; it reports whether it did.
func (p *play) wholeRollback() bool {
	h := p.r.History
	if p.r.Wait == WaitLine || p.r.Wait == WaitTransition {
		h = h[:max(len(h)-1, 0)] // the line showing is the last moment
	}
	if len(h) == 0 || p.s.ring == nil {
		return false
	}
	want := h[len(h)-1]
	tick, ok := p.s.markOf(p.e.ID(), want)
	if !ok {
		return false
	}
	s, id := p.s, p.e.ID()
	p.g.AfterStep(func(g *runtime.Game) {
		s.live = g.Input().AppendBinary(s.live[:0])
		if err := s.ring.Rewind(tick); err != nil {
			g.Problems().Warn(nil, "Novel.Reader", "rollback to line %q failed: %v", want.LineID, err)
			return
		}
		s.marks = slices.DeleteFunc(s.marks, func(k lineMark) bool { return k.m.Step > tick })
		s.afterRewind(g, id)
	})
	return true
}

// afterRewind puts back the input state of the moment before the rollback,
// turns skipping and auto-advance off and shows the line whole, as Ren'Py's
// rollback does: the game is otherwise exactly as the line was shown.
func (s *system) afterRewind(g *runtime.Game, id scenes.EntityID) {
	s.keepLiveInput(g)
	e := g.Scene().Entity(id)
	if e == nil {
		return
	}
	r := scenes.Get[Reader](e)
	if r == nil {
		return
	}
	r.Skip, r.Auto = false, false
	p := &play{s: s, g: g, e: e, r: r}
	if tw := p.typewriter(); tw != nil {
		tw.Skipped = true
	}
}

// keepLiveInput puts back the input state the game had just before the
// rollback (s.live), as a load through runtime/saves does (see its package
// doc): the rewound state holds the keys held when the line was shown (the
// advance that showed it), which the player's keys are long up on, and a
// live source (input.Live) sends only changes, so a held advance would
// swallow the player's next press, and a key the player holds now (an arrow
// of the UI, the rollback key itself) would read as up until let go and
// pressed again. An input source that seeks (runtime.Game.InputSeeks: a
// script, a replay) was moved to the rewound step with the game, so the
// rewound state is its own and stays.
func (s *system) keepLiveInput(g *runtime.Game) {
	if g.InputSeeks() {
		return
	}
	if _, err := g.Input().ReadBinary(s.live); err != nil { // written by AppendBinary just before: not expected
		g.Problems().Warn(nil, "Novel.Reader", "rollback: the input state before it could not be put back; the rewound one stays: %v", err)
	}
}

// markOf returns the step of the ring's snapshot of Reader id's moment m,
// and whether the ring holds one that matches m in everything rollback puts
// back (so one of another history, left by a load, is never used).
func (s *system) markOf(id scenes.EntityID, m Moment) (griff.Tick, bool) {
	for i := len(s.marks) - 1; i >= 0; i-- {
		k := s.marks[i]
		if k.reader == id && sameMoment(k.m, m) {
			return k.m.Step, true
		}
	}
	return 0, false
}

// sameMoment reports whether a and b are the same moment of a story.
func sameMoment(a, b Moment) bool {
	return a.Step == b.Step && a.PC == b.PC && a.Said == b.Said && a.LineID == b.LineID && a.Bg == b.Bg &&
		a.Music == b.Music && a.Speaker == b.Speaker && a.Text == b.Text && slices.Equal(a.Flags, b.Flags) && slices.Equal(a.Cast, b.Cast)
}
