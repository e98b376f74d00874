package rhythm

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/griffengine/griff/runtime/beat"
)

// ErrChart is wrapped by the errors ReadChart returns.
var ErrChart = errors.New("rhythm: bad chart")

// Problem is one mistake in a chart file, at its line and column (from 1,
// counted in characters).
type Problem struct {
	// File is the chart's name as ReadChart was given it.
	File string
	// Line and Col are where the mistake is, from 1 (Col in characters).
	Line, Col int
	// Message says what is wrong.
	Message string
}

// Error returns the problem as "file:line:col: message".
func (p Problem) Error() string { return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Message) }

// ChartError is the error of a chart file that does not read: every
// problem found (at most maxProblems). It wraps ErrChart.
type ChartError struct{ Problems []Problem }

// Error returns the problems, a line each.
func (e *ChartError) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.Error()
	}
	return strings.Join(parts, "\n")
}

// Unwrap returns ErrChart.
func (e *ChartError) Unwrap() error { return ErrChart }

// maxProblems is the most problems a ChartError lists.
const maxProblems = 20

// keywords are the words that start a chart line (a note line starts with
// its beat).
var keywords = []string{"title", "artist", "difficulty", "lanes", "bpm", "offset", "tempo", "hold"}

// token is a word of a line and the column it starts at.
type token struct {
	s   string
	col int
}

// chartReader reads one chart file.
type chartReader struct {
	c      *Chart
	file   string
	probs  []Problem
	line   int
	lanes  int
	lanesL int       // the line of "lanes"
	notes  []srcNote // read before the lane count is known
}

// srcNote is a note and where it was written.
type srcNote struct {
	n         Note
	line, col int // of the lane number
}

// ReadChart reads a chart file: file is its name for errors, data its text
// (UTF-8; a byte order mark is skipped). The format is in the package
// documentation. It returns an error (a *ChartError wrapping ErrChart)
// listing each mistake at file:line:col, and never panics.
func ReadChart(file string, data []byte) (*Chart, error) {
	r := &chartReader{c: &Chart{BPM: 120, Lanes: 4}, file: file, lanes: 4}
	if len(data) > MaxChartLen {
		r.fail(1, 1, "the file is %d bytes, more than the %d a chart may hold", len(data), MaxChartLen)
		return nil, r.err()
	}
	src := strings.TrimPrefix(string(data), "\ufeff")
	for i, raw := range strings.Split(src, "\n") {
		r.line = i + 1
		if len(r.probs) >= maxProblems {
			break
		}
		r.readLine(raw)
	}
	r.finish()
	if len(r.probs) > 0 {
		return nil, r.err()
	}
	return r.c, nil
}

func (r *chartReader) err() error { return &ChartError{Problems: r.probs} }

func (r *chartReader) fail(line, col int, format string, args ...any) {
	if len(r.probs) < maxProblems {
		r.probs = append(r.probs, Problem{r.file, line, col, fmt.Sprintf(format, args...)})
	}
}

// tokens splits a line into words (spaces and tabs between), leaving out a
// comment from "#" on.
func tokens(line string) []token {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	var out []token
	col, start := 1, -1
	startCol := 0
	for i, ch := range line {
		sp := ch == ' ' || ch == '\t' || ch == '\r'
		if !sp && start < 0 {
			start, startCol = i, col
		}
		if sp && start >= 0 {
			out = append(out, token{line[start:i], startCol})
			start = -1
		}
		col++
	}
	if start >= 0 {
		out = append(out, token{line[start:], startCol})
	}
	return out
}

func (r *chartReader) readLine(raw string) {
	if i := badUTF8(raw); i >= 0 {
		r.fail(r.line, utf8.RuneCountInString(raw[:i])+1, "not UTF-8 text")
		return
	}
	t := tokens(raw)
	if len(t) == 0 {
		return
	}
	w := t[0]
	if w.s[0] >= '0' && w.s[0] <= '9' {
		r.note(t, false)
		return
	}
	switch w.s {
	case "title", "artist", "difficulty":
		r.words(w, raw, t)
	case "lanes":
		r.lanesLine(t)
	case "bpm":
		if v, ok := r.bpmOf(t, 1, 2); ok {
			r.c.BPM = v
		}
	case "offset":
		r.offset(t)
	case "tempo":
		r.tempo(t)
	case "hold":
		r.note(t[1:], true)
	default:
		r.fail(r.line, w.col, "unknown keyword %q%s", w.s, suggest(w.s))
	}
}

// words reads a header line of free text.
func (r *chartReader) words(w token, raw string, t []token) {
	if len(t) < 2 {
		r.fail(r.line, w.col, "%s needs words after it", w.s)
		return
	}
	text := strings.TrimSpace(strings.SplitN(raw, "#", 2)[0])
	text = strings.TrimSpace(text[len(w.s):])
	switch w.s {
	case "title":
		r.c.Title = text
	case "artist":
		r.c.Artist = text
	default:
		r.c.Difficulty = text
	}
}

func (r *chartReader) lanesLine(t []token) {
	if len(r.notes) > 0 {
		r.fail(r.line, t[0].col, "lanes must come before the first note")
		return
	}
	if len(t) != 2 {
		r.fail(r.line, t[0].col, "lanes takes one number, 1 to %d", MaxLanes)
		return
	}
	n, err := strconv.Atoi(t[1].s)
	if err != nil || n < 1 || n > MaxLanes {
		r.fail(r.line, t[1].col, "lanes %q: want a number from 1 to %d", t[1].s, MaxLanes)
		return
	}
	r.lanes, r.lanesL, r.c.Lanes = n, r.line, n
}

// bpmOf reads t[i] as a tempo, with want tokens on the line.
func (r *chartReader) bpmOf(t []token, i, want int) (float64, bool) {
	if len(t) != want {
		r.fail(r.line, t[0].col, "%s takes %d values, got %d", t[0].s, want-1, len(t)-1)
		return 0, false
	}
	v, err := strconv.ParseFloat(t[i].s, 64)
	if err != nil || !(v >= 1 && v <= 1000) {
		r.fail(r.line, t[i].col, "bpm %q: want a number from 1 to 1000", t[i].s)
		return 0, false
	}
	return v, true
}

func (r *chartReader) offset(t []token) {
	if len(t) != 2 {
		r.fail(r.line, t[0].col, "offset takes one duration (\"250ms\")")
		return
	}
	d, err := time.ParseDuration(t[1].s)
	if err != nil || d < -time.Minute || d > time.Minute {
		r.fail(r.line, t[1].col, "offset %q: want a duration within a minute (\"250ms\", \"-1.5s\")", t[1].s)
		return
	}
	r.c.Offset = d
}

// tempo reads "tempo BEAT BPM": a change on a whole beat.
func (r *chartReader) tempo(t []token) {
	if len(t) != 3 {
		r.fail(r.line, t[0].col, "tempo takes a whole beat and a bpm (\"tempo 32 150\")")
		return
	}
	b, err := strconv.ParseInt(t[1].s, 10, 64)
	if err != nil || b < 1 || b > MaxBeat {
		r.fail(r.line, t[1].col, "tempo beat %q: want a whole beat from 1 to %d", t[1].s, MaxBeat)
		return
	}
	if n := len(r.c.Tempo); n > 0 && r.c.Tempo[n-1].Beat >= b {
		r.fail(r.line, t[1].col, "tempo change on beat %d is not after the one before (beat %d)", b, r.c.Tempo[n-1].Beat)
		return
	}
	if v, ok := r.bpmOf(t, 2, 3); ok {
		r.c.Tempo = append(r.c.Tempo, beat.Change{Beat: b, BPM: v})
	}
}

// suggest returns ` (did you mean "x"?)` for the keyword nearest to w, or
// "" if none is near.
func suggest(w string) string {
	best, bestD := "", 3
	for _, k := range keywords {
		if d := distance(strings.ToLower(w), k); d < bestD {
			best, bestD = k, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// distance is the Levenshtein distance of a and b (bytes; short words).
func distance(a, b string) int {
	if len(a) > 32 {
		return len(a)
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// badUTF8 returns the index of the first byte of s that is not UTF-8, or -1.
func badUTF8(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				return i
			}
		}
	}
	return -1
}

// sortNotes orders notes by time then lane.
func sortNotes(ns []srcNote) {
	slices.SortStableFunc(ns, func(a, b srcNote) int {
		switch {
		case a.n.Beat.Less(b.n.Beat):
			return -1
		case b.n.Beat.Less(a.n.Beat):
			return 1
		}
		return a.n.Lane - b.n.Lane
	})
}
