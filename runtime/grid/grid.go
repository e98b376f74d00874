package grid

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Cell is a grid cell as [column, row]: column 0 is the left edge, row 0 the
// top (y down). In a scene file it is written [x, y].
type Cell [2]int

// C returns the cell at column x and row y.
func C(x, y int) Cell { return Cell{x, y} }

// X returns the cell's column.
func (c Cell) X() int { return c[0] }

// Y returns the cell's row.
func (c Cell) Y() int { return c[1] }

// Add returns the cell d away from c (d is an offset, as Dir.Offset gives).
func (c Cell) Add(d Cell) Cell { return Cell{c[0] + d[0], c[1] + d[1]} }

// DefaultCellSize is the size of a cell when Grid.CellSize is 0: 16 world
// units.
const DefaultCellSize = 16

// MaxCells is the largest number of cells a grid may have (1<<22, a map of
// 2048 × 2048): a larger grid warns once in the problem log and nothing moves
// on it, and Pathfinder finds no path on it.
const MaxCells = 1 << 22

// MaxCost is the largest extra cost a cell may carry (Grid.Costs); larger
// values count as MaxCost, so a path's cost cannot overflow.
const MaxCost = 1000

// Grid is the board grid movers walk on: Width × Height square cells of
// CellSize world units, some blocked. Cell (0, 0) has its top-left corner at
// the grid entity's position, in the coordinates of its parent; movers are
// placed in the same coordinates, so give movers and the grid the same parent
// (usually none). The grid system uses the first active Grid of the scene in
// hierarchy order. Saved as "Griff.Grid".
//
// In a scene file the blocked cells are best taken from a tilemap: the cells
// whose tile the tile set marks solid (visual.TileSet, the one model of tile
// collision, as physics walls use) are blocked; the map is the entity's own
// Griff.Tilemap, or the first entity's named by "tilemapEntity". Width,
// Height, Blocked and, unless given, CellSize (the map's tileSize) are worked
// out from it as the file is read:
//
//	"Griff.Grid": {"fromTilemap": true, "tilemapEntity": "Walls"}
type Grid struct {
	// Width is the number of columns (> 0, or the grid has no cells).
	Width int `json:"width"`
	// Height is the number of rows. The default (0) is as many rows as
	// Blocked fills (its length over Width, rounded up).
	Height int `json:"height,omitempty"`
	// CellSize is the side of a cell in world units; the default (0) is
	// DefaultCellSize.
	CellSize float64 `json:"cellSize,omitempty"`
	// Blocked says which cells are walls, row by row: cell (x, y) is
	// Blocked[y*Width+x]. Cells past its end are open.
	Blocked []bool `json:"blocked,omitempty"`
	// Costs is the extra cost of entering each cell, row by row like Blocked
	// (mud, water): entering a cell costs 1 + Costs[i] (at most 1 + MaxCost)
	// per step. Cells past its end, and negative values, cost 1.
	Costs []int `json:"costs,omitempty"`
}

func init() {
	scenes.Register[Grid]("Griff.Grid", scenes.Expand(expandGrid))
}

// tooBig reports whether the grid has more than MaxCells cells.
func (g *Grid) tooBig() bool {
	r := g.Rows()
	return g.Width > MaxCells || r > MaxCells || g.Width*r > MaxCells
}

// Rows returns the number of rows: Height, or as many as Blocked fills.
func (g *Grid) Rows() int {
	if g.Height > 0 || g.Width <= 0 {
		return max(g.Height, 0)
	}
	return (len(g.Blocked) + g.Width - 1) / g.Width
}

// In reports whether c is a cell of the grid.
func (g *Grid) In(c Cell) bool {
	return c[0] >= 0 && c[1] >= 0 && c[0] < g.Width && c[1] < g.Rows()
}

// Index returns c's index in Blocked and Costs (y*Width + x), or -1 if c is
// not in the grid.
func (g *Grid) Index(c Cell) int {
	if !g.In(c) {
		return -1
	}
	return c[1]*g.Width + c[0]
}

// CellOf returns the cell of index i (the inverse of Index).
func (g *Grid) CellOf(i int) Cell { return Cell{i % g.Width, i / g.Width} }

// Open reports whether c is in the grid and not blocked.
func (g *Grid) Open(c Cell) bool {
	i := g.Index(c)
	return i >= 0 && !g.blockedAt(i)
}

func (g *Grid) blockedAt(i int) bool { return i < len(g.Blocked) && g.Blocked[i] }

// Cost returns the cost of entering c: 1 plus its extra cost (see Costs).
func (g *Grid) Cost(c Cell) int { return g.costAt(g.Index(c)) }

func (g *Grid) costAt(i int) int {
	if i < 0 || i >= len(g.Costs) || g.Costs[i] <= 0 {
		return 1
	}
	return 1 + min(g.Costs[i], MaxCost)
}

// Size returns the side of a cell in world units (CellSize or the default).
func (g *Grid) Size() float64 {
	if g.CellSize > 0 {
		return g.CellSize
	}
	return DefaultCellSize
}

// Center returns the centre of c in the coordinates of the grid entity's
// parent, for a grid whose cell (0, 0) has its corner at origin.
func (g *Grid) Center(origin griff.Vec, c Cell) griff.Vec {
	s := g.Size()
	return griff.V(origin[0]+float64(s*(float64(c[0])+0.5)), origin[1]+float64(s*(float64(c[1])+0.5)))
}

// CellAt returns the cell holding point p (parent coordinates, as Center),
// which may be outside the grid.
func (g *Grid) CellAt(origin griff.Vec, p griff.Vec) Cell {
	s := g.Size()
	return Cell{int(math.Floor((p[0] - origin[0]) / s)), int(math.Floor((p[1] - origin[1]) / s))}
}
