package match3

// Shape is the shape of one match.
type Shape int8

// The shapes a match can have.
const (
	// ShapeThree is 3 in a line: cleared, nothing made.
	ShapeThree Shape = iota
	// ShapeFour is 4 in a line: makes a line clearer.
	ShapeFour
	// ShapeFive is 5 or more in a line: makes a colour bomb.
	ShapeFive
	// ShapeL is a line across another, meeting at an end of each: makes a bomb.
	ShapeL
	// ShapeT is a line across another, meeting in the middle of one (a T or a
	// plus): makes a bomb.
	ShapeT
)

var shapeNames = [...]string{"three", "four", "five", "L", "T"}

// String returns "three", "four", "five", "L" or "T".
func (s Shape) String() string {
	if int(s) < len(shapeNames) && s >= 0 {
		return shapeNames[s]
	}
	return "shape(?)"
}

// Match is a group of gems of one colour in lines of 3 or more that touch
// (runs that share a cell are one match).
type Match struct {
	// Shape is what the group is.
	Shape Shape
	// Color is the colour matched.
	Color int8
	// Cells are the cells of the group, in row order (top to bottom, left to
	// right).
	Cells []Cell
	// Center is where a special gem the match makes goes when the swap did
	// not move one of its gems there: the crossing of an L or T, the middle
	// of a line.
	Center Cell
	// Across is true when the group's longest line runs across (a row).
	Across bool
}

// run is one line of 3 or more gems of a colour.
type run struct {
	x, y, n int
	across  bool
}

func (r run) cell(i int) Cell {
	if r.across {
		return Cell{r.x + i, r.y}
	}
	return Cell{r.x, r.y + i}
}

func (r run) has(c Cell) bool {
	if r.across {
		return c.Y == r.y && c.X >= r.x && c.X < r.x+r.n
	}
	return c.X == r.x && c.Y >= r.y && c.Y < r.y+r.n
}

// matchable reports whether the gem at c takes part in matches: a gem with a
// colour (not empty, not a colour bomb) on a cell.
func (b *Board) matchable(c Cell) bool {
	g := b.at(c)
	return g.Kind != KindNone && g.Kind != KindColourBomb
}

// runs returns the lines of 3 or more of one colour: rows first (top to
// bottom), then columns (left to right).
func (b *Board) runs(dst []run) []run {
	w, h := b.size()
	for pass := 0; pass < 2; pass++ {
		across := pass == 0
		outer, inner := h, w
		if !across {
			outer, inner = w, h
		}
		for o := 0; o < outer; o++ {
			for i := 0; i < inner; {
				r := run{across: across}
				if across {
					r.x, r.y = i, o
				} else {
					r.x, r.y = o, i
				}
				start := r.cell(0)
				if !b.matchable(start) {
					i++
					continue
				}
				col := b.at(start).Color
				for i+r.n < inner && b.matchable(r.cell(r.n)) && b.at(r.cell(r.n)).Color == col {
					r.n++
				}
				if r.n >= 3 {
					dst = append(dst, r)
				}
				i += r.n
			}
		}
	}
	return dst
}

// Matches returns the matches on the board now, in the order of their first
// run (rows top to bottom, then columns left to right). Two matches at once
// (two colours, or one colour in two places) are two.
func (b *Board) Matches() []Match {
	rs := b.runs(nil)
	group := make([]int, len(rs))
	for i := range group {
		group[i] = i
	}
	var find func(i int) int
	find = func(i int) int {
		for group[i] != i {
			i = group[i]
		}
		return i
	}
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if rs[i].across != rs[j].across && crossing(rs[i], rs[j]) != nil && b.at(rs[i].cell(0)).Color == b.at(rs[j].cell(0)).Color {
				group[find(j)] = find(i)
			}
		}
	}
	var out []Match
	for i := range rs {
		if find(i) != i {
			continue
		}
		var members []run
		for j := range rs {
			if find(j) == i {
				members = append(members, rs[j])
			}
		}
		out = append(out, b.classify(members))
	}
	return out
}

// crossing returns the cell two runs (one across, one down) share, or nil.
func crossing(a, d run) *Cell {
	if !a.across {
		a, d = d, a
	}
	c := Cell{d.x, a.y}
	if a.has(c) && d.has(c) {
		return &c
	}
	return nil
}

// classify makes the Match of a group of runs.
func (b *Board) classify(rs []run) Match {
	m := Match{Color: b.at(rs[0].cell(0)).Color}
	longest := rs[0]
	for _, r := range rs[1:] {
		if r.n > longest.n {
			longest = r
		}
	}
	m.Across = longest.across
	m.Center = longest.cell(longest.n / 2)
	seen := map[Cell]bool{}
	for _, r := range rs {
		for i := 0; i < r.n; i++ {
			seen[r.cell(i)] = true
		}
	}
	w, h := b.size()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if seen[Cell{x, y}] {
				m.Cells = append(m.Cells, Cell{x, y})
			}
		}
	}
	switch {
	case longest.n >= 5:
		m.Shape = ShapeFive
	case len(rs) > 1:
		m.Shape = ShapeL
		for _, a := range rs {
			for _, d := range rs {
				if a.across && !d.across {
					if c := crossing(a, d); c != nil {
						m.Center = *c
						if inside(a, *c) || inside(d, *c) {
							m.Shape = ShapeT
						}
					}
				}
			}
		}
	case longest.n == 4:
		m.Shape = ShapeFour
	}
	return m
}

// inside reports whether c is a cell of r other than its two ends.
func inside(r run, c Cell) bool { return r.has(c) && c != r.cell(0) && c != r.cell(r.n-1) }
