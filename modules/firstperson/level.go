package firstperson

import (
	"fmt"
	"strings"
)

// The kinds of cell of a map (Level.Cells). Walls 1 to 4 are drawn with the
// wall picture's columns 0 to 3.
const (
	CellFloor uint8 = iota
	CellWall1
	CellWall2
	CellWall3
	CellWall4
	// CellDoor slides open when used, and closes again DoorOpenSteps after.
	CellDoor
	// CellRedDoor and CellBlueDoor open only for a player holding the key of
	// their colour.
	CellRedDoor
	CellBlueDoor
	// CellExit is the exit switch: used, it ends the level.
	CellExit
	numCells
)

// isDoor reports whether cell kind k is a door of any colour.
func isDoor(k uint8) bool { return k >= CellDoor && k <= CellBlueDoor }

// solid reports whether cell kind k is a wall, door or exit (doors block
// only while not open: see Level.blocked).
func solid(k uint8) bool { return k != CellFloor }

// Thing kinds: what stands on a floor cell of a map.
type ThingKind uint8

// The things, in the order their numbers are saved.
const (
	ThingNone ThingKind = iota
	// ThingGuard is an enemy.
	ThingGuard
	// ThingHealth gives HealthPickup hit points (up to MaxHealth).
	ThingHealth
	// ThingAmmo gives AmmoPickup rounds (up to MaxAmmo).
	ThingAmmo
	// ThingRedKey and ThingBlueKey open the doors of their colour.
	ThingRedKey
	ThingBlueKey
	// ThingBarrel is a decoration that blocks its cell.
	ThingBarrel
	// ThingLamp is a decoration hanging from the ceiling that does not block.
	ThingLamp
	numThings
)

// MapFile is a map as read from its file (see ReadMap).
type MapFile struct {
	// Width and Height are the map's size in cells.
	Width, Height int
	// Cells are the cells' kinds, row by row: cell (x, y) is Cells[y*Width+x].
	Cells []uint8
	// StartX, StartY is the player's cell and StartAngle the way they face
	// (radians, 0 east, π/2 south: y grows down).
	StartX, StartY int
	StartAngle     float64
	// Things are the things of the map in reading order (row by row).
	Things []MapThing
}

// MapThing is a thing on a map's floor cell.
type MapThing struct {
	Kind ThingKind
	X, Y int
}

// MaxMapSide is the most cells a map may have on a side.
const MaxMapSide = 256

// cellChars are the characters of the map file and what they mean.
var cellChars = map[byte]uint8{
	'.': CellFloor, ' ': CellFloor, '#': CellWall1, '1': CellWall1, '2': CellWall2, '3': CellWall3, '4': CellWall4,
	'D': CellDoor, 'R': CellRedDoor, 'B': CellBlueDoor, 'X': CellExit,
}

var thingChars = map[byte]ThingKind{
	'g': ThingGuard, 'h': ThingHealth, 'a': ThingAmmo, 'r': ThingRedKey, 'b': ThingBlueKey, 'o': ThingBarrel, 'l': ThingLamp,
}

var startChars = map[byte]float64{'>': 0, 'v': halfPi, '<': pi, '^': -halfPi}

const (
	pi     = 3.141592653589793
	halfPi = pi / 2
)

// ReadMap reads a map file: a grid of characters, one row of cells per line
// (the format of Wolfenstein 3D map editors' text exports, reduced):
//
//	# 1 2 3 4   walls (# is 1), drawn with the wall picture's columns 0 to 3
//	. or space  floor
//	D           a door; R and B doors need the red or the blue key
//	X           the exit switch
//	> v < ^     the player's start, facing east, south, west or north
//	g           a guard           h  health        a  ammo
//	r b         the red and blue keys              o  a barrel   l  a lamp
//
// Lines starting with ';' are comments; blank lines at the end are left
// out. Rows shorter than the longest are padded with floor. Mistakes warn
// and the map still plays: each error names name:line:col. An unknown
// character is read as floor, an open cell on the map's edge as a wall, a
// second start is a floor cell, and a door that has no walls on two
// opposite sides becomes a wall. A map with no exit, or none the player can
// reach from the start (see checkExit), warns and plays (it cannot be won:
// a level to walk around in). A map with no rows, more than MaxMapSide
// cells a side, or no start gives nil.
func ReadMap(name string, src []byte) (*MapFile, []error) {
	var errs []error
	warn := func(line, col int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s:%d:%d: %s", name, line, col, fmt.Sprintf(format, args...)))
	}
	var rows []string
	var lines []int
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.HasPrefix(line, ";") {
			continue
		}
		rows, lines = append(rows, line), append(lines, i+1)
	}
	for len(rows) > 0 && strings.TrimSpace(rows[len(rows)-1]) == "" {
		rows, lines = rows[:len(rows)-1], lines[:len(lines)-1]
	}
	m := &MapFile{Height: len(rows), StartX: -1}
	for _, r := range rows {
		m.Width = max(m.Width, len(r))
	}
	if m.Height == 0 || m.Width == 0 {
		return nil, append(errs, fmt.Errorf("%s:1:1: the map has no rows", name))
	}
	if m.Width > MaxMapSide || m.Height > MaxMapSide {
		return nil, append(errs, fmt.Errorf("%s:1:1: the map is %d×%d cells, more than %d a side", name, m.Width, m.Height, MaxMapSide))
	}
	m.Cells = make([]uint8, m.Width*m.Height)
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			m.readCell(r[x], x, y, lines[y], warn)
		}
	}
	m.fixEdges(lines, warn)
	if m.StartX < 0 {
		return nil, append(errs, fmt.Errorf("%s:1:1: the map has no start (one of > v < ^)", name))
	}
	m.checkExit(lines, warn)
	return m, errs
}

// readCell reads the character c of cell (x, y).
func (m *MapFile) readCell(c byte, x, y, line int, warn func(line, col int, format string, args ...any)) {
	i := y*m.Width + x
	if k, ok := cellChars[c]; ok {
		m.Cells[i] = k
		return
	}
	if k, ok := thingChars[c]; ok {
		m.Things = append(m.Things, MapThing{k, x, y})
		return
	}
	if a, ok := startChars[c]; ok {
		if m.StartX >= 0 {
			warn(line, x+1, "a second start (the first is at cell %d,%d): read as floor", m.StartX, m.StartY)
			return
		}
		m.StartX, m.StartY, m.StartAngle = x, y, a
		return
	}
	warn(line, x+1, "unknown cell %q: read as floor (want one of #1234.DRBX><v^ghabrol or a space)", c)
}

// fixEdges walls in open edge cells and doors without a frame.
func (m *MapFile) fixEdges(lines []int, warn func(line, col int, format string, args ...any)) {
	for y := range m.Height {
		for x := range m.Width {
			i := y*m.Width + x
			edge := x == 0 || y == 0 || x == m.Width-1 || y == m.Height-1
			switch {
			case edge && !solid(m.Cells[i]) || edge && isDoor(m.Cells[i]):
				warn(lines[y], x+1, "an open cell on the map's edge: read as a wall")
				m.Cells[i] = CellWall1
				if m.StartX == x && m.StartY == y {
					m.StartX = -1
				}
			case isDoor(m.Cells[i]) && !m.framed(x, y):
				warn(lines[y], x+1, "a door needs walls on two opposite sides (left and right, or above and below): read as a wall")
				m.Cells[i] = CellWall1
			}
		}
	}
	things := m.Things[:0]
	for _, t := range m.Things {
		if k := m.Cells[t.Y*m.Width+t.X]; k == CellFloor {
			things = append(things, t)
		}
	}
	m.Things = things
}

// framed reports whether the door at (x, y) has walls on two opposite sides.
func (m *MapFile) framed(x, y int) bool {
	wall := func(x, y int) bool {
		k := m.Cells[y*m.Width+x]
		return solid(k) && !isDoor(k)
	}
	return wall(x-1, y) && wall(x+1, y) || wall(x, y-1) && wall(x, y+1)
}
