package adventure

import (
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
)

// area is a room's walk area as a grid: the cells whose centres are inside
// the polygon are open. It is worked out from the Room when the hero enters
// it (or the Room's walk area changed) and kept by the system, not saved.
type area struct {
	walk   []griff.Vec // the polygon it was made from
	size   float64
	origin griff.Vec // the grid's top-left corner
	g      grid.Grid
	pf     grid.Pathfinder
	cells  []grid.Cell
}

// makeArea returns the walk area of r: an error if its polygon has fewer
// than 3 points or its grid more than MaxWalkCells cells.
func makeArea(r *Room) (*area, error) {
	if len(r.Walk) < 3 {
		return nil, fmt.Errorf("the walk area has %d points, want at least 3", len(r.Walk))
	}
	size := r.CellSize
	if !(size > 0) {
		size = DefaultCellSize
	}
	lo, hi := r.Walk[0], r.Walk[0]
	for _, p := range r.Walk {
		if math.IsNaN(p[0]) || math.IsNaN(p[1]) || math.IsInf(p[0], 0) || math.IsInf(p[1], 0) {
			return nil, fmt.Errorf("the walk area has a point that is not a number")
		}
		lo = griff.V(min(lo[0], p[0]), min(lo[1], p[1]))
		hi = griff.V(max(hi[0], p[0]), max(hi[1], p[1]))
	}
	w, h := math.Ceil((hi[0]-lo[0])/size), math.Ceil((hi[1]-lo[1])/size)
	if w*h > MaxWalkCells || w < 1 || h < 1 {
		return nil, fmt.Errorf("the walk area's grid is %gx%g cells of %g (at most %d cells)", w, h, size, MaxWalkCells)
	}
	a := &area{walk: append([]griff.Vec(nil), r.Walk...), size: size, origin: lo}
	a.g = grid.Grid{Width: int(w), Height: int(h), CellSize: size, Blocked: make([]bool, int(w)*int(h))}
	for i := range a.g.Blocked {
		a.g.Blocked[i] = !inside(r.Walk, a.center(a.g.CellOf(i)))
	}
	return a, nil
}

// same reports whether a was made from r's walk area.
func (a *area) same(r *Room) bool {
	if len(a.walk) != len(r.Walk) || a.size != orSize(r.CellSize) {
		return false
	}
	for i := range a.walk {
		if a.walk[i] != r.Walk[i] {
			return false
		}
	}
	return true
}

func orSize(s float64) float64 {
	if s > 0 {
		return s
	}
	return DefaultCellSize
}

// center returns the world centre of c.
func (a *area) center(c grid.Cell) griff.Vec {
	return a.g.Center(a.origin, c)
}

// cellOf returns the cell p is in (perhaps outside the grid).
func (a *area) cellOf(p griff.Vec) grid.Cell {
	return grid.C(int(math.Floor((p[0]-a.origin[0])/a.size)), int(math.Floor((p[1]-a.origin[1])/a.size)))
}

// nearest returns the open cell whose centre is nearest p (the first in
// row order of those as near), and false if no cell is open.
func (a *area) nearest(p griff.Vec) (grid.Cell, bool) {
	if c := a.cellOf(p); a.g.Open(c) {
		return c, true
	}
	best, found, bd := grid.Cell{}, false, math.Inf(1)
	for i, b := range a.g.Blocked {
		if b {
			continue
		}
		c := a.g.CellOf(i)
		d := a.center(c).Sub(p)
		if dd := float64(d[0]*d[0]) + float64(d[1]*d[1]); dd < bd {
			best, found, bd = c, true, dd
		}
	}
	return best, found
}

// route appends to dst the points to walk from from to to: the centres of a
// shortest path's cells (8 directions, as grid.Pathfinder finds them), the
// first dropped and straight runs merged, ending at to itself if to is
// inside the walk polygon, else at the nearest open cell's centre. It returns dst
// unchanged if no path is found.
func (a *area) route(from, to griff.Vec, dst []griff.Vec) []griff.Vec {
	start, ok1 := a.nearest(from)
	goal, ok2 := a.nearest(to)
	if !ok1 || !ok2 {
		return dst
	}
	var cost int
	a.cells, cost = a.pf.Find(&a.g, start, goal, true, a.cells[:0])
	if cost < 0 || len(a.cells) == 0 {
		return dst
	}
	for i := 1; i < len(a.cells); i++ {
		if i+1 < len(a.cells) && a.cells[i+1].Add(neg(a.cells[i])) == a.cells[i].Add(neg(a.cells[i-1])) {
			continue // the same direction: no turn here
		}
		dst = append(dst, a.center(a.cells[i]))
	}
	end := a.center(goal)
	if inside(a.walk, to) {
		end = to
	}
	if n := len(dst); n > 0 {
		dst[n-1] = end
	} else {
		dst = append(dst, end)
	}
	return dst
}

func neg(c grid.Cell) grid.Cell { return grid.C(-c[0], -c[1]) }

// Inside reports whether p is inside the walk polygon (the even-odd rule;
// a point on an edge may count either way).
func inside(poly []griff.Vec, p griff.Vec) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > p[1]) != (b[1] > p[1]) {
			t := (p[1] - a[1]) / (b[1] - a[1])
			x := a[0] + float64(t*(b[0]-a[0]))
			if p[0] < x {
				in = !in
			}
		}
	}
	return in
}
