package rhythm

import (
	"strconv"
	"strings"

	"github.com/griffengine/griff/runtime/beat"
)

// note reads a note line: "BEAT lane L" or, for a hold (the "hold" word
// already taken off), "BEAT..BEAT lane L". A beat is a whole number, a
// fraction or both ("12", "1/3", "12 1/2").
func (r *chartReader) note(t []token, hold bool) {
	li := -1
	for i, w := range t {
		if w.s == "lane" {
			li = i
			break
		}
	}
	if li < 1 || li != len(t)-2 {
		col := 1
		if len(t) > 0 {
			col = t[0].col
		}
		r.fail(r.line, col, "a note is \"BEAT lane L\" (a hold \"hold BEAT..BEAT lane L\")")
		return
	}
	lane, err := strconv.Atoi(t[li+1].s)
	if err != nil || lane < 1 || lane > MaxLanes {
		r.fail(r.line, t[li+1].col, "lane %q: want a lane from 1 to the chart's lanes", t[li+1].s)
		return
	}
	n := Note{Lane: lane - 1}
	var ok bool
	if hold {
		ok = r.holdBeats(t[:li], &n)
	} else {
		n.Beat, ok = r.beatOf(t[:li])
	}
	if !ok {
		return
	}
	if len(r.notes) >= MaxNotes {
		r.fail(r.line, t[0].col, "more than %d notes", MaxNotes)
		return
	}
	r.notes = append(r.notes, srcNote{n, r.line, t[li+1].col})
}

// holdBeats reads "A..B" (spaces allowed around the beats) into n.
func (r *chartReader) holdBeats(t []token, n *Note) bool {
	var head, tail []token
	for i, w := range t {
		a, b, found := strings.Cut(w.s, "..")
		if !found {
			continue
		}
		head = append(append([]token{}, t[:i]...), token{a, w.col})
		tail = append([]token{{b, w.col + len(a) + 2}}, t[i+1:]...)
		break
	}
	if head == nil {
		r.fail(r.line, t[0].col, "a hold is \"hold BEAT..BEAT lane L\"")
		return false
	}
	var ok bool
	if n.Beat, ok = r.beatOf(head); !ok {
		return false
	}
	if n.End, ok = r.beatOf(tail); !ok {
		return false
	}
	if !n.Beat.Less(n.End) {
		r.fail(r.line, tail[0].col, "a hold's end (%s) is not after its start (%s)", n.End, n.Beat)
		return false
	}
	return true
}

// beatOf reads a beat from one or two tokens (empty ones left out).
func (r *chartReader) beatOf(t []token) (Frac, bool) {
	var ws []token
	for _, w := range t {
		if w.s != "" {
			ws = append(ws, w)
		}
	}
	col := 1
	if len(t) > 0 {
		col = t[0].col
	}
	var f Frac
	ok := false
	switch len(ws) {
	case 1:
		if strings.Contains(ws[0].s, "/") {
			f, ok = fraction(ws[0].s)
		} else {
			f, ok = whole(ws[0].s)
		}
	case 2:
		w, ok1 := whole(ws[0].s)
		fr, ok2 := fraction(ws[1].s)
		ok = ok1 && ok2 && fr.Num < fr.Den && strings.Contains(ws[1].s, "/")
		f = Frac{w.Num*fr.Den + fr.Num, fr.Den}
	}
	if !ok {
		r.fail(r.line, col, "beat %q: want a whole number, a fraction or both (\"12\", \"1/3\", \"12 1/2\") with a denominator up to %d", joinTokens(t), MaxDenominator)
		return Frac{}, false
	}
	if f.Num > MaxBeat*f.Den {
		r.fail(r.line, col, "beat %s is after beat %d", f, MaxBeat)
		return Frac{}, false
	}
	return lowest(f), true
}

func joinTokens(t []token) string {
	s := make([]string, len(t))
	for i, w := range t {
		s[i] = w.s
	}
	return strings.Join(s, " ")
}

// whole reads a whole beat, 0 to MaxBeat.
func whole(s string) (Frac, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > MaxBeat || s[0] == '+' {
		return Frac{}, false
	}
	return Frac{n, 1}, true
}

// fraction reads "N/D", D from 1 to MaxDenominator.
func fraction(s string) (Frac, bool) {
	a, b, found := strings.Cut(s, "/")
	if !found {
		return Frac{}, false
	}
	n, err1 := strconv.ParseInt(a, 10, 64)
	d, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil || n < 0 || n > MaxBeat*MaxDenominator || d < 1 || d > MaxDenominator || a[0] == '+' || b[0] == '+' {
		return Frac{}, false
	}
	return Frac{n, d}, true
}

// lowest returns f in lowest terms.
func lowest(f Frac) Frac {
	a, b := f.Num, f.Den
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return Frac{0, 1}
	}
	return Frac{f.Num / a, f.Den / a}
}

// finish checks the notes against the lane count and each other, sorts
// them and works out their times.
func (r *chartReader) finish() {
	m, err := beat.NewMap(r.c.BPM, r.c.Tempo...)
	if err != nil {
		r.fail(r.line, 1, "%v", err)
		return
	}
	r.c.Map = m
	sortNotes(r.notes)
	r.c.ByLane = make([][]int, r.lanes)
	last := make([]*srcNote, r.lanes)
	for i := range r.notes {
		sn := &r.notes[i]
		if sn.n.Lane >= r.lanes {
			r.fail(sn.line, sn.col, "lane %d: the chart has %d lanes", sn.n.Lane+1, r.lanes)
			continue
		}
		if p := last[sn.n.Lane]; p != nil && !p.n.end().Less(sn.n.Beat) {
			r.fail(sn.line, sn.col, "a note on beat %s in lane %d overlaps the one on line %d", sn.n.Beat, sn.n.Lane+1, p.line)
			continue
		}
		last[sn.n.Lane] = sn
		sn.n.At = timeOf(m, sn.n.Beat)
		if sn.n.Hold() {
			sn.n.EndAt = timeOf(m, sn.n.End)
		}
		sn.n.nth = len(r.c.ByLane[sn.n.Lane])
		r.c.ByLane[sn.n.Lane] = append(r.c.ByLane[sn.n.Lane], len(r.c.Notes))
		r.c.Notes = append(r.c.Notes, sn.n)
	}
	r.c.total = r.c.Judgements()
}

// end returns a note's last beat: a hold's tail, a tap's beat.
func (n Note) end() Frac {
	if n.Hold() {
		return n.End
	}
	return n.Beat
}
