package rhythm_test

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/scenes"
)

// songScene is a scene playing charts/t.chart with a beat Track and no
// music.
const songScene = `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Song", "components": {"Griff.BeatTrack": {}}},
  {"id": 2, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/t.chart"}}}]}`

// playChart plays chart with the events ev for steps steps and returns
// the Lanes. The Track starts on step 1, at 16,666,666 ns (its end), so
// beat 0 of a chart with no offset falls there.
func playChart(t *testing.T, chart string, steps int, ev ...input.Event) *rhythm.Lanes {
	t.Helper()
	var probs []scenes.Problem
	fsys := templateWith(t, map[string]string{"charts/t.chart": chart, "scenes/t.json": songScene})
	g := newGame(t, fsys, "t", input.NewScript(ev), &probs)
	for range steps {
		g.Step()
	}
	for _, p := range probs {
		t.Errorf("problem: %v", p)
	}
	return lanes(t, g)
}

func press(tick int, lane int, at float64) input.Event {
	return input.Event{Tick: griff.Tick(tick), Action: rhythm.LaneAction(lane), Down: true, Value: 1, At: at}
}

func release(tick int, lane int, at float64) input.Event {
	return input.Event{Tick: griff.Tick(tick), Action: rhythm.LaneAction(lane), At: at}
}

// TestJudgedWithinTheStep: two notes on beat 2 (1 s after beat 0: game time
// 1,016,666,666 ns, the start of step 62), pressed in the same step, 64
// (which starts at 1,050,000,000 ns and lasts 16,666,666 ns), at At 716/1024
// and 717/1024: 11,653,645 and 11,669,921 ns into it, so 44,986,979 and
// 45,003,255 ns late. The first is Perfect (within 45 ms), the second
// Great: the step they count in does not decide, the moment does.
func TestJudgedWithinTheStep(t *testing.T) {
	l := playChart(t, "lanes 2\n2 lane 1\n2 lane 2\n", 80,
		press(64, 0, 716.0/1024), press(64, 1, 717.0/1024), release(65, 0, 0), release(65, 1, 0))
	if l.Perfect != 1 || l.Great != 1 || l.Miss != 0 {
		t.Fatalf("perfect %d, great %d, miss %d; want 1, 1, 0", l.Perfect, l.Great, l.Miss)
	}
	if l.LastLane != 1 || l.LastOff != 45_003_255 {
		t.Errorf("last judged lane %d, %d ns off; want lane 1 (from 0), 45003255 ns", l.LastLane, l.LastOff)
	}
	if l.Combo != 2 || l.Value != 500 {
		t.Errorf("combo %d, value %d; want 2, 500", l.Combo, l.Value)
	}
	// Mean of 44,986 and 45,003 µs; their spread is ±8.5 µs: UR 0.085.
	if m, ur := l.MeanOffset(), l.UnstableRate(); m != 44_994*time.Microsecond || math.Abs(ur-0.085) > 1e-9 {
		t.Errorf("mean %v, UR %v; want 44.994ms, 0.085", m, ur)
	}
}

// TestEarlyPressesIgnoredThenJudged: a press 200 ms before a note (beyond
// the 180 ms miss window) is ignored; one 100 ms early is a Good, shown as
// early.
func TestEarlyPressesIgnoredThenJudged(t *testing.T) {
	// Beat 2 starts step 62; 200 ms before is 12 steps earlier (step 50);
	// 100 ms early is step 56.
	l := playChart(t, "2 lane 3\n", 80, press(50, 2, 0), release(51, 2, 0), press(56, 2, 0), release(57, 2, 0))
	if l.Good != 1 || l.Miss != 0 || l.Judged != 1 || l.LastOff != -100*time.Millisecond {
		t.Errorf("good %d, miss %d, judged %d, off %v; want 1, 0, 1, -100ms", l.Good, l.Miss, l.Judged, l.LastOff)
	}
}

// TestMissesAndCombo: three notes, the second not pressed: a Miss once
// 180 ms have passed, the combo broken and the max combo kept.
func TestMissesAndCombo(t *testing.T) {
	// Beats 2, 3, 4 start steps 62, 92, 122 (half a second is 30 steps).
	l := playChart(t, "2 lane 1\n3 lane 1\n4 lane 1\n", 150,
		press(62, 0, 0), release(63, 0, 0), press(122, 0, 0), release(123, 0, 0))
	if l.Perfect != 2 || l.Miss != 1 || l.Combo != 1 || l.MaxCombo != 1 {
		t.Errorf("perfect %d, miss %d, combo %d, max %d; want 2, 1, 1, 1", l.Perfect, l.Miss, l.Combo, l.MaxCombo)
	}
	// 600 of 900 for accuracy, a longest combo of 1 of 3.
	if want := rhythm.Score(600, 1, 3); l.Score != want || want != (900_000*600/300+100_000)/3 {
		t.Errorf("score %d, want %d", l.Score, want)
	}
	// The miss is counted in the step whose end is more than 180 ms past
	// beat 3 (step 92's start): 180 ms is 10.8 steps, so step 102.
	l = playChart(t, "3 lane 1\n", 102)
	if l.Miss != 1 {
		t.Errorf("after step 102: %d misses, want 1", l.Miss)
	}
	if l = playChart(t, "3 lane 1\n", 101); l.Miss != 0 {
		t.Errorf("after step 101: %d misses, want 0", l.Miss)
	}
}

// TestHolds: a hold from beat 2 to 4 (steps 62 to 122) judged at its head
// and its tail: held through, let go 100 ms early (Good), let go half a
// second early (a Miss), and a missed head (both Misses).
func TestHolds(t *testing.T) {
	chart := "hold 2..4 lane 2\n"
	for _, tc := range []struct {
		name      string
		ev        []input.Event
		judgement [5]int // none, perfect, great, good, miss
	}{
		{"held", []input.Event{press(62, 1, 0), release(140, 1, 0)}, [5]int{0, 2, 0, 0, 0}},
		{"let go on the tail", []input.Event{press(62, 1, 0), release(122, 1, 0)}, [5]int{0, 2, 0, 0, 0}},
		{"early", []input.Event{press(62, 1, 0), release(116, 1, 0)}, [5]int{0, 1, 0, 1, 0}},
		{"dropped", []input.Event{press(62, 1, 0), release(92, 1, 0)}, [5]int{0, 1, 0, 0, 1}},
		{"head missed", nil, [5]int{0, 0, 0, 0, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := playChart(t, chart, 160, tc.ev...)
			got := [5]int{0, l.Perfect, l.Great, l.Good, l.Miss}
			if got != tc.judgement {
				t.Errorf("judgements %v, want %v", got, tc.judgement)
			}
		})
	}
}

// TestTempoChange: after a change to 240 BPM on beat 4, beat 6 1/3 is 2 s +
// 2⅓ beats of 250 ms, 2,583,333,333 ns after beat 0; pressed there it is
// Perfect, and a chart with no change (the note at 3.1666 s) misses it.
func TestTempoChange(t *testing.T) {
	c, err := rhythm.ReadChart("t", []byte("bpm 120\ntempo 4 240\n6 1/3 lane 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Notes[0].At; got != 2_583_333_333 {
		t.Fatalf("beat 6 1/3 at %d ns, want 2583333333", got)
	}
	// Game time 16,666,666 + 2,583,333,333 = 2,599,999,999 ns: a nanosecond
	// before step 157 starts (156 steps are 2.6 s); the press at step 157's
	// start is 1 ns late.
	ev := []input.Event{press(157, 0, 0), release(158, 0, 0)}
	if l := playChart(t, "bpm 120\ntempo 4 240\n6 1/3 lane 1\n", 200, ev...); l.Perfect != 1 || l.LastOff != 1 {
		t.Errorf("with the change: perfect %d, off %v; want 1, 1ns", l.Perfect, l.LastOff)
	}
	if l := playChart(t, "bpm 120\n6 1/3 lane 1\n", 250, ev...); l.Perfect != 0 || l.Miss != 1 {
		t.Errorf("without it: perfect %d, miss %d; want 0, 1", l.Perfect, l.Miss)
	}
}

// TestScoreAccuracyGrade checks the formulas on worked numbers.
func TestScoreAccuracyGrade(t *testing.T) {
	for _, tc := range []struct {
		value, combo, total, score int64
	}{
		{300 * 10, 10, 10, 1_000_000},
		{0, 0, 10, 0},
		{200 * 10, 10, 10, 700_000},        // all Great: 600,000 + 100,000
		{300 * 5, 5, 10, 500_000},          // half the chart, perfect so far
		{300*9 + 0, 5, 10, 860_000},        // one miss in the middle
		{300 * 3, 3, 0, 0},                 // no judgements: 0
		{100 * 7, 7, 7, 300_000 + 100_000}, // all Good
	} {
		if got := rhythm.Score(tc.value, tc.combo, tc.total); got != tc.score {
			t.Errorf("Score(%d, %d, %d) = %d, want %d", tc.value, tc.combo, tc.total, got, tc.score)
		}
	}
	if a := rhythm.Accuracy(300+200+100+0, 4); a != 5000 {
		t.Errorf("accuracy of one of each: %d, want 5000 (50%%)", a)
	}
	for acc, want := range map[int64]string{10000: "SS", 9999: "S", 9501: "S", 9500: "A", 9001: "A", 8001: "B", 7001: "C", 7000: "D", 0: "D"} {
		if got := rhythm.Grade(acc); got != want {
			t.Errorf("Grade(%d) = %s, want %s", acc, got, want)
		}
	}
}
