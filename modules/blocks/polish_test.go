package blocks

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestPerfectClearPoints checks the perfect-clear bonuses of score: the
// line clear's own points (with back-to-back) plus 800, 1200, 1800, 2000 or,
// for a back-to-back Tetris, 3200, all times the level.
func TestPerfectClearPoints(t *testing.T) {
	for _, tc := range []struct {
		lines, level int
		spin         Spin
		b2b          bool
		want         int
	}{
		{1, 1, SpinNone, false, 100 + 800},
		{2, 1, SpinNone, false, 300 + 1200},
		{3, 1, SpinNone, false, 500 + 1800},
		{4, 1, SpinNone, false, 800 + 2000},
		{4, 1, SpinNone, true, 1200 + 3200},
		{4, 3, SpinNone, true, 3 * (1200 + 3200)},
		{2, 2, SpinFull, false, 2 * (1200 + 1200)},
		{2, 1, SpinNone, true, 300 + 1200}, // an easy clear is no back-to-back
	} {
		c, _ := score(tc.lines, tc.spin, true, tc.level, tc.b2b, -1)
		if c.Points != tc.want || !c.Perfect {
			t.Errorf("perfect %d lines, %v, level %d, b2b %v: %d points (perfect %v), want %d", tc.lines, tc.spin, tc.level, tc.b2b, c.Points, c.Perfect, tc.want)
		}
		plain, _ := score(tc.lines, tc.spin, false, tc.level, tc.b2b, -1)
		if plain.Perfect || plain.Points >= c.Points {
			t.Errorf("not perfect %d lines: %d points (perfect %v), want fewer than %d", tc.lines, plain.Points, plain.Perfect, c.Points)
		}
	}
	if c, _ := score(0, SpinFull, true, 1, false, -1); c.Perfect || c.Points != 400 {
		t.Errorf("a T-spin clearing nothing on an empty field: %+v, want no perfect clear, 400", c)
	}
}

// TestPerfectClearLock locks an I into a four-row well that empties the
// field, and the same with one block left over.
func TestPerfectClearLock(t *testing.T) {
	rows := []string{"#########.", "#########.", "#########.", "#########."}
	w, r := wellWith(t, Piece{KindI, RotR, 7, 0}, rows...)
	w.BackToBack = true
	w.Step(Moves{HardDrop: true}, tick(), r)
	if !w.Last.Perfect || w.Score != 1200+3200 || w.Last.Name() != "Tetris" {
		t.Errorf("a back-to-back Tetris emptying the field: %+v, score %d; want perfect, 4400", w.Last, w.Score)
	}
	if m := message(w, 60); m != "Back-to-Back\nTetris\nPerfect Clear" {
		t.Errorf("the message reads %q", m)
	}
	w, r = wellWith(t, Piece{KindI, RotR, 7, 0}, append([]string{"...#......"}, rows...)...)
	w.Step(Moves{HardDrop: true}, tick(), r)
	if w.Last.Perfect || w.Score != 800 {
		t.Errorf("a Tetris leaving a block: %+v, score %d; want no perfect clear, 800", w.Last, w.Score)
	}
}

// stepsWithout steps w with moves m at a fixed step length until it has a
// falling piece, at most limit steps, and returns how many steps had none.
func stepsWithout(w *Well, m Moves, dt time.Duration, r *griff.Rand, limit int) int {
	n := 0
	for w.Piece.Kind == KindNone && n < limit {
		w.Step(m, dt, r)
		if w.Piece.Kind == KindNone {
			n++
		}
	}
	return n
}

// Step lengths at 60 and 30 steps a second, rounded up (the game's clock
// alternates between the floor and the ceiling).
const (
	dt60 = time.Duration(16_666_667)
	dt30 = time.Duration(33_333_334)
)

// TestEntryDelay counts the steps with no falling piece after a lock: the
// lock's own and then the entry delay, rounded to the nearest step (0.1 s:
// 6 steps at 60 a second, 3 at 30), none with a negative EntryDelay; after a
// line clear, the clear delay's steps first (0.25 s: 15 at 60).
func TestEntryDelay(t *testing.T) {
	for _, tc := range []struct {
		name  string
		entry time.Duration
		dt    time.Duration
		rows  []string
		want  int
	}{
		{"default at 60", 0, dt60, nil, 6},
		{"default at 30", 0, dt30, nil, 3},
		{"none", -1, dt60, nil, 0},
		{"0.2 s at 60", 200 * time.Millisecond, dt60, nil, 12},
		{"after a single at 60", 0, dt60, []string{"######.###"}, 15 + 6},
		{"after a single, none", -1, dt60, []string{"######.###"}, 15},
	} {
		rows := append([]string{".........."}, tc.rows...)
		w, r := wellWith(t, Piece{KindI, RotR, 4, 10}, rows...)
		w.EntryDelay = tc.entry
		w.Step(Moves{HardDrop: true}, tc.dt, r)
		if w.Pieces != 1 {
			t.Fatalf("%s: no lock", tc.name)
		}
		n := 0
		if w.Piece.Kind == KindNone {
			n = 1 + stepsWithout(w, Moves{}, tc.dt, r, 100)
		}
		if n != tc.want {
			t.Errorf("%s: %d steps without a piece, want %d", tc.name, n, tc.want)
		}
	}
}

// TestDASChargedThroughDelays holds right through a line clear and the entry
// delay: the charge goes on, and the next piece moves in its first step (to
// the wall with no ARR, a column with ARR 2). A press made during the entry
// delay too late to charge moves nothing when the piece enters; the piece
// moves once DAS steps have passed since the press.
func TestDASChargedThroughDelays(t *testing.T) {
	for _, tc := range []struct {
		arr   int
		wantX func(p Piece) bool
	}{
		{-1, func(p Piece) bool { return rightmost(p) == Width-1 }},
		{2, func(p Piece) bool { return p.X == spawnPiece(p.Kind).X+1 }},
	} {
		w, r := wellWith(t, Piece{KindI, RotR, 3, 10}, "#.........", "######.###")
		w.ARR = tc.arr
		w.Step(Moves{Right: true, RightPressed: true}, dt60, r) // the I moves to column 6
		w.Step(Moves{Right: true, HardDrop: true}, dt60, r)
		if len(w.Clearing) != 1 {
			t.Fatalf("ARR %d: clearing %v, want the bottom row", tc.arr, w.Clearing)
		}
		if n := stepsWithout(w, Moves{Right: true}, dt60, r, 100); n != 15+5 {
			t.Errorf("ARR %d: %d steps without a piece, want 20", tc.arr, n)
		}
		if !tc.wantX(w.Piece) {
			t.Errorf("ARR %d: the piece entered charged at x %d (%v), want it moved at once", tc.arr, w.Piece.X, w.Piece.Cells())
		}
	}

	w, r := wellWith(t, Piece{KindI, RotR, 4, 10})
	w.Step(Moves{HardDrop: true}, dt60, r)
	for range 3 {
		w.Step(Moves{}, dt60, r)
	}
	w.Step(Moves{Right: true, RightPressed: true}, dt60, r) // 2 steps before the entry
	w.Step(Moves{Right: true}, dt60, r)
	w.Step(Moves{Right: true}, dt60, r)
	x0 := spawnPiece(w.Piece.Kind).X
	if w.Piece.Kind == KindNone || w.Piece.X != x0 {
		t.Fatalf("a press 2 steps before the entry: piece %v at x %d, want entered at %d unmoved", w.Piece.Kind, w.Piece.X, x0)
	}
	moved := 0
	for i := range 10 {
		w.Step(Moves{Right: true}, dt60, r)
		if w.Piece.X != x0 && moved == 0 {
			moved = i + 3 // steps since the press
		}
	}
	if moved != DefaultDAS {
		t.Errorf("the piece first moved %d steps after the press, want %d (DAS)", moved, DefaultDAS)
	}
}

func rightmost(p Piece) int {
	x := -1
	for _, c := range p.Cells() {
		x = max(x, c.X)
	}
	return x
}

// TestSettingsOutOfRangeWarn reads a Well with every setting out of its
// range and a misspelt mode: the scene loads, each field is named in a
// warning (the mode quoting the name it got), and each is clamped; a Well with settings at the ends of their
// ranges warns nothing.
func TestSettingsOutOfRangeWarn(t *testing.T) {
	var problems []scenes.Problem
	g := newGame(t, `{"entities":[
		{"id":1,"name":"Well","components":{"Blocks.Well":{"mode":"marathn","das":-5,"arr":99,"softDrop":-3,
			"lockDelay":"-1s","lockResets":500,"clearDelay":"10s","entryDelay":"5s","cellSize":-2}}},
		{"id":2,"name":"Fine","components":{"Blocks.Well":{"mode":"sprint","das":-1,"arr":60,"softDrop":1000,
			"lockDelay":"10s","lockResets":-1,"clearDelay":"-1s","entryDelay":"1s","cellSize":1024}}}]}`, nil, &problems)
	g.Step()
	text := fmt.Sprint(problems)
	for _, want := range []string{`mode "marathn" is not one of the modes (marathon, sprint)`, "das -5", "arr 99", "softDrop -3", "lockDelay -1s", "lockResets 500", "clearDelay 10s", "entryDelay 5s", "cellSize -2"} {
		if !strings.Contains(text, want) {
			t.Errorf("no warning about %q in %s", want, text)
		}
	}
	for _, p := range problems {
		if !strings.Contains(p.String(), "Well#1") {
			t.Errorf("warning %q is not about Well#1", p)
		}
	}
	w := scenes.Get[Well](g.Scene().Find("Well"))
	got := fmt.Sprint(w.Mode, w.DAS, w.ARR, w.SoftDrop, w.LockDelay, w.LockResets, w.ClearDelay, w.EntryDelay, w.CellSize)
	if want := "marathon -1 60 1 0s 100 2s 1s 0"; got != want {
		t.Errorf("clamped to %s, want %s", got, want)
	}
	if !w.Started || w.Piece.Kind == KindNone {
		t.Errorf("the game did not start: %+v", w.Piece)
	}
}

// TestHandlingWidgetOutOfRange sets the DAS widget far above MaxDAS: one
// warning naming the widget, the DAS clamped.
func TestHandlingWidgetOutOfRange(t *testing.T) {
	var problems []scenes.Problem
	g := newGame(t, `{"entities":[
		{"id":1,"name":"Well","components":{"Blocks.Well":{"handling":"Menu"}}},
		{"id":2,"name":"Menu","components":{},"children":[
			{"id":3,"name":"DAS","components":{"Griff.Widget":{"kind":"slider","min":0,"max":1000,"value":500}}}]}]}`, nil, &problems)
	g.Step()
	g.Step()
	w := scenes.Get[Well](g.Scene().Find("Well"))
	if w.DAS != MaxDAS {
		t.Errorf("DAS %d, want %d", w.DAS, MaxDAS)
	}
	if len(problems) != 1 || !strings.Contains(problems[0].String(), "das widget Menu/DAS gives 500 steps") {
		t.Errorf("problems %v, want one naming the widget", problems)
	}
	scenes.Get[ui.Widget](g.Scene().Find("Menu/DAS")).Value = 12
	g.Step()
	if w.DAS != 12 || len(problems) != 1 {
		t.Errorf("after the widget went to 12: DAS %d, %d problems", w.DAS, len(problems))
	}
}

// TestWellAddedLaterIsChecked adds a Well with a bad mode and DAS after the
// scene's first step: its own first step warns and clamps them.
func TestWellAddedLaterIsChecked(t *testing.T) {
	var problems []scenes.Problem
	g := newGame(t, `{"entities":[]}`, nil, &problems)
	g.Step()
	e := g.Scene().NewEntity("Late", nil)
	w := scenes.Add(e, Well{Mode: modeUnknown, DAS: -4})
	g.Step()
	if w.Mode != ModeMarathon || w.DAS != -1 || len(problems) != 2 {
		t.Errorf("mode %v, DAS %d, problems %v; want marathon, -1 and two warnings", w.Mode, w.DAS, problems)
	}
}

// TestUnknownModeNames: names that are not modes read as values that keep
// them: the same name twice is one value, two names two values, a long name
// is cut, and none of them writes back out as a mode.
func TestUnknownModeNames(t *testing.T) {
	var a, b, c, d Mode
	for _, r := range []struct {
		m    *Mode
		text string
	}{{&a, "ultra"}, {&b, "ultra"}, {&c, "zen"}, {&d, strings.Repeat("x", 100)}} {
		if err := r.m.UnmarshalText([]byte(r.text)); err != nil {
			t.Fatalf("%q: %v", r.text, err)
		}
	}
	if a != b || a == c || a.String() != `"ultra"` || c.String() != `"zen"` {
		t.Errorf("ultra %d %v, ultra %d, zen %d %v", a, a, b, c, c)
	}
	if want := `"` + strings.Repeat("x", 40) + `..."`; d.String() != want {
		t.Errorf("a long name reads as %v, want %s", d, want)
	}
	if _, err := a.MarshalText(); err == nil || !strings.Contains(err.Error(), `"ultra" is not a mode`) {
		t.Errorf("writing an unknown mode: %v", err)
	}
}

// TestViewOfAWellWithoutCells shows a Well that has a piece but no cells
// yet, as a player's machine sees one before the host's snapshot: the view
// draws an empty field with the piece, and nothing panics.
func TestViewOfAWellWithoutCells(t *testing.T) {
	g, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Well", nil)
	scenes.Add(e, Well{Piece: Piece{Kind: KindT, X: 3, Y: 18}})
	var s *system
	for _, sys := range g.Systems() {
		if b, ok := sys.(*system); ok {
			s = b
		}
	}
	s.view(g)
	v := viewOf(g, e, scenes.Get[Well](e))
	if got := len(v.Children()); got != viewLen {
		t.Errorf("the view has %d children, want %d", got, viewLen)
	}
}
