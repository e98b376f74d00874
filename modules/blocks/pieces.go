package blocks

import "fmt"

// Kind is a tetromino, or none. In files it is written by its letter: "I",
// "O", "T", "S", "Z", "J", "L", and "" for none.
type Kind uint8

// The seven tetrominoes, in the order a bag lists them before it is shuffled.
const (
	KindNone Kind = iota
	KindI
	KindO
	KindT
	KindS
	KindZ
	KindJ
	KindL
	// NumKinds is one more than the last kind.
	NumKinds
)

var kindNames = [NumKinds]string{"", "I", "O", "T", "S", "Z", "J", "L"}

// String returns the kind's letter ("" for KindNone).
func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText writes the kind's letter.
func (k Kind) MarshalText() ([]byte, error) {
	if k >= NumKinds {
		return nil, fmt.Errorf("blocks: no kind %d", uint8(k))
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText reads a kind's letter; it returns an error for any other text.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if n == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("blocks: unknown piece %q (want one of I, O, T, S, Z, J, L)", b)
}

// Rotation is a piece's rotation state in SRS terms: 0 is the spawn state, R
// one turn clockwise from it, 2 two turns, L one turn counter-clockwise.
type Rotation uint8

// The four rotation states.
const (
	Rot0 Rotation = iota
	RotR
	Rot2
	RotL
)

// String returns the state's SRS name: "0", "R", "2" or "L".
func (r Rotation) String() string { return [...]string{"0", "R", "2", "L"}[r&3] }

// CW returns the state one turn clockwise from r.
func (r Rotation) CW() Rotation { return (r + 1) & 3 }

// CCW returns the state one turn counter-clockwise from r.
func (r Rotation) CCW() Rotation { return (r + 3) & 3 }

// Cell is a cell of the field: X counts columns from the left (0 to
// Width-1), Y rows from the bottom (0 to Height-1), as the SRS tables count
// them (y up).
type Cell struct {
	// X is the column (0 the leftmost), Y the row (0 the bottom).
	X, Y int
}

// spawnCells are each kind's cells in its spawn state, inside its bounding
// box (3 by 3 for J, L, S, T, Z; 4 by 4 for I; 2 by 2 for O), y up from the
// box's bottom row. The shapes are the guideline's spawn orientations (flat
// side down, T pointing up).
var spawnCells = [NumKinds][4]Cell{
	KindI: {{0, 2}, {1, 2}, {2, 2}, {3, 2}},
	KindO: {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
	KindT: {{1, 2}, {0, 1}, {1, 1}, {2, 1}},
	KindS: {{1, 2}, {2, 2}, {0, 1}, {1, 1}},
	KindZ: {{0, 2}, {1, 2}, {1, 1}, {2, 1}},
	KindJ: {{0, 2}, {0, 1}, {1, 1}, {2, 1}},
	KindL: {{2, 2}, {0, 1}, {1, 1}, {2, 1}},
}

// boxSize returns the side of k's bounding box in cells.
func boxSize(k Kind) int {
	switch k {
	case KindI:
		return 4
	case KindO:
		return 2
	}
	return 3
}

// Shape returns the cells of kind k in rotation state r, relative to the
// bottom-left corner of its bounding box (y up). Each turn clockwise maps
// (x, y) to (y, n-1-x) in a box of side n, a turn about the box's centre
// (SRS "basic rotation"); O looks the same in every state.
func Shape(k Kind, r Rotation) [4]Cell {
	if k == KindNone || k >= NumKinds {
		return [4]Cell{}
	}
	cells, n := spawnCells[k], boxSize(k)
	for range r & 3 {
		for i, c := range cells {
			cells[i] = Cell{c.Y, n - 1 - c.X}
		}
	}
	return cells
}

// Piece is a tetromino in the field: its kind, rotation state and the
// field cell of its bounding box's bottom-left corner (which may lie outside
// the field while every cell of the piece is inside).
type Piece struct {
	// Kind is the tetromino, KindNone for no piece.
	Kind Kind `json:"kind"`
	// Rot is the rotation state.
	Rot Rotation `json:"rot"`
	// X and Y are the field cell of the bounding box's bottom-left corner.
	X int `json:"x"`
	Y int `json:"y"`
}

// Cells returns the field cells p covers.
func (p Piece) Cells() [4]Cell {
	cells := Shape(p.Kind, p.Rot)
	for i := range cells {
		cells[i].X += p.X
		cells[i].Y += p.Y
	}
	return cells
}

// spawnPiece returns k in its spawn state where the guideline puts it: in the
// rows just above the visible field (20 and 21, counted from 0), the middle
// columns, three-wide pieces one column left of centre (columns 3 to 5; I
// 3 to 6, O 4 and 5).
func spawnPiece(k Kind) Piece {
	switch k {
	case KindI:
		return Piece{Kind: k, X: 3, Y: VisibleHeight - 2}
	case KindO:
		return Piece{Kind: k, X: 4, Y: VisibleHeight}
	}
	return Piece{Kind: k, X: 3, Y: VisibleHeight - 1}
}
