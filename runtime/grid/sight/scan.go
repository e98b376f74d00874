package sight

// quadrant is one of the four views from the viewer: up, right, down, left.
// In a quadrant a cell is named by its depth (the distance from the viewer
// along the quadrant's direction) and its column (across it).
type quadrant uint8

// cell returns the map cell of (depth, col) in quadrant q around (ox, oy).
func (q quadrant) cell(ox, oy, depth, col int) (int, int) {
	switch q {
	case 0:
		return ox + col, oy - depth
	case 1:
		return ox + depth, oy + col
	case 2:
		return ox + col, oy + depth
	}
	return ox - depth, oy + col
}

// slope is the fraction n/d with d > 0: a line from the viewer's centre
// through a point col across at depth 1.
type slope struct{ n, d int }

// row is a row of cells at one depth, lit between two slopes.
type row struct {
	depth      int
	start, end slope
}

// minCol is the first column of the row: depth·start rounded, halves up.
func (r row) minCol() int { return floorDiv(2*r.depth*r.start.n+r.start.d, 2*r.start.d) }

// maxCol is the last column of the row: depth·end rounded, halves down.
func (r row) maxCol() int { return ceilDiv(2*r.depth*r.end.n-r.end.d, 2*r.end.d) }

// symmetric reports whether col's centre lies between the row's slopes (ends
// included): only such floor cells are seen, which makes sight symmetric.
func (r row) symmetric(col int) bool {
	return col*r.start.d >= r.depth*r.start.n && col*r.end.d <= r.depth*r.end.n
}

// edge is the slope of the left edge of cell col at depth: (2·col − 1)/(2·depth).
func edge(depth, col int) slope { return slope{2*col - 1, 2 * depth} }

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

// scan is one Compute's scan of one quadrant.
type scan struct {
	v      *View
	ox, oy int
	r      int
	q      quadrant
	opaque Opaque
}

// wall reports whether (depth, col) blocks sight; cells outside the map do.
func (s *scan) wall(depth, col int) bool {
	x, y := s.q.cell(s.ox, s.oy, depth, col)
	return !s.v.in(x, y) || s.opaque(x, y)
}

// light reveals (depth, col) if it is in the map and within the radius.
func (s *scan) light(depth, col int) {
	x, y := s.q.cell(s.ox, s.oy, depth, col)
	if s.v.in(x, y) && depth*depth+col*col <= s.r*s.r {
		s.v.reveal(x, y)
	}
}

// run scans the quadrant's rows from depth 1 out to the radius, keeping the
// rows still to scan on the view's stack instead of recursing.
func (s *scan) run() {
	stack := append(s.v.rows[:0], row{1, slope{-1, 1}, slope{1, 1}})
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if r.depth > s.r {
			continue
		}
		stack = s.scanRow(r, stack)
	}
	s.v.rows = stack[:0]
}

// scanRow lights the cells of r and pushes the rows behind its lit runs.
func (s *scan) scanRow(r row, stack []row) []row {
	const none, floor, wall = 0, 1, 2
	prev := none
	lo, hi := r.minCol(), r.maxCol()
	for col := lo; col <= hi; col++ {
		isWall := s.wall(r.depth, col)
		if isWall || r.symmetric(col) {
			s.light(r.depth, col)
		}
		if prev == wall && !isWall {
			r.start = edge(r.depth, col)
		}
		if prev == floor && isWall {
			next := row{r.depth + 1, r.start, edge(r.depth, col)}
			stack = append(stack, next)
		}
		prev = floor
		if isWall {
			prev = wall
		}
	}
	if prev == floor {
		stack = append(stack, row{r.depth + 1, r.start, r.end})
	}
	return stack
}
