package strategy

import (
	"math"

	"github.com/griffengine/griff/runtime/grid"
)

// isqrt returns the whole square root of v ≥ 0 (rounded down): the float
// square root is exact to the bit on every machine, then corrected.
func isqrt(v int64) int64 {
	if v <= 0 {
		return 0
	}
	r := int64(math.Sqrt(float64(v)))
	for r*r > v {
		r--
	}
	for (r+1)*(r+1) <= v {
		r++
	}
	return r
}

// dist2 is the squared distance of two points.
func dist2(ax, ay, bx, by int) int64 {
	dx, dy := int64(bx-ax), int64(by-ay)
	return dx*dx + dy*dy
}

// radius returns a unit's radius in 1/Sub units (a building's half side).
func radius(u *Unit) int {
	if u.def.Building() {
		return u.def.Size * Tile * Sub / 2
	}
	return u.def.Size * Sub
}

// rect returns building u's rectangle in 1/Sub units (x0, y0, x1, y1).
func rect(u *Unit) (int, int, int, int) {
	n := u.def.Size * Tile * Sub
	x0, y0 := u.Tile.X()*Tile*Sub, u.Tile.Y()*Tile*Sub
	return x0, y0, x0 + n, y0 + n
}

// gap returns the distance between u's edge and t's edge (a building's
// rectangle), in 1/Sub units; 0 when they touch.
func gap(u, t *Unit) int {
	if t.def.Building() {
		x0, y0, x1, y1 := rect(t)
		return max(int(isqrt(dist2(u.X, u.Y, min(max(u.X, x0), x1), min(max(u.Y, y0), y1))))-radius(u), 0)
	}
	return max(int(isqrt(dist2(u.X, u.Y, t.X, t.Y)))-radius(u)-radius(t), 0)
}

// gapTile returns the distance between u's edge and tile c's square.
func gapTile(u *Unit, c grid.Cell) int {
	x0, y0 := c.X()*Tile*Sub, c.Y()*Tile*Sub
	x1, y1 := x0+Tile*Sub, y0+Tile*Sub
	return max(int(isqrt(dist2(u.X, u.Y, min(max(u.X, x0), x1), min(max(u.Y, y0), y1))))-radius(u), 0)
}

// Reach is how close (from its centre to the edge, 1/Sub units) a worker
// must be to work on a mine, tree, hall or building: from the middle of
// the tile beside it, and a little more.
const Reach = (Tile/2 + 4) * Sub

// near reports whether worker u reaches building t.
func (s *system) near(u, t *Unit) bool { return gap(u, t)+radius(u) <= Reach }

// cellAt returns the tile of a point in 1/Sub units.
func cellAt(x, y int) grid.Cell {
	return grid.C(floorDiv(x, Tile*Sub), floorDiv(y, Tile*Sub))
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// centre returns tile c's centre in 1/Sub units.
func centre(c grid.Cell) (int, int) {
	return (c.X()*Tile + Tile/2) * Sub, (c.Y()*Tile + Tile/2) * Sub
}

// nearestOpen returns the open tile nearest to c (c itself if open),
// nearest to the point (px, py) among equals, searching rings out to 12
// tiles in a fixed order; ok is false if there is none.
func (s *system) nearestOpen(c grid.Cell, px, py int) (grid.Cell, bool) {
	if s.grid.Open(c) {
		return c, true
	}
	for r := 1; r <= 12; r++ {
		best, bd := grid.Cell{}, int64(-1)
		for y := c.Y() - r; y <= c.Y()+r; y++ {
			for x := c.X() - r; x <= c.X()+r; x++ {
				if x != c.X()-r && x != c.X()+r && y != c.Y()-r && y != c.Y()+r {
					continue
				}
				t := grid.C(x, y)
				if !s.grid.Open(t) {
					continue
				}
				cx, cy := centre(t)
				if d := dist2(cx, cy, px, py); bd < 0 || d < bd {
					best, bd = t, d
				}
			}
		}
		if bd >= 0 {
			return best, true
		}
	}
	return c, false
}

// approach returns the point a unit at (px, py) goes to, to reach the
// tiles x0..x1, y0..y1 (inclusive): the centre of the open tile beside
// them (not at a corner) nearest to it.
func (s *system) approach(x0, y0, x1, y1, px, py int) (int, int) {
	best, bd := grid.Cell{}, int64(-1)
	for y := y0 - 1; y <= y1+1; y++ {
		for x := x0 - 1; x <= x1+1; x++ {
			inX, inY := x >= x0 && x <= x1, y >= y0 && y <= y1
			if inX == inY { // inside, or a corner (too far to reach)
				continue
			}
			t := grid.C(x, y)
			if !s.grid.Open(t) {
				continue
			}
			cx, cy := centre(t)
			if d := dist2(cx, cy, px, py); bd < 0 || d < bd {
				best, bd = t, d
			}
		}
	}
	if bd < 0 {
		return centre(grid.C(x0, y0))
	}
	return centre(best)
}

// approachUnit returns the point u goes to, to reach t.
func (s *system) approachUnit(u, t *Unit) (int, int) {
	if !t.def.Building() {
		return t.X, t.Y
	}
	n := t.def.Size - 1
	return s.approach(t.Tile.X(), t.Tile.Y(), t.Tile.X()+n, t.Tile.Y()+n, u.X, u.Y)
}

// goTo sends u to (x, y) (1/Sub units), finding its path on its next move.
func goTo(u *Unit, x, y int) {
	u.TX, u.TY, u.Routed, u.Path, u.At, u.Stuck = x, y, false, u.Path[:0], 0, 0
}

// route finds u's path (A* over the open tiles, diagonals allowed) to
// its point; a point on a blocked tile moves to the nearest open one.
func (s *system) route(u *Unit) {
	u.Routed, u.At = true, 0
	from, _ := s.nearestOpen(cellAt(u.X, u.Y), u.X, u.Y)
	goal := cellAt(u.TX, u.TY)
	if !s.grid.Open(goal) {
		var ok bool
		if goal, ok = s.nearestOpen(goal, u.X, u.Y); ok {
			u.TX, u.TY = centre(goal)
		}
	}
	p, _ := s.pf.FindWithin(&s.grid, from, goal, true, 4096, s.path)
	s.path = p
	u.Path = append(u.Path[:0], p...)
	if len(u.Path) > 0 {
		u.Path = u.Path[1:] // the tile it stands on
	}
}

// advance moves u a step along its path to its point (routing it first
// if needed) and reports whether it is there.
func (s *system) advance(u *Unit) bool {
	if !u.Routed {
		s.route(u)
	}
	sp := u.def.Speed
	if sp <= 0 {
		return true
	}
	// A unit pushed past its waypoint goes on from where it is.
	for u.At < len(u.Path)-1 {
		ax, ay := centre(u.Path[u.At])
		bx, by := centre(u.Path[u.At+1])
		if dist2(u.X, u.Y, bx, by) > dist2(ax, ay, bx, by) {
			break
		}
		u.At++
	}
	for {
		wx, wy := u.TX, u.TY
		last := u.At >= len(u.Path)-1
		if !last {
			wx, wy = centre(u.Path[u.At])
		}
		d := isqrt(dist2(u.X, u.Y, wx, wy))
		if d <= int64(sp) {
			if s.grid.Open(cellAt(wx, wy)) || cellAt(wx, wy) == cellAt(u.X, u.Y) {
				u.X, u.Y = wx, wy
			}
			if last {
				return true
			}
			u.At++
			return false
		}
		nx := u.X + int(int64(wx-u.X)*int64(sp)/d)
		ny := u.Y + int(int64(wy-u.Y)*int64(sp)/d)
		if c := cellAt(nx, ny); c != cellAt(u.X, u.Y) && !s.grid.Open(c) {
			u.Stuck++
			return false
		}
		u.X, u.Y = nx, ny
		return false
	}
}

// separate pushes apart units that overlap (not buildings), in pairs in
// hierarchy order, half the overlap each (all of it to an idle one pushed
// by a moving one: idle units make way), with whole numbers; a push onto
// a blocked tile is not made. Workers at work (gathering or carrying)
// pass through each other, as in StarCraft, so mines do not jam.
func (s *system) separate() {
	us := s.units
	for i := range us {
		a := us[i].u
		if a.def.Building() || a.HP <= 0 {
			continue
		}
		for j := i + 1; j < len(us); j++ {
			b := us[j].u
			if b.def.Building() || b.HP <= 0 || (working(a) && working(b)) {
				continue
			}
			rs := int64(radius(a) + radius(b))
			d2 := dist2(a.X, a.Y, b.X, b.Y)
			if d2 >= rs*rs {
				continue
			}
			dx, dy, d := int64(b.X-a.X), int64(b.Y-a.Y), isqrt(d2)
			if d == 0 {
				dx, dy, d = 1, int64(j-i)%2, 1
			}
			push := rs - d + 1
			pa, pb := push/2, push-push/2
			switch am, bm := a.Act != OrderIdle, b.Act != OrderIdle; {
			case am && !bm:
				pa, pb = 0, push // the idle one makes way
			case bm && !am:
				pa, pb = push, 0
			}
			s.nudge(a, int(-dx*pa/d), int(-dy*pa/d))
			s.nudge(b, int(dx*pb/d), int(dy*pb/d))
		}
	}
}

// working reports whether a worker gathers or carries.
func working(u *Unit) bool { return u.Act == OrderGather || u.Act == OrderReturn }

// nudge moves u by (dx, dy) unless that puts it on a blocked tile.
func (s *system) nudge(u *Unit, dx, dy int) {
	nx, ny := u.X+dx, u.Y+dy
	if c := cellAt(nx, ny); c == cellAt(u.X, u.Y) || s.grid.Open(c) {
		u.X, u.Y = nx, ny
	}
}

// formation returns the place of the i-th of n units sent to (x, y): a
// square of them, spacing world units apart, row by row, moved to the
// nearest open tile where it falls on a blocked one.
func (s *system) formation(i, n, x, y, spacing int) (int, int) {
	k := int(isqrt(int64(n-1))) + 1
	col, row := i%k, i/k
	fx := x + (2*col-(k-1))*spacing*Sub/2
	fy := y + (2*row-(k-1))*spacing*Sub/2
	if c := cellAt(fx, fy); !s.grid.Open(c) {
		if o, ok := s.nearestOpen(c, x, y); ok {
			return centre(o)
		}
	}
	return fx, fy
}
