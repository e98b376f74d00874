package rhythm

import "time"

// Judgement is how well a note was hit.
type Judgement uint8

// The judgements, best first. JudgeNone is a note not judged yet.
const (
	JudgeNone Judgement = iota
	JudgePerfect
	JudgeGreat
	JudgeGood
	JudgeMiss
)

var judgementNames = [...]string{"none", "perfect", "great", "good", "miss"}

// String returns "none", "perfect", "great", "good" or "miss".
func (j Judgement) String() string {
	if int(j) < len(judgementNames) {
		return judgementNames[j]
	}
	return "Judgement(" + itoa(int(j)) + ")"
}

// Windows are the judgement windows: how far (either side) a press may be
// from its note's time for each judgement. A press further than Miss from
// every note waiting in its lane is ignored (no penalty for tapping between
// notes, as in osu!mania and Etterna); one within Miss but outside Good is a
// miss.
type Windows struct {
	Perfect, Great, Good, Miss time.Duration
}

// DefaultWindows are Etterna's Judge 4 windows (StepMania's defaults, which
// Etterna calls J4): W2 ±45 ms for Perfect, W3 ±90 ms for Great, W4 ±135
// ms for Good, and W5 ±180 ms, StepMania's "Boo", taken as a miss. (J4's
// W1, ±22.5 ms "Marvelous", is counted as Perfect: four judgements are
// what Friday Night Funkin' and Taiko players know.)
var DefaultWindows = Windows{45 * time.Millisecond, 90 * time.Millisecond, 135 * time.Millisecond, 180 * time.Millisecond}

// judge returns the judgement of a press off from its note (negative:
// early), or JudgeNone if it is too far to count.
func (w Windows) judge(off time.Duration) Judgement {
	off = max(off, -off)
	switch {
	case off <= w.Perfect:
		return JudgePerfect
	case off <= w.Great:
		return JudgeGreat
	case off <= w.Good:
		return JudgeGood
	case off <= w.Miss:
		return JudgeMiss
	}
	return JudgeNone
}

// value is a judgement's worth for accuracy, osu!mania's hit values: 300,
// 200, 100, 0.
func (j Judgement) value() int64 {
	switch j {
	case JudgePerfect:
		return 300
	case JudgeGreat:
		return 200
	case JudgeGood:
		return 100
	}
	return 0
}

// The split of a score of MaxScore: accuracy and combo parts.
const (
	// MaxScore is the score of a chart played all Perfect.
	MaxScore = 1_000_000
	// comboPart of MaxScore is for the longest combo, the rest for
	// accuracy.
	comboPart = 100_000
)

// Score is the score of a play: MaxScore × (0.9 × accuracy + 0.1 × the
// longest combo over the chart's judgements), in integers, rounded down.
// This is the shape of osu!mania's ScoreV2 (a million for a perfect play,
// mostly for accuracy, some for combo); the 90/10 split is this module's.
// value is the sum of the judgements' values (Judgement.value), total the
// chart's judgements; 0 judgements score 0.
func Score(value, maxCombo, total int64) int64 {
	if total <= 0 {
		return 0
	}
	return ((MaxScore-comboPart)*value/300 + comboPart*maxCombo) / total
}

// Accuracy returns the accuracy of the judgements so far in hundredths of
// a percent (10000 is 100%): osu!mania's, the sum of hit values over 300
// per judgement. No judgement yet is 100%.
func Accuracy(value, judged int64) int64 {
	if judged <= 0 {
		return 10000
	}
	return value * 10000 / (300 * judged)
}

// Grade returns the letter of an accuracy in hundredths of a percent, by
// osu!mania's thresholds (osu! wiki, "Grades"): SS at 100%, S above 95%, A
// above 90%, B above 80%, C above 70%, else D.
func Grade(acc int64) string {
	switch {
	case acc >= 10000:
		return "SS"
	case acc > 9500:
		return "S"
	case acc > 9000:
		return "A"
	case acc > 8000:
		return "B"
	case acc > 7000:
		return "C"
	}
	return "D"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
