package strategy

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// sideReport is what a playtest report says about a side.
type sideReport struct {
	Gold      int `json:"gold"`
	Wood      int `json:"wood"`
	Workers   int `json:"workers"`
	Soldiers  int `json:"soldiers"`
	Buildings int `json:"buildings"`
	Supply    int `json:"supply"`
	Cap       int `json:"cap"`
}

// matchReport is what a playtest report says about the match.
type matchReport struct {
	Step     int               `json:"step"`
	Over     string            `json:"over,omitempty"`
	Sides    [Sides]sideReport `json:"sides"`
	Selected int               `json:"selected"`
	Explored int               `json:"explored"` // tiles side 0 explored
}

// PlaytestReport reports the match (runtime.PlaytestReporter) under the
// name "match": its step, its end, each side's stock and forces, the
// selection's size and the tiles the player explored.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, m := range scenes.Active[Match](g.Scene()) {
		r := matchReport{Step: m.Step, Over: m.Over, Selected: len(m.UI.Selected)}
		for i := range r.Sides {
			r.Sides[i] = sideReport{Gold: m.Stock[i][Gold], Wood: m.Stock[i][Wood], Supply: s.used[i], Cap: s.cap[i]}
		}
		for _, c := range e.Children() {
			u := scenes.Get[Unit](c)
			if u == nil || u.Side >= Sides || u.HP <= 0 || u.def == nil {
				continue
			}
			sr := &r.Sides[u.Side]
			switch {
			case u.def.Building():
				sr.Buildings++
			case u.def.Role == RoleWorker:
				sr.Workers++
			default:
				sr.Soldiers++
			}
		}
		for _, v := range m.Explored {
			if v&1 != 0 {
				r.Explored++
			}
		}
		return append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "match", Value: r})
	}
	return dst
}
