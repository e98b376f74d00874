package contraptions

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// templatePuzzles are the template's puzzles, in order.
var templatePuzzles = []string{"puzzles/1-ramp.txt", "puzzles/2-fan-and-belt.txt", "puzzles/3-gears.txt", "puzzles/4-and-gate.txt"}

// TestTemplatePuzzlesSolve places each template puzzle's solution with the
// keys and runs it: solved within 10 s; the empty board runs 20 s unsolved.
func TestTemplatePuzzlesSolve(t *testing.T) {
	for _, name := range templatePuzzles {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, nil, name)
			if r.runUntil(1200) {
				t.Errorf("the empty board solves it")
			}
			r.press(ActionRun) // stop
			if r.b().Mode != ModeBuild {
				t.Fatalf("stopping left the board in mode %v", r.b().Mode)
			}
			pz := r.puzzle()
			r.place(pz.Solution...)
			_, ps := r.parts()
			placed := 0
			for _, p := range ps {
				if !p.Fixed {
					placed++
				}
			}
			if placed != len(pz.Solution) {
				t.Fatalf("%d parts placed, want the solution's %d", placed, len(pz.Solution))
			}
			if !r.runUntil(600) {
				t.Errorf("the solution does not solve it in 10 s")
			}
			r.noProblems()
		})
	}
}

// sceneBytes returns the scene's snapshot after its head (which holds
// the scene's step count): every entity's record, transform and
// components.
func (r *rig) sceneBytes() []byte {
	r.t.Helper()
	b, err := r.g.Scene().AppendSnapshot(nil)
	if err != nil {
		r.t.Fatal(err)
	}
	return b[len(r.g.Scene().AppendSnapshotHead(nil)):]
}

// TestResetIsExact runs each template puzzle's solution for 1 s and stops:
// the scene's snapshot bytes equal those before the run.
func TestResetIsExact(t *testing.T) {
	for _, name := range templatePuzzles {
		r := newRig(t, nil, name)
		r.place(r.puzzle().Solution...)
		r.steps(2)
		before := r.sceneBytes()
		r.press(ActionRun)
		r.steps(60) // none is solved so soon
		if r.b().Mode != ModeRun {
			t.Fatalf("%s: the board is in mode %v after 1 s, want run", name, r.b().Mode)
		}
		r.press(ActionRun)
		after := r.sceneBytes()
		if i := firstDiff(before, after); i >= 0 {
			t.Logf("first difference at %d: %q vs %q", i, before[max(i-80, 0):min(i+40, len(before))], after[max(i-80, 0):min(i+40, len(after))])
		}
		if !bytes.Equal(before, after) {
			t.Errorf("%s: the scene after the run and stop differs from before the run (%d and %d bytes)", name, len(before), len(after))
		}
		r.noProblems()
	}
}

// TestEditing places, rotates, moves and removes a part with the keys and
// checks the palette counts, the red cursor over a wall and a fixed part
// that cannot be moved.
func TestEditing(t *testing.T) {
	r := newRig(t, oneFile("size 8 6\ngoal lamp\nfixed wall 4 5\nfixed lamp 6 2\npalette fan 1\npalette and 2\n"), "p.txt")
	s := findSystem(r)
	left := func(i int) int { s.m.collect(child(r.board, "Parts"), 8, 6); return s.left(r.puzzle(), i) }
	r.place(Place{KindFan, 2, 2, 1})
	_, fan := r.find(KindFan)
	if fan.Rot != 1 || left(0) != 0 {
		t.Fatalf("placed a fan rot %d, %d left; want rot 1, 0 left", fan.Rot, left(0))
	}
	r.press(ActionPlace) // place again on it: picks it up
	if _, ps := r.parts(); len(ps) != 2 || left(0) != 1 {
		t.Fatalf("after picking the fan up: %d parts, %d fans left", len(ps), left(0))
	}
	r.press(ActionRight, ActionPlace, ActionRotate) // moved one cell right, turned
	_, fan = r.find(KindFan)
	if fan.Col != 3 || fan.Rot != 2 {
		t.Errorf("the moved fan is at col %d rot %d, want 3 and 2", fan.Col, fan.Rot)
	}
	r.press(ActionRemove)
	if _, ps := r.parts(); len(ps) != 2 {
		t.Errorf("after remove: %d parts, want the lamp and the wall", len(ps))
	}
	r.press(ActionRight, ActionRight, ActionRight, ActionPlace) // onto the fixed lamp: refused
	if _, ps := r.parts(); len(ps) != 2 {
		t.Errorf("a fan was placed over the fixed lamp")
	}
	if c := ghostColor(r); c != colorBad {
		t.Errorf("the cursor over the fixed lamp is %v, want red %v", c, colorBad)
	}
	r.press(ActionLeft)
	if c := ghostColor(r); c != colorGood {
		t.Errorf("the cursor over a free cell is %v, want green %v", c, colorGood)
	}
	r.press(ActionRight)
	r.press(ActionLeft, ActionLeft, ActionDown, ActionDown, ActionDown, ActionPlace) // over the wall: refused
	if _, ps := r.parts(); len(ps) != 2 {
		t.Errorf("a fan was placed over a wall")
	}
	r.noProblems()
}

func findSystem(r *rig) *system {
	for _, s := range r.g.Systems() {
		if s, ok := s.(*system); ok {
			return s
		}
	}
	r.t.Fatal("no contraptions system")
	return nil
}

// TestBadPuzzleFileWarns checks a file with mistakes warns at file:line:col
// and the rest of it plays.
func TestBadPuzzleFileWarns(t *testing.T) {
	text := "size 8 6\ngoal bucket\nfixed blob 1 1\nfixed ball 9 1\nwall 0 5 8 1\npalette ramp x\nfixed ball 2 1\n"
	r := newRig(t, oneFile(text), "p.txt")
	var got []string
	for _, p := range r.problems {
		got = append(got, fmt.Sprint(p))
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{"p.txt:3:7: ", "p.txt:4:12: ", "p.txt:6:14: "} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning at %s in:\n%s", want, all)
		}
	}
	if _, ps := r.parts(); len(ps) != 9 {
		t.Errorf("%d parts built, want the 8 walls and the good ball", len(ps))
	}
}

func TestReadPuzzleErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"size 99 4", "p:1:6: the width"},
		{"size 4", "p:1:1: size takes"},
		{"goal win", "p:1:6: unknown goal"},
		{"frob", "p:1:1: unknown statement"},
		{"fixed ramp 0 0 up", "p:1:16: ramp cannot point"},
		{"fixed ramp 23 0", "p:1:12: the ramp reaches past"},
		{"fixed ball 1 1\nfixed box 1 1", "p:2:11: the box overlaps"},
		{"palette wall 3", "p:1:9: walls are fixed"},
		{"palette ramp 0", "p:1:14: the count"},
		{"palette ramp 1\npalette ramp 2", "p:2:9: a second palette line"},
		{"wall 1 1 2", "p:1:10: wall takes"},
		{"solution ramp 1 1", "the solution places more of ramp"},
		{"", "no goal line"},
	}
	for _, c := range cases {
		_, errs := ReadPuzzle("p", []byte(c.text))
		var all []string
		for _, e := range errs {
			all = append(all, e.Error())
		}
		if !strings.Contains(strings.Join(all, "\n"), c.want) {
			t.Errorf("ReadPuzzle(%q) = %q, want an error with %q", c.text, all, c.want)
		}
	}
}

// FuzzReadPuzzle reads any text without panicking; every part it keeps is
// on the board and overlaps no fixed part.
func FuzzReadPuzzle(f *testing.F) {
	for _, name := range templatePuzzles {
		b, err := readTemplate(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("size 3 3\nwall 0 0 3 3\nfixed wheel 1 1\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		p, _ := ReadPuzzle("f", text)
		if p.Cols < 1 || p.Cols > MaxCols || p.Rows < 1 || p.Rows > MaxRows {
			t.Fatalf("board %d by %d", p.Cols, p.Rows)
		}
		g := newGrid(p.Cols, p.Rows)
		for _, x := range p.Fixed {
			if !g.free(x) {
				t.Fatalf("fixed %v off the board or over another", x)
			}
			g.mark(x, 1)
		}
		for _, x := range p.Solution {
			if !g.free(x) || x.Rot < 0 || x.Rot >= x.Kind.Rotations() {
				t.Fatalf("solution %v off the board, over another or turned wrong", x)
			}
			g.mark(x, 1)
		}
	})
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// TestPlaytestReport checks the report names the mode, the goals and the
// parts placed.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, nil, templatePuzzles[0])
	r.place(r.puzzle().Solution...)
	facts := findSystem(r).PlaytestReport(r.g, nil)
	if len(facts) != 1 {
		t.Fatalf("%d facts, want 1", len(facts))
	}
	got := fmt.Sprintf("%+v", facts[0].Value)
	for _, want := range []string{"Mode:build", "Goals:[bucket]", "Palette:[ramp x0]", "Placed:[ramp 4,6 right]"} {
		if !strings.Contains(got, want) {
			t.Errorf("the report %s lacks %s", got, want)
		}
	}
}

// TestLampGoal runs a ball dropped on a switch wired to a lamp: the lamp
// lights when the ball lands and the goal "lamp" holds.
func TestLampGoal(t *testing.T) {
	r := newRig(t, oneFile(floor[:len("size 12 8\n")]+"goal lamp\nwall 0 7 12 1\nfixed ball 2 2\nfixed switch 2 6\nfixed wire 3 6\nfixed wire 4 6\nfixed lamp 5 6\n"), "p.txt")
	if !r.runUntil(300) {
		t.Fatalf("the lamp goal does not hold after 5 s")
	}
	_, lamp := r.find(KindLamp)
	_, sw := r.find(KindSwitch)
	if !lamp.On || !sw.On || !sw.Pressed {
		t.Errorf("lamp %v, switch %v (pressed %v); want all on", lamp.On, sw.On, sw.Pressed)
	}
	r.noProblems()
}

// TestBadPartsWarn checks a part with a rotation its kind lacks (as a hand
// edited scene may have) warns and plays as rotation 0.
func TestBadPartsWarn(t *testing.T) {
	r := newRig(t, oneFile(floor+"fixed fan 2 2 right\n"), "p.txt")
	_, fan := r.find(KindFan)
	fan.Rot = 9
	r.press(ActionRun)
	r.steps(5)
	if fan.Rot != 0 || len(r.problems) == 0 {
		t.Errorf("a fan of rotation 9 is now %d with %d problems, want 0 and a warning", fan.Rot, len(r.problems))
	}
	b := r.b()
	b.Puzzle = 7
	r.steps(3)
	r.press(ActionRun)
	if b.Mode != ModeDone {
		t.Errorf("a board past its last puzzle is in mode %v after run, want done", b.Mode)
	}
}

// TestMouseBuilds moves the pointer over a cell and clicks: the picked
// part is placed there; the wheel picks the next part; a right click
// removes it. No camera: screen pixels are world units.
func TestMouseBuilds(t *testing.T) {
	r := newRig(t, oneFile(floor+"palette ramp 1\npalette fan 1\n"), "p.txt")
	o := DefaultOrigin
	at := func(c, row int) input.Event {
		return input.Event{Kind: input.KindPointer, X: o[0] + float64(c*CellSize) + 5, Y: o[1] + float64(row*CellSize) + 5}
	}
	r.in.Send = append(r.in.Send, at(3, 2))
	r.steps(2)
	if b := r.b(); b.Col != 3 || b.Row != 2 {
		t.Fatalf("the cursor is at %d,%d after the pointer moved to 3,2", b.Col, b.Row)
	}
	r.in.Send = append(r.in.Send, input.Event{Kind: input.KindWheel, Y: -1})
	r.steps(2)
	r.in.Send = append(r.in.Send, at(6, 3))
	r.press(ActionClick)
	_, fan := r.find(KindFan)
	if fan.Col != 6 || fan.Row != 3 {
		t.Errorf("the clicked fan is at %d,%d, want 6,3", fan.Col, fan.Row)
	}
	r.press(ActionClear)
	for _, p := range r.partsOf(KindFan) {
		t.Errorf("a right click left the fan %+v", p)
	}
	r.noProblems()
}

// partsOf returns the board's parts of kind k.
func (r *rig) partsOf(k Kind) []*Part {
	var out []*Part
	_, ps := r.parts()
	for _, p := range ps {
		if p.Kind == k {
			out = append(out, p)
		}
	}
	return out
}

// ghostColor returns the build cursor's colour.
func ghostColor(r *rig) griff.Color {
	return scenes.Get[visual.Shape](child(child(r.board, "Parts"), "Ghost")).Color
}

// TestRunsRepeat runs each template puzzle's solution twice with a stop
// between: the balls and boxes are in the same places, to the bit, after
// the same number of steps (a machine does the same thing every run).
func TestRunsRepeat(t *testing.T) {
	for _, name := range templatePuzzles {
		r := newRig(t, nil, name)
		r.place(r.puzzle().Solution...)
		r.steps(2)
		var runs [2][]griff.Vec
		for i := range runs {
			r.press(ActionRun)
			r.steps(50)
			es, ps := r.parts()
			for j, p := range ps {
				if p.Kind.dynamic() {
					runs[i] = append(runs[i], es[j].Transform().Position())
				}
			}
			if r.b().Mode == ModeSolved {
				r.b().Mode = ModeRun
			}
			r.press(ActionRun)
		}
		if fmt.Sprint(runs[0]) != fmt.Sprint(runs[1]) || fmt.Sprintf("%x", runs[0]) != fmt.Sprintf("%x", runs[1]) {
			t.Errorf("%s: the second run's bodies are at %v after 50 steps, the first's at %v", name, runs[1], runs[0])
		}
	}
}
