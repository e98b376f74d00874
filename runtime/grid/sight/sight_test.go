package sight_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid/sight"
)

// board is a map read from rows: '#' is a wall.
type board struct {
	w, h  int
	walls []bool
}

func parse(rows ...string) *board {
	b := &board{w: len(rows[0]), h: len(rows)}
	for _, r := range rows {
		for i := range len(r) {
			b.walls = append(b.walls, r[i] == '#')
		}
	}
	return b
}

func (b *board) opaque(x, y int) bool { return b.walls[y*b.w+x] }

// picture draws what v sees: '@' the viewer, '#'/'.' seen walls and floors,
// ' ' unseen.
func picture(b *board, v *sight.View, vx, vy int) string {
	var sb strings.Builder
	for y := range b.h {
		for x := range b.w {
			switch {
			case x == vx && y == vy:
				sb.WriteByte('@')
			case !v.Visible(x, y):
				sb.WriteByte(' ')
			case b.walls[y*b.w+x]:
				sb.WriteByte('#')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// TestPillarShadow: a pillar two cells right of the viewer hides the cells
// straight behind it, and the shadow widens with distance. Worked out by hand
// from the pillar's edge slopes ±1/4: at depth 5 (x = 7) the lit rows end at
// columns ±1 (depth·slope = ±1.25 rounded inwards), but the floor cells there
// (rows 2 and 4) lie outside the slopes of their rows, so they are not seen
// (the symmetric rule); at depth 6 (x = 8) the walls of columns -1 to 1 are in
// shadow while those of columns ±2 are lit.
func TestPillarShadow(t *testing.T) {
	b := parse(
		"#########",
		"#.......#",
		"#.......#",
		"#...#...#",
		"#.......#",
		"#.......#",
		"#########",
	)
	v := sight.NewView(b.w, b.h)
	v.Compute(2, 3, -1, b.opaque)
	got := picture(b, v, 2, 3)
	want := "" +
		"#########\n" +
		"#.......#\n" +
		"#......  \n" +
		"#.@.#    \n" +
		"#......  \n" +
		"#.......#\n" +
		"#########\n"
	if got != want {
		t.Errorf("view:\n%s\nwant:\n%s", got, want)
	}
}

// TestRadiusAndExplored: the radius is a circle of cell centres; explored
// cells stay explored after the viewer moves away; Forget clears them.
func TestRadiusAndExplored(t *testing.T) {
	b := parse(strings.Repeat(".", 21), strings.Repeat(".", 21), strings.Repeat(".", 21),
		strings.Repeat(".", 21), strings.Repeat(".", 21), strings.Repeat(".", 21), strings.Repeat(".", 21))
	v := sight.NewView(b.w, b.h)
	v.Compute(3, 3, 3, b.opaque)
	n := 0
	for y := range b.h {
		for x := range b.w {
			d2 := (x-3)*(x-3) + (y-3)*(y-3)
			if v.Visible(x, y) != (d2 <= 9) {
				t.Errorf("Visible(%d, %d) = %v with distance² %d, radius² 9", x, y, v.Visible(x, y), d2)
			}
			if v.Visible(x, y) {
				n++
			}
		}
	}
	if n != 29 {
		t.Errorf("%d cells seen in radius 3, want 29", n)
	}
	v.Compute(17, 3, 3, b.opaque)
	if v.Visible(3, 3) || !v.WasExplored(3, 3) || !v.WasExplored(17, 3) {
		t.Errorf("after moving: Visible(3,3)=%v WasExplored(3,3)=%v WasExplored(17,3)=%v; want false true true",
			v.Visible(3, 3), v.WasExplored(3, 3), v.WasExplored(17, 3))
	}
	v.Forget()
	if v.WasExplored(3, 3) {
		t.Error("Forget left (3,3) explored")
	}
}

// randomBoard is a w×h map with about one cell in density a wall.
func randomBoard(r *griff.Rand, w, h, density int) *board {
	b := &board{w: w, h: h, walls: make([]bool, w*h)}
	for i := range b.walls {
		b.walls[i] = r.IntN(density) == 0
	}
	return b
}

// TestSymmetry: on random maps, for every pair of floor cells A and B, A sees
// B exactly when B sees A, with and without a radius.
func TestSymmetry(t *testing.T) {
	r := griff.NewRand(16)
	for trial := range 12 {
		b := randomBoard(r, 24, 18, 3+trial%3)
		radius := []int{-1, 6, 9}[trial%3]
		views := make([]*sight.View, b.w*b.h)
		for i := range views {
			if !b.walls[i] {
				views[i] = sight.NewView(b.w, b.h)
				views[i].Compute(i%b.w, i/b.w, radius, b.opaque)
			}
		}
		seen := 0
		for a, va := range views {
			for c, vc := range views {
				if va == nil || vc == nil {
					continue
				}
				ab, ba := va.Seen[c], vc.Seen[a]
				if ab != ba {
					t.Fatalf("trial %d: (%d,%d) sees (%d,%d): %v, but the other way: %v",
						trial, a%b.w, a/b.w, c%b.w, c/b.w, ab, ba)
				}
				if ab {
					seen++
				}
			}
		}
		if seen == 0 {
			t.Fatalf("trial %d: no floor cell sees another", trial)
		}
	}
}

// TestNoWallLeak: a viewer in a closed room sees nothing outside it.
func TestNoWallLeak(t *testing.T) {
	b := parse(
		"..........",
		".######...",
		".#....#...",
		".#....#...",
		".######...",
		"..........",
	)
	v := sight.NewView(b.w, b.h)
	v.Compute(3, 2, -1, b.opaque)
	for y := range b.h {
		for x := range b.w {
			inside := x >= 1 && x <= 6 && y >= 1 && y <= 4
			if v.Visible(x, y) && !inside {
				t.Errorf("(%d,%d) seen from inside the closed room", x, y)
			}
		}
	}
	if !v.Visible(1, 1) || !v.Visible(6, 4) {
		t.Error("the room's corners are not seen")
	}
}

func BenchmarkCompute_64x64(b *testing.B) {
	bd := randomBoard(griff.NewRand(3), 64, 64, 5)
	bd.walls[32*64+32] = false
	v := sight.NewView(64, 64)
	b.ReportAllocs()
	for b.Loop() {
		v.Compute(32, 32, 20, bd.opaque)
	}
}
