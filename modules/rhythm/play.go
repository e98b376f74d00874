package rhythm

import (
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// play steps every Lanes: the network's hits first (on an online host),
// then each lane's press and release of this step in the order they
// happened, then the notes passed, then the end.
func (s *system) play(g *runtime.Game) {
	if s.link.client() {
		s.sendHits(g) // the host judges; the lanes come back in snapshots
		for e, l := range runtime.EachRead[Lanes](g) {
			s.chart(e, l) // read for drawing
		}
		return
	}
	s.loadPrefs(g)
	for e, l := range runtime.EachRead[Lanes](g) {
		s.was.keep(l)
		s.playLanes(g, e, l)
		s.was.mark(e, l)
	}
	s.clearHits()
}

// playLanes steps the Lanes l of e (see play).
func (s *system) playLanes(g *runtime.Game, e *scenes.Entity, l *Lanes) {
	if s.back(g, e, l) {
		return
	}
	c := s.chart(e, l)
	if c == nil {
		return
	}
	tr := s.track(e, c)
	s.check(e, l, c)
	p := &player{l: l, c: c, base: s.base(tr), origin: s.origin(tr), now: g.Clock().Now(), w: DefaultWindows}
	if s.link.onlineHost() {
		p.grace = NetGrace
	}
	s.remoteHits(p, l.Input)
	pressed := false
	if s.link.readsInput(l.Input) {
		pressed = p.lanes(g.Input(), g.Clock().Delta(), l.Input)
	}
	p.sweep()
	if s.ended(p) && l.Exit != "" && pressed {
		if sf, ok := runtime.LookupService[sceneflow.Scenes](g); ok {
			sf.ChangeFrom(e, lanesName, l.Exit)
		}
	}
}

// back leaves for the Lanes' Exit scene, and reports so, when its player
// pressed UIBack (Escape) in this step: at any time, as Escape leaves a
// song in osu!mania, Etterna and Friday Night Funkin' (with no pause menu:
// this module's decision), so a player is never held in a song they do not
// want, or in one whose chart does not read. A Lanes with no Exit stays.
func (s *system) back(g *runtime.Game, e *scenes.Entity, l *Lanes) bool {
	if l.Exit == "" || l.Input < 0 || l.Input >= input.MaxPlayers || !s.link.readsInput(l.Input) || !g.Input().Pressed(l.Input, "UIBack") {
		return false
	}
	if sf, ok := runtime.LookupService[sceneflow.Scenes](g); ok {
		sf.ChangeFrom(e, lanesName, l.Exit)
	}
	return true
}

// check repairs what a scene file or a save may hold that the Lanes cannot
// play, warning once: an Input that is no player (it plays player 0), a
// last judgement that is none, per-lane state of another length (the play
// starts again), a lane's cursor outside its notes (the lane starts from
// its first note: a negative one would never reach the end, and the play
// would never end), a lane held whose next note is no hold (let go).
func (s *system) check(e *scenes.Entity, l *Lanes, c *Chart) {
	if l.Input < 0 || l.Input >= input.MaxPlayers {
		s.game.Problems().Warn(e, lanesName, "input %d is not a player (0 to %d): playing player 0", l.Input, input.MaxPlayers-1)
		l.Input = 0
	}
	if l.Last > JudgeMiss {
		l.Last = JudgeNone
	}
	if !l.ready(c.Lanes) {
		if l.Started {
			s.game.Problems().Warn(e, lanesName, "the per-lane state does not fit the chart's %d lanes: the play starts again", c.Lanes)
		}
		l.reset(c.Lanes)
	}
	for i, k := range l.Cursor {
		if k < 0 || k > len(c.ByLane[i]) {
			s.game.Problems().Warn(e, lanesName, "cursor %d of lane %d is not a note of the chart's (0 to %d): the lane goes on from its first note", k, i+1, len(c.ByLane[i]))
			l.Cursor[i], l.Holding[i] = 0, false
		}
		if n := l.Cursor[i]; l.Holding[i] && (n == len(c.ByLane[i]) || !c.Notes[c.ByLane[i][n]].Hold()) {
			l.Holding[i] = false // held, but the lane's next note is no hold
		}
	}
}

// origin returns the game time of beat 0 as the player hears it: the
// track's start and offset (base) and the player's calibration
// (beat.Settings).
func (s *system) origin(tr *beat.Track) time.Duration {
	return s.base(tr) + time.Duration(s.latencyMs())*time.Millisecond
}

// base returns the game time of beat 0: the track's start and offset.
func (s *system) base(tr *beat.Track) time.Duration { return time.Duration(tr.StartedAt) + tr.Offset }

// latencyMs returns the player's calibration (beat.Settings.LatencyMs).
func (s *system) latencyMs() int {
	if b, ok := runtime.LookupService[beat.Beat](s.game); ok {
		return b.Settings().LatencyMs
	}
	return 0
}

// ended ends the play once every note is judged and EndWait has passed
// (record mode: once its beats are recorded), counts the time since, and
// reports whether ExitWait has passed.
func (s *system) ended(p *player) bool {
	l := p.l
	if !l.Over {
		if l.Record {
			s.recordEnd(p)
		} else if p.song() >= p.c.End()+EndWait && p.allJudged() {
			l.Over = true
		}
		return false
	}
	l.OverFor += s.game.Clock().Delta()
	return l.OverFor >= ExitWait
}

// player is one step's play of one Lanes.
type player struct {
	l      *Lanes
	c      *Chart
	base   time.Duration // game time of beat 0
	origin time.Duration // and as heard
	now    griff.Time
	w      Windows
	grace  time.Duration // more time before a note passed counts missed
}

// song returns the time after beat 0 (as heard) of the step's end.
func (p *player) song() time.Duration { return time.Duration(p.now) - p.origin }

// songAt returns the time after beat 0 of a moment at steps into a step of
// length delta that ends at now: (now - delta) + at × delta, at a whole
// number of 1/input.AtResolution steps, worked out in integers.
func (p *player) songAt(at float64, delta time.Duration) time.Duration {
	k := int64(at * input.AtResolution) // exact: at is a whole number of 1/1024
	moment := time.Duration(p.now) - delta + time.Duration(int64(delta)*k/input.AtResolution)
	return moment - p.origin
}

// lanes plays each lane's press and release of the step, in the order they
// happened, and reports whether any lane was pressed.
func (p *player) lanes(in *input.State, delta time.Duration, who int) bool {
	any := false
	for i := range min(p.c.Lanes, MaxLanes) {
		a := laneActions[i]
		pAt, pressed := in.PressedAt(who, a)
		rAt, released := in.ReleasedAt(who, a)
		if released && (!pressed || rAt < pAt) {
			p.release(i, p.songAt(rAt, delta))
			released = false
		}
		if pressed {
			p.press(i, p.songAt(pAt, delta))
			any = true
		}
		if released {
			p.release(i, p.songAt(rAt, delta))
		}
		p.l.Down[i] = in.Held(who, a)
	}
	return any
}

// next returns the index in the chart of lane i's next note, or -1.
func (p *player) next(i int) int {
	if k := p.l.Cursor[i]; k >= 0 && k < len(p.c.ByLane[i]) {
		return p.c.ByLane[i][k]
	}
	return -1
}

// press judges a press of lane i at song time t against the lane's next
// note, after counting missed the notes t is past.
func (p *player) press(i int, t time.Duration) {
	if p.l.Record {
		p.recordPress(i, t)
		return
	}
	p.missBefore(i, t, 0)
	n := p.next(i)
	if n < 0 || p.l.Holding[i] {
		return
	}
	note := p.c.Notes[n]
	off := t - note.At
	j := p.w.judge(off)
	if j != JudgeNone && j != JudgeMiss {
		us := off.Microseconds()
		p.l.Offs++
		p.l.OffSum += us
		p.l.OffSq += us * us
	}
	switch {
	case j == JudgeNone: // too early for the note: ignored
	case j != JudgeMiss && note.Hold():
		p.judge(j, i, off)
		p.l.Holding[i] = true
	case note.Hold(): // a missed head loses the tail too
		p.judge(j, i, off)
		p.judge(JudgeMiss, i, 0)
		p.l.Cursor[i]++
	default:
		p.judge(j, i, off)
		p.l.Cursor[i]++
	}
}

// release ends a hold of lane i at song time t: at or after its tail (or
// within Perfect before it) a Perfect, earlier by the windows, and further
// than Miss before it a miss (the hold was let go).
func (p *player) release(i int, t time.Duration) {
	if p.l.Record {
		p.recordRelease(i, t)
		return
	}
	n := p.next(i)
	if n < 0 || !p.l.Holding[i] {
		return
	}
	off := t - p.c.Notes[n].EndAt
	j := JudgePerfect
	if off < 0 {
		if j = p.w.judge(off); j == JudgeNone {
			j = JudgeMiss
		}
	}
	p.judge(j, i, min(off, 0))
	p.l.Holding[i] = false
	p.l.Cursor[i]++
}

// sweep counts missed the notes the step's end is past, and gives a
// Perfect to the tails of holds held past their end (a release exactly on
// the tail, in the next step's first moment, is Perfect too).
func (p *player) sweep() {
	if p.l.Record {
		return
	}
	t := p.song()
	for i := range p.c.Lanes {
		if n := p.next(i); n >= 0 && p.l.Holding[i] && t > p.c.Notes[n].EndAt {
			p.judge(JudgePerfect, i, 0)
			p.l.Holding[i] = false
			p.l.Cursor[i]++
		}
		p.missBefore(i, t, p.grace)
	}
}

// missBefore counts missed lane i's notes (not held) whose Miss window,
// and grace, ended before song time t.
func (p *player) missBefore(i int, t, grace time.Duration) {
	for n := p.next(i); n >= 0 && !p.l.Holding[i]; n = p.next(i) {
		note := p.c.Notes[n]
		if t-note.At <= p.w.Miss+grace {
			return
		}
		p.judge(JudgeMiss, i, 0)
		if note.Hold() {
			p.judge(JudgeMiss, i, 0)
		}
		p.l.Cursor[i]++
	}
}

// judge counts a judgement of lane i, off from its note.
func (p *player) judge(j Judgement, i int, off time.Duration) {
	l := p.l
	switch j {
	case JudgePerfect:
		l.Perfect++
	case JudgeGreat:
		l.Great++
	case JudgeGood:
		l.Good++
	default:
		l.Miss++
	}
	if j == JudgeMiss {
		l.Combo = 0
	} else {
		l.Combo++
		l.MaxCombo = max(l.MaxCombo, l.Combo)
	}
	l.Value += j.value()
	l.Judged++
	l.Score = Score(l.Value, int64(l.MaxCombo), int64(p.c.Judgements()))
	l.Last, l.LastLane, l.LastOff, l.LastAt = j, i, off, p.now
}

// allJudged reports whether every lane's notes are judged.
func (p *player) allJudged() bool {
	for i := range p.c.Lanes {
		if p.l.Cursor[i] < len(p.c.ByLane[i]) {
			return false
		}
	}
	return true
}

// MeanOffset returns how far off their notes the presses hit were on
// average (negative: early), to the microsecond: what the player's
// calibration should move the other way. 0 with none.
func (l *Lanes) MeanOffset() time.Duration {
	if l.Offs <= 0 {
		return 0
	}
	return time.Duration(l.OffSum/int64(l.Offs)) * time.Microsecond
}

// UnstableRate returns osu!'s unstable rate of the presses hit: 10 times
// the standard deviation of their offsets in milliseconds (how steady the
// player's timing was, whatever its mean). 0 with fewer than two.
func (l *Lanes) UnstableRate() float64 {
	if l.Offs < 2 {
		return 0
	}
	n := float64(l.Offs)
	mean := float64(l.OffSum) / n
	v := max(float64(l.OffSq)/n-float64(mean*mean), 0)
	return float64(10*math.Sqrt(v)) / 1000
}

// Accuracy returns the play's accuracy so far in hundredths of a percent
// (see the function Accuracy).
func (l *Lanes) Accuracy() int64 { return Accuracy(l.Value, int64(l.Judged)) }
