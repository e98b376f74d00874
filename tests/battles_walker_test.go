package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/battles"
	"github.com/griffengine/griff/scenes"
)

// TestBadWalkerFieldsDoNotFreezeIt: a walker whose file puts it off the
// map, on a wall or mid-slide for a billion steps warns in the problem log
// and can walk again within a slide's steps (it was frozen for good).
func TestBadWalkerFieldsDoNotFreezeIt(t *testing.T) {
	cases := map[string]func(w *battles.Walker){
		"off the map": func(w *battles.Walker) { w.Col, w.Row = 99, -4 },
		"on a wall":   func(w *battles.Walker) { w.Col, w.Row = 0, 0 },
		"moving a billion steps": func(w *battles.Walker) {
			w.Moving = 1_000_000_000
		},
	}
	for name, bad := range cases {
		t.Run(name, func(t *testing.T) {
			tm, _ := templates.Lookup("battles")
			lg, err := hosting.Load(tm.Files, "battles")
			if err != nil {
				t.Fatal(err)
			}
			var probs []string
			g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { probs = append(probs, p.Component+": "+p.Message) }})
			if err != nil {
				t.Fatal(err)
			}
			w := scenes.Get[battles.Walker](g.Scene().Find("Walker"))
			bad(w)
			w.Placed = false
			for range battles.WalkSteps + 2 {
				g.Step()
			}
			if w.Moving != 0 || w.Col < 0 || w.Row < 0 || w.Col >= w.Cols || w.Row >= w.Rows || w.Walls[w.Row][w.Col] == '#' {
				t.Errorf("the walker is at %d,%d moving %d: it cannot walk", w.Col, w.Row, w.Moving)
			}
			if !strings.Contains(strings.Join(probs, "\n"), "Battles.Walker") {
				t.Errorf("no warning of the walker's fields in %q", probs)
			}
		})
	}
}
