package rhythm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
)

// TestReadChart reads a chart with every statement: header, tempo change,
// taps with fractions, a hold, notes out of order, comments.
func TestReadChart(t *testing.T) {
	src := "\ufeff# a chart\ntitle Song One  # the title\nartist Some One\ndifficulty Hard\nlanes 3\nbpm 150\noffset -250ms\ntempo 8 75\n\n" +
		"9 lane 2\n0 lane 1\n\t1/3 lane 3\nhold 2 1/2..4 lane 1\n2 2/4 lane 2\n"
	c, err := rhythm.ReadChart("song.chart", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if c.Title != "Song One" || c.Artist != "Some One" || c.Difficulty != "Hard" || c.Lanes != 3 || c.BPM != 150 || c.Offset != -250_000_000 {
		t.Errorf("header %q %q %q %d %v %v", c.Title, c.Artist, c.Difficulty, c.Lanes, c.BPM, c.Offset)
	}
	if len(c.Tempo) != 1 || c.Tempo[0].Beat != 8 || c.Tempo[0].BPM != 75 {
		t.Errorf("tempo %+v", c.Tempo)
	}
	want := []string{"0 lane 1", "1/3 lane 3", "2 1/2..4 lane 1", "2 1/2 lane 2", "9 lane 2"}
	for i, n := range c.Notes {
		got := n.Beat.String() + " lane " + string(rune('1'+n.Lane))
		if n.Hold() {
			got = n.Beat.String() + ".." + n.End.String() + " lane " + string(rune('1'+n.Lane))
		}
		if i >= len(want) || got != want[i] {
			t.Errorf("note %d is %s, want %v", i, got, want)
		}
	}
	// At 150 BPM a beat is 400 ms; from beat 8 at 75 BPM, 800 ms.
	if c.Notes[1].At != 133_333_333 || c.Notes[2].EndAt != 1_600_000_000 || c.Notes[4].At != 3_200_000_000+800_000_000 {
		t.Errorf("times %v %v %v", c.Notes[1].At, c.Notes[2].EndAt, c.Notes[4].At)
	}
	if c.Judgements() != 6 || len(c.ByLane[0]) != 2 || len(c.ByLane[2]) != 1 {
		t.Errorf("%d judgements, lanes %v", c.Judgements(), c.ByLane)
	}
}

// TestChartErrors: each mistake is reported at its file:line:col.
func TestChartErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"titel Song\n", `c:1:1: unknown keyword "titel" (did you mean "title"?)`},
		{"lanes 4\n  holdd 1..2 lane 1\n", `c:2:3: unknown keyword "holdd" (did you mean "hold"?)`},
		{"lanes 11\n", `c:1:7: lanes "11": want a number from 1 to 10`},
		{"1 lane 5\n", `c:1:8: lane 5: the chart has 4 lanes`},
		{"1 lane 0\n", `c:1:8: lane "0"`},
		{"1 1/0 lane 2\n", `c:1:1: beat "1 1/0"`},
		{"1 3/2 lane 2\n", `c:1:1: beat "1 3/2"`},
		{"1 lane 2\n1 lane 2\n", `c:2:8: a note on beat 1 in lane 2 overlaps the one on line 1`},
		{"hold 1..3 lane 1\n2 lane 1\n", `c:2:8: a note on beat 2 in lane 1 overlaps the one on line 1`},
		{"hold 3..1 lane 1\n", `c:1:9: a hold's end (1) is not after its start (3)`},
		{"hold 3 lane 1\n", `c:1:6: a hold is "hold BEAT..BEAT lane L"`},
		{"bpm fast\n", `c:1:5: bpm "fast"`},
		{"tempo 8 100\ntempo 4 90\n", `c:2:7: tempo change on beat 4 is not after the one before (beat 8)`},
		{"offset 2 s\n", `c:1:1: offset takes one duration`},
		{"3000 lane 1\n", `c:1:1: beat "3000"`},
		{"1 lane 1\nlanes 2\n", `c:2:1: lanes must come before the first note`},
		{"1 lane\n", `c:1:1: a note is "BEAT lane L"`},
		{"é\xff lane 1\n", `c:1:2: not UTF-8 text`},
	} {
		_, err := rhythm.ReadChart("c", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || !errors.Is(err, rhythm.ErrChart) {
			t.Errorf("ReadChart(%q): %v, want %s", tc.src, err, tc.want)
		}
	}
}

// TestWriteChartReadsBack: a chart written by WriteChart reads back to the
// same notes, and taps rounded onto the note before them are left out.
func TestWriteChartReadsBack(t *testing.T) {
	c, err := rhythm.ReadChart("c", []byte("title T\nbpm 100\ntempo 4 200\nlanes 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	taps := []rhythm.Tap{{Lane: 1, Beat: rhythm.Frac{Num: 9, Den: 4}}, {Lane: 0, Beat: rhythm.Frac{Num: 1, Den: 1}, End: rhythm.Frac{Num: 3, Den: 1}},
		{Lane: 0, Beat: rhythm.Frac{Num: 2, Den: 1}}}
	text := rhythm.WriteChart(c, taps)
	back, err := rhythm.ReadChart("back", []byte(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if len(back.Notes) != 2 || !back.Notes[0].Hold() || back.Notes[1].Beat.String() != "2 1/4" || back.Difficulty != "Recorded" || len(back.Tempo) != 1 {
		t.Errorf("read back %+v from\n%s", back.Notes, text)
	}
}
