package blocks

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// newGame makes a game with the built-in systems, the module's and a scene
// read from src, playing events.
func newGame(t testing.TB, src string, events []input.Event, problems *[]scenes.Problem) *runtime.Game {
	t.Helper()
	opts := runtime.Options{Seed: 1, Input: input.NewScript(events)}
	if problems != nil {
		opts.Problems = scenes.NewProblems(func(p scenes.Problem) { *problems = append(*problems, p) })
	}
	g, err := builtins.NewGame(opts, builtins.Options{}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("test.json", []byte(src), g.Problems())
	if err != nil {
		t.Fatal(err)
	}
	g.SetScene(sc)
	return g
}

// TestFrameGolden pins where the module's steps run among the core's: the
// whole frame of a game with the module, one step a line, in
// testdata/frame.golden; and a game without the module has none of them.
func TestFrameGolden(t *testing.T) {
	runtimetest.FrameGolden(t, newGame(t, `{"entities":[]}`, nil, nil))
	runtimetest.NotBuiltIn(t, StepBlocks, StepBlocksView)
}

// TestGameDrawsTheWell plays a few steps and checks the view: the piece's
// blocks are where the Well says, in its colour, and a locked cell is drawn.
func TestGameDrawsTheWell(t *testing.T) {
	g := newGame(t, `{"entities":[{"id":1,"name":"Well","components":{"Blocks.Well":{}}}]}`,
		[]input.Event{{Tick: 5, Action: ActionHardDrop, Down: true, Value: 1}, {Tick: 6, Action: ActionHardDrop}}, nil)
	for range 16 { // the hard drop, and the entry delay's 6 steps
		g.Step()
	}
	e := g.Scene().Find("Well")
	w := scenes.Get[Well](e)
	if w.Pieces != 1 || w.Piece.Kind == KindNone {
		t.Fatalf("after a hard drop: %d pieces locked, falling %v", w.Pieces, w.Piece.Kind)
	}
	v := g.Scene().Find("Well/View")
	if v == nil || len(v.Children()) != viewLen {
		t.Fatalf("no view of %d children: %v", viewLen, v)
	}
	kids := v.Children()
	for i, c := range w.Piece.Cells() {
		b := kids[viewPiece+i]
		sh := scenes.Get[visual.Shape](b)
		want := cellPos(c.X, c.Y, DefaultCellSize)
		if c.Y < VisibleHeight && (b.Transform().Position() != want || sh.Color != kindColors[w.Piece.Kind]) {
			t.Errorf("piece block %d at %v in %v, want %v in %v", i, b.Transform().Position(), sh.Color, want, kindColors[w.Piece.Kind])
		}
	}
	filled := 0
	for i := range Width * VisibleHeight {
		if scenes.Get[visual.Shape](kids[viewCells+i]).Color != kindColors[KindNone] {
			filled++
		}
	}
	if filled != 4 {
		t.Errorf("%d field cells drawn filled, want the 4 of the locked piece", filled)
	}
}

// TestBadWellWarns reads a Well whose saved fields a game cannot play: each
// mistake warns once naming the entity and component, and the game plays on.
func TestBadWellWarns(t *testing.T) {
	var problems []scenes.Problem
	g := newGame(t, `{"entities":[{"id":1,"name":"Well","components":{"Blocks.Well":{
		"startLevel":40,"input":9,"goal":-1,"cells":"AAEC","queue":["T","","Z"],
		"piece":{"kind":"T","rot":0,"x":-5,"y":3},"clearing":[3,2,99]}}}]}`, nil, &problems)
	for range 120 {
		g.Step()
	}
	text := fmt.Sprint(problems)
	for _, want := range []string{"startLevel 40", "input 9", "goal -1", "cells hold 3 cells", "queue holds", "piece T at (-5, 3)", "clearing holds row 2", "clearing holds row 99"} {
		if !strings.Contains(text, want) {
			t.Errorf("no warning about %q in %s", want, text)
		}
	}
	for _, p := range problems {
		if !strings.Contains(p.String(), "Well#1") || !strings.Contains(p.String(), wellName) {
			t.Errorf("warning %q does not name Well#1 and %s", p, wellName)
		}
	}
	if w := scenes.Get[Well](g.Scene().Find("Well")); w.Piece.Kind == KindNone || w.Steps == 0 {
		t.Errorf("the game did not go on: %+v", w.Piece)
	}
}

// FuzzWell reads arbitrary saved fields of a Blocks.Well (the module's only
// input from files: it has no file reader of its own, the core reads scene
// files) and plays them for a second with every control pressed now and
// then: a bad Well warns and plays on, never panics.
func FuzzWell(f *testing.F) {
	for _, s := range []string{
		`{}`,
		`{"mode":"sprint","das":-1,"arr":-1,"goal":1}`,
		`{"cells":"` + strings.Repeat("A", 536) + `","piece":{"kind":"I","rot":1,"x":7,"y":30}}`,
		`{"queue":["T","Z"],"hold":"O","holdUsed":true,"clearing":[0,1],"cleared":"100ms","level":3}`,
		`{"started":true,"piece":{"kind":"Z","rot":7,"x":3,"y":18}}`,
		`{"started":true,"over":false,"queue":[],"cells":"","clearing":[39]}`,
		`{"startLevel":20,"lockDelay":"1ns","clearDelay":"-1s","softDrop":-3,"cellSize":-2}`,
		`{"mode":"ultra","das":-9,"arr":1000,"lockResets":-7,"entryDelay":"9s","entry":"-3s","lockDelay":"-2s"}`,
		`{"entryDelay":"-1ns","clearDelay":"3s","softDrop":5000,"started":true,"entry":"40ms","piece":{"kind":""}}`,
	} {
		f.Add(s, uint8(3))
	}
	actions := []string{ActionLeft, ActionRight, ActionSoftDrop, ActionHardDrop, ActionRotateCW, ActionRotateCCW, ActionHold}
	f.Fuzz(func(t *testing.T, fields string, every uint8) {
		src := `{"entities":[{"id":1,"name":"Well","components":{"Blocks.Well":` + fields + `}}]}`
		if _, err := scenes.ReadScene("fuzz.json", []byte(src), scenes.NewProblems(nil)); err != nil {
			return
		}
		var ev []input.Event
		for i := range 60 {
			a := actions[i%len(actions)]
			if every > 0 && i%int(every) == 0 {
				ev = append(ev, input.Event{Tick: griffTick(i), Action: a, Down: true, Value: 1}, input.Event{Tick: griffTick(i + 1), Action: a})
			}
		}
		g := newGame(t, src, sortEvents(ev), nil)
		for range 60 {
			g.Step()
		}
		if w := scenesWell(g); w != nil {
			checkRanges(t, w)
		}
	})
}

// TestHandlingWidgets checks a Well's DAS and ARR follow the widgets its
// Handling names (0 meaning none), and a name that finds nothing warns.
func TestHandlingWidgets(t *testing.T) {
	var problems []scenes.Problem
	g := newGame(t, `{"entities":[
		{"id":1,"name":"Well","components":{"Blocks.Well":{"handling":"Menu"}}},
		{"id":2,"name":"Menu","components":{},"children":[
			{"id":3,"name":"DAS","components":{"Griff.Widget":{"kind":"choice","choices":["0","1","2","3","4","5","6","7"],"value":7}}},
			{"id":4,"name":"ARR","components":{"Griff.Widget":{"kind":"choice","choices":["0","1"],"value":0}}}]},
		{"id":5,"name":"Lost","components":{"Blocks.Well":{"handling":"Nowhere"}}}]}`, nil, &problems)
	g.Step()
	w := scenes.Get[Well](g.Scene().Find("Well"))
	if w.DAS != 7 || w.ARR != -1 || w.das() != 7 || w.arr() != 0 {
		t.Errorf("DAS %d (%d steps), ARR %d (%d steps); want 7 (7) and -1 (none)", w.DAS, w.das(), w.ARR, w.arr())
	}
	scenes.Get[ui.Widget](g.Scene().Find("Menu/DAS")).Value = 3
	g.Step()
	if w.DAS != 3 {
		t.Errorf("after the widget changed to 3: DAS %d", w.DAS)
	}
	if text := fmt.Sprint(problems); !strings.Contains(text, "Nowhere") {
		t.Errorf("no warning about the handling name Nowhere: %s", text)
	}
}

// checkRanges fails unless every setting of w is in its documented range
// (the system's check clamps them on the scene's first step).
func checkRanges(t *testing.T, w *Well) {
	t.Helper()
	in := func(v, lo, hi int) bool { return v >= lo && v <= hi }
	if w.Mode > ModeSprint || !in(w.DAS, -1, MaxDAS) || !in(w.ARR, -1, MaxARR) || !in(w.LockResets, -1, MaxLockResets) ||
		!in(w.SoftDrop, 0, MaxSoftDrop) || w.LockDelay < 0 || w.LockDelay > MaxLockDelay ||
		w.ClearDelay > MaxClearDelay || w.EntryDelay > MaxEntryDelay || w.Entry < -MaxEntryDelay || w.Entry > MaxEntryDelay {
		t.Errorf("a setting out of its range after the check: mode %v das %d arr %d resets %d soft %d lock %v clear %v entry %v (%v)",
			w.Mode, w.DAS, w.ARR, w.LockResets, w.SoftDrop, w.LockDelay, w.ClearDelay, w.EntryDelay, w.Entry)
	}
}
