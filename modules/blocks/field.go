package blocks

// The field's size, by the guideline: 10 columns, 20 visible rows and 20
// hidden rows above them (a 10 × 40 matrix), where pieces spawn and may stick
// out.
const (
	Width         = 10
	VisibleHeight = 20
	Height        = 40
)

// field is a view of a Well's cells: Width × Height kinds, row by row from the
// bottom row, KindNone for an empty cell.
type field struct{ cells []byte }

// free reports whether (x, y) is inside the field and empty; the walls and the
// floor are not free, the space above the top row is.
func (f *field) free(x, y int) bool {
	if x < 0 || x >= Width || y < 0 {
		return false
	}
	return y >= Height || f.cells[y*Width+x] == byte(KindNone)
}

// fits reports whether every cell of p is free.
func (f *field) fits(p Piece) bool {
	for _, c := range p.Cells() {
		if !f.free(c.X, c.Y) {
			return false
		}
	}
	return true
}

// at returns the kind in (x, y), KindNone outside the field.
func (f *field) at(x, y int) Kind {
	if x < 0 || x >= Width || y < 0 || y >= Height {
		return KindNone
	}
	return Kind(f.cells[y*Width+x])
}

// place writes p's cells into the field (those above the top row are lost).
func (f *field) place(p Piece) {
	for _, c := range p.Cells() {
		if c.X >= 0 && c.X < Width && c.Y >= 0 && c.Y < Height {
			f.cells[c.Y*Width+c.X] = byte(p.Kind)
		}
	}
}

// full reports whether row y is filled.
func (f *field) full(y int) bool {
	for x := range Width {
		if f.cells[y*Width+x] == byte(KindNone) {
			return false
		}
	}
	return true
}

// filled returns how many cells of the field are filled.
func (f *field) filled() int {
	n := 0
	for _, c := range f.cells {
		if c != byte(KindNone) {
			n++
		}
	}
	return n
}

// fullRows appends the filled rows among ys to dst, bottom first.
func (f *field) fullRows(dst []int) []int {
	for y := range Height {
		if f.full(y) {
			dst = append(dst, y)
		}
	}
	return dst
}

// remove takes out the given rows (sorted bottom first) and moves every row
// above them down, filling the top with empty rows.
func (f *field) remove(rows []int) {
	if len(rows) == 0 {
		return
	}
	to, next := 0, 0
	for y := range Height {
		if next < len(rows) && rows[next] == y {
			next++
			continue
		}
		copy(f.cells[to*Width:(to+1)*Width], f.cells[y*Width:(y+1)*Width])
		to++
	}
	clear(f.cells[to*Width:])
}

// drop returns how many rows p can fall before it lands.
func (f *field) drop(p Piece) int {
	n := 0
	for {
		p.Y--
		if !f.fits(p) {
			return n
		}
		n++
	}
}

// empty reports whether no cell is filled (a perfect clear).
func (f *field) empty() bool {
	for _, b := range f.cells {
		if b != byte(KindNone) {
			return false
		}
	}
	return true
}
