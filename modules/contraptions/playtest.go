package contraptions

import (
	"strconv"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// boardReport is what a playtest report says about the board.
type boardReport struct {
	Mode   string   `json:"mode"`
	Puzzle int      `json:"puzzle"` // 1-based
	Of     int      `json:"of"`
	Title  string   `json:"title,omitempty"`
	Goals  []string `json:"goals,omitempty"`
	Solved int      `json:"solved"`
	Steps  int      `json:"steps,omitempty"` // of the run
	Cursor [2]int   `json:"cursor"`
	// Palette is what is left to place, "kind xN" each.
	Palette []string `json:"palette,omitempty"`
	// Placed are the parts the player placed, "kind col,row way" each.
	Placed []string `json:"placed,omitempty"`
}

// PlaytestReport reports the board (runtime.PlaytestReporter) under the
// name "board": its mode, puzzle, goals, what is left to place and what
// the player placed.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, b := range scenes.Active[Board](g.Scene()) {
		r := boardReport{Mode: b.Mode.String(), Puzzle: b.Puzzle + 1, Of: len(b.Puzzles), Solved: b.Solved, Steps: b.Steps, Cursor: [2]int{b.Col, b.Row}}
		pz := s.puzzle(e, b)
		if pz == nil {
			return append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "board", Value: r})
		}
		r.Title = pz.Title
		for _, gl := range pz.Goals {
			r.Goals = append(r.Goals, gl.String())
		}
		if parts := child(e, "Parts"); parts != nil {
			s.m.collect(parts, pz.Cols, pz.Rows)
			for i, st := range pz.Palette {
				r.Palette = append(r.Palette, st.Kind.String()+" x"+itoa(s.left(pz, i)))
			}
			for _, p := range s.m.ps {
				if !p.Fixed {
					way := 0 // a rotation out of range (check warns of it in a step) reads as the first way
					if p.Rot > 0 && p.Rot < p.Kind.Rotations() {
						way = p.Rot
					}
					r.Placed = append(r.Placed, p.Kind.String()+" "+itoa(p.Col)+","+itoa(p.Row)+" "+p.Kind.ways()[way])
				}
			}
		}
		return append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "board", Value: r})
	}
	return dst
}

func itoa(n int) string { return strconv.Itoa(n) }
