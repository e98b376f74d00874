package rhythm

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// lanesReport is what a playtest report says about one Lanes.
type lanesReport struct {
	Chart      string `json:"chart"`
	Readable   bool   `json:"readable"` // the chart read; false: the Lanes does not play
	Record     bool   `json:"record,omitempty"`
	Over       bool   `json:"over"`
	Judged     int    `json:"judged"`
	Judgements int    `json:"judgements"` // how many the chart has
	Perfect    int    `json:"perfect"`
	Great      int    `json:"great"`
	Good       int    `json:"good"`
	Miss       int    `json:"miss"`
	Combo      int    `json:"combo"`
	MaxCombo   int    `json:"maxCombo"`
	Score      int64  `json:"score"`
	Accuracy   int64  `json:"accuracy"` // hundredths of a percent
	Grade      string `json:"grade"`
	MeanOffMs  int64  `json:"meanOffsetMs"` // the presses' mean offset (negative: early)
	Taps       int    `json:"taps,omitempty"`
}

// PlaytestReport reports each active Lanes' play so far (runtime.PlaytestReporter),
// under the name "lanes": its chart and whether it read, the counts,
// combo, score, accuracy and grade, the presses' mean offset in ms, and in
// record mode the taps taken down.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, l := range scenes.Active[Lanes](g.Scene()) {
		r := lanesReport{Chart: l.Chart, Record: l.Record, Over: l.Over, Judged: l.Judged, Perfect: l.Perfect,
			Great: l.Great, Good: l.Good, Miss: l.Miss, Combo: l.Combo, MaxCombo: l.MaxCombo, Score: l.Score,
			Accuracy: l.Accuracy(), Grade: Grade(l.Accuracy()), MeanOffMs: l.MeanOffset().Milliseconds(), Taps: len(l.Taps)}
		if c := s.charts[l.Chart].c; c != nil {
			r.Readable, r.Judgements = true, c.Judgements()
		}
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "lanes", Value: r})
	}
	return dst
}
