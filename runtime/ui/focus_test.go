package ui_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestNeighbour moves focus on a layout of 20×20 widgets:
//
//	A(0,0)   B(40,0)   C(80,0)
//	         D(40,40)
//	E(0,60)            F(80,60)
func TestNeighbour(t *testing.T) {
	s := scenes.NewScene("focus", nil)
	panel := s.NewEntity("Panel", nil)
	scenes.Add(panel, ui.Panel{Name: "P", Open: true})
	at := map[string]griff.Vec{"A": {0, 0}, "B": {40, 0}, "C": {80, 0}, "D": {40, 40}, "E": {0, 60}, "F": {80, 60}}
	for _, n := range []string{"A", "B", "C", "D", "E", "F"} {
		e := s.NewEntity(n, panel)
		e.Transform().SetPosition(at[n])
		scenes.Add(e, ui.Widget{Size: griff.V(20, 20)})
	}
	up, down, left, right := griff.V(0, -1), griff.V(0, 1), griff.V(-1, 0), griff.V(1, 0)
	// Scores are the distance along the direction plus twice the distance
	// across, between box centres.
	for _, tc := range []struct {
		from string
		dir  griff.Vec
		want string
	}{
		{"A", right, "B"}, // B 40 beats D 40+2·40 and C 80
		{"B", down, "D"},  // D 40 beats E and F 60+2·40
		{"D", down, "E"},  // E and F tie at 20+2·40: the first in hierarchy order
		{"D", left, "E"},  // E 40+2·20 beats A 40+2·40
		{"D", right, "F"}, // F 40+2·20 beats C 40+2·40
		{"E", right, "D"}, // D 40+2·20 and F 80 tie: D comes first
		{"F", up, "C"},    // C 60 beats B 60+2·40
		{"C", right, ""},  // nothing that way: no wrap
		{"A", up, ""},
	} {
		from := s.Find("Panel/" + tc.from)
		name := ""
		if got := ui.Neighbour(panel, from, tc.dir); got != nil {
			name = got.Name()
		}
		if name != tc.want {
			t.Errorf("Neighbour(%s, %v) = %q, want %q", tc.from, tc.dir, name, tc.want)
		}
	}
}
