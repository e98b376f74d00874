package rhythm

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// The steps read the Lanes and the View (runtime.EachRead, scenes.Read) and
// mark an entity changed only when a step changed its component (scenes'
// Change marks), so a Timeline shares their records on the steps that
// change nothing (before the first note, between notes, the results).

// wasLanes is a Lanes as a step began. The per-lane slices (Cursor,
// Holding, Down) and the taps of record mode are written in place, so their
// content is kept and compared (a Lanes has a few lanes; a recording a few
// hundred taps).
type wasLanes struct {
	l       Lanes
	cursor  []int
	holding []bool
	down    []bool
	taps    []Tap
}

// keep remembers l.
func (w *wasLanes) keep(l *Lanes) {
	w.l = *l
	w.cursor = append(w.cursor[:0], l.Cursor...)
	w.holding = append(w.holding[:0], l.Holding...)
	w.down = append(w.down[:0], l.Down...)
	w.taps = append(w.taps[:0], l.Taps...)
}

// mark marks e changed if its Lanes l is not as kept.
func (w *wasLanes) mark(e *scenes.Entity, l *Lanes) {
	if e.Alive() && !w.same(l) {
		e.MarkChanged()
	}
	w.l = Lanes{} // hold no slices of the scene
}

// same reports whether b is the Lanes kept, every field compared: the
// slices by content (and nil apart from empty), floats by their bits (-0 is
// not 0).
func (w *wasLanes) same(b *Lanes) bool {
	a := &w.l
	return a.Chart == b.Chart && a.Input == b.Input && a.Exit == b.Exit && a.Record == b.Record &&
		a.RecordBeats == b.RecordBeats && a.Quantize == b.Quantize && scenes.SameBits(a.LaneWidth, b.LaneWidth) &&
		scenes.SameBits(a.JudgeY, b.JudgeY) && scenes.SameBits(a.Speed, b.Speed) && a.Started == b.Started &&
		a.Over == b.Over && a.OverFor == b.OverFor && sameContent(a.Cursor, w.cursor, b.Cursor) &&
		sameContent(a.Holding, w.holding, b.Holding) && sameContent(a.Down, w.down, b.Down) &&
		a.Perfect == b.Perfect && a.Great == b.Great && a.Good == b.Good && a.Miss == b.Miss &&
		a.Combo == b.Combo && a.MaxCombo == b.MaxCombo && a.Value == b.Value && a.Judged == b.Judged &&
		a.Score == b.Score && a.Last == b.Last && a.LastLane == b.LastLane && a.LastOff == b.LastOff &&
		a.LastAt == b.LastAt && a.Offs == b.Offs && a.OffSum == b.OffSum && a.OffSq == b.OffSq &&
		sameContent(a.Taps, w.taps, b.Taps) && a.Recorded == b.Recorded
}

// sameContent reports whether the slice was (its elements kept in kept)
// and now hold the same elements, and are both nil or both not.
func sameContent[T comparable](was, kept, now []T) bool {
	return (was == nil) == (now == nil) && slices.Equal(kept, now)
}

// wasView is a View's saved state as a step began (its Shown slots are
// written in place).
type wasView struct {
	from  int
	nil   bool
	shown []int
	text  [4]int // TextScore, TextJudged, TextCombo, TextLast
	at    griff.Time
	over  bool
}

// keep remembers v.
func (w *wasView) keep(v *View) {
	w.from, w.nil, w.shown = v.From, v.Shown == nil, append(w.shown[:0], v.Shown...)
	w.text, w.at, w.over = [4]int{v.TextScore, v.TextJudged, v.TextCombo, v.TextLast}, v.TextLastAt, v.TextOver
}

// mark marks e changed if its View v is not as kept.
func (w *wasView) mark(e *scenes.Entity, v *View) {
	if e.Alive() && !w.same(v) {
		e.MarkChanged()
	}
}

// same reports whether v's saved and snapshot fields are as kept.
func (w *wasView) same(v *View) bool {
	return v.From == w.from && (v.Shown == nil) == w.nil && slices.Equal(w.shown, v.Shown) &&
		w.text == [4]int{v.TextScore, v.TextJudged, v.TextCombo, v.TextLast} && w.at == v.TextLastAt && w.over == v.TextOver
}
