package physics

import (
	"github.com/griffengine/griff/griff"
)

// TilemapWalls turns a grid of solid cells into static walls: the solid cells
// are merged into few rectangles (MergeCells) and each becomes a box of the
// entity's static body. Cell (0, 0) has its top-left corner at the entity's
// origin; x grows right and y down. The material and filtering of the walls are
// Wall's (its geometry fields are ignored). When Cells change the walls are
// rebuilt before the next step. Saved as "Griff.TilemapWalls".
//
// In a scene file the walls are best taken from a tilemap's tile set, the one
// model of tile collision (visual.TileSet): "fromTilemap": "solid" makes the
// cells whose tile is solid the walls, "oneWay" those whose tile is one-way
// (and Wall.OneWay SideTop unless "wall" gives another side). The tilemap is
// the entity's own Griff.Tilemap, or the first entity's named by
// "tilemapEntity"; Width, Cells and, unless given, CellSize (the map's
// tileSize) are worked out from it as the file is read:
//
//	"Griff.TilemapWalls": {"fromTilemap": "oneWay", "tilemapEntity": "Ground"}
//
// The arrays (width, cellSize, cells) still load, and are what Marshal writes.
type TilemapWalls struct {
	// Width is the number of cells in a row (> 0).
	Width int `json:"width"`
	// CellSize is the size of a cell in world units; both in [MinSize,
	// MaxSize], or no walls are built (one warning).
	CellSize griff.Vec `json:"cellSize"`
	// Cells says which cells are solid, row by row: cell (x, y) is
	// Cells[y*Width+x]. A last row that is short counts as not solid.
	Cells []bool `json:"cells"`
	// Wall gives the walls' friction, restitution, one-way side, layers and mask.
	Wall Shape `json:"wall,omitzero"`
}

// SetRows fills Cells and Width from text rows, one string per row: '#' (or any
// byte other than '.' and ' ') is solid. The rows may differ in length; Width is
// the longest.
func (t *TilemapWalls) SetRows(rows ...string) {
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	t.Width = w
	t.Cells = make([]bool, w*len(rows))
	for y, r := range rows {
		for x := range len(r) {
			t.Cells[y*w+x] = r[x] != '.' && r[x] != ' '
		}
	}
}

// CellRect is a rectangle of cells: columns X to X+W-1 and rows Y to Y+H-1.
type CellRect struct{ X, Y, W, H int }

// MergeCells covers the solid cells of a grid with few rectangles: each row is
// cut into runs of solid cells, and a run exactly below a run of the same columns
// extends that run's rectangle (greedy, rows top to bottom, runs left to right).
// The rectangles do not overlap and cover every solid cell; they are returned in
// the order they were started (top to bottom, left to right). A floor of 100×2
// cells becomes one rectangle. cells is row-major with width cells a row; a short
// last row counts as not solid. MergeCells panics if width <= 0.
func MergeCells(cells []bool, width int) []CellRect {
	var m CellMerger
	return m.Merge(cells, width)
}

// CellMerger is MergeCells with its memory kept between calls, for code that
// merges every step (lights' occluders): once its buffers have grown to the
// largest grid merged, Merge allocates nothing. The zero value is ready. A
// CellMerger is not safe for concurrent use.
type CellMerger struct {
	out        []CellRect
	open, next []int
}

// Merge returns what MergeCells(cells, width) returns, in a slice that is the
// merger's own and is overwritten by the next Merge. It panics if width <= 0.
func (m *CellMerger) Merge(cells []bool, width int) []CellRect {
	if width <= 0 {
		panic("physics: MergeCells with width <= 0")
	}
	if width > len(cells) {
		width = max(len(cells), 1) // one short row: the same rectangles
	}
	out := m.out[:0]
	// open[x] is the index in out of the rectangle whose run starts at column x
	// and reached the previous row, or -1.
	open, next := grown(m.open, width), grown(m.next, width)
	for i := range open {
		open[i] = -1
	}
	rows := (len(cells) + width - 1) / width
	for y := range rows {
		for i := range next {
			next[i] = -1
		}
		for x := 0; x < width; {
			if !cellAt(cells, width, x, y) {
				x++
				continue
			}
			x0 := x
			for x < width && cellAt(cells, width, x, y) {
				x++
			}
			if r := open[x0]; r >= 0 && out[r].W == x-x0 {
				out[r].H++
				next[x0] = r
				continue
			}
			next[x0] = len(out)
			out = append(out, CellRect{X: x0, Y: y, W: x - x0, H: 1})
		}
		open, next = next, open
	}
	m.out, m.open, m.next = out, open, next
	return out
}

// grown returns s resliced to n items, reallocated only if it holds fewer.
func grown(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	return s[:n]
}

func cellAt(cells []bool, width, x, y int) bool {
	i := y*width + x
	return i < len(cells) && cells[i]
}
