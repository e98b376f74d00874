package match3

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// board makes an idle board from rows of letters: 'a' is colour 0, 'b'
// colour 1 and so on; '#' is a hole, '-' an empty cell.
func board(t testing.TB, rows ...string) *Board {
	t.Helper()
	b := &Board{Width: len(rows[0]), Height: len(rows), Colours: 6}
	for _, r := range rows {
		b.Layout = append(b.Layout, strings.Map(func(c rune) rune {
			if c == '#' {
				return '#'
			}
			return '.'
		}, r))
	}
	b.Deal(1)
	for y, r := range rows {
		for x := range len(r) {
			switch c := r[x]; c {
			case '#':
			case '-':
				b.set(Cell{x, y}, Gem{})
			default:
				b.set(Cell{x, y}, Gem{Color: int8(c - 'a'), Kind: KindNormal})
			}
		}
	}
	return b
}

// rows writes the board's gems as board takes them, specials as the upper
// case letter of their colour ('*' a colour bomb).
func rows(b *Board) []string {
	w, h := b.size()
	var out []string
	for y := 0; y < h; y++ {
		var sb strings.Builder
		for x := 0; x < w; x++ {
			c := Cell{x, y}
			g := b.at(c)
			switch {
			case !b.In(c):
				sb.WriteByte('#')
			case g.Kind == KindNone:
				sb.WriteByte('-')
			case g.Kind == KindColourBomb:
				sb.WriteByte('*')
			case g.Kind == KindNormal:
				sb.WriteByte('a' + byte(g.Color))
			default:
				sb.WriteByte('A' + byte(g.Color))
			}
		}
		out = append(out, sb.String())
	}
	return out
}

func TestMatchShapes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rows   []string
		shapes []Shape
		cells  []int
		center Cell
	}{
		{"three across", []string{"aaab", "bcdc", "cdbd", "dbcb"}, []Shape{ShapeThree}, []int{3}, Cell{1, 0}},
		{"three down", []string{"abcd", "acdb", "abdc", "dcba"}, []Shape{ShapeThree}, []int{3}, Cell{0, 1}},
		{"four", []string{"bcdb", "aaaa", "cdbc", "dbcd"}, []Shape{ShapeFour}, []int{4}, Cell{2, 1}},
		{"five", []string{"bcdbc", "aaaaa", "cdbcd", "dbcdb", "bcdbc"}, []Shape{ShapeFive}, []int{5}, Cell{2, 1}},
		{"L", []string{"abcd", "acdb", "aaab", "dcba"}, []Shape{ShapeL}, []int{5}, Cell{0, 2}},
		{"T", []string{"aaab", "bacd", "cadb", "dbcd"}, []Shape{ShapeT}, []int{5}, Cell{1, 0}},
		{"plus", []string{"bacd", "aaab", "cadb", "dbcd"}, []Shape{ShapeT}, []int{5}, Cell{1, 1}},
		{"two at once", []string{"aaab", "cdbd", "dbbb", "bcdc"}, []Shape{ShapeThree, ShapeThree}, []int{3, 3}, Cell{1, 0}},
		{"none", []string{"abab", "baba", "abab", "baba"}, nil, nil, Cell{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms := board(t, tc.rows...).Matches()
			var shapes []Shape
			var cells []int
			for _, m := range ms {
				shapes, cells = append(shapes, m.Shape), append(cells, len(m.Cells))
			}
			if !slices.Equal(shapes, tc.shapes) || !slices.Equal(cells, tc.cells) {
				t.Fatalf("matches %v of %v cells, want %v of %v", shapes, cells, tc.shapes, tc.cells)
			}
			if len(ms) > 0 && ms[0].Center != tc.center {
				t.Errorf("centre %v, want %v", ms[0].Center, tc.center)
			}
		})
	}
}

// play swaps a and c and runs the board until it settles, in steps of 1/60 s.
func play(t *testing.T, b *Board, a, c Cell) {
	t.Helper()
	if !b.Swap(a, c, 1) {
		t.Fatalf("Swap(%v, %v) refused", a, c)
	}
	for i := 0; i < 2000 && b.Phase != PhaseIdle && b.Phase != PhaseOver; i++ {
		b.Advance(time.Second/60, 2)
	}
}

// stepTo runs the board until it reaches phase p.
func stepTo(t *testing.T, b *Board, p Phase) {
	t.Helper()
	for i := 0; b.Phase != p; i++ {
		if i > 1000 {
			t.Fatalf("phase %v, never %v", b.Phase, p)
		}
		b.Advance(time.Second/60, 2)
	}
}

func TestSpecialsMade(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rows  []string
		a, c  Cell
		at    Cell
		kind  Kind
		color int8
	}{
		// the a at (3,0) moves down into row 1: the swap is up/down, so the
		// stripes run down.
		{"four, swap down", []string{"bcdab", "aaacb", "cdbcd", "dbcdb"}, Cell{3, 0}, Cell{3, 1}, Cell{3, 1}, KindStripedV, 0},
		{"four, swap across", []string{"bcdbc", "aaaca", "cdbcd", "dbcdb"}, Cell{4, 1}, Cell{3, 1}, Cell{3, 1}, KindStripedH, 0},
		{"L", []string{"abcdb", "acdbc", "baacd", "adbdc"}, Cell{0, 2}, Cell{0, 3}, Cell{0, 2}, KindBomb, 0},
		{"five", []string{"bcdbc", "aacaa", "cdadb", "dbcdb"}, Cell{2, 2}, Cell{2, 1}, Cell{2, 1}, KindColourBomb, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := board(t, tc.rows...)
			if !b.Swap(tc.a, tc.c, 1) {
				t.Fatal("swap refused")
			}
			stepTo(t, b, PhaseClear)
			if len(b.Made) != 1 || b.Made[0].At != tc.at || b.Made[0].Gem.Kind != tc.kind || (tc.kind != KindColourBomb && b.Made[0].Gem.Color != tc.color) {
				t.Fatalf("made %+v, want %v of colour %d at %v (board %v)", b.Made, tc.kind, tc.color, tc.at, rows(b))
			}
			stepTo(t, b, PhaseFall)
			if g := b.at(tc.at); g.Kind != tc.kind && b.Drop[b.index(tc.at)] == 0 {
				t.Errorf("after the clear %v holds %+v, want a %v", tc.at, g, tc.kind)
			}
		})
	}
}

func TestSpecialEffects(t *testing.T) {
	base := []string{"bcdbc", "cdbcd", "dbcdb", "bcdbc", "cdbcd"}
	t.Run("striped across clears its row", func(t *testing.T) {
		b := board(t, base...)
		b.set(Cell{2, 2}, Gem{Color: 1, Kind: KindStripedH})
		b.set(Cell{2, 1}, Gem{Color: 1, Kind: KindNormal}) // with (2,4) a line of 4 down column 2
		b.set(Cell{2, 3}, Gem{Color: 1, Kind: KindNormal})
		if !b.startClear(false, nil) {
			t.Fatal("no match")
		}
		for x := 0; x < 5; x++ {
			if !b.Clearing[b.index(Cell{x, 2})] {
				t.Errorf("cell %d of row 2 not cleared: %v", x, b.Clearing)
			}
		}
		if n := countTrue(b.Clearing); n != 5+3 {
			t.Errorf("%d cells cleared, want the row and the 3 others of the match", n)
		}
	})
	t.Run("striped down clears its column", func(t *testing.T) {
		b := board(t, base...)
		b.set(Cell{1, 2}, Gem{Color: 0, Kind: KindStripedV})
		b.set(Cell{0, 2}, Gem{Color: 0, Kind: KindNormal})
		b.set(Cell{2, 2}, Gem{Color: 0, Kind: KindNormal})
		b.startClear(false, nil)
		if n := countTrue(b.Clearing); n != 5+2 {
			t.Errorf("%d cells cleared, want the column and 2", n)
		}
	})
	t.Run("bomb clears 3x3", func(t *testing.T) {
		b := board(t, base...)
		b.set(Cell{0, 0}, Gem{Color: 0, Kind: KindNormal})
		b.set(Cell{1, 0}, Gem{Color: 0, Kind: KindNormal})
		b.set(Cell{2, 0}, Gem{Color: 0, Kind: KindBomb})
		b.startClear(false, nil)
		// the row 0 match (3) and the bomb's 3x3 around (2,0) inside the board: 2 rows × 3
		if n := countTrue(b.Clearing); n != 3+3+1 {
			t.Errorf("%d cells cleared, want 7: %v", n, rows(b))
		}
		if !b.Clearing[b.index(Cell{3, 1})] || b.Clearing[b.index(Cell{4, 1})] {
			t.Error("the bomb's square is wrong")
		}
	})
	t.Run("colour bomb clears the colour swapped with", func(t *testing.T) {
		b := board(t, base...)
		b.set(Cell{0, 0}, Gem{Kind: KindColourBomb})
		want := 0
		b.cells(func(c Cell) {
			if g := b.at(c); g.Kind == KindNormal && g.Color == 2 {
				want++
			}
		})
		play(t, b, Cell{0, 0}, Cell{0, 1}) // (0,1) is 'c', colour 2
		if b.Cleared[2] < want || b.MovesMade != 1 {
			t.Errorf("cleared %d of colour 2 in %d moves, want at least %d in 1", b.Cleared[2], b.MovesMade, want)
		}
	})
	t.Run("a special hit by another fires", func(t *testing.T) {
		b := board(t, base...)
		b.set(Cell{0, 0}, Gem{Color: 0, Kind: KindNormal})
		b.set(Cell{1, 0}, Gem{Color: 0, Kind: KindNormal})
		b.set(Cell{2, 0}, Gem{Color: 0, Kind: KindStripedV})
		b.set(Cell{2, 4}, Gem{Color: 3, Kind: KindStripedH})
		b.startClear(false, nil)
		if n := countTrue(b.Clearing); n != 2+5+4 {
			t.Errorf("%d cells cleared, want row 0's 2, column 2 and row 4's other 4", n)
		}
	})
}

func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

func TestInvalidSwapSlidesBack(t *testing.T) {
	b := board(t, "abab", "baba", "abab", "cdcd")
	before := rows(b)
	play(t, b, Cell{0, 0}, Cell{1, 0})
	if got := rows(b); !slices.Equal(got, before) || b.MovesMade != 0 {
		t.Errorf("after a swap that matched nothing: %v (moves %d), want %v and 0", got, b.MovesMade, before)
	}
	if b.Swap(Cell{0, 0}, Cell{2, 0}, 1) {
		t.Error("a swap of cells that are not neighbours started")
	}
}

func TestCascadeMultiplies(t *testing.T) {
	// swapping (0,3)/(1,3) makes aaa on row 3; the c's above fall onto row 3... the d's
	// fall into a column line: a cascade.
	b := board(t, "bcbd", "cbdb", "dabd", "adaa")
	b.Swap(Cell{0, 3}, Cell{1, 3}, 1)
	stepTo(t, b, PhaseClear)
	if b.Cascade != 1 || b.Score != 3*PointsPerGem {
		t.Fatalf("first wave: cascade %d score %d, want 1 and %d", b.Cascade, b.Score, 3*PointsPerGem)
	}
	for b.Phase != PhaseIdle && b.Phase != PhaseOver {
		b.Advance(time.Second/60, 2)
	}
	if b.BestCascade < 1 || b.ClearedAll < 3 {
		t.Errorf("best cascade %d, cleared %d", b.BestCascade, b.ClearedAll)
	}
}

func TestRefillDeterminism(t *testing.T) {
	run := func() []string {
		b := &Board{Seed: 7}
		b.Deal(99)
		for i := 0; i < 30; i++ {
			if a, c, ok := b.FirstMove(); ok {
				play(t, b, a, c)
			}
		}
		return rows(b)
	}
	a, b := run(), run()
	if !slices.Equal(a, b) {
		t.Fatalf("two boards of one seed differ:\n%v\n%v", a, b)
	}
	other := &Board{}
	other.Deal(100)
	first := &Board{}
	first.Deal(99)
	if slices.Equal(rows(first), rows(other)) {
		t.Error("seeds 99 and 100 dealt the same board")
	}
}

func TestDealHasNoMatchAndAMove(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		b := &Board{}
		b.Deal(seed)
		if len(b.Matches()) != 0 || !b.HasMove() {
			t.Fatalf("seed %d dealt %v: matches %v, move %v", seed, rows(b), b.Matches(), b.HasMove())
		}
	}
}

func TestDeadBoardReshuffles(t *testing.T) {
	dead := []string{"abcd", "cdab", "abcd", "cdab"}
	b := board(t, dead...)
	if b.HasMove() {
		t.Fatalf("%v has a move", dead)
	}
	b.begin(PhaseFall, time.Second, 0)
	b.Advance(time.Second, 3)
	if b.Shuffles != 1 || b.Phase != PhaseFall || !b.HasMove() || len(b.Matches()) != 0 {
		t.Fatalf("after settling a dead board: %v, shuffles %d phase %v move %v", rows(b), b.Shuffles, b.Phase, b.HasMove())
	}
	again := board(t, dead...)
	again.begin(PhaseFall, time.Second, 0)
	again.Advance(time.Second, 3)
	if !slices.Equal(rows(again), rows(b)) {
		t.Errorf("the reshuffle is not deterministic: %v and %v", rows(b), rows(again))
	}
	var gems, was []byte
	for _, r := range rows(b) {
		gems = append(gems, r...)
	}
	for _, r := range dead {
		was = append(was, r...)
	}
	slices.Sort(gems)
	slices.Sort(was)
	if string(gems) != string(was) {
		t.Errorf("the reshuffle changed the gems: %s, want %s", gems, was)
	}
}

func TestGoals(t *testing.T) {
	b := board(t, "bcbd", "cbdb", "dabd", "adaa")
	b.Moves, b.MovesLeft = 1, 1
	b.Goal = Goal{Kind: GoalClear, Color: 0, Count: 3}
	b.GoalLeft = 3
	play(t, b, Cell{0, 3}, Cell{1, 3})
	if !b.Won || b.Phase != PhaseOver || b.GoalLeft != 0 {
		t.Errorf("goal: won %v, phase %v, left %d", b.Won, b.Phase, b.GoalLeft)
	}
	l := board(t, "bcbd", "cbdb", "dabd", "adaa")
	l.Moves, l.MovesLeft = 1, 1
	l.Goal = Goal{Kind: GoalScore, Count: 100000}
	l.GoalLeft = 100000
	play(t, l, Cell{0, 3}, Cell{1, 3})
	if l.Won || l.Phase != PhaseOver || l.MovesLeft != 0 {
		t.Errorf("out of moves: won %v, phase %v, moves left %d", l.Won, l.Phase, l.MovesLeft)
	}
}
