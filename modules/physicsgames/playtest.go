package physicsgames

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

var slingPhaseNames = [...]string{"aim", "flight", "return", "won", "lost"}

func (p SlingPhase) String() string {
	if int(p) < len(slingPhaseNames) {
		return slingPhaseNames[p]
	}
	return "unknown"
}

var tablePhaseNames = [...]string{"serve", "play", "over"}

func (p TablePhase) String() string {
	if int(p) < len(tablePhaseNames) {
		return tablePhaseNames[p]
	}
	return "unknown"
}

// slingReport is what a playtest report says about a slingshot level.
type slingReport struct {
	Phase   string `json:"phase"`
	Shots   int    `json:"shots"`
	Score   int    `json:"score"`
	Stars   int    `json:"stars,omitempty"`
	Targets int    `json:"targets"`
	Blocks  int    `json:"blocks"`
}

// tableReport is what a playtest report says about a pinball table.
type tableReport struct {
	Phase  string  `json:"phase"`
	Ball   int     `json:"ball"`
	Balls  int     `json:"balls"`
	Score  int     `json:"score"`
	Meter  float64 `json:"tiltMeter"`
	Tilted bool    `json:"tilted,omitempty"`
}

// PlaytestReport reports the level being played (runtime.PlaytestReporter):
// a slingshot level under the name "sling" (phase, shots, score, stars,
// targets and blocks standing), a table under "table" (phase, ball, balls
// left, score, tilt).
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	sc := g.Scene()
	for e, sl := range scenes.Active[Sling](sc) {
		r := slingReport{Phase: sl.Phase.String(), Shots: sl.Shots, Score: sl.Score, Stars: sl.Won}
		for range scenes.Active[Target](sc) {
			r.Targets++
		}
		for range scenes.Active[Block](sc) {
			r.Blocks++
		}
		r.Blocks -= r.Targets
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "sling", Value: r})
	}
	for e, t := range scenes.Active[Table](sc) {
		r := tableReport{Phase: t.Phase.String(), Ball: t.Ball, Balls: t.Balls, Score: t.Score, Meter: t.Meter, Tilted: t.Tilted}
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "table", Value: r})
	}
	return dst
}
