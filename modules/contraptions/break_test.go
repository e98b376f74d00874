package contraptions

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// TestBadBoardFieldsPlay sets each state field of a board (as a scene or
// save file may give it) out of range in build and run mode on the gate
// puzzle (its palette has a part with four rotations) and presses every
// action: nothing panics and the board goes on playing.
func TestBadBoardFieldsPlay(t *testing.T) {
	bad := map[string]func(b *Board){
		"rot -1":      func(b *Board) { b.Rot = -1 },
		"rot -7":      func(b *Board) { b.Rot = -7 },
		"rot huge":    func(b *Board) { b.Rot = 1 << 40 },
		"pick -5":     func(b *Board) { b.Pick = -5 },
		"pick huge":   func(b *Board) { b.Pick = 1 << 40 },
		"col -100":    func(b *Board) { b.Col, b.Row = -100, 1<<40 },
		"puzzle -3":   func(b *Board) { b.Puzzle = -3 },
		"puzzle 99":   func(b *Board) { b.Puzzle = 99 },
		"steps huge":  func(b *Board) { b.Steps = 1<<62 - 1 },
		"mode 9":      func(b *Board) { b.Mode = 9 },
		"origin huge": func(b *Board) { b.Origin = [2]float64{1e300, -1e300} },
	}
	for name, spoil := range bad {
		for _, run := range []bool{false, true} {
			t.Run(name, func(t *testing.T) {
				r := newRig(t, nil, "puzzles/4-and-gate.txt")
				if run {
					r.press(ActionRun)
				}
				spoil(r.b())
				for _, a := range actionNames {
					r.press(a)
				}
				r.press(ActionRun, ActionRun, ActionRotate, ActionPlace, ActionNext, ActionPlace)
				r.steps(10)
				if b := r.b(); b.Rot < 0 || b.Rot > 3 || b.Pick < 0 || b.Pick > 1 {
					t.Errorf("rotation %d and pick %d after play, want 0 to 3 and 0 to 1", b.Rot, b.Pick)
				}
			})
		}
	}
}

// TestRandomPressesNeverStick presses random actions over the template's
// four puzzles (with the solutions placed now and then, so later puzzles
// are reached): nothing panics, the cursor and pick stay on the board and
// palette, and the board never leaves the known modes.
func TestRandomPressesNeverStick(t *testing.T) {
	r := newRig(t, nil, "puzzles/1-ramp.txt", "puzzles/2-fan-and-belt.txt", "puzzles/3-gears.txt", "puzzles/4-and-gate.txt")
	rng := rand.New(rand.NewPCG(23, 3))
	n := 10000
	if testing.Short() {
		n = 1000
	}
	reached := map[int]bool{}
	for i := range n {
		b := r.b()
		reached[b.Puzzle] = true
		if b.Mode == ModeDone {
			break
		}
		switch x := rng.IntN(100); {
		case x < 1 && b.Mode == ModeBuild:
			if pz := r.puzzle(); pz != nil {
				es, ps := r.parts()
				for j, p := range ps { // clear the random builds first
					if !p.Fixed {
						r.g.Destroy(es[j])
					}
				}
				r.steps(1)
				for _, p := range pz.Solution {
					r.place(p)
				}
				r.runUntil(1200)
			}
		case x < 90:
			r.in.Next = append(r.in.Next, actionNames[rng.IntN(len(actionNames))])
			r.steps(1 + rng.IntN(3))
		default:
			r.steps(rng.IntN(60))
		}
		if pz := r.puzzle(); pz != nil && b.Mode == ModeBuild && b.Built == pz.Name {
			if b.Col < 0 || b.Col >= pz.Cols || b.Row < 0 || b.Row >= pz.Rows {
				t.Fatalf("step %d: cursor %d %d off the %d by %d board", i, b.Col, b.Row, pz.Cols, pz.Rows)
			}
		}
		if b.Mode > ModeDone {
			t.Fatalf("step %d: mode %d", i, b.Mode)
		}
	}
	if !reached[3] {
		t.Errorf("the random player never reached the fourth puzzle: %v", reached)
	}
	for _, p := range r.problems {
		t.Errorf("problem: %v", p)
	}
}

// TestPlaytestReportOfBadParts reports a board whose placed part a scene or
// agent gave a negative rotation and the smallest column: the report says
// them as numbers instead of panicking (an index out of range) or
// recursing without end (itoa of the smallest int).
func TestPlaytestReportOfBadParts(t *testing.T) {
	r := newRig(t, nil, "puzzles/4-and-gate.txt")
	r.place(r.puzzle().Solution[0])
	for _, p := range r.partsOf(KindAnd) {
		p.Rot, p.Col = -1, math.MinInt
	}
	facts := findSystem(r).PlaytestReport(r.g, nil)
	if got := fmt.Sprintf("%+v", facts[0].Value); !strings.Contains(got, "and "+strconv.Itoa(math.MinInt)+",") {
		t.Errorf("the report %s does not say the gate's column", got)
	}
}

// TestUnsolvablePuzzleIsSkipped reads puzzles that cannot be solved (no
// goal; a goal whose part is nowhere): each warns, at the goal's line and
// column when it has one, and run (Enter) goes on to the next puzzle
// instead of holding the player on it for ever.
func TestUnsolvablePuzzleIsSkipped(t *testing.T) {
	files := fstest.MapFS{
		"none.txt": {Data: []byte("size 8 6\nwall 0 5 8 1\nfixed ball 2 1\n")},
		"lamp.txt": {Data: []byte("size 8 6\ngoal bucket\n  goal lamp\nfixed bucket 2 4\npalette wire 2\n")},
		"ok.txt":   {Data: []byte("size 8 6\ngoal bucket\nfixed bucket 2 4\nfixed ball 2 1\n")},
	}
	r := newRig(t, files, "none.txt", "lamp.txt", "ok.txt")
	all := fmt.Sprint(r.problems)
	if !strings.Contains(all, "none.txt: the puzzle has no goal line") {
		t.Errorf("no warning of the goal-less puzzle in %s", all)
	}
	r.press(ActionRun)
	r.steps(3)
	all = fmt.Sprint(r.problems)
	if !strings.Contains(all, "lamp.txt:3:8: the goal lamp needs a lamp") {
		t.Errorf("no warning at lamp.txt:3:8 in %s", all)
	}
	if b := r.b(); b.Puzzle != 1 || b.Mode != ModeBuild {
		t.Fatalf("after run on the goal-less puzzle the board is at puzzle %d in %v, want 1 in build", b.Puzzle, b.Mode)
	}
	r.press(ActionRun)
	r.steps(3)
	if b := r.b(); b.Puzzle != 2 || b.Mode != ModeBuild {
		t.Fatalf("after run on the lampless puzzle the board is at puzzle %d in %v, want 2 in build", b.Puzzle, b.Mode)
	}
	if !r.runUntil(300) {
		t.Errorf("the solvable puzzle was not solved by its ball")
	}
	if !r.puzzle().Solvable() {
		t.Errorf("the last puzzle reads as unsolvable")
	}
}

// FuzzPlayPuzzle plays any puzzle file with the presses the fuzzer's
// bytes give (each byte an action, or a few steps of waiting): building,
// editing, running and stopping whatever the file holds never panics,
// and the board stays in a known mode.
func FuzzPlayPuzzle(f *testing.F) {
	for _, name := range templatePuzzles {
		b, err := readTemplate(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, []byte{9, 20, 9, 4, 6, 4, 9, 30, 9})
	}
	f.Add([]byte("size 4 4\ngoal turn\nfixed wheel 1 1\nfixed motor 3 1\nfixed motor 3 3 left\npalette gear 3\n"), []byte{1, 4, 9, 40, 9})
	f.Add([]byte("size 5 5\ngoal lamp\nfixed not 1 1\nfixed wire 2 1\nfixed wire 2 2\nfixed wire 1 2\nfixed lamp 3 1\n"), []byte{9, 40})
	f.Fuzz(func(t *testing.T, text, keys []byte) {
		if len(keys) > 100 {
			keys = keys[:100]
		}
		r := newRig(t, oneFile(string(text)), "p.txt", "p.txt")
		for _, k := range keys {
			if int(k) < len(actionNames) {
				r.in.Next = append(r.in.Next, actionNames[k])
				r.steps(2)
			} else {
				r.steps(int(k) % 8)
			}
		}
		if b := r.b(); b.Mode > ModeDone {
			t.Fatalf("mode %d", b.Mode)
		}
	})
}
