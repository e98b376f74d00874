package grid_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
)

// randomGrid is a w×h grid with about one cell in density blocked and, when
// costs, random extra costs 0..4.
func randomGrid(r *griff.Rand, w, h, density int, costs bool) *grid.Grid {
	g := &grid.Grid{Width: w, Height: h, Blocked: make([]bool, w*h)}
	for i := range g.Blocked {
		g.Blocked[i] = r.IntN(density) == 0
	}
	if costs {
		g.Costs = make([]int, w*h)
		for i := range g.Costs {
			g.Costs[i] = r.IntN(5)
		}
	}
	return g
}

// dijkstra is the reference: the cheapest cost from a to every cell with the
// same moves and costs as Pathfinder, found by relaxing every cell until
// nothing changes (slow and obviously right); -1 where unreachable.
func dijkstra(g *grid.Grid, a grid.Cell, diagonal bool) []int {
	n := g.Width * g.Rows()
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[g.Index(a)] = 0
	offs := []grid.Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}
	if !diagonal {
		offs = offs[:4]
	}
	for changed := true; changed; {
		changed = false
		for i := range n {
			if dist[i] < 0 {
				continue
			}
			c := g.CellOf(i)
			for k, d := range offs {
				nc := c.Add(d)
				if !g.Open(nc) {
					continue
				}
				step := grid.StepCost
				if k >= 4 {
					if !g.Open(c.Add(grid.Cell{d[0], 0})) || !g.Open(c.Add(grid.Cell{0, d[1]})) {
						continue
					}
					step = grid.DiagonalCost
				}
				j := g.Index(nc)
				if nd := dist[i] + step*g.Cost(nc); dist[j] < 0 || nd < dist[j] {
					dist[j], changed = nd, true
				}
			}
		}
	}
	return dist
}

// bfs is the number of orthogonal steps from a to every cell, -1 where
// unreachable.
func bfs(g *grid.Grid, a grid.Cell) []int {
	dist := make([]int, g.Width*g.Rows())
	for i := range dist {
		dist[i] = -1
	}
	dist[g.Index(a)] = 0
	queue := []grid.Cell{a}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, d := range []grid.Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			nc := c.Add(d)
			if g.Open(nc) && dist[g.Index(nc)] < 0 {
				dist[g.Index(nc)] = dist[g.Index(c)] + 1
				queue = append(queue, nc)
			}
		}
	}
	return dist
}

// checkPath fails unless path walks open cells from a to b in legal steps
// and costs cost.
func checkPath(t *testing.T, g *grid.Grid, path []grid.Cell, a, b grid.Cell, diagonal bool, cost int) {
	t.Helper()
	if path[0] != a || path[len(path)-1] != b {
		t.Fatalf("path %v does not run from %v to %v", path, a, b)
	}
	sum := 0
	for i := 1; i < len(path); i++ {
		d := grid.DirTo(path[i-1], path[i])
		if d == grid.DirNone || (d.Diagonal() && !diagonal) || !g.Open(path[i]) {
			t.Fatalf("step %v -> %v of path %v is not legal", path[i-1], path[i], path)
		}
		step := grid.StepCost
		if d.Diagonal() {
			step = grid.DiagonalCost
		}
		sum += step * g.Cost(path[i])
	}
	if sum != cost {
		t.Fatalf("path %v costs %d by its steps, Find said %d", path, sum, cost)
	}
}

// TestFindMatchesBFS: on random 4-connected grids of unit cost, every path A*
// finds is as short as breadth-first search says, and A* finds one exactly
// where BFS reaches.
func TestFindMatchesBFS(t *testing.T) {
	r := griff.NewRand(42)
	var pf grid.Pathfinder
	var out []grid.Cell
	for trial := range 40 {
		g := randomGrid(r, 20+trial%7, 15, 3, false)
		a := grid.C(r.IntN(g.Width), r.IntN(15))
		g.Blocked[g.Index(a)] = false
		dist := bfs(g, a)
		for range 20 {
			b := grid.C(r.IntN(g.Width), r.IntN(15))
			var cost int
			out, cost = pf.Find(g, a, b, false, out)
			want := dist[g.Index(b)]
			if g.Blocked[g.Index(b)] {
				want = -1
			}
			if (out == nil) != (want < 0) {
				t.Fatalf("trial %d: Find(%v, %v) found %v, BFS distance %d", trial, a, b, out, want)
			}
			if out == nil {
				continue
			}
			checkPath(t, g, out, a, b, false, cost)
			if cost != want*grid.StepCost || len(out)-1 != want {
				t.Fatalf("trial %d: Find(%v, %v) cost %d in %d steps, BFS says %d steps", trial, a, b, cost, len(out)-1, want)
			}
		}
	}
}

// TestFindOptimalWithCosts: with per-cell costs, 4- and 8-connected, A*'s
// cost equals the reference's and its path is legal and costs what it says.
func TestFindOptimalWithCosts(t *testing.T) {
	r := griff.NewRand(7)
	var pf grid.Pathfinder
	for trial := range 30 {
		diagonal := trial%2 == 1
		g := randomGrid(r, 16, 12, 4, true)
		a := grid.C(r.IntN(16), r.IntN(12))
		g.Blocked[g.Index(a)] = false
		dist := dijkstra(g, a, diagonal)
		for range 15 {
			b := grid.C(r.IntN(16), r.IntN(12))
			path, cost := pf.Find(g, a, b, diagonal, nil)
			want := dist[g.Index(b)]
			if cost != want {
				t.Fatalf("trial %d (diagonal %v): Find(%v, %v) costs %d, want %d", trial, diagonal, a, b, cost, want)
			}
			if path != nil {
				checkPath(t, g, path, a, b, diagonal, cost)
			}
		}
	}
}

// TestFindTieBreak: on an open 3×3 grid the path from corner to corner is the
// one the stated order gives: lowest f, then lowest h, then lowest index.
// Every 4-step path costs 40; h prefers cells nearer the goal and the index
// prefers the top row, so the path runs right along the top, then down.
func TestFindTieBreak(t *testing.T) {
	g := &grid.Grid{Width: 3, Height: 3}
	var pf grid.Pathfinder
	path, cost := pf.Find(g, grid.C(0, 0), grid.C(2, 2), false, nil)
	want := []grid.Cell{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}
	if cost != 40 || len(path) != len(want) {
		t.Fatalf("path %v cost %d, want %v cost 40", path, cost, want)
	}
	for i := range want {
		if path[i] != want[i] {
			t.Fatalf("path %v, want %v", path, want)
		}
	}
	if p, _ := pf.Find(g, grid.C(0, 0), grid.C(2, 2), true, nil); len(p) != 3 || p[1] != grid.C(1, 1) {
		t.Errorf("diagonal path %v, want through (1,1)", p)
	}
}

// TestFindNoCornerCutting: a diagonal step between two walls is refused.
func TestFindNoCornerCutting(t *testing.T) {
	g := &grid.Grid{Width: 2, Height: 2, Blocked: []bool{false, true, true, false}}
	var pf grid.Pathfinder
	if p, cost := pf.Find(g, grid.C(0, 0), grid.C(1, 1), true, nil); p != nil || cost != -1 {
		t.Errorf("Find squeezed past a corner: %v %d", p, cost)
	}
}

// maze is a 64×64 maze carved by a seeded depth-first search (walls on even
// rows and columns, corridors between), with some walls knocked out so there
// are loops.
func maze(n int) *grid.Grid {
	r := griff.NewRand(64)
	g := &grid.Grid{Width: n, Height: n, Blocked: make([]bool, n*n)}
	for i := range g.Blocked {
		g.Blocked[i] = true
	}
	stack := []grid.Cell{{1, 1}}
	g.Blocked[g.Index(grid.C(1, 1))] = false
	dirs := []grid.Cell{{0, -2}, {2, 0}, {0, 2}, {-2, 0}}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		var next []grid.Cell
		for _, d := range dirs {
			nc := c.Add(d)
			if nc[0] > 0 && nc[1] > 0 && nc[0] < n-1 && nc[1] < n-1 && g.Blocked[g.Index(nc)] {
				next = append(next, nc)
			}
		}
		if len(next) == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		nc := next[r.IntN(len(next))]
		g.Blocked[g.Index(grid.C((c[0]+nc[0])/2, (c[1]+nc[1])/2))] = false
		g.Blocked[g.Index(nc)] = false
		stack = append(stack, nc)
	}
	for range n * 2 {
		x, y := 1+r.IntN(n-2), 1+r.IntN(n-2)
		g.Blocked[g.Index(grid.C(x, y))] = false
	}
	return g
}

func benchmarkFind(b *testing.B, diagonal bool) {
	g := maze(64)
	var pf grid.Pathfinder
	var out []grid.Cell
	out, _ = pf.Find(g, grid.C(1, 1), grid.C(61, 61), diagonal, out)
	if out == nil {
		b.Fatal("the maze has no path")
	}
	b.ReportAllocs()
	for b.Loop() {
		out, _ = pf.Find(g, grid.C(1, 1), grid.C(61, 61), diagonal, out)
	}
}

func BenchmarkFind_Maze64x64(b *testing.B)         { benchmarkFind(b, false) }
func BenchmarkFind_Maze64x64Diagonal(b *testing.B) { benchmarkFind(b, true) }

// TestFindWithinGivesUp: a search that must close more cells than its limit
// gives up (nil, -1), one within the limit is the same as Find's, and a
// walled-off goal on a 512×512 grid is given up after the limit rather than
// after closing all 262,143 open cells: what keeps a chaser that cannot reach
// its target cheap each step (grid.BrainSearchLimit).
func TestFindWithinGivesUp(t *testing.T) {
	r := griff.NewRand(7)
	g := randomGrid(r, 40, 40, 6, false)
	g.Blocked[0], g.Blocked[len(g.Blocked)-1] = false, false
	var pf grid.Pathfinder
	want, wantCost := pf.Find(g, grid.C(0, 0), grid.C(39, 39), false, nil)
	want = append([]grid.Cell(nil), want...)
	got, cost := pf.FindWithin(g, grid.C(0, 0), grid.C(39, 39), false, 40*40, nil)
	if cost != wantCost || len(got) != len(want) {
		t.Fatalf("FindWithin a limit above the grid gave cost %d (%d cells), Find %d (%d cells)", cost, len(got), wantCost, len(want))
	}
	if p, c := pf.FindWithin(g, grid.C(0, 0), grid.C(39, 39), false, 10, nil); p != nil || c != -1 {
		t.Errorf("FindWithin 10 cells found a path of %d cells (cost %d) that needs more", len(p), c)
	}

	const n = 512
	big := &grid.Grid{Width: n, Height: n, Blocked: make([]bool, n*n)}
	big.Blocked[1], big.Blocked[n] = true, true // (0,0) walled off
	if p, c := pf.FindWithin(big, grid.C(n-1, n-1), grid.C(0, 0), false, grid.BrainSearchLimit, nil); p != nil || c != -1 {
		t.Fatalf("found a path into a walled-off cell: %v %d", p, c)
	}
	// The limit counts closed cells exactly: a goal two steps away needs
	// three (the start and the cell between are closed before the goal).
	if p, _ := pf.FindWithin(big, grid.C(n-1, n-1), grid.C(n-3, n-1), false, 2, nil); p != nil {
		t.Errorf("a goal 2 cells away was reached while closing only 2 cells")
	}
	if p, _ := pf.FindWithin(big, grid.C(n-1, n-1), grid.C(n-3, n-1), false, 3, nil); len(p) != 3 {
		t.Errorf("a goal 2 cells away was not reached within 3 closed cells: %v", p)
	}
}
