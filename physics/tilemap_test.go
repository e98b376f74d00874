package physics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

func TestMergeCells(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want []physics.CellRect
	}{
		{"empty", []string{"...."}, nil},
		{"one cell", []string{".#.."}, []physics.CellRect{{1, 0, 1, 1}}},
		{"block", []string{"##", "##"}, []physics.CellRect{{0, 0, 2, 2}}},
		{"L", []string{"#.", "##"}, []physics.CellRect{{0, 0, 1, 1}, {0, 1, 2, 1}}},
		{"two runs", []string{"#.#", "#.#"}, []physics.CellRect{{0, 0, 1, 2}, {2, 0, 1, 2}}},
		{"gap row", []string{"##", "..", "##"}, []physics.CellRect{{0, 0, 2, 1}, {0, 2, 2, 1}}},
		{"short last row", []string{"###", "#"}, []physics.CellRect{{0, 0, 3, 1}, {0, 1, 1, 1}}},
	}
	if got := physics.MergeCells([]bool{false, true, true}, 1<<40); len(got) != 1 || got[0] != (physics.CellRect{1, 0, 2, 1}) {
		t.Errorf("MergeCells with a huge width = %v, want [{1 0 2 1}]", got)
	}
	for _, tc := range tests {
		var tw physics.TilemapWalls
		tw.SetRows(tc.rows...)
		got := physics.MergeCells(tw.Cells, tw.Width)
		if len(got) != len(tc.want) {
			t.Errorf("%s: MergeCells = %v, want %v", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: MergeCells = %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}

// level100x20 is a 100x20 level: a floor two cells thick, walls at both ends
// and three platforms.
func level100x20() []string {
	rows := make([]string, 20)
	for y := range rows {
		row := []byte(strings.Repeat(".", 100))
		row[0], row[99] = '#', '#'
		switch {
		case y >= 18:
			row = []byte(strings.Repeat("#", 100))
		case y == 14:
			copy(row[10:], "##########")
		case y == 10:
			copy(row[40:], "###############")
		case y == 6:
			copy(row[70:], "########")
		}
		rows[y] = string(row)
	}
	return rows
}

func TestTilemapWallsMergeCount(t *testing.T) {
	r := newRig(t, physics.Options{})
	level := r.s.NewEntity("Level", nil)
	var tw physics.TilemapWalls
	tw.CellSize = griff.V(16, 16)
	tw.SetRows(level100x20()...)
	scenes.Add(level, tw)
	solid := 0
	for _, c := range tw.Cells {
		if c {
			solid++
		}
	}
	box := r.body("Box", griff.V(25*16, 0), physics.Body{}, physics.Box(10, 10))
	r.step(180)
	// The side walls (columns 0 and 99, rows 0-17), three platforms and the
	// floor (rows 18-19): 6 shapes for 310 solid cells.
	if n := r.w.ShapeCount(level); n != 6 {
		t.Errorf("tilemap of %d solid cells built %d shapes, want 6: %v", solid, n, physics.MergeCells(tw.Cells, tw.Width))
	}
	// The box at x=400 (no platform above it) falls onto the floor at row 18 (y=288).
	if y := pos(box)[1]; !near(y, 283, 0.7) {
		t.Errorf("box on the tilemap floor at y=%v, want 283", y)
	}
	// Opening a floor cell rebuilds the walls: row 18 becomes two runs and
	// row 19 no longer matches them, so the floor is 3 shapes.
	scenes.Get[physics.TilemapWalls](level).Cells[18*100+50] = false
	r.step(1)
	if n := r.w.ShapeCount(level); n != 8 {
		t.Errorf("after opening a floor cell %d shapes, want 8", n)
	}
}

// TestCellMergerMatchesMergeCells checks a reused merger gives what
// MergeCells gives for grids of several widths, and merges again with no
// allocation once grown.
func TestCellMergerMatchesMergeCells(t *testing.T) {
	r := griff.NewRand(9)
	var m physics.CellMerger
	for _, width := range []int{1, 3, 17, 40, 9} {
		cells := make([]bool, width*23+width/2) // a short last row too
		for i := range cells {
			cells[i] = r.Chance(0.45)
		}
		want := physics.MergeCells(cells, width)
		got := m.Merge(cells, width)
		if !slices.Equal(got, want) {
			t.Fatalf("width %d: merger gave %v, MergeCells %v", width, got, want)
		}
	}
	cells := make([]bool, 40*23)
	for i := range cells {
		cells[i] = i%7 != 0
	}
	m.Merge(cells, 40)
	if n := testing.AllocsPerRun(20, func() { m.Merge(cells, 40) }); n != 0 {
		t.Errorf("a grown merger allocates %v times a merge, want 0", n)
	}
}
