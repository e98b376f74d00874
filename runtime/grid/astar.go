package grid

// Step costs of a path: an orthogonal step costs StepCost times the entered
// cell's cost (Grid.Cost), a diagonal one DiagonalCost times it (14/10, close
// to √2, kept whole so every machine adds the same numbers).
const (
	StepCost     = 10
	DiagonalCost = 14
)

// Pathfinder finds shortest paths on a Grid with A*. It keeps its working
// arrays between searches, so a search on a settled grid makes no garbage.
// The zero value is ready to use. A Pathfinder is not safe for concurrent use;
// each game's grid system has its own.
//
// Ties are broken the same way on every machine: of the open cells, the one
// with the lowest f (cost so far plus estimate) is expanded first, then the
// lowest h (estimate, so the search runs towards the goal), then the lowest
// cell index (Grid.Index: row by row). Neighbours are tried in the order up,
// right, down, left, then the diagonals up-right, down-right, down-left,
// up-left, and a cell's parent changes only on a strictly cheaper cost. The
// estimate (StepCost times the orthogonal distance, or the octile distance
// with diagonals) never overestimates, so the path is a cheapest one.
//
// The method is from Hart, Nilsson and Raphael, A Formal Basis for the
// Heuristic Determination of Minimum Cost Paths (1968).
type Pathfinder struct {
	cost  []int32  // cost so far per cell, valid where seen == gen
	from  []int32  // parent cell index per cell
	seen  []uint32 // generation a cell was reached in
	done  []uint32 // generation a cell was closed in
	gen   uint32
	open  []node
	steps []Cell
}

type node struct{ f, h, i int32 }

// less is the tie-break order: f, then h, then index.
func (a node) less(b node) bool {
	if a.f != b.f {
		return a.f < b.f
	}
	if a.h != b.h {
		return a.h < b.h
	}
	return a.i < b.i
}

var neighbours = [8]Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}

// Find returns a cheapest path from from to to on g, both ends included, and
// its cost (see StepCost), appending to out[:0]; or nil and -1 if there is
// none (an end outside the grid or blocked, no way through, or a grid of more
// than MaxCells cells). With diagonal
// true a mover may also step diagonally, but never past a corner: both
// orthogonal cells beside a diagonal step must be open. The path is valid
// until the next Find with the same out.
func (p *Pathfinder) Find(g *Grid, from, to Cell, diagonal bool, out []Cell) ([]Cell, int) {
	return p.FindWithin(g, from, to, diagonal, 0, out)
}

// FindWithin is Find that gives up, returning nil and -1, once it has closed
// limit cells without reaching to (0: no limit). A search for a cell that
// cannot be reached closes every cell reachable from from, which on a big
// grid takes milliseconds; the brains search within BrainSearchLimit so a
// chaser walled off from its target costs a bounded time each step.
func (p *Pathfinder) FindWithin(g *Grid, from, to Cell, diagonal bool, limit int, out []Cell) ([]Cell, int) {
	if g.tooBig() || !g.Open(from) || !g.Open(to) {
		return nil, -1
	}
	p.reset(g.Width * g.Rows())
	start, goal := int32(g.Index(from)), int32(g.Index(to))
	p.reach(start, start, 0)
	p.push(node{estimate(from, to, diagonal), estimate(from, to, diagonal), start})
	dirs := 4
	if diagonal {
		dirs = 8
	}
	closed := 0
	for len(p.open) > 0 {
		n := p.pop()
		if p.done[n.i] == p.gen {
			continue
		}
		p.done[n.i] = p.gen
		if n.i == goal {
			return p.path(g, goal, out), int(p.cost[goal])
		}
		if closed++; limit > 0 && closed >= limit {
			return nil, -1
		}
		p.expand(g, n.i, to, dirs)
	}
	return nil, -1
}

// expand opens the neighbours of cell i. Bounds are checked on the column
// and row worked out once (the grid's Width and Rows are fixed during a
// search), so a neighbour costs a few comparisons.
func (p *Pathfinder) expand(g *Grid, i int32, to Cell, dirs int) {
	w, h := g.Width, g.Rows()
	x, y := int(i)%w, int(i)/w
	for k := range dirs {
		d := neighbours[k]
		nx, ny := x+d[0], y+d[1]
		if nx < 0 || ny < 0 || nx >= w || ny >= h {
			continue
		}
		j := ny*w + nx
		if g.blockedAt(j) || p.done[j] == p.gen {
			continue
		}
		step := int32(StepCost)
		if k >= 4 {
			if g.blockedAt(y*w+nx) || g.blockedAt(ny*w+x) {
				continue
			}
			step = DiagonalCost
		}
		cost := p.cost[i] + step*int32(g.costAt(j))
		if p.seen[j] == p.gen && p.cost[j] <= cost {
			continue
		}
		p.reach(int32(j), i, cost)
		est := estimate(Cell{nx, ny}, to, dirs == 8)
		p.push(node{cost + est, est, int32(j)})
	}
}

func (p *Pathfinder) reach(j, parent, cost int32) {
	p.seen[j], p.from[j], p.cost[j] = p.gen, parent, cost
}

// path walks the parents back from goal into out.
func (p *Pathfinder) path(g *Grid, goal int32, out []Cell) []Cell {
	p.steps = p.steps[:0]
	for i := goal; ; i = p.from[i] {
		p.steps = append(p.steps, g.CellOf(int(i)))
		if p.from[i] == i {
			break
		}
	}
	out = out[:0]
	for k := len(p.steps) - 1; k >= 0; k-- {
		out = append(out, p.steps[k])
	}
	return out
}

// estimate is the admissible distance from a to b: orthogonal, or octile with
// diagonals.
func estimate(a, b Cell, diagonal bool) int32 {
	dx, dy := int32(abs(a[0]-b[0])), int32(abs(a[1]-b[1]))
	if !diagonal {
		return StepCost * (dx + dy)
	}
	return StepCost*max(dx, dy) + (DiagonalCost-StepCost)*min(dx, dy)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// reset makes room for n cells and starts a new generation.
func (p *Pathfinder) reset(n int) {
	if len(p.seen) < n {
		p.cost = make([]int32, n)
		p.from = make([]int32, n)
		p.seen = make([]uint32, n)
		p.done = make([]uint32, n)
		p.gen = 0
	}
	p.gen++
	if p.gen == 0 { // wrapped: clear the marks of 2^32 searches ago
		clear(p.seen)
		clear(p.done)
		p.gen = 1
	}
	p.open = p.open[:0]
}

// push and pop keep p.open a binary min-heap in the order of node.less.
func (p *Pathfinder) push(n node) {
	p.open = append(p.open, n)
	for i := len(p.open) - 1; i > 0; {
		up := (i - 1) / 2
		if !p.open[i].less(p.open[up]) {
			break
		}
		p.open[i], p.open[up] = p.open[up], p.open[i]
		i = up
	}
}

func (p *Pathfinder) pop() node {
	h := p.open
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		l, small := 2*i+1, i
		if l < len(h) && h[l].less(h[small]) {
			small = l
		}
		if r := l + 1; r < len(h) && h[r].less(h[small]) {
			small = r
		}
		if small == i {
			break
		}
		h[i], h[small] = h[small], h[i]
		i = small
	}
	p.open = h
	return top
}
