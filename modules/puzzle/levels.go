package puzzle

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/runtime/grid"
)

// MaxLevelSide is the largest width or height of a level, in cells: 64. A
// larger level is refused with an error (it would not fit a screen, and a
// file that large is a mistake).
const MaxLevelSide = 64

// ErrBadLevel is wrapped by every error of ReadLevels.
var ErrBadLevel = errors.New("bad level")

// LevelError is one mistake in level text: where it is (File:Line:Col, both
// 1-based, Col counting characters (runes), as text editors do, not bytes)
// and what is wrong. It wraps ErrBadLevel.
type LevelError struct {
	File      string
	Line, Col int
	Msg       string
}

// Error returns "file:line:col: msg".
func (e *LevelError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Unwrap returns ErrBadLevel.
func (e *LevelError) Unwrap() error { return ErrBadLevel }

// Level is one level read from text (ReadLevels): its size, walls and what
// stands where at the start. Cells are [column, row] from the top-left.
type Level struct {
	// Title is the text of the ';' line before the level, trimmed, or "".
	Title string
	// Line is the 1-based line of the level's first row in the text.
	Line int
	// Width and Height are the level's size in cells.
	Width, Height int
	// Walls says which cells are walls, row by row: cell (x, y) is
	// Walls[y*Width+x].
	Walls []bool
	// Player is the player's cell.
	Player grid.Cell
	// Crates, Targets and Exits are the cells of each, in reading order.
	Crates, Targets, Exits []grid.Cell
}

// ReadLevels reads the levels of text, the classic Sokoban text format
// (XSB, as Sokoban YASC and the level collections use it), one level after
// another:
//
//	#  wall              @  player           +  player on a target
//	$  crate             *  crate on target  .  target
//	(space), - or _  floor                   E  exit (Griff's own)
//
// Levels are separated by blank lines or by a line starting with ';', whose
// text (after the ';') is the title of the level after it. Rows may differ
// in length (short rows end in floor); a tab is one cell of floor. A byte
// order mark at the start is skipped. A level needs one
// player and a goal: as many targets as crates (at least one), or an exit
// (crates in a level with an exit and no targets are obstacles).
//
// A level with a mistake is left out and each mistake is an error
// (*LevelError, file:line:col); the levels without one are returned, so a
// game plays those. ReadLevels returns nil error when every level is good.
// It never panics, whatever text holds.
func ReadLevels(file string, text []byte) ([]Level, error) {
	r := levelReader{file: file}
	text = bytes.TrimPrefix(text, []byte("\ufeff")) // a byte order mark some editors write
	lines := strings.Split(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n")
	for i, line := range lines {
		line = strings.TrimRight(line, "\r")
		switch {
		case strings.HasPrefix(strings.TrimLeft(line, " \t"), ";"):
			r.end()
			r.title = strings.TrimSpace(strings.TrimLeft(line, " \t")[1:])
		case strings.TrimSpace(line) == "":
			r.end()
		default:
			r.row(i+1, line)
		}
	}
	r.end()
	return r.levels, errors.Join(r.errs...)
}

// levelReader is ReadLevels' state between lines.
type levelReader struct {
	file   string
	title  string   // the title for the next level
	first  int      // line of the current level's first row, 0 if none
	rows   []string // the current level's rows
	levels []Level
	errs   []error
	bad    bool // the current level has a mistake
}

func (r *levelReader) fail(line, col int, format string, args ...any) {
	r.errs = append(r.errs, &LevelError{File: r.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
	r.bad = true
}

// row adds a line of the current level, checking its characters. Columns
// count characters (runes), not bytes, so a mistake after a non-ASCII
// character is reported where an editor shows it; the row kept has one byte
// per character (a bad one as floor: the level is left out anyway).
func (r *levelReader) row(line int, s string) {
	if r.first == 0 {
		r.first, r.bad = line, false
	}
	if len(r.rows) == MaxLevelSide {
		r.fail(line, 1, "the level has more than %d rows", MaxLevelSide)
	}
	cells := make([]byte, 0, min(len(s), MaxLevelSide))
	reported := false
	for i, col := 0, 1; i < len(s); col++ {
		c, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if col > MaxLevelSide {
			r.fail(line, col, "the row is longer than %d cells", MaxLevelSide)
			break
		}
		switch {
		case reported:
		case c == utf8.RuneError && size == 1:
			r.fail(line, col, "a byte 0x%02x that is not UTF-8 text", s[i-1])
			reported = true
		case c >= utf8.RuneSelf || !strings.ContainsRune(levelChars, c):
			r.fail(line, col, "unknown character %q (want one of # @ + $ * . E, space, - or _)", c)
			reported = true
		}
		if c >= utf8.RuneSelf || !strings.ContainsRune(levelChars, c) {
			c = ' '
		}
		cells = append(cells, byte(c))
	}
	if len(r.rows) < MaxLevelSide {
		r.rows = append(r.rows, string(cells))
	}
}

// levelChars are the characters a level's rows may hold.
const levelChars = "#@+$*. -_E\t"

// end finishes the current level, if any.
func (r *levelReader) end() {
	if r.first == 0 {
		return
	}
	lv := Level{Title: r.title, Line: r.first, Height: len(r.rows)}
	for _, s := range r.rows {
		lv.Width = max(lv.Width, len(s))
	}
	lv.Walls = make([]bool, lv.Width*lv.Height)
	players := 0
	for y, s := range r.rows {
		for x := 0; x < len(s); x++ {
			c := grid.C(x, y)
			switch s[x] {
			case '#':
				lv.Walls[y*lv.Width+x] = true
			case '@', '+':
				players++
				if players == 2 {
					r.fail(r.first+y, x+1, "a second player (a level has one)")
				}
				lv.Player = c
			case '$':
				lv.Crates = append(lv.Crates, c)
			case '*':
				lv.Crates = append(lv.Crates, c)
			case 'E':
				lv.Exits = append(lv.Exits, c)
			}
			if s[x] == '.' || s[x] == '+' || s[x] == '*' {
				lv.Targets = append(lv.Targets, c)
			}
		}
	}
	r.check(&lv, players)
	if !r.bad {
		r.levels = append(r.levels, lv)
	}
	r.first, r.rows, r.title, r.bad = 0, r.rows[:0], "", false
}

// check reports a level with no player or no goal.
func (r *levelReader) check(lv *Level, players int) {
	switch {
	case players == 0:
		r.fail(lv.Line, 1, "the level has no player (@ or +)")
	case len(lv.Targets) > 0 && len(lv.Crates) != len(lv.Targets):
		r.fail(lv.Line, 1, "the level has %d crates and %d targets (want as many of each)", len(lv.Crates), len(lv.Targets))
	case len(lv.Targets) == 0 && len(lv.Exits) == 0:
		r.fail(lv.Line, 1, "the level has no goal (targets with crates, or an exit E)")
	}
}
