package match3

import (
	"bytes"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// LevelExt is the extension of the module's level files.
const LevelExt = ".m3"

// MaxLevelFileSize is the largest level file ReadLevel reads, in bytes.
const MaxLevelFileSize = 64 << 10

// LevelError is a mistake in a level file, at a line and column (both from 1;
// the column counts characters).
type LevelError struct {
	// File is the level file's name as the game names it ("levels/one.m3").
	File string
	// Line and Col are where the mistake is, both from 1.
	Line, Col int
	// Msg says what is wrong.
	Msg string
}

// Error returns "file:line:col: msg".
func (e *LevelError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Level is what a level file says: the board's settings and where it goes.
type Level struct {
	// Board holds the settings read (Width, Height, Colours, Moves, Goal,
	// Layout, Seed, CellSize, Image, Tile); the rest is zero.
	Board Board
	// At is where the board's top-left corner goes, in screen pixels (a level
	// file's board is drawn on the HUD).
	At griff.Vec
}

// ReadLevel reads a level file: one setting a line, a keyword then its
// values, separated by spaces; "#" at the start of a line begins a comment,
// blank lines are skipped. Every keyword is optional:
//
//	size W H          the board in cells (default 8 8), each in [3, 16]
//	colours N         colours dealt (default 6), in [3, 9]
//	moves N           swaps allowed (default 0: no limit)
//	goal score N      reach N points
//	goal clear C N    clear N gems of colour C (1 the first)
//	seed N            the board's seed (default 0: from the game's stream)
//	cell N            a cell's size in pixels (default 32)
//	image PATH        the gem sheet (Board.Image); tile N its pictures' size
//	at X Y            where the board's top-left corner goes, in pixels
//	layout            then H rows of W characters ('.', '#', '1'..'9')
//
// It returns a *LevelError naming file, line and column for the first
// mistake: an unknown keyword, a missing or extra value, a number out of
// range, a layout row of the wrong length or with a character that is not a
// cell, a layout colour beyond the level's colours (at the digit, even when
// "colours" comes after the layout), a file over MaxLevelFileSize or not
// UTF-8. It never panics.
func ReadLevel(file string, data []byte) (*Level, error) {
	r := &levelReader{file: file, lv: &Level{}}
	if len(data) > MaxLevelFileSize {
		return nil, r.errAt(1, 1, "the file is %d bytes, more than %d", len(data), MaxLevelFileSize)
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
	if err := r.checkColours(); err != nil {
		return nil, err
	}
	return r.lv, nil
}

type levelReader struct {
	file  string
	lines []string
	n     int // index of the line being read
	lv    *Level
	seen  map[string]bool
	// top is the layout's highest colour digit ('1'..'9', 0 for none) and
	// topLine, topCol where it first is (both from 1); coloursLine is the
	// line of "colours" (0 if none).
	top             rune
	topLine, topCol int
	coloursLine     int
}

// checkColours reports a layout colour beyond the level's colours, at the
// digit's own line and column: the colours may be given after the layout, so
// this is checked once the whole file is read.
func (r *levelReader) checkColours() error {
	n := r.lv.Board.colours()
	if r.top == 0 || int(r.top-'0') <= n {
		return nil
	}
	given := fmt.Sprintf("the default %d", n)
	if r.coloursLine > 0 {
		given = fmt.Sprintf("colours %d, line %d", n, r.coloursLine)
	}
	return r.errAt(r.topLine, r.topCol, "layout: colour %c is more than the level's colours (%s)", r.top, given)
}

// field is one word of a line and its column (from 1).
type field struct {
	s   string
	col int
}

func fields(line string) []field {
	var out []field
	col, start := 1, -1
	for i, c := range line + " " {
		if c == ' ' || c == '\t' {
			if start >= 0 {
				out = append(out, field{line[start:i], col - utf8.RuneCountInString(line[start:i])})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		col++
	}
	return out
}

func (r *levelReader) errAt(line, col int, format string, args ...any) error {
	return &LevelError{File: r.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (r *levelReader) err(col int, format string, args ...any) error {
	return r.errAt(r.n+1, col, format, args...)
}

// line reads line r.n (and, for layout, the rows after it).
func (r *levelReader) line() error {
	f := fields(r.lines[r.n])
	if len(f) == 0 || strings.HasPrefix(f[0].s, "#") {
		return nil
	}
	key := f[0].s
	if r.seen == nil {
		r.seen = map[string]bool{}
	}
	if r.seen[key] {
		return r.err(f[0].col, "%s is given twice", key)
	}
	r.seen[key] = true
	b := &r.lv.Board
	switch key {
	case "size":
		return r.ints(f, []*int{&b.Width, &b.Height}, 3, MaxSize)
	case "colours", "colors":
		r.coloursLine = r.n + 1
		return r.ints(f, []*int{&b.Colours}, 3, MaxColours)
	case "moves":
		return r.ints(f, []*int{&b.Moves}, 0, 9999)
	case "cell":
		var n int
		err := r.ints(f, []*int{&n}, 4, 256)
		b.CellSize = float64(n)
		return err
	case "tile":
		return r.ints(f, []*int{&b.Tile}, 1, 512)
	case "seed":
		return r.seed(f)
	case "goal":
		return r.goal(f)
	case "image":
		if len(f) != 2 {
			return r.err(f[0].col, "image wants one path")
		}
		b.Image = f[1].s
		return nil
	case "at":
		var x, y int
		err := r.ints(f, []*int{&x, &y}, -4096, 4096)
		r.lv.At = griff.V(float64(x), float64(y))
		return err
	case "layout":
		return r.layout(f)
	}
	return r.err(f[0].col, "unknown keyword %q (want size, colours, moves, goal, seed, cell, image, tile, at or layout)", key)
}

// ints reads len(dst) whole numbers in [lo, hi] after the keyword.
func (r *levelReader) ints(f []field, dst []*int, lo, hi int) error {
	if len(f)-1 != len(dst) {
		col := f[0].col
		if len(f) > len(dst)+1 {
			col = f[len(dst)+1].col
		}
		return r.err(col, "%s wants %d number(s), got %d", f[0].s, len(dst), len(f)-1)
	}
	for i, d := range dst {
		n, err := strconv.Atoi(f[i+1].s)
		if err != nil || n < lo || n > hi {
			return r.err(f[i+1].col, "%s: want a whole number in [%d, %d], got %q", f[0].s, lo, hi, f[i+1].s)
		}
		*d = n
	}
	return nil
}

func (r *levelReader) seed(f []field) error {
	if len(f) != 2 {
		return r.err(f[0].col, "seed wants one number")
	}
	n, err := strconv.ParseUint(f[1].s, 10, 64)
	if err != nil {
		return r.err(f[1].col, "seed: want a whole number, got %q", f[1].s)
	}
	r.lv.Board.Seed = n
	return nil
}

func (r *levelReader) goal(f []field) error {
	g := &r.lv.Board.Goal
	if len(f) < 2 {
		return r.err(f[0].col, "goal wants \"score N\" or \"clear COLOUR N\"")
	}
	switch f[1].s {
	case "score":
		g.Kind = GoalScore
		return r.ints(f[1:], []*int{&g.Count}, 1, 1_000_000_000)
	case "clear":
		g.Kind = GoalClear
		var c int
		err := r.ints(f[1:], []*int{&c, &g.Count}, 1, 1_000_000)
		g.Color = c - 1
		if err == nil && c > MaxColours {
			return r.err(f[2].col, "goal clear: colour %d is more than %d", c, MaxColours)
		}
		return err
	}
	return r.err(f[1].col, "goal: unknown kind %q (want score or clear)", f[1].s)
}

// layout reads the rows after the layout line; the size must come first.
func (r *levelReader) layout(f []field) error {
	if len(f) != 1 {
		return r.err(f[1].col, "layout takes no value: its rows follow on the next lines")
	}
	b := &r.lv.Board
	w, h := b.size()
	for y := 0; y < h; y++ {
		r.n++
		if r.n >= len(r.lines) || strings.TrimSpace(r.lines[r.n]) == "" {
			return r.err(1, "layout: row %d of %d is missing", y+1, h)
		}
		row := strings.TrimSpace(r.lines[r.n])
		col0 := strings.Index(r.lines[r.n], row) + 1
		for i, c := range row {
			col := col0 + utf8.RuneCountInString(row[:i])
			if c != '.' && c != '#' && (c < '1' || c > '9') {
				return r.err(col, "layout: %q is not a cell ('.' dealt, '#' a hole, 1..9 a colour)", c)
			}
			if c >= '1' && c <= '9' && c > r.top {
				r.top, r.topLine, r.topCol = c, r.n+1, col
			}
		}
		if len(row) != w {
			return r.err(col0, "layout: row %d has %d cells, want %d (the size's width)", y+1, len(row), w)
		}
		b.Layout = append(b.Layout, row)
	}
	return nil
}

// readLevelFile is the module's level.Reader: a level file becomes one
// entity, "Board", holding a Match3.Board drawn on the HUD at the file's
// "at". A file that does not read is an error (hosting reports it and plays
// the scene without the board); settings out of range warn when the board
// starts.
func readLevelFile(file string, data []byte, _ fs.FS, _ *scenes.Problems) (*level.Level, error) {
	lv, err := ReadLevel(file, data)
	if err != nil {
		return nil, err
	}
	b := lv.Board
	b.HUD = true
	value := map[string]any{
		"width": b.Width, "height": b.Height, "colours": b.Colours, "moves": b.Moves,
		"goal": b.Goal, "layout": b.Layout, "seed": b.Seed, "cellSize": b.CellSize,
		"image": b.Image, "tile": b.Tile, "hud": true,
	}
	n := &level.Node{Name: "Board", Position: lv.At, Scale: griff.V(1, 1), File: file, Line: 1, Col: 1}
	n.Add("Match3.Board", value)
	return &level.Level{Name: file, Roots: []*level.Node{n}}, nil
}

func init() {
	level.RegisterReader(LevelExt, readLevelFile)
}
