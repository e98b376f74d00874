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
	cells  []grid.Cell // a path's cells, reused
	pts    []griff.Vec // a path's points before pulling straight, reused
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

// route appends to dst the points to walk from from to to: a shortest path
// on the grid (grid.Pathfinder, 8 directions) from the walkable cell
// nearest from to the one nearest to, ending at to itself if to is inside
// the walk polygon, else at that cell's centre; then pulled straight (from
// each point kept, the path's points are skipped while the next one is seen
// along a line that stays on walkable cells or inside the polygon), so the hero walks in straight
// lines between the corners it must turn at, as the genre's walkers do.
// It returns dst unchanged if no path is found.
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
	end := a.center(goal)
	if inside(a.walk, to) {
		end = to
	}
	pts := a.pts[:0]
	for _, c := range a.cells[1:] {
		pts = append(pts, a.center(c))
	}
	if n := len(pts); n > 0 {
		pts[n-1] = end
	} else {
		pts = append(pts, end)
	}
	a.pts = pts
	at := from
	for k := 0; k < len(pts); {
		j := k
		for j+1 < len(pts) && a.clear(at, pts[j+1]) {
			j++
		}
		dst = append(dst, pts[j])
		at, k = pts[j], j+1
	}
	return dst
}

// clear reports whether the straight line from p to q stays in the walk
// polygon: it crosses none of its edges (a touch at a corner or along an
// edge does not count) and its middle is inside. p and q are points of a
// route (the hero's place, walkable cells' centres, a clicked point inside
// the polygon).
func (a *area) clear(p, q griff.Vec) bool {
	w := a.walk
	for i, j := 0, len(w)-1; i < len(w); j, i = i, i+1 {
		if crosses(p, q, w[j], w[i]) {
			return false
		}
	}
	return inside(w, griff.V(float64(p[0]+q[0])/2, float64(p[1]+q[1])/2))
}

// crosses reports whether segments pq and ab cross at a point inside both.
func crosses(p, q, a, b griff.Vec) bool {
	d1, d2 := side(a, b, p), side(a, b, q)
	d3, d4 := side(p, q, a), side(p, q, b)
	return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
}

// side returns the cross product (b-a)×(p-a): positive when p is to one
// side of the line ab, negative on the other, 0 on it. Each product is
// rounded on its own (no fused multiply-add), the same on every machine.
func side(a, b, p griff.Vec) float64 {
	return float64((b[0]-a[0])*(p[1]-a[1])) - float64((b[1]-a[1])*(p[0]-a[0]))
}

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
