package rhythm

import (
	"fmt"
	"math/big"
	"time"

	"github.com/griffengine/griff/runtime/beat"
)

// Limits of a chart.
const (
	// MaxLanes is the most lanes a chart may have (osu!mania's 10K; the
	// template plays 4).
	MaxLanes = 10
	// MaxNotes is the most notes a chart may hold.
	MaxNotes = 20_000
	// MaxBeat is the latest beat a note may be on (about 14 minutes at 140
	// BPM).
	MaxBeat = 2048
	// MaxDenominator is the finest beat division a note may use (a 1/192
	// note, StepMania's finest, is 1/48 of a beat).
	MaxDenominator = 192
	// MaxChartLen is the largest chart file read, in bytes.
	MaxChartLen = 1 << 20
)

// Frac is an exact beat: Num/Den beats after beat 0 (Den > 0, in lowest
// terms once read), so a note on "12 1/3" is on a third of a beat exactly,
// whatever the tempo.
type Frac struct {
	Num int64 `json:"num"`
	Den int64 `json:"den"`
}

// Rat returns f as a big.Rat (a Den of 0 counts as 1).
func (f Frac) Rat() *big.Rat { return big.NewRat(f.Num, max(f.Den, 1)) }

// Less reports whether f is before g.
func (f Frac) Less(g Frac) bool { return f.Num*max(g.Den, 1) < g.Num*max(f.Den, 1) }

// String writes f as a chart does: "12", "12 1/2" or "1/3".
func (f Frac) String() string {
	d := max(f.Den, 1)
	w, r := f.Num/d, f.Num%d
	switch {
	case r == 0:
		return fmt.Sprint(w)
	case w == 0:
		return fmt.Sprintf("%d/%d", r, d)
	}
	return fmt.Sprintf("%d %d/%d", w, r, d)
}

// Note is one note of a chart: a tap on Beat in Lane or, when End is after
// Beat, a hold from Beat to End.
type Note struct {
	// Beat is the note's beat (a hold's head).
	Beat Frac
	// End is a hold's tail; the zero value (or End not after Beat) makes a
	// tap.
	End Frac
	// Lane is the lane, from 0 (a chart file counts from 1).
	Lane int
	// At and EndAt are Beat and End in game time after beat 0, the unit is
	// nanoseconds (the floor of the exact time): worked out by Chart.Time.
	At, EndAt time.Duration

	nth int // the note's place among its lane's (ByLane)
}

// Hold reports whether n is a hold.
func (n Note) Hold() bool { return n.End.Den > 0 && n.Beat.Less(n.End) }

// Chart is a song's notes for one difficulty, read from a chart file
// (ReadChart). A Chart is never changed after it is read and may be shared.
type Chart struct {
	// Title, Artist and Difficulty are the header's words.
	Title, Artist, Difficulty string
	// BPM is the tempo at beat 0 and Tempo the changes (runtime/beat): the
	// chart's tempo map, which the system gives the scene's beat Track.
	BPM   float64
	Tempo []beat.Change
	// Offset is the time from the song's start to beat 0.
	Offset time.Duration
	// Lanes is the number of lanes, 1 to MaxLanes.
	Lanes int
	// Notes in the order they are judged: by time, then lane.
	Notes []Note
	// ByLane holds the indices in Notes of each lane's notes, in order.
	ByLane [][]int
	// Map is the tempo map of BPM and Tempo.
	Map *beat.Map

	total int // Judgements, once worked out
}

// Judgements returns how many judgements the chart gives: one a tap, two a
// hold (its head and its tail, as osu!mania judges a long note).
func (c *Chart) Judgements() int {
	if c.total > 0 {
		return c.total
	}
	n := 0
	for _, no := range c.Notes {
		n++
		if no.Hold() {
			n++
		}
	}
	return n
}

// End returns the time after beat 0 of the chart's last head or tail.
func (c *Chart) End() time.Duration {
	var end time.Duration
	for _, n := range c.Notes {
		end = max(end, n.At, n.EndAt)
	}
	return end
}

// timeOf returns beat b's time after beat 0 on m, in whole nanoseconds
// (the floor).
func timeOf(m *beat.Map, b Frac) time.Duration {
	t := m.TimeOf(b.Rat())
	return time.Duration(new(big.Int).Div(t.Num(), t.Denom()).Int64())
}

// Track returns the beat Track that plays c: its BPM, tempo changes and
// offset (runtime/beat).
func (c *Chart) Track() beat.Track {
	return beat.Track{BPM: c.BPM, Changes: c.Tempo, Offset: c.Offset}
}
