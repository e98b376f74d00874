package blocks

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
)

// clock60 counts game time as the game's clock does at 60 steps a second:
// steps of 16666666 or 16666667 ns, 60 to the second exactly.
var clock60 struct{ acc, now int64 }

// tick returns the next step's length.
func tick() time.Duration {
	clock60.acc += int64(time.Second)
	next := clock60.acc / 60
	d := next - clock60.now
	clock60.now = next
	return time.Duration(d)
}

// wellWith returns a started well whose bottom rows are rows (top row first,
// '#' filled, '.' empty) and whose falling piece is p.
func wellWith(t *testing.T, p Piece, rows ...string) (*Well, *griff.Rand) {
	t.Helper()
	r := griff.NewRand(1)
	w := &Well{}
	w.Step(Moves{}, 0, r)
	clear(w.Cells)
	for i, row := range rows {
		y := len(rows) - 1 - i
		for x, ch := range row {
			if ch == '#' {
				w.Cells[y*Width+x] = byte(KindJ)
			}
		}
	}
	w.Piece = p
	w.Lowest = p.Y
	if !w.field().fits(p) {
		t.Fatalf("piece %+v does not fit", p)
	}
	return w, r
}

// TestTSpinCases checks the three-corner rule on placed T pieces.
func TestTSpinCases(t *testing.T) {
	// A T-spin double slot: the T points down into it, an overhang on its left.
	tsd := []string{
		"...#......",
		"###...####",
		"####.#####",
	}
	// A mini: a T flat on the floor pointing up, its back corners the floor,
	// one front corner filled.
	mini := []string{
		"#.........",
		"...#######",
	}
	for _, tc := range []struct {
		name    string
		rows    []string
		p       Piece
		rotated bool
		kick    int
		want    Spin
	}{
		{"double slot", tsd, Piece{KindT, Rot2, 3, 0}, true, 0, SpinFull},
		{"double slot, moved in", tsd, Piece{KindT, Rot2, 3, 0}, false, 0, SpinNone},
		{"mini", mini, Piece{KindT, Rot0, 0, -1}, true, 0, SpinMini},
		{"mini by the fifth kick is full", mini, Piece{KindT, Rot0, 0, -1}, true, finKick, SpinFull},
		{"two corners", []string{"...#######"}, Piece{KindT, Rot0, 0, -1}, true, 0, SpinNone},
		{"not a T", tsd, Piece{KindJ, Rot2, 6, 2}, true, 0, SpinNone},
	} {
		w, _ := wellWith(t, tc.p, tc.rows...)
		if got := tSpin(w.field(), tc.p, tc.rotated, tc.kick); got != tc.want {
			t.Errorf("%s: spin %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestTSpinDoubleScores locks a T in the double slot after a turn and checks
// the clear, the score and the field after the rows are gone.
func TestTSpinDoubleScores(t *testing.T) {
	w, r := wellWith(t, Piece{KindT, Rot2, 3, 0},
		"...#......",
		"###...####",
		"####.#####",
	)
	w.Rotated = true
	w.Step(Moves{HardDrop: true}, tick(), r)
	if w.Last.Name() != "T-Spin Double" || w.Lines != 2 || w.Score != 1200 {
		t.Fatalf("after the lock: %q, %d lines, score %d; want T-Spin Double, 2, 1200", w.Last.Name(), w.Lines, w.Score)
	}
	if len(w.Clearing) != 2 || w.Clearing[0] != 0 || w.Clearing[1] != 1 {
		t.Fatalf("clearing rows %v, want [0 1]", w.Clearing)
	}
	for w.Piece.Kind == KindNone && !w.Over {
		w.Step(Moves{}, tick(), r)
	}
	if k := w.field().at(3, 0); k != KindJ {
		t.Errorf("the overhang fell to (3, 0)? found %v", k)
	}
	for x := range Width {
		if x != 3 && w.field().at(x, 0) != KindNone {
			t.Errorf("cell (%d, 0) holds %v after the clear", x, w.field().at(x, 0))
		}
	}
}

// TestScoring checks guideline points, back-to-back and combos.
func TestScoring(t *testing.T) {
	for _, tc := range []struct {
		lines, level int
		spin         Spin
		b2b          bool
		combo        int
		want         int
		wantChain    bool
		wantCombo    int
	}{
		{1, 1, SpinNone, false, -1, 100, false, 0},
		{2, 1, SpinNone, false, -1, 300, false, 0},
		{3, 2, SpinNone, false, -1, 1000, false, 0},
		{4, 1, SpinNone, false, -1, 800, true, 0},
		{4, 1, SpinNone, true, -1, 1200, true, 0},
		{4, 1, SpinNone, true, 2, 1200 + 150, true, 3},
		{1, 1, SpinNone, true, 0, 100 + 50, false, 1},
		{0, 3, SpinNone, true, 4, 0, true, -1},
		{0, 1, SpinFull, false, -1, 400, false, -1},
		{0, 1, SpinMini, false, -1, 100, false, -1},
		{1, 1, SpinMini, false, -1, 200, true, 0},
		{2, 1, SpinFull, true, -1, 1800, true, 0},
		{3, 2, SpinFull, false, -1, 3200, true, 0},
	} {
		c, chain := score(tc.lines, tc.spin, false, tc.level, tc.b2b, tc.combo)
		if c.Points != tc.want || chain != tc.wantChain || c.Combo != tc.wantCombo {
			t.Errorf("score(%d, %v, level %d, b2b %v, combo %d) = %d, chain %v, combo %d; want %d, %v, %d",
				tc.lines, tc.spin, tc.level, tc.b2b, tc.combo, c.Points, chain, c.Combo, tc.want, tc.wantChain, tc.wantCombo)
		}
	}
}

// TestLockDelay checks a landed piece locks after 0.5 s and not before.
func TestLockDelay(t *testing.T) {
	w, r := wellWith(t, Piece{KindO, Rot0, 4, 0})
	steps := 0
	for w.Pieces == 0 {
		w.Step(Moves{}, tick(), r)
		steps++
	}
	if steps != 30 {
		t.Errorf("the piece locked after %d steps on the floor, want 30 (0.5 s)", steps)
	}
}

// TestLockResetLimit moves a landed piece back and forth every 20 steps (a
// third of a second, under the lock delay): each move restarts the delay, 14
// times; the 15th move uses the last reset and locks it at once.
func TestLockResetLimit(t *testing.T) {
	w, r := wellWith(t, Piece{KindO, Rot0, 4, 0})
	dir := 1
	moves := 0
	for i := 1; w.Pieces == 0; i++ {
		c := Moves{}
		if i%20 == 0 {
			c.Right, c.RightPressed = dir > 0, dir > 0
			c.Left, c.LeftPressed = dir < 0, dir < 0
			dir = -dir
			moves++
		}
		w.Step(c, tick(), r)
		if i > 20*20 {
			t.Fatal("the piece never locked")
		}
	}
	if moves != DefaultLockResets {
		t.Errorf("the piece locked on move %d, want %d", moves, DefaultLockResets)
	}
	// Without the limit it would have locked 30 steps after the last move;
	// no limit (a negative setting) keeps the delay from ever restarting.
	w2, r2 := wellWith(t, Piece{KindO, Rot0, 4, 0})
	w2.LockResets = -1
	steps := 0
	for i := 1; w2.Pieces == 0; i++ {
		c := Moves{}
		if i%20 == 0 {
			c.Right, c.RightPressed = true, true
		}
		w2.Step(c, tick(), r2)
		steps++
	}
	if steps != 30 {
		t.Errorf("with no resets the piece locked after %d steps, want 30", steps)
	}
}

// TestLowestRowGivesResetsBack checks a piece that falls to a new lowest row
// gets its resets back.
func TestLowestRowGivesResetsBack(t *testing.T) {
	w, r := wellWith(t, Piece{KindO, Rot0, 0, 5}, "#.........", "#.........", "#.........", "#.........", "#.........")
	w.Resets = 10
	w.Lowest = 5
	w.Step(Moves{Right: true, RightPressed: true}, tick(), r)
	// Off the column it falls: gravity at level 1 is one row a second.
	for range 60 {
		w.Step(Moves{}, tick(), r)
	}
	if w.Piece.Y != 4 || w.Resets != 0 {
		t.Errorf("after falling a row: y %d, resets %d; want 4, 0", w.Piece.Y, w.Resets)
	}
}

// TestDASAndARR holds right from the first step and checks when the piece
// moves: once at once, then after DAS steps, then every ARR steps.
func TestDASAndARR(t *testing.T) {
	for _, tc := range []struct {
		das, arr int
		want     []int // the steps (from 0) the piece moved on
	}{
		{0, 0, []int{0, 10, 12, 14, 16}},
		{6, 1, []int{0, 6, 7, 8, 9}},
		{3, -1, []int{0, 3}}, // no ARR: to the wall at once
	} {
		w, r := wellWith(t, Piece{KindT, Rot0, 0, 10})
		w.DAS, w.ARR = tc.das, tc.arr
		var got []int
		for i := 0; i < 17; i++ {
			x := w.Piece.X
			w.Step(Moves{Right: true, RightPressed: i == 0}, tick(), r)
			if w.Piece.X != x {
				got = append(got, i)
			}
		}
		if len(got) < len(tc.want) || !equalPrefix(got, tc.want) {
			t.Errorf("DAS %d ARR %d: moved on steps %v, want %v first", tc.das, tc.arr, got, tc.want)
		}
		if tc.arr < 0 && w.Piece.X != Width-3 {
			t.Errorf("DAS %d no ARR: x %d, want %d (the wall)", tc.das, w.Piece.X, Width-3)
		}
	}
}

func equalPrefix(got, want []int) bool {
	for i := range want {
		if got[i] != want[i] {
			return false
		}
	}
	return true
}

// TestHoldOncePerPiece checks hold swaps once, and again only after a lock.
func TestHoldOncePerPiece(t *testing.T) {
	r := griff.NewRand(3)
	w := &Well{EntryDelay: -1} // the next piece comes in the lock's step
	w.Step(Moves{}, tick(), r)
	first, next := w.Piece.Kind, w.Queue[0]
	w.Step(Moves{Hold: true}, tick(), r)
	if w.Hold != first || w.Piece.Kind != next {
		t.Fatalf("after hold: holding %v, falling %v; want %v, %v", w.Hold, w.Piece.Kind, first, next)
	}
	w.Step(Moves{Hold: true}, tick(), r)
	if w.Hold != first || w.Piece.Kind != next {
		t.Fatalf("a second hold swapped: holding %v, falling %v", w.Hold, w.Piece.Kind)
	}
	w.Step(Moves{HardDrop: true}, tick(), r)
	w.Step(Moves{Hold: true}, tick(), r)
	if w.Piece.Kind != first || w.Piece.Rot != Rot0 {
		t.Errorf("after the lock, hold gave %v in state %v, want %v in 0", w.Piece.Kind, w.Piece.Rot, first)
	}
}

// TestSprintEndsAtGoal fills four lines with I pieces on a prepared field and
// checks a 4-line sprint ends won, its timer stopped.
func TestSprintEndsAtGoal(t *testing.T) {
	w, r := wellWith(t, Piece{KindI, RotR, 7, 0},
		"#########.",
		"#########.",
		"#########.",
		"#########.",
	)
	w.Mode, w.Goal = ModeSprint, 4
	w.Step(Moves{HardDrop: true}, tick(), r)
	if !w.Won || w.Lines != 4 || w.Last.Name() != "Tetris" {
		t.Fatalf("won %v, lines %d, last %q", w.Won, w.Lines, w.Last.Name())
	}
	at := w.Steps
	for range 30 {
		w.Step(Moves{}, tick(), r)
	}
	if !w.Over || w.Steps != at {
		t.Errorf("over %v, timer %d then %d; want over, stopped", w.Over, at, w.Steps)
	}
}

// TestLevelsEveryTenLines checks the marathon level rises with lines.
func TestLevelsEveryTenLines(t *testing.T) {
	w, r := wellWith(t, Piece{KindI, RotR, 7, 0},
		"#.........", // left over: no perfect clear
		"#########.",
		"#########.",
		"#########.",
		"#########.",
	)
	w.Lines = 8
	w.Step(Moves{HardDrop: true}, tick(), r)
	if w.Level != 2 || w.Score != 800 {
		t.Errorf("at 12 lines: level %d, score %d; want 2, 800 (scored at level 1)", w.Level, w.Score)
	}
}

// TestTopOut checks a piece that cannot enter ends the game.
func TestTopOut(t *testing.T) {
	r := griff.NewRand(1)
	w := &Well{}
	for range 200 {
		w.Step(Moves{HardDrop: true}, tick(), r)
		if w.Over {
			break
		}
	}
	if !w.Over || w.Won {
		t.Fatalf("hard drops in the middle: over %v, won %v; want a top-out", w.Over, w.Won)
	}
	if w.Pieces < 5 || w.Pieces > 20 {
		t.Errorf("topped out after %d pieces", w.Pieces)
	}
}
