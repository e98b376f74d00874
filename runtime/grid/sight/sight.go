// Package sight works out field of view on a grid: which cells a viewer sees
// now, and which it has ever seen (explored, the usual fog of war). It is
// plain code with no runtime needs, shared by tactics, dungeons and strategy
// games: a system calls Compute when a viewer moves and reads Seen and
// Explored.
//
// Decisions:
//   - The method is symmetric shadow casting, as Albert Ford describes it in
//     "Symmetric Shadowcasting" (2021): the view is scanned in four quadrants,
//     row by row, keeping the slopes between which light passes. A floor cell
//     is seen only if the line from the viewer's centre to it is clear in the
//     sense the scan uses, which makes sight symmetric: if a floor cell A sees
//     floor cell B, B sees A. Walls are seen when any part of them is lit, so
//     the walls around a room show, which is not symmetric (walls do not look).
//   - Slopes are kept as exact fractions of integers, so every machine sees
//     the same cells; there is no floating point.
//   - Radius limits the view to cells whose centre is within Radius cells of
//     the viewer's (dx² + dy² <= Radius²), which keeps it symmetric.
//   - Cells outside the map are opaque and never seen.
package sight

// Opaque says whether the cell at column x and row y blocks sight (a wall).
// It is asked only for cells inside the map.
type Opaque func(x, y int) bool

// View is what one viewer sees on a Width × Height map: Seen is this view's
// cells, Explored every cell any Compute has seen since it was made (or since
// Forget). Both are row by row: cell (x, y) is at y*Width + x.
type View struct {
	// Width and Height are the map's size in cells.
	Width, Height int
	// Seen says which cells the last Compute saw.
	Seen []bool
	// Explored says which cells any Compute has seen.
	Explored []bool
	lit      []int32 // indices set in Seen, to clear them fast
	rows     []row   // the scan's stack
}

// NewView returns a view of a width × height map with nothing seen.
// NewView panics if width or height is negative.
func NewView(width, height int) *View {
	if width < 0 || height < 0 {
		panic("sight: NewView with a negative size")
	}
	n := width * height
	return &View{Width: width, Height: height, Seen: make([]bool, n), Explored: make([]bool, n)}
}

// Visible reports whether the last Compute saw cell (x, y); false outside the
// map.
func (v *View) Visible(x, y int) bool { return v.in(x, y) && v.Seen[y*v.Width+x] }

// WasExplored reports whether any Compute saw cell (x, y); false outside the
// map.
func (v *View) WasExplored(x, y int) bool { return v.in(x, y) && v.Explored[y*v.Width+x] }

// Forget clears what was explored (a new level, an amnesia potion).
func (v *View) Forget() { clear(v.Explored) }

func (v *View) in(x, y int) bool { return x >= 0 && y >= 0 && x < v.Width && y < v.Height }

// Compute works out what a viewer at cell (x, y) sees within radius cells
// (radius < 0 means no limit), replacing Seen and adding to Explored. A viewer
// always sees its own cell; a viewer outside the map sees nothing. Compute
// makes no garbage once its stack has grown.
func (v *View) Compute(x, y, radius int, opaque Opaque) {
	for _, i := range v.lit {
		v.Seen[i] = false
	}
	v.lit = v.lit[:0]
	if !v.in(x, y) {
		return
	}
	if radius < 0 {
		radius = max(v.Width, v.Height)
	}
	s := scan{v: v, ox: x, oy: y, r: radius, opaque: opaque}
	v.reveal(x, y)
	for q := range quadrant(4) {
		s.q = q
		s.run()
	}
}

func (v *View) reveal(x, y int) {
	i := y*v.Width + x
	if !v.Seen[i] {
		v.Seen[i] = true
		v.Explored[i] = true
		v.lit = append(v.lit, int32(i))
	}
}
