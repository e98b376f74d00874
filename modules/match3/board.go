package match3

import "time"

// The defaults of a Board's settings (what a zero field means).
const (
	// DefaultSize is a board's width and height in cells (8×8, as Bejeweled
	// and most Candy Crush levels).
	DefaultSize = 8
	// DefaultColours is the number of gem colours dealt.
	DefaultColours = 6
	// DefaultCellSize is a cell's size; the unit is world units (screen
	// pixels on the HUD).
	DefaultCellSize = 32.0
	// DefaultSwapTime, DefaultClearTime and DefaultFallTime are how long a
	// swap slides, a clear shrinks and a fall takes per row, in game time.
	DefaultSwapTime  = 150 * time.Millisecond
	DefaultClearTime = 200 * time.Millisecond
	DefaultFallTime  = 60 * time.Millisecond
	// DefaultHintAfter is how long an idle board waits before it shows a
	// swap that works (Bejeweled waits about as long).
	DefaultHintAfter = 5 * time.Second
	// maxShuffleTries is how many shuffles are tried before a board with no
	// move is dealt afresh (see Board.Reshuffle).
	maxShuffleTries = 100
)

// size returns the board's width and height with the defaults applied and
// clamped to [3, MaxSize].
func (b *Board) size() (int, int) { return clampSize(b.Width), clampSize(b.Height) }

func clampSize(n int) int {
	if n == 0 {
		return DefaultSize
	}
	return max(3, min(MaxSize, n))
}

// colours returns the number of colours dealt.
func (b *Board) colours() int {
	if b.Colours == 0 {
		return DefaultColours
	}
	return max(3, min(MaxColours, b.Colours))
}

func (b *Board) cellSize() float64 {
	if b.CellSize <= 0 {
		return DefaultCellSize
	}
	return b.CellSize
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

// In reports whether c is a cell of the board (inside it and not a hole).
func (b *Board) In(c Cell) bool {
	w, h := b.size()
	if c.X < 0 || c.Y < 0 || c.X >= w || c.Y >= h {
		return false
	}
	return b.layout(c) != '#'
}

// layout returns the Layout character of c, '.' where Layout says nothing.
func (b *Board) layout(c Cell) byte {
	if c.Y < len(b.Layout) && c.X < len(b.Layout[c.Y]) {
		return b.Layout[c.Y][c.X]
	}
	return '.'
}

// index returns c's index in Cells.
func (b *Board) index(c Cell) int {
	w, _ := b.size()
	return c.Y*w + c.X
}

// At returns the gem at c: the zero Gem for a hole or a cell outside.
func (b *Board) At(c Cell) Gem {
	if !b.In(c) || b.index(c) >= len(b.Cells) {
		return Gem{}
	}
	return b.Cells[b.index(c)]
}

// at is At for a cell known to be inside the board.
func (b *Board) at(c Cell) Gem {
	if !b.In(c) {
		return Gem{}
	}
	return b.Cells[b.index(c)]
}

func (b *Board) set(c Cell, g Gem) { b.Cells[b.index(c)] = g }

// cells calls f for every cell of the board in row order.
func (b *Board) cells(f func(c Cell)) {
	w, h := b.size()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if c := (Cell{x, y}); b.In(c) {
				f(c)
			}
		}
	}
}

// Deal fills the board from its random stream seeded with seed: a colour per
// cell (the Layout's own where it gives one), drawn again while it would
// complete a line of 3 with the two cells left of it or above it, so the
// board starts with no match; then, if no swap would match, it reshuffles
// (the Layout's fixed colours move with the rest), and a board that still has
// no move (no arrangement on its Layout has one) is over, lost.
// It sets the board's counters to the start of a level.
func (b *Board) Deal(seed uint64) {
	w, h := b.size()
	b.Rand.Seed(seed)
	b.Cells = make([]Gem, w*h)
	b.Clearing = make([]bool, w*h)
	b.Drop = make([]int8, w*h)
	b.Cleared = make([]int, b.colours())
	b.Started, b.Phase, b.Won = true, PhaseIdle, false
	b.Score, b.Cascade, b.BestCascade, b.MovesMade, b.ClearedAll, b.Shuffles = 0, 0, 0, 0, 0, 0
	b.MovesLeft = b.Moves
	b.GoalLeft = b.Goal.Count
	b.Progress.Snap(1)
	b.cells(func(c Cell) {
		if l := b.layout(c); l >= '1' && l <= '9' && int(l-'1') < b.colours() {
			b.set(c, Gem{Color: int8(l - '1'), Kind: KindNormal})
			return
		}
		b.set(c, b.freshGem(c))
	})
	if !b.HasMove() {
		b.reshuffleOrEnd()
	}
}

// reshuffleOrEnd reshuffles a board with no move left; a board still without
// one (a layout where no arrangement has a move) is over, lost.
func (b *Board) reshuffleOrEnd() {
	b.Reshuffle()
	if !b.HasMove() {
		b.Won, b.Phase = false, PhaseOver
	}
}

// freshGem draws a gem for c that makes no line of 3 with the cells left of
// and above it, trying at most 8 times (a board of 3 colours can be cornered;
// the last draw stays).
func (b *Board) freshGem(c Cell) Gem {
	var g Gem
	for try := 0; try < 8; try++ {
		g = Gem{Color: int8(b.Rand.IntN(b.colours())), Kind: KindNormal}
		if !b.lineBehind(c, g.Color) {
			break
		}
	}
	return g
}

// lineBehind reports whether colour col at c would complete a line of 3 with
// the two cells left of it or the two above it.
func (b *Board) lineBehind(c Cell, col int8) bool {
	same := func(d Cell) bool { return b.matchable(d) && b.at(d).Color == col }
	return (same(Cell{c.X - 1, c.Y}) && same(Cell{c.X - 2, c.Y})) ||
		(same(Cell{c.X, c.Y - 1}) && same(Cell{c.X, c.Y - 2}))
}

// Swappable reports whether swapping the gems at a and c would clear
// something: they are neighbours on the board, both hold a gem, and either
// one is a colour bomb or the swap makes a match.
func (b *Board) Swappable(a, c Cell) bool {
	if !neighbours(a, c) || !b.In(a) || !b.In(c) {
		return false
	}
	ga, gc := b.at(a), b.at(c)
	if ga.Kind == KindNone || gc.Kind == KindNone {
		return false
	}
	if ga.Kind == KindColourBomb || gc.Kind == KindColourBomb {
		return true
	}
	b.set(a, gc)
	b.set(c, ga)
	ok := b.matchAt(a) || b.matchAt(c)
	b.set(a, ga)
	b.set(c, gc)
	return ok
}

// matchAt reports whether the gem at c is in a line of 3.
func (b *Board) matchAt(c Cell) bool {
	if !b.matchable(c) {
		return false
	}
	col := b.at(c).Color
	count := func(dx, dy int) int {
		n := 0
		for d := (Cell{c.X + dx, c.Y + dy}); b.matchable(d) && b.at(d).Color == col; d = (Cell{d.X + dx, d.Y + dy}) {
			n++
		}
		return n
	}
	return count(-1, 0)+count(1, 0) >= 2 || count(0, -1)+count(0, 1) >= 2
}

func neighbours(a, c Cell) bool {
	dx, dy := a.X-c.X, a.Y-c.Y
	return dx*dx+dy*dy == 1
}

// HasMove reports whether some swap would clear something (Swappable).
func (b *Board) HasMove() bool {
	_, _, ok := b.FirstMove()
	return ok
}

// FirstMove returns the first swap that would clear something, trying each
// cell in row order with its right, then its lower neighbour; false if
// there is none (a dead board).
func (b *Board) FirstMove() (Cell, Cell, bool) {
	var a, to Cell
	found := false
	b.cells(func(c Cell) {
		for _, n := range [2]Cell{{c.X + 1, c.Y}, {c.X, c.Y + 1}} {
			if !found && b.Swappable(c, n) {
				a, to, found = c, n, true
			}
		}
	})
	return a, to, found
}

// Reshuffle moves the gems to other cells (a Fisher–Yates shuffle from the
// board's random stream, cells in row order) until the board has no match and
// a move; after maxShuffleTries shuffles it deals colours afresh instead
// (specials kept where they are). It counts a shuffle and drops every gem in
// from above the board.
func (b *Board) Reshuffle() {
	var at []Cell
	b.cells(func(c Cell) {
		if b.at(c).Kind != KindNone {
			at = append(at, c)
		}
	})
	for try := 0; ; try++ {
		if try < maxShuffleTries {
			b.Rand.Shuffle(len(at), func(i, j int) {
				gi, gj := b.at(at[i]), b.at(at[j])
				b.set(at[i], gj)
				b.set(at[j], gi)
			})
		} else {
			for _, c := range at {
				if b.at(c).Kind == KindNormal {
					b.set(c, b.freshGem(c))
				}
			}
		}
		if (len(b.Matches()) == 0 && b.HasMove()) || try > maxShuffleTries+8 {
			break
		}
	}
	b.Shuffles++
	_, h := b.size()
	b.cells(func(c Cell) { b.Drop[b.index(c)] = int8(h) })
}
