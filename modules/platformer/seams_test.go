package platformer

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// wallFall drops a 14×14 player (no friction) from (x0, y0) beside a
// one-cell-wide wall (column 1, face at x = 32) standing on a floor (row 12,
// top at y = 192), holding "left" for the first second, and returns the step
// it first stands on something, where it is then and after 10 s, and whether
// it stands then. When split, one extra cell behind the wall at row 3 makes
// MergeCells cut the wall's flat face at y = 48 and y = 64
// (shared/cases/tile-seams).
func wallFall(t *testing.T, split bool, x0, y0 float64) (landed int, at, end griff.Vec, grounded bool) {
	rows := make([]string, 13)
	for y := range rows {
		rows[y] = ".#......"
	}
	if split {
		rows[3] = "##......"
	}
	rows[12] = "########"
	var e *scenes.Entity
	g := newCodeGame(t, hold("left", 1, 60), nil, func(s *scenes.Scene) {
		walls := physics.TilemapWalls{CellSize: griff.V(16, 16)}
		walls.SetRows(rows...)
		scenes.Add(s.NewEntity("Walls", nil), walls)
		e = entityAt(s, "Player", griff.V(x0, y0))
		scenes.Add(e, physics.Body{FixedRotation: true, NeverSleep: true})
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{noFriction(physics.Box(14, 14))}})
		scenes.Add(e, Player{})
	})
	p := scenes.Get[Player](e)
	for i := 1; i <= 600; i++ {
		g.Step()
		if landed == 0 && p.Grounded {
			landed, at = i, e.Transform().Position()
		}
	}
	return landed, at, e.Transform().Position(), p.Grounded
}

// TestPlayerSlidesPastWallSeams: falling along a wall cut into rectangles,
// the player lands on the floor at the same step and place as beside a plain
// column, never on a seam. The heights are ones it started from in
// shared/cases/tile-seams and stood on the seam at y = 48 for 10 s, Grounded.
func TestPlayerSlidesPastWallSeams(t *testing.T) {
	for _, y0 := range []float64{8, 33.5, 37, 39.5, 41} {
		wantStep, wantAt, wantEnd, _ := wallFall(t, false, 39.5, y0)
		if !(wantAt[1] > 184 && wantAt[1] < 194) || math.Abs(wantEnd[1]-185) > 0.2 {
			t.Fatalf("from y %v beside a plain column the player landed at %v and ends at %v, want on the floor (y 185)", y0, wantAt, wantEnd)
		}
		step, at, end, grounded := wallFall(t, true, 39.5, y0)
		if step != wantStep || math.Abs(at[1]-wantAt[1]) > 0.01 || math.Abs(end[1]-wantEnd[1]) > 0.01 || !grounded {
			t.Errorf("from y %v beside the split wall the player first stood at step %d at %v and ends at %v (grounded %v); beside a plain column step %d at %v, ending at %v",
				y0, step, at, end, grounded, wantStep, wantAt, wantEnd)
		}
	}
}
