package tactics

import "github.com/griffengine/griff/runtime/grid"

// Field is the map as the rules see it: its terrain and which unit stands
// where, with the working arrays of a range search. The zero value is an
// empty 0 × 0 field; Reset sizes it. A Field is not safe for concurrent use.
type Field struct {
	// Width and Height are the map's size in cells.
	Width, Height int
	// Terrain is the map's terrain, row by row: cell (x, y) is
	// Terrain[y*Width+x].
	Terrain []Terrain
	// Side is who stands on each cell, row by row: 0 nobody, 1 the player's
	// side, 2 the enemy's.
	Side []uint8

	dist  []int // Reach's cost to each cell, -1 out of reach
	prev  []int // Reach's previous cell of each cell's cheapest path, -1 none
	open  []int // Reach's cells to expand, reused
	reach []bool
}

// Reset makes f a width × height field of plains with nobody on it, keeping
// its memory.
func (f *Field) Reset(width, height int) {
	n := width * height
	f.Width, f.Height = width, height
	f.Terrain = resize(f.Terrain, n)
	f.Side = resize(f.Side, n)
	f.dist = resize(f.dist, n)
	f.prev = resize(f.prev, n)
	f.reach = resize(f.reach, n)
	clear(f.Terrain)
	clear(f.Side)
}

func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// In reports whether c is on the field.
func (f *Field) In(c grid.Cell) bool {
	return c.X() >= 0 && c.Y() >= 0 && c.X() < f.Width && c.Y() < f.Height
}

// Index returns c's index in Terrain and Side (y*Width + x), or -1 off the
// field.
func (f *Field) Index(c grid.Cell) int {
	if !f.In(c) {
		return -1
	}
	return c.Y()*f.Width + c.X()
}

// At returns the terrain of c (Wall off the field).
func (f *Field) At(c grid.Cell) Terrain {
	if i := f.Index(c); i >= 0 {
		return f.Terrain[i]
	}
	return Wall
}

// steps are the neighbours Reach tries, in order: up, right, down, left.
var steps = [4]grid.Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// Reach works out the cells a unit at from with move movement points
// moving by m can end its move on: Dijkstra's search (E. W. Dijkstra, A
// note on two problems in connexion with graphs, 1959) over the terrain
// costs (Cost), through no cell another unit stands on (ReachPassing lets a
// unit pass its own side's). Ties are broken the same way everywhere: cells
// are expanded by cost, then in the order they were reached, neighbours up,
// right, down, left, and a cell's path changes only for a strictly cheaper
// one. Afterwards CostTo, Reachable and Path answer for this search.
func (f *Field) Reach(from grid.Cell, move int, m Movement) { f.ReachPassing(from, move, m, 0) }

// ReachPassing is Reach for a unit of side pass (1 the player's, 2 the
// enemy's, as in Side): it walks through the cells of its own side's units
// but cannot end its move on them (Fire Emblem and Advance Wars: allies let
// a unit by, enemies block it). CostTo and Path count those cells; Reachable
// is false for them. A pass of 0 passes nobody.
func (f *Field) ReachPassing(from grid.Cell, move int, m Movement, pass uint8) {
	for i := range f.dist {
		f.dist[i], f.prev[i] = -1, -1
	}
	start := f.Index(from)
	if start < 0 {
		return
	}
	f.dist[start] = 0
	f.open = append(f.open[:0], start)
	for len(f.open) > 0 {
		best := 0 // the open cell of least cost, the first reached of equals
		for k, i := range f.open {
			if f.dist[i] < f.dist[f.open[best]] {
				best = k
			}
		}
		i := f.open[best]
		f.open = append(f.open[:best], f.open[best+1:]...)
		at := grid.C(i%f.Width, i/f.Width)
		for _, d := range steps {
			j := f.Index(at.Add(d))
			if j < 0 || (f.Side[j] != 0 && f.Side[j] != pass) {
				continue
			}
			c := Cost(f.Terrain[j], m)
			if c == Impassable || f.dist[i]+c > move {
				continue
			}
			if nd := f.dist[i] + c; f.dist[j] < 0 || nd < f.dist[j] {
				if f.dist[j] < 0 {
					f.open = append(f.open, j)
				}
				f.dist[j], f.prev[j] = nd, i
			}
		}
	}
}

// CostTo returns the movement points the last Reach's cheapest path to c
// costs (to end there, or to pass through a unit there), or -1 if c is out
// of reach.
func (f *Field) CostTo(c grid.Cell) int {
	if i := f.Index(c); i >= 0 {
		return f.dist[i]
	}
	return -1
}

// Reachable reports whether the last Reach can end a move on c: c is in
// reach and nobody stands on it (or it is the start).
func (f *Field) Reachable(c grid.Cell) bool {
	i := f.Index(c)
	return i >= 0 && f.endable(i)
}

// endable reports whether the last Reach can end a move on cell index i.
func (f *Field) endable(i int) bool { return f.dist[i] == 0 || (f.dist[i] > 0 && f.Side[i] == 0) }

// Path returns the last Reach's cheapest path to c, from the first step to
// c (empty for the start), appended to out[:0]; nil if c is out of reach.
func (f *Field) Path(c grid.Cell, out []grid.Cell) []grid.Cell {
	i := f.Index(c)
	if i < 0 || f.dist[i] < 0 {
		return nil
	}
	out = out[:0]
	if out == nil {
		out = []grid.Cell{} // empty, not nil: nil means out of reach
	}
	for ; f.prev[i] >= 0; i = f.prev[i] {
		out = append(out, grid.C(i%f.Width, i/f.Width))
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return out
}

// Threat marks in out (Width*Height, row by row) the cells a unit of ranges
// [lo, hi] can attack from some cell the last Reach can end a move on, and
// returns out. Cells it can move to are marked too when in range of another.
func (f *Field) Threat(lo, hi int, out []bool) []bool {
	out = resize(out, len(f.dist))
	clear(out)
	for i := range f.dist {
		if !f.endable(i) {
			continue
		}
		from := grid.C(i%f.Width, i/f.Width)
		for dy := -hi; dy <= hi; dy++ {
			for dx := -hi; dx <= hi; dx++ {
				to := from.Add(grid.C(dx, dy))
				if j := f.Index(to); j >= 0 && InRange(from, to, lo, hi) {
					out[j] = true
				}
			}
		}
	}
	return out
}
