package rhythm

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// RecordedRecord is the name of the saves store's record (runtime/saves.
// Records) record mode writes its chart to, at the end of the recording.
const RecordedRecord = "rhythm-recorded"

// quantized returns the beat of song time t on the chart's tempo map,
// rounded to the nearest 1/q of a beat (halves up), never before beat 0.
func (p *player) quantized(t time.Duration) Frac {
	b := p.c.Map.BeatAt(t)
	q := p.l.quantize()
	b.Mul(b, big.NewRat(q, 1))
	b.Add(b, big.NewRat(1, 2))
	n := new(big.Int).Div(b.Num(), b.Denom()) // the floor: Denom > 0
	return lowest(Frac{max(n.Int64(), 0), q})
}

// recordPress takes down a press of lane i at song time t as a tap; a tap
// on a beat another in the lane already has is left out.
func (p *player) recordPress(i int, t time.Duration) {
	b := p.quantized(t)
	for _, tp := range p.l.Taps {
		if tp.Lane == i && !tp.Beat.Less(b) && !b.Less(tp.Beat) {
			return
		}
	}
	p.l.Taps = append(p.l.Taps, Tap{Lane: i, Beat: b, Open: true})
}

// recordRelease closes lane i's open tap: held half a beat or more, it
// becomes a hold to the release's beat.
func (p *player) recordRelease(i int, t time.Duration) {
	for k := len(p.l.Taps) - 1; k >= 0; k-- {
		tp := &p.l.Taps[k]
		if tp.Lane != i || !tp.Open {
			continue
		}
		tp.Open = false
		end := p.quantized(t)
		half := Frac{tp.Beat.Num*2 + tp.Beat.Den, tp.Beat.Den * 2} // Beat + 1/2
		if !end.Less(half) {
			tp.End = end
		}
		return
	}
}

// recordBeats returns how many beats record mode records.
func recordBeats(l *Lanes, c *Chart) int64 {
	if l.RecordBeats > 0 {
		return int64(min(l.RecordBeats, MaxBeat))
	}
	var last Frac
	for _, n := range c.Notes {
		if e := n.end(); last.Less(e) {
			last = e
		}
	}
	if last.Num > 0 {
		return (last.Num + last.Den - 1) / last.Den
	}
	return DefaultRecordBeats
}

// recordEnd ends record mode once its beats have passed: the chart is
// written (Lanes.Recorded), shown, and kept in the saves store as the
// record RecordedRecord when the game has one.
func (s *system) recordEnd(p *player) {
	if p.song() < timeOf(p.c.Map, Frac{recordBeats(p.l, p.c), 1}) {
		return
	}
	p.l.Over = true
	p.l.Recorded = WriteChart(p.c, p.l.Taps)
	if rec, ok := runtime.LookupService[saves.Records](s.game); ok {
		if err := rec.WriteRecord(RecordedRecord, []byte(p.l.Recorded)); err != nil {
			s.game.Problems().Warn(nil, lanesName, "writing the recorded chart: %v", err)
		}
	}
}

// WriteChart returns the text of a chart file with c's header (title,
// artist, tempo, offset, lanes; the difficulty "Recorded") and the notes
// taps: what ReadChart reads back to the same notes. A tap rounded onto
// the note before it in its lane (or into its hold) is left out.
func WriteChart(c *Chart, taps []Tap) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# recorded by tapping along\ntitle %s\n", orWord(c.Title, "Untitled"))
	if c.Artist != "" {
		fmt.Fprintf(&b, "artist %s\n", c.Artist)
	}
	fmt.Fprintf(&b, "difficulty Recorded\nlanes %d\nbpm %v\n", c.Lanes, c.BPM)
	if c.Offset != 0 {
		fmt.Fprintf(&b, "offset %v\n", c.Offset)
	}
	for _, ch := range c.Tempo {
		fmt.Fprintf(&b, "tempo %d %v\n", ch.Beat, ch.BPM)
	}
	b.WriteString("\n")
	sorted := make([]srcNote, 0, len(taps))
	for _, tp := range taps {
		sorted = append(sorted, srcNote{n: Note{Beat: tp.Beat, End: tp.End, Lane: tp.Lane}})
	}
	sortNotes(sorted)
	var last [MaxLanes]*Note
	for k := range sorted {
		sn := &sorted[k]
		if sn.n.Lane < 0 || sn.n.Lane >= MaxLanes {
			continue
		}
		if p := last[sn.n.Lane]; p != nil && !p.end().Less(sn.n.Beat) {
			continue // rounded onto the note before it: left out
		}
		last[sn.n.Lane] = &sn.n
		if sn.n.Hold() {
			fmt.Fprintf(&b, "hold %s..%s lane %d\n", sn.n.Beat, sn.n.End, sn.n.Lane+1)
		} else {
			fmt.Fprintf(&b, "%s lane %d\n", sn.n.Beat, sn.n.Lane+1)
		}
	}
	return b.String()
}

func orWord(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
