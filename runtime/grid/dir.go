package grid

import "github.com/griffengine/griff/griff"

// Dir is a direction of one grid step. It is saved by name: "none", "up",
// "right", "down", "left", "upRight", "downRight", "downLeft", "upLeft".
type Dir uint8

// The directions: DirNone (stay), the four sides (y down: up is row - 1) and
// the four diagonals.
const (
	DirNone Dir = iota
	DirUp
	DirRight
	DirDown
	DirLeft
	DirUpRight
	DirDownRight
	DirDownLeft
	DirUpLeft
)

var dirNames = griff.NewEnum[Dir]("grid direction", "none", "up", "right", "down", "left",
	"upRight", "downRight", "downLeft", "upLeft")

var dirOffsets = [...]Cell{{0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}

// Offset returns the step's offset in cells ({0, 0} for DirNone and for
// values out of range).
func (d Dir) Offset() Cell {
	if int(d) >= len(dirOffsets) {
		return Cell{}
	}
	return dirOffsets[d]
}

// Diagonal reports whether d is one of the four diagonals.
func (d Dir) Diagonal() bool { return d >= DirUpRight && d <= DirUpLeft }

// DirTo returns the direction of the step from a to a neighbour b, or DirNone
// if b is not a neighbour of a (or is a).
func DirTo(a, b Cell) Dir {
	off := Cell{b[0] - a[0], b[1] - a[1]}
	for d, o := range dirOffsets {
		if d > 0 && o == off {
			return Dir(d)
		}
	}
	return DirNone
}

// String returns the direction's saved name.
func (d Dir) String() string { return dirNames.Name(d) }

// MarshalText writes the direction by name, as scene files keep it.
func (d Dir) MarshalText() ([]byte, error) { return dirNames.Marshal(d) }

// UnmarshalText reads a direction's name; it returns an error naming the
// known ones for anything else.
func (d *Dir) UnmarshalText(b []byte) error { return dirNames.Unmarshal(d, b) }
