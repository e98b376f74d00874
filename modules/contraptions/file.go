package contraptions

import (
	"fmt"
	"strconv"
	"strings"
)

// The largest board, in cells: as many as the template's 960 by 540 window
// shows beside its texts.
const (
	MaxCols = 26
	MaxRows = 13
	// DefaultCols and DefaultRows are a board's size when its file says none.
	DefaultCols = 24
	DefaultRows = 12
	// MaxPuzzleFileSize is the largest puzzle file read, in bytes.
	MaxPuzzleFileSize = 64 << 10
	// MaxCount is the most parts of one kind a palette line gives.
	MaxCount = 99
)

// Goal is what a puzzle asks the machine to do. A puzzle is solved in run
// mode at the first step at which all its goals hold at once.
type Goal uint8

// The goals.
const (
	// GoalBucket: a ball lies in every bucket.
	GoalBucket Goal = iota
	// GoalLamp: every lamp is lit.
	GoalLamp
	// GoalSwitches: every switch is pressed.
	GoalSwitches
	// GoalTurn: every wheel has turned a whole turn (2π radians) either way.
	GoalTurn
	numGoals
)

var goalNames = [...]string{"bucket", "lamp", "switches", "turn"}

// String returns the goal's name as puzzle files write it.
func (g Goal) String() string {
	if int(g) < len(goalNames) {
		return goalNames[g]
	}
	return "goal(" + strconv.Itoa(int(g)) + ")"
}

// Place is a part on a board: its kind, its cell (see Kind) and its
// rotation (0 .. Kind.Rotations()-1).
type Place struct {
	Kind     Kind
	Col, Row int
	Rot      int
}

// Stock is a palette entry: how many parts of a kind the player may place.
type Stock struct {
	Kind  Kind
	Count int
}

// Puzzle is one puzzle as its file gives it.
type Puzzle struct {
	// Name is the file's path in the game folder.
	Name string
	// Title and Hint are shown above the board.
	Title, Hint string
	// Cols and Rows are the board's size in cells.
	Cols, Rows int
	// Goals must all hold at once; a puzzle with none cannot be solved.
	Goals []Goal
	// Fixed are the parts the player cannot move, walls one cell each.
	Fixed []Place
	// Palette is what the player may place, in the file's order.
	Palette []Stock
	// Solution is a placement known to solve the puzzle (for tests, the
	// playthrough bot and a designer's own check); never shown.
	Solution []Place
}

// fileError is a mistake in a puzzle file at line:col (1-based; col counts
// bytes).
type fileError struct {
	name      string
	line, col int
	msg       string
}

func (e *fileError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.name, e.line, e.col, e.msg) }

// field is one word of a line and the column it starts at.
type field struct {
	text string
	col  int
}

// fields splits a line into words, dropping a comment from '#'.
func fields(line string) []field {
	var out []field
	i := 0
	for i < len(line) {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) || line[i] == '#' {
			break
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		out = append(out, field{line[i:j], i + 1})
		i = j
	}
	return out
}

// ReadPuzzle reads a puzzle file. Each line is one statement; '#' starts a
// comment; words are separated by spaces:
//
//	title WORDS...              the puzzle's title
//	hint WORDS...               a line of help shown under it
//	size COLS ROWS              the board, at most MaxCols by MaxRows (default 24 by 12)
//	goal bucket|lamp|switches|turn
//	wall COL ROW [W H]          fixed walls filling W by H cells (default 1 by 1)
//	fixed KIND COL ROW [DIR]    a part the player cannot move
//	palette KIND COUNT          parts the player may place
//	solution KIND COL ROW [DIR] a placement known to solve the puzzle
//
// DIR is right (the default), down, left or up, as the kind allows (see
// Kind.Rotations). Cells count from 0 at the board's top-left. A line with a
// mistake is left out and reported as an error at file:line:col; the rest
// is read, so the puzzle still plays. Parts that overlap another or the
// board's edge are mistakes too.
func ReadPuzzle(name string, text []byte) (*Puzzle, []error) {
	r := reader{p: &Puzzle{Name: name, Cols: DefaultCols, Rows: DefaultRows}, name: name}
	if len(text) > MaxPuzzleFileSize {
		return r.p, []error{fmt.Errorf("%s: the puzzle file is %d bytes, more than %d", name, len(text), MaxPuzzleFileSize)}
	}
	lines := strings.Split(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n")
	// size first, so every part is checked against the board it is on
	for i, line := range lines {
		if f := fields(line); len(f) > 0 && f[0].text == "size" {
			r.line = i + 1
			r.size(f)
		}
	}
	r.occ = newGrid(r.p.Cols, r.p.Rows)
	for i, line := range lines {
		r.line = i + 1
		if f := fields(line); len(f) > 0 && f[0].text != "size" {
			r.statement(f)
		}
	}
	if len(r.p.Goals) == 0 {
		r.errs = append(r.errs, fmt.Errorf("%s: the puzzle has no goal line: it cannot be solved", name))
	}
	r.checkGoals()
	r.checkSolution()
	return r.p, r.errs
}

// reader is ReadPuzzle's state.
type reader struct {
	p      *Puzzle
	name   string
	line   int
	errs   []error
	occ    grid // what the fixed parts cover
	sized  bool
	goalAt [][2]int // each goal's line and column
}

func (r *reader) fail(col int, format string, args ...any) {
	r.errs = append(r.errs, &fileError{r.name, r.line, col, fmt.Sprintf(format, args...)})
}

// count checks f has between lo and hi words after its first.
func (r *reader) count(f []field, lo, hi int, usage string) bool {
	if n := len(f) - 1; n < lo || n > hi {
		col := f[0].col
		if n > hi {
			col = f[hi+1].col
		}
		r.fail(col, "%s takes %s", f[0].text, usage)
		return false
	}
	return true
}

// number reads f as a whole number in [lo, hi].
func (r *reader) number(f field, what string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(f.text)
	if err != nil || n < lo || n > hi {
		r.fail(f.col, "%s %q is not a whole number from %d to %d", what, f.text, lo, hi)
		return 0, false
	}
	return n, true
}

func (r *reader) size(f []field) {
	if !r.count(f, 2, 2, "COLS ROWS") {
		return
	}
	if r.sized {
		r.fail(f[0].col, "a second size line")
		return
	}
	c, ok1 := r.number(f[1], "the width", 1, MaxCols)
	h, ok2 := r.number(f[2], "the height", 1, MaxRows)
	if ok1 && ok2 {
		r.p.Cols, r.p.Rows, r.sized = c, h, true
	}
}

func (r *reader) statement(f []field) {
	rest := func() string { return strings.Join(texts(f[1:]), " ") }
	switch f[0].text {
	case "title":
		r.p.Title = rest()
	case "hint":
		r.p.Hint = rest()
	case "goal":
		r.goal(f)
	case "wall":
		r.wall(f)
	case "fixed", "solution":
		if p, ok := r.place(f); ok {
			if f[0].text == "fixed" {
				r.p.Fixed = append(r.p.Fixed, p)
			} else {
				r.p.Solution = append(r.p.Solution, p)
			}
		}
	case "palette":
		r.palette(f)
	default:
		r.fail(f[0].col, "unknown statement %q (title, hint, size, goal, wall, fixed, palette or solution)", f[0].text)
	}
}

func texts(f []field) []string {
	out := make([]string, len(f))
	for i, x := range f {
		out[i] = x.text
	}
	return out
}

func (r *reader) goal(f []field) {
	if !r.count(f, 1, 1, "one of bucket, lamp, switches or turn") {
		return
	}
	for g, n := range goalNames {
		if n == f[1].text {
			r.p.Goals = append(r.p.Goals, Goal(g))
			r.goalAt = append(r.goalAt, [2]int{r.line, f[1].col})
			return
		}
	}
	r.fail(f[1].col, "unknown goal %q (bucket, lamp, switches or turn)", f[1].text)
}

func (r *reader) wall(f []field) {
	if !r.count(f, 2, 4, "COL ROW [W H]") || len(f) == 4 {
		if len(f) == 4 {
			r.fail(f[3].col, "wall takes COL ROW [W H]: W without H")
		}
		return
	}
	c, ok1 := r.number(f[1], "the column", 0, r.p.Cols-1)
	w, h, ok3 := 1, 1, true
	rw, ok2 := r.number(f[2], "the row", 0, r.p.Rows-1)
	if len(f) == 5 {
		var okw, okh bool
		w, okw = r.number(f[3], "the width", 1, r.p.Cols)
		h, okh = r.number(f[4], "the height", 1, r.p.Rows)
		ok3 = okw && okh
	}
	if !ok1 || !ok2 || !ok3 {
		return
	}
	if c+w > r.p.Cols || rw+h > r.p.Rows {
		r.fail(f[1].col, "the wall reaches past the board's %d by %d cells", r.p.Cols, r.p.Rows)
		return
	}
	for y := rw; y < rw+h; y++ {
		for x := c; x < c+w; x++ {
			p := Place{Kind: KindWall, Col: x, Row: y}
			if r.occ.free(p) {
				r.occ.mark(p, 1)
				r.p.Fixed = append(r.p.Fixed, p)
			}
		}
	}
}

// place reads KIND COL ROW [DIR] and, for a fixed part, marks its cells.
func (r *reader) place(f []field) (Place, bool) {
	if !r.count(f, 3, 4, "KIND COL ROW [DIR]") {
		return Place{}, false
	}
	k, err := ParseKind(f[1].text)
	if err != nil {
		r.fail(f[1].col, "%v", err)
		return Place{}, false
	}
	c, ok1 := r.number(f[2], "the column", 0, r.p.Cols-1)
	rw, ok2 := r.number(f[3], "the row", 0, r.p.Rows-1)
	if !ok1 || !ok2 {
		return Place{}, false
	}
	p := Place{Kind: k, Col: c, Row: rw}
	if len(f) == 5 {
		d := indexOf(dirNames[:], f[4].text)
		rot, ok := k.rotOf(d)
		if d < 0 || !ok {
			r.fail(f[4].col, "%s cannot point %q (%s)", k, f[4].text, strings.Join(k.ways(), ", "))
			return Place{}, false
		}
		p.Rot = rot
	}
	if !r.occ.inside(p) {
		r.fail(f[2].col, "the %s reaches past the board's %d by %d cells", k, r.p.Cols, r.p.Rows)
		return Place{}, false
	}
	if f[0].text == "fixed" {
		if !r.occ.free(p) {
			r.fail(f[2].col, "the %s overlaps a part placed before", k)
			return Place{}, false
		}
		r.occ.mark(p, 1)
	}
	return p, true
}

// ways returns the names of the ways kind k can point.
func (k Kind) ways() []string {
	var out []string
	for d, n := range dirNames {
		if _, ok := k.rotOf(d); ok {
			out = append(out, n)
		}
	}
	return out
}

func (r *reader) palette(f []field) {
	if !r.count(f, 2, 2, "KIND COUNT") {
		return
	}
	k, err := ParseKind(f[1].text)
	if err != nil {
		r.fail(f[1].col, "%v", err)
		return
	}
	if k == KindWall {
		r.fail(f[1].col, "walls are fixed; a palette cannot give them")
		return
	}
	n, ok := r.number(f[2], "the count", 1, MaxCount)
	if !ok {
		return
	}
	for _, s := range r.p.Palette {
		if s.Kind == k {
			r.fail(f[1].col, "a second palette line for %s", k)
			return
		}
	}
	r.p.Palette = append(r.p.Palette, Stock{k, n})
}

// goalNeeds are, for each goal, the kinds it cannot hold without: one
// kind of each list, as a fixed part or in the palette. Only the part the
// goal checks (decision: what else a machine needs to reach it is the
// designer's, which the solution lines prove).
var goalNeeds = [numGoals][][]Kind{
	GoalBucket:   {{KindBucket}},
	GoalLamp:     {{KindLamp}},
	GoalSwitches: {{KindSwitch}},
	GoalTurn:     {{KindWheel}},
}

// missing returns a kind goal gl needs that neither pz's fixed parts nor
// its palette give, and whether one is missing.
func (pz *Puzzle) missing(gl Goal) (Kind, bool) {
	if int(gl) >= len(goalNeeds) {
		return 0, false
	}
	for _, need := range goalNeeds[gl] {
		found := false
		for _, k := range need {
			found = found || stockIndex(pz.Palette, k) >= 0
			for _, p := range pz.Fixed {
				found = found || p.Kind == k
			}
		}
		if !found {
			return need[0], true
		}
	}
	return 0, false
}

// Solvable reports whether pz can be solved as far as its file says: it
// has a goal, and every goal has the part it checks (a bucket for
// "bucket", a lamp for "lamp", a switch for "switches", a wheel for
// "turn") fixed or in the palette. A board skips
// an unsolvable puzzle on run (Enter), as it skips an unreadable one, so
// a mistake in a file cannot hold the player on it for ever.
func (pz *Puzzle) Solvable() bool {
	if len(pz.Goals) == 0 {
		return false
	}
	for _, gl := range pz.Goals {
		if _, ok := pz.missing(gl); ok {
			return false
		}
	}
	return true
}

// checkGoals reports each goal that lacks a part it needs.
func (r *reader) checkGoals() {
	for i, gl := range r.p.Goals {
		if k, ok := r.p.missing(gl); ok {
			r.errs = append(r.errs, &fileError{r.name, r.goalAt[i][0], r.goalAt[i][1],
				fmt.Sprintf("the goal %s needs a %s, which neither a fixed part nor the palette gives: the puzzle cannot be solved", gl, k)})
		}
	}
}

// checkSolution checks the solution's parts fit among the fixed ones and
// the palette gives them.
func (r *reader) checkSolution() {
	occ := r.occ.clone()
	used := make([]int, len(r.p.Palette))
	keep := r.p.Solution[:0]
	for _, p := range r.p.Solution {
		i := stockIndex(r.p.Palette, p.Kind)
		switch {
		case i < 0 || used[i] >= r.p.Palette[i].Count:
			r.errs = append(r.errs, fmt.Errorf("%s: the solution places more of %s than the palette gives", r.name, p.Kind))
		case !occ.free(p):
			r.errs = append(r.errs, fmt.Errorf("%s: the solution's %s at %d %d overlaps another part", r.name, p.Kind, p.Col, p.Row))
		default:
			used[i]++
			occ.mark(p, 1)
			keep = append(keep, p)
		}
	}
	r.p.Solution = keep
}

func stockIndex(s []Stock, k Kind) int {
	for i, x := range s {
		if x.Kind == k {
			return i
		}
	}
	return -1
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// grid says which part covers each cell of a board (0: none).
type grid struct {
	cols, rows int
	cells      []int
}

func newGrid(cols, rows int) grid { return grid{cols, rows, make([]int, cols*rows)} }

func (g grid) clone() grid { return grid{g.cols, g.rows, append([]int(nil), g.cells...)} }

// inside reports whether p's footprint is on the board.
func (g grid) inside(p Place) bool {
	c, r, w, h := p.Kind.Footprint(p.Col, p.Row)
	return c >= 0 && r >= 0 && c+w <= g.cols && r+h <= g.rows
}

// at returns the mark of cell (c, r), 0 outside the board.
func (g grid) at(c, r int) int {
	if c < 0 || r < 0 || c >= g.cols || r >= g.rows {
		return 0
	}
	return g.cells[r*g.cols+c]
}

// free reports whether p's footprint is on the board and unmarked.
func (g grid) free(p Place) bool {
	if !g.inside(p) {
		return false
	}
	c, r, w, h := p.Kind.Footprint(p.Col, p.Row)
	for y := r; y < r+h; y++ {
		for x := c; x < c+w; x++ {
			if g.cells[y*g.cols+x] != 0 {
				return false
			}
		}
	}
	return true
}

// mark sets p's footprint's cells to v.
func (g grid) mark(p Place, v int) {
	c, r, w, h := p.Kind.Footprint(p.Col, p.Row)
	for y := max(r, 0); y < min(r+h, g.rows); y++ {
		for x := max(c, 0); x < min(c+w, g.cols); x++ {
			g.cells[y*g.cols+x] = v
		}
	}
}
