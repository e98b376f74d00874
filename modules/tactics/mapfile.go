package tactics

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
)

// MapExt is the extension of the module's map files.
const MapExt = ".tac"

// MaxMapFileSize is the largest map file ReadMap reads, in bytes: 64 KiB.
const MaxMapFileSize = 64 << 10

// The bounds of a map's size in cells, each side.
const (
	MinMapSide = 4
	MaxMapSide = 32
)

// MapError is a mistake in a map file, at a line and column (both from 1;
// the column counts characters).
type MapError struct {
	// File is the map file's name as the game names it ("maps/one.tac").
	File string
	// Line and Col are where the mistake is, both from 1.
	Line, Col int
	// Msg says what is wrong.
	Msg string
}

// Error returns "file:line:col: msg".
func (e *MapError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Map is what a map file says.
type Map struct {
	// Battle holds the settings read (Title, Width, Height, Terrain,
	// CellSize, Fog, Win, Seize); the rest is zero.
	Battle Battle
	// Units are the units, in file order, numbered from 1, HP full.
	Units []Unit
	// Cells are the units' cells, by index in Units.
	Cells []grid.Cell
	// At is where the map's top-left corner goes, in screen pixels.
	At griff.Vec
	// Tiles is the terrain sheet (a game folder path; tiles in a row in the
	// order of the Terrain constants) and TileSize its tiles' side in
	// pixels; "" draws terrain with shapes.
	Tiles    string
	TileSize int
	// Sprites is the unit sheet (a column per class of Classes, a row per
	// side, player first) and SpriteSize its pictures' side; "" draws units
	// as circles.
	Sprites    string
	SpriteSize int
}

// ReadMap reads a map file: one setting a line, a keyword then its values,
// separated by spaces; "#" at the start of a line begins a comment, blank
// lines are skipped:
//
//	title WORDS...          the map's name
//	size W H                the map in cells, each in [MinMapSide, MaxMapSide]
//	cell N                  a cell's side in pixels (default 32), in [8, 128]
//	at X Y                  where the map's top-left corner goes, in pixels
//	fog on|off              fog of war (default off)
//	win rout | win seize X Y  the win condition (default rout)
//	tiles PATH N            the terrain sheet and its tiles' side in pixels
//	sprites PATH N          the unit sheet and its pictures' side in pixels
//	map                     then H rows of W terrain characters (".FM~#H")
//	unit SIDE CLASS NAME X Y [leader] [hold]
//
// A unit's SIDE is player or enemy, its CLASS one of Classes; it must stand
// on the map, on terrain its class can enter, alone. A map needs "size",
// "map", a unit of each side, and a seize cell on the map. It returns a
// *MapError naming file, line and column for the first mistake; a file over
// MaxMapFileSize or not UTF-8 is one at 1:1. It never panics.
func ReadMap(file string, data []byte) (*Map, error) {
	r := &mapReader{file: file, m: &Map{}}
	if len(data) > MaxMapFileSize {
		return nil, r.errAt(1, 1, "the file is %d bytes, more than %d", len(data), MaxMapFileSize)
	}
	if !utf8.Valid(data) {
		return nil, r.errAt(1, 1, "the file is not UTF-8 text")
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	r.lines = strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	for r.n = 0; r.n < len(r.lines); r.n++ {
		if err := r.line(); err != nil {
			return nil, err
		}
	}
	if err := r.finish(); err != nil {
		return nil, err
	}
	return r.m, nil
}

type mapReader struct {
	file     string
	lines    []string
	n        int // the line read, from 0
	m        *Map
	sizeLine int // the line of "size", from 1 (0 if none)
	mapLine  int
	winLine  int
	winCol   int
	units    []int // each unit's line, from 1
	unitCols []int // each unit's column of X, from 1
}

// field is one word of a line and its column (from 1, in characters).
type field struct {
	text string
	col  int
}

func fields(line string) []field {
	var out []field
	col, start := 1, -1
	startCol := 0
	for i, c := range line {
		space := c == ' ' || c == '\t'
		switch {
		case !space && start < 0:
			start, startCol = i, col
		case space && start >= 0:
			out = append(out, field{line[start:i], startCol})
			start = -1
		}
		col++
	}
	if start >= 0 {
		out = append(out, field{line[start:], startCol})
	}
	return out
}

func (r *mapReader) errAt(line, col int, format string, a ...any) error {
	return &MapError{File: r.file, Line: line, Col: col, Msg: fmt.Sprintf(format, a...)}
}

func (r *mapReader) err(col int, format string, a ...any) error {
	return r.errAt(r.n+1, col, format, a...)
}

// line reads one line (and, for "map", the rows after it).
func (r *mapReader) line() error {
	f := fields(r.lines[r.n])
	if len(f) == 0 || strings.HasPrefix(f[0].text, "#") {
		return nil
	}
	b := &r.m.Battle
	switch f[0].text {
	case "title":
		if len(f) < 2 {
			return r.err(f[0].col, "title: the map's name is missing")
		}
		b.Title = strings.TrimSpace(r.lines[r.n][strings.Index(r.lines[r.n], f[1].text):])
		return nil
	case "size":
		r.sizeLine = r.n + 1
		return r.ints(f, []*int{&b.Width, &b.Height}, MinMapSide, MaxMapSide)
	case "cell":
		var c int
		err := r.ints(f, []*int{&c}, 8, 128)
		b.CellSize = float64(c)
		return err
	case "at":
		var x, y int
		err := r.ints(f, []*int{&x, &y}, -4096, 4096)
		r.m.At = griff.V(float64(x), float64(y))
		return err
	case "fog":
		if len(f) != 2 || (f[1].text != "on" && f[1].text != "off") {
			return r.err(f[0].col, "fog: want on or off")
		}
		b.Fog = f[1].text == "on"
		return nil
	case "win":
		return r.win(f)
	case "tiles", "sprites":
		return r.sheet(f)
	case "map":
		return r.terrain(f)
	case "unit":
		return r.unit(f)
	}
	return r.err(f[0].col, "unknown keyword %q (want title, size, cell, at, fog, win, tiles, sprites, map or unit)", f[0].text)
}

// ints reads len(dst) whole numbers in [lo, hi] after the keyword.
func (r *mapReader) ints(f []field, dst []*int, lo, hi int) error {
	if len(f) != len(dst)+1 {
		return r.err(f[0].col, "%s: want %d numbers, got %d", f[0].text, len(dst), len(f)-1)
	}
	for i, p := range dst {
		v, err := strconv.Atoi(f[i+1].text)
		if err != nil {
			return r.err(f[i+1].col, "%s: %q is not a whole number", f[0].text, f[i+1].text)
		}
		if v < lo || v > hi {
			return r.err(f[i+1].col, "%s: %d is out of range [%d, %d]", f[0].text, v, lo, hi)
		}
		*p = v
	}
	return nil
}

func (r *mapReader) win(f []field) error {
	b := &r.m.Battle
	switch {
	case len(f) == 2 && f[1].text == WinRout:
		b.Win = WinRout
		return nil
	case len(f) == 4 && f[1].text == WinSeize:
		var x, y int
		if err := r.ints(f[1:], []*int{&x, &y}, 0, MaxMapSide-1); err != nil {
			return err
		}
		b.Win, b.Seize = WinSeize, grid.C(x, y)
		r.winLine, r.winCol = r.n+1, f[2].col
		return nil
	}
	return r.err(f[0].col, "win: want \"rout\" or \"seize X Y\"")
}

func (r *mapReader) sheet(f []field) error {
	if len(f) != 3 {
		return r.err(f[0].col, "%s: want an image's path and its pictures' size", f[0].text)
	}
	var n int
	if err := r.ints(f[1:], []*int{&n}, 1, 512); err != nil {
		return err
	}
	if f[0].text == "tiles" {
		r.m.Tiles, r.m.TileSize = f[1].text, n
	} else {
		r.m.Sprites, r.m.SpriteSize = f[1].text, n
	}
	return nil
}

// terrain reads the map's rows after "map".
func (r *mapReader) terrain(f []field) error {
	b := &r.m.Battle
	switch {
	case r.sizeLine == 0:
		return r.err(f[0].col, "map: the size must come first")
	case r.mapLine != 0:
		return r.err(f[0].col, "map: a second map (the first is on line %d)", r.mapLine)
	case len(f) != 1:
		return r.err(f[1].col, "map: the rows go on the lines after it")
	}
	r.mapLine = r.n + 1
	for y := range b.Height {
		r.n++
		if r.n >= len(r.lines) || strings.TrimSpace(r.lines[r.n]) == "" {
			return r.errAt(min(r.n, len(r.lines))+1, 1, "map: row %d of %d is missing", y+1, b.Height)
		}
		row := strings.TrimSpace(r.lines[r.n])
		col0 := utf8.RuneCountInString(r.lines[r.n][:strings.Index(r.lines[r.n], row)]) + 1
		k := 0
		for _, c := range row {
			if !strings.ContainsRune(terrainChars, c) {
				return r.err(col0+k, "map: %q is not a terrain (want one of %q)", c, terrainChars)
			}
			k++
		}
		if k != b.Width {
			return r.err(col0, "map: row %d has %d cells, want %d (the size's width)", y+1, k, b.Width)
		}
		b.Terrain = append(b.Terrain, row)
	}
	return nil
}

// unit reads "unit SIDE CLASS NAME X Y [leader] [hold]".
func (r *mapReader) unit(f []field) error {
	if len(f) < 6 || len(f) > 8 {
		return r.err(f[0].col, "unit: want SIDE CLASS NAME X Y [leader] [hold]")
	}
	if f[1].text != SidePlayer && f[1].text != SideEnemy {
		return r.err(f[1].col, "unit: side %q is not player or enemy", f[1].text)
	}
	ci := ClassIndex(f[2].text)
	if ci < 0 {
		return r.err(f[2].col, "unit: unknown class %q (want one of %s)", f[2].text, classList())
	}
	var x, y int
	if err := r.ints(f[3:6], []*int{&x, &y}, 0, MaxMapSide-1); err != nil {
		return err
	}
	c := Classes[ci]
	u := Unit{Number: len(r.m.Units) + 1, Name: f[3].text, Class: c.Name, Side: f[1].text,
		MaxHP: c.HP, HP: c.HP, Attack: c.Attack, Defence: c.Defence, Move: c.Move, Movement: c.Movement,
		MinRange: c.MinRange, MaxRange: c.MaxRange, Vision: c.Vision}
	for _, o := range f[6:] {
		switch o.text {
		case "leader":
			u.Leader = true
		case "hold":
			u.Hold = true
		default:
			return r.err(o.col, "unit: %q is not leader or hold", o.text)
		}
	}
	r.m.Units = append(r.m.Units, u)
	r.m.Cells = append(r.m.Cells, grid.C(x, y))
	r.units = append(r.units, r.n+1)
	r.unitCols = append(r.unitCols, f[4].col)
	return nil
}

func classList() string {
	names := make([]string, len(Classes))
	for i := range Classes {
		names[i] = Classes[i].Name
	}
	return strings.Join(names, ", ")
}

// finish checks what needs the whole file: a size and a map, units of both
// sides standing alone on terrain they can enter, a seize cell on the map.
func (r *mapReader) finish() error {
	b := &r.m.Battle
	last := len(r.lines)
	switch {
	case r.sizeLine == 0:
		return r.errAt(1, 1, "the map has no size")
	case r.mapLine == 0:
		return r.errAt(last, 1, "the map has no \"map\" rows")
	case b.Win == WinSeize && (b.Seize.X() >= b.Width || b.Seize.Y() >= b.Height):
		return r.errAt(r.winLine, r.winCol, "win: the seize cell %s is off the %d×%d map", cellText(b.Seize), b.Width, b.Height)
	}
	var f Field
	fillTerrain(&f, b)
	sides := map[string]bool{}
	for i, c := range r.m.Cells {
		u := &r.m.Units[i]
		switch {
		case !f.In(c):
			return r.errAt(r.units[i], r.unitCols[i], "unit: %s's cell %s is off the %d×%d map", u.Name, cellText(c), b.Width, b.Height)
		case Cost(f.At(c), u.Movement) == Impassable:
			return r.errAt(r.units[i], r.unitCols[i], "unit: %s (%s) cannot stand on %v at %s", u.Name, u.Movement, f.At(c), cellText(c))
		case f.Side[f.Index(c)] != 0:
			return r.errAt(r.units[i], r.unitCols[i], "unit: %s's cell %s is taken", u.Name, cellText(c))
		}
		f.Side[f.Index(c)] = 1
		sides[u.Side] = true
	}
	if !sides[SidePlayer] || !sides[SideEnemy] {
		return r.errAt(last, 1, "the map needs a unit of each side, player and enemy")
	}
	return nil
}

// cellText writes c as a map file's reader does: "(x,y)".
func cellText(c grid.Cell) string { return fmt.Sprintf("(%d,%d)", c.X(), c.Y()) }

// fillTerrain makes f the terrain of b's rows, with nobody on it. Rows or
// characters that are missing are plains; unknown characters are walls.
func fillTerrain(f *Field, b *Battle) {
	f.Reset(b.Width, b.Height)
	for y, row := range b.Terrain {
		if y >= b.Height {
			break
		}
		x := 0
		for _, c := range row {
			if x >= b.Width {
				break
			}
			t := strings.IndexRune(terrainChars, c)
			if t < 0 {
				t = int(Wall)
			}
			f.Terrain[y*b.Width+x] = Terrain(t)
			x++
		}
	}
}

// Fill makes f the battle's map (its Terrain rows) with nobody on it: what
// the rules see before the units are placed. A row or character missing is
// plains; a character that is no terrain is a wall.
func (b *Battle) Fill(f *Field) { fillTerrain(f, b) }
