package match3

// PointsPerGem is what one cleared gem scores in the first wave of a swap;
// the n-th wave (a cascade) scores n times as much.
const PointsPerGem = 10

// special returns the special gem a match makes, or a zero Gem for a match
// of 3. across says the swap that made it went sideways (for a line clearer:
// the stripes follow the swap); a match no swap made (a cascade) uses its own
// line's direction.
func special(m Match, swapped, across bool) Gem {
	switch m.Shape {
	case ShapeFive:
		return Gem{Kind: KindColourBomb}
	case ShapeL, ShapeT:
		return Gem{Color: m.Color, Kind: KindBomb}
	case ShapeFour:
		if !swapped {
			across = m.Across
		}
		if across {
			return Gem{Color: m.Color, Kind: KindStripedH}
		}
		return Gem{Color: m.Color, Kind: KindStripedV}
	}
	return Gem{}
}

// startClear marks what the matches on the board clear, and what the
// specials among them clear in turn, makes the special gems the matches
// earn, scores the wave and starts PhaseClear. swapped says the matches come
// from the swap From-To (the specials go where the swapped gems are);
// bombed marks cells a colour bomb swap clears (or nil). It returns false,
// changing nothing, when there is nothing to clear.
func (b *Board) startClear(swapped bool, bombed []Cell) bool {
	ms := b.Matches()
	if len(ms) == 0 && len(bombed) == 0 {
		return false
	}
	clear(b.Clearing)
	b.Made = b.Made[:0]
	var queue []Cell
	mark := func(c Cell) {
		if b.In(c) && b.at(c).Kind != KindNone && !b.Clearing[b.index(c)] {
			b.Clearing[b.index(c)] = true
			queue = append(queue, c)
		}
	}
	for _, c := range bombed {
		mark(c)
	}
	across := b.From.Y == b.To.Y
	for _, m := range ms {
		for _, c := range m.Cells {
			mark(c)
		}
		if g := special(m, swapped, across); g.Kind != KindNone {
			b.Made = append(b.Made, Made{At: b.madeAt(m, swapped), Gem: g})
		}
	}
	fired := len(bombed) > 0 // the swapped colour bomb has gone off
	for i := 0; i < len(queue); i++ {
		c := queue[i]
		if fired && i == 0 {
			continue
		}
		b.fire(c, mark)
	}
	b.Cascade++
	b.BestCascade = max(b.BestCascade, b.Cascade)
	b.count(len(queue))
	return true
}

// madeAt returns where the special gem of m goes: the swapped cell inside it
// (To, the cell the player moved a gem into, first), else its Center.
func (b *Board) madeAt(m Match, swapped bool) Cell {
	if swapped {
		for _, c := range []Cell{b.To, b.From} {
			for _, mc := range m.Cells {
				if mc == c {
					return c
				}
			}
		}
	}
	return m.Center
}

// fire marks what the special gem at c clears when it is cleared: a line
// clearer its row or column, a bomb the 3×3 cells around it, a colour bomb
// (set off by another special) every gem of the colour most on the board.
func (b *Board) fire(c Cell, mark func(Cell)) {
	w, h := b.size()
	switch g := b.at(c); g.Kind {
	case KindStripedH:
		for x := 0; x < w; x++ {
			mark(Cell{x, c.Y})
		}
	case KindStripedV:
		for y := 0; y < h; y++ {
			mark(Cell{c.X, y})
		}
	case KindBomb:
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				mark(Cell{c.X + dx, c.Y + dy})
			}
		}
	case KindColourBomb:
		col := b.commonColour()
		b.cells(func(d Cell) {
			if g := b.at(d); g.Kind != KindNone && g.Kind != KindColourBomb && g.Color == col {
				mark(d)
			}
		})
	}
}

// commonColour returns the colour of the most gems not being cleared (the
// lowest colour on a tie).
func (b *Board) commonColour() int8 {
	n := make([]int, b.colours())
	b.cells(func(c Cell) {
		if g := b.at(c); g.Kind != KindNone && g.Kind != KindColourBomb && !b.Clearing[b.index(c)] && int(g.Color) < len(n) {
			n[g.Color]++
		}
	})
	best := 0
	for i := range n {
		if n[i] > n[best] {
			best = i
		}
	}
	return int8(best)
}

// colourBombed returns the cells a swap of a colour bomb at bomb with the gem
// at other clears: the bomb and every gem of other's colour, or every gem
// when both are colour bombs.
func (b *Board) colourBombed(bomb, other Cell) []Cell {
	out := []Cell{bomb}
	og := b.at(other)
	b.cells(func(c Cell) {
		g := b.at(c)
		if c != bomb && g.Kind != KindNone && (og.Kind == KindColourBomb || (g.Kind != KindColourBomb && g.Color == og.Color)) {
			out = append(out, c)
		}
	})
	return out
}

// count adds n cleared gems' points and the marked gems' colours to the
// board's counters.
func (b *Board) count(n int) {
	b.Score += n * PointsPerGem * b.Cascade
	b.cells(func(c Cell) {
		if g := b.at(c); b.Clearing[b.index(c)] && g.Kind != KindColourBomb && int(g.Color) < len(b.Cleared) {
			b.Cleared[g.Color]++
			b.ClearedAll++
		}
	})
	b.updateGoal()
}

// updateGoal works out GoalLeft from the counters.
func (b *Board) updateGoal() {
	have := b.Score
	if b.Goal.Kind == GoalClear {
		have = 0
		if b.Goal.Color >= 0 && b.Goal.Color < len(b.Cleared) {
			have = b.Cleared[b.Goal.Color]
		}
	}
	b.GoalLeft = max(0, b.Goal.Count-have)
}

// endClear empties the cells cleared, puts the special gems made, drops the
// gems above into the gaps and deals new gems from the board's stream into
// the cells left at the top of each column (columns left to right, cells
// bottom to top). Each cell's Drop is how many rows its gem falls; it
// returns the most.
func (b *Board) endClear() int {
	b.cells(func(c Cell) {
		if b.Clearing[b.index(c)] {
			b.set(c, Gem{})
			b.Clearing[b.index(c)] = false
		}
	})
	for _, m := range b.Made {
		b.set(m.At, m.Gem)
	}
	b.Made = b.Made[:0]
	return b.fall()
}

// fall drops and refills every column (see endClear) and returns the
// longest drop in rows.
func (b *Board) fall() int {
	w, h := b.size()
	clear(b.Drop)
	most := 0
	rows := make([]int, 0, h)
	for x := 0; x < w; x++ {
		rows = rows[:0]
		for y := 0; y < h; y++ {
			if b.In(Cell{x, y}) {
				rows = append(rows, y)
			}
		}
		to := len(rows) - 1
		for i := len(rows) - 1; i >= 0; i-- {
			c := Cell{x, rows[i]}
			g := b.at(c)
			if g.Kind == KindNone {
				continue
			}
			d := Cell{x, rows[to]}
			b.set(c, Gem{})
			b.set(d, g)
			b.Drop[b.index(d)] = int8(d.Y - c.Y)
			most = max(most, d.Y-c.Y)
			to--
		}
		for i, spawn := to, -1; i >= 0; i, spawn = i-1, spawn-1 {
			d := Cell{x, rows[i]}
			b.set(d, Gem{Color: int8(b.Rand.IntN(b.colours())), Kind: KindNormal})
			b.Drop[b.index(d)] = int8(d.Y - spawn)
			most = max(most, d.Y-spawn)
		}
	}
	return most
}
