package fighting

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// fighterReport is what a playtest report says about a fighter.
type fighterReport struct {
	Side   int    `json:"side"`
	X      int    `json:"x"`
	Y      int    `json:"y,omitempty"`
	Health int    `json:"health"`
	Meter  int    `json:"meter"`
	Pose   string `json:"pose"`
	Move   string `json:"move,omitempty"`
	Combo  int    `json:"comboTaken,omitempty"`
}

// matchReport is what a playtest report says about a match.
type matchReport struct {
	Phase    string          `json:"phase"`
	Mode     string          `json:"mode"`
	Round    int             `json:"round,omitempty"`
	Seconds  int             `json:"seconds,omitempty"`
	Wins     [2]int          `json:"wins"`
	Announce string          `json:"announce,omitempty"`
	Fighters []fighterReport `json:"fighters"`
}

// PlaytestReport reports the scene's match (runtime.PlaytestReporter)
// under the name "match": its phase, mode, round, timer in seconds, wins
// and announcement, and each fighter's place, health, meter, pose, move
// and the hits of the combo it is taking.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, m := range scenes.Active[Match](g.Scene()) {
		r := matchReport{Phase: m.Phase.String(), Round: m.Round, Wins: m.Wins, Announce: m.Announce, Fighters: []fighterReport{}}
		if int(m.Mode) < len(modeNames) {
			r.Mode = modeNames[m.Mode]
		}
		if m.Phase != PhaseTitle && m.Mode != ModeTraining {
			r.Seconds = (m.Timer + stepRate - 1) / stepRate
		}
		for _, f := range scenes.Active[Fighter](g.Scene()) {
			fr := fighterReport{Side: f.Side, X: f.X, Y: f.Y, Health: f.Health, Meter: f.Meter, Combo: f.Combo}
			if f.Pose >= 0 && f.Pose < len(poseNames) {
				fr.Pose = poseNames[f.Pose]
			}
			if ld, ok := s.chars[s.pathOf(m, f)]; ok && ld.c != nil && f.Move >= 0 && f.Move < len(ld.c.Moves) {
				fr.Move = ld.c.Moves[f.Move].Name
			}
			r.Fighters = append(r.Fighters, fr)
		}
		return append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "match", Value: r})
	}
	return dst
}

// pathOf returns the move list file of f's character, or "".
func (s *system) pathOf(m *Match, f *Fighter) string {
	if f.Char < 0 || f.Char >= len(m.Characters) {
		return ""
	}
	return m.Characters[f.Char]
}
