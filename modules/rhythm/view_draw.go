package rhythm

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// y returns where song time t is drawn, in the View (y down): the
// judgement line at the step's song time, earlier times below it. The
// product is rounded before it is added (no fused multiply-add).
func (d *drawing) y(t time.Duration) float64 {
	sec := float64(t-d.song) / float64(time.Second)
	return d.l.judgeY() - float64(sec*d.speed)
}

// notes places the pool's notes: every note not yet judged that has
// scrolled on (its head within the lanes' height above the line), note n
// in slot n mod PoolSize. A slot showing the note it showed last step moves
// and is drawn between steps; one taking a new note is placed at once. A
// hold being held keeps its head on the line, its body shrinking to the
// tail.
func (d *drawing) notes() {
	v, l, c := d.v, d.l, d.c
	if l.Record { // nothing to hit: the lights show the taps
		for slot, n := range v.Shown {
			if n >= 0 {
				v.Shown[slot] = -1
				d.hide(slot)
			}
		}
		return
	}
	if v.From < 0 || v.From > len(c.Notes) {
		v.From = 0 // a bad save: found again
	}
	for v.From < len(c.Notes) && d.judged(v.From) {
		v.From++
	}
	ahead := time.Duration(float64(float64(l.judgeY()+20)/d.speed) * float64(time.Second))
	var used [PoolSize]bool
	for n := v.From; n < len(c.Notes) && n < v.From+PoolSize && c.Notes[n].At-d.song <= ahead; n++ {
		if d.judged(n) {
			continue
		}
		slot := n % PoolSize
		used[slot] = true
		d.place(slot, n)
	}
	for slot, u := range used {
		if !u && v.Shown[slot] >= 0 {
			v.Shown[slot] = -1
			d.hide(slot)
		}
	}
}

// judged reports whether note n is judged (a held hold is not).
func (d *drawing) judged(n int) bool {
	no := d.c.Notes[n]
	return no.nth < d.l.Cursor[no.Lane]
}

// place shows note n in slot.
func (d *drawing) place(slot, n int) {
	no := d.c.Notes[n]
	w := d.l.laneWidth()
	x := float64(float64(no.Lane)*w) + float64(w/2)
	head := d.y(no.At)
	held := d.l.Holding[no.Lane] && d.l.Cursor[no.Lane] == no.nth
	if held {
		head = d.l.judgeY()
	}
	fresh := d.v.Shown[slot] != n
	d.v.Shown[slot] = n
	col := laneColors[no.Lane%len(laneColors)]
	h, b := d.kids[2*d.c.Lanes+viewHeads+slot], d.kids[2*d.c.Lanes+viewBodies+slot]
	move(h, griff.V(x, head), griff.V(1, 1), fresh)
	paint(h, col)
	if !no.Hold() {
		paint(b, hidden)
		return
	}
	move(b, griff.V(x, head), griff.V(1, max(head-d.y(no.EndAt), 1)), fresh)
	paint(b, col.WithAlpha(0.6))
}

// hide hides slot's note and body.
func (d *drawing) hide(slot int) {
	paint(d.kids[2*d.c.Lanes+viewHeads+slot], hidden)
	paint(d.kids[2*d.c.Lanes+viewBodies+slot], hidden)
}

// move sets e's position and scale, at once (not drawn between steps) if
// jump is true.
func move(e *scenes.Entity, at, scale griff.Vec, jump bool) {
	tr := e.Transform()
	tr.SetScale(scale)
	if jump {
		tr.Teleport(at)
	} else {
		tr.SetPosition(at)
	}
}

// paint gives e's Shape colour c, marking e only when the colour changes.
func paint(e *scenes.Entity, c griff.Color) {
	if sh := scenes.Read[visual.Shape](e); sh != nil && sh.Color != c {
		e.MarkChanged()
		sh.Color = c
	}
}

// texts writes the judgement (popping in, shrinking back), the combo, the
// score and, at the end, the results; each only when what it shows
// changed.
func (d *drawing) texts() {
	base := 2 * d.c.Lanes
	j := d.kids[base+viewJudge]
	age := d.now.Sub(d.l.LastAt)
	show := d.l.Last != JudgeNone && age < showTime && !d.l.Over
	pop := 1.0
	if show && age < popTime {
		pop = 1 + float64(0.4*float64(popTime-age)/float64(popTime))
	}
	j.Transform().SetScale(griff.V(pop, pop))
	if show != (d.v.TextLast != 0) || d.l.LastAt != d.v.TextLastAt {
		d.v.TextLast, d.v.TextLastAt = 0, d.l.LastAt
		text, col := "", judgeColors[0]
		if show {
			d.v.TextLast = int(d.l.Last)
			text, col = judgementText(d.l.Last, d.l.LastOff), judgeColors[d.l.Last]
		}
		setText(j, text, col) // once: a judgement as the last marks nothing but its pop
	}
	if combo := d.shownCombo(); combo != d.v.TextCombo {
		d.v.TextCombo = combo
		setText(d.kids[base+viewCombo], comboText(combo), lineColor)
	}
	switch {
	case d.l.Record && len(d.l.Taps) != d.v.TextJudged:
		d.v.TextJudged = len(d.l.Taps)
		setText(d.kids[base+viewScore], fmt.Sprintf("RECORDING\n%d NOTES", len(d.l.Taps)), lineColor)
	case !d.l.Record && (int(d.l.Score) != d.v.TextScore || d.l.Judged != d.v.TextJudged):
		d.v.TextScore, d.v.TextJudged = int(d.l.Score), d.l.Judged
		acc := d.l.Accuracy()
		setText(d.kids[base+viewScore], fmt.Sprintf("SCORE %07d\nACC %d.%02d%%\nMAX COMBO %d", d.l.Score, acc/100, acc%100, d.l.MaxCombo), lineColor)
	}
	if d.l.Over != d.v.TextOver {
		d.v.TextOver = d.l.Over
		d.results()
	}
}

// shownCombo is the combo shown: none once the results show.
func (d *drawing) shownCombo() int {
	if d.l.Over {
		return 0
	}
	return d.l.Combo
}

// results shows or hides the results panel.
func (d *drawing) results() {
	base := 2 * d.c.Lanes
	panel, res := d.kids[base+viewPanel], d.kids[base+viewResults]
	if !d.l.Over {
		paint(panel, hidden)
		setText(res, "", lineColor)
		return
	}
	paint(panel, griff.MustHex("#0b0c12f0"))
	setText(res, resultsText(d.l), lineColor)
}

// resultsText is what the results panel says.
func resultsText(l *Lanes) string {
	if l.Record {
		return fmt.Sprintf("RECORDED\n\n%d notes taken down,\nkept in the saves folder\nas %s\n\npress a lane to go on", len(l.Taps), RecordedRecord)
	}
	acc := l.Accuracy()
	mean := l.MeanOffset().Microseconds()
	sign := "+"
	if mean < 0 {
		sign, mean = "-", -mean
	}
	return fmt.Sprintf("RESULTS\n\nGRADE %s\nSCORE %07d\nACCURACY %d.%02d%%\nMAX COMBO %d\n\nPERFECT %d  GREAT %d\nGOOD %d  MISS %d\nMEAN %s%d.%d ms  UR %.1f\n\npress a lane to go on",
		Grade(acc), l.Score, acc/100, acc%100, l.MaxCombo, l.Perfect, l.Great, l.Good, l.Miss, sign, mean/1000, mean%1000/100, l.UnstableRate())
}

// judgementText is a judgement's word and, when it was off, how early or
// late in milliseconds.
func judgementText(j Judgement, off time.Duration) string {
	word := [...]string{"", "PERFECT", "GREAT", "GOOD", "MISS"}[j]
	ms := off.Milliseconds()
	switch {
	case j == JudgeMiss || j == JudgePerfect || ms == 0:
		return word
	case ms < 0:
		return fmt.Sprintf("%s\nearly %d ms", word, -ms)
	}
	return fmt.Sprintf("%s\nlate %d ms", word, ms)
}

func comboText(n int) string {
	if n < 2 {
		return ""
	}
	return itoa(n) + " COMBO"
}

// setText gives e's Text s in colour c, marking e only when either
// changes.
func setText(e *scenes.Entity, s string, c griff.Color) {
	if t := scenes.Read[visual.Text](e); t != nil && (t.Text != s || t.Color != c) {
		e.MarkChanged()
		t.Text, t.Color = s, c
	}
}
