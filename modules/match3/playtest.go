package match3

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// boardReport is what a playtest report says about one board.
type boardReport struct {
	Phase       string `json:"phase"`
	Score       int    `json:"score"`
	MovesMade   int    `json:"movesMade"`
	MovesLeft   int    `json:"movesLeft"`
	GoalLeft    int    `json:"goalLeft"`
	Won         bool   `json:"won"`
	ClearedAll  int    `json:"clearedAll"`
	BestCascade int    `json:"bestCascade"`
	Shuffles    int    `json:"shuffles"`
	// Move is a swap that would clear something now ("x,y>x,y"), or "".
	Move string `json:"move,omitempty"`
}

// PlaytestReport reports each active board's phase, counters and a move
// that works (runtime.PlaytestReporter), under the name "board".
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, b := range scenes.Active[Board](g.Scene()) {
		r := boardReport{Phase: b.Phase.String(), Score: b.Score, MovesMade: b.MovesMade, MovesLeft: b.MovesLeft,
			GoalLeft: b.GoalLeft, Won: b.Won, ClearedAll: b.ClearedAll, BestCascade: b.BestCascade, Shuffles: b.Shuffles}
		if a, c, ok := b.FirstMove(); ok && b.Started {
			r.Move = fmt.Sprintf("%d,%d>%d,%d", a.X, a.Y, c.X, c.Y)
		}
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "board", Value: r})
	}
	return dst
}
