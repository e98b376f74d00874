package puzzle

import (
	"math"
	"reflect"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// wholeMarks returns the entities marked changed as a whole since the last
// call by owner (scenes.Scene.TakeChanges), by name.
func wholeMarks(sc *scenes.Scene, owner any) map[string]bool {
	ch := sc.TakeChanges(owner)
	m := map[string]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e.Name()] = true
	}
	return m
}

// TestStillStepMarksNothing: with the level at rest, a step marks neither
// the Board, the crate, the target nor the status text (scenes' Change
// marks), so a Timeline shares their records; the move that pushes the
// crate onto the target marks the Board, the crate (its colour), the target
// (covered) and the status text ("solved!").
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, "#######\n#@$ . #\n#######", func(b *Board) { b.Status = "Status" })
	st := r.g.Scene().NewEntity("Status", nil)
	scenes.Add(st, visual.Text{})
	r.do("R")
	r.g.Step()
	if txt := scenes.Read[visual.Text](st).Text; txt != "Level 1" {
		t.Fatalf("the status shows %q, want Level 1", txt)
	}
	sc := r.g.Scene()
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range wholeMarks(sc, t) {
			t.Errorf("a still step marked %s changed", name)
		}
	}
	r.in.Next = append(r.in.Next, ActionRight)
	var marked map[string]bool
	for range 30 {
		r.g.Step()
		if marked = wholeMarks(sc, t); marked["Board"] {
			break
		}
	}
	if !marked["Board"] {
		t.Fatal("the move never marked the Board")
	}
	for range 30 {
		r.g.Step()
		for name := range wholeMarks(sc, t) {
			marked[name] = true
		}
	}
	if !scenes.Read[Board](r.brd).Won {
		t.Fatal("the crate on the target did not win")
	}
	for _, name := range []string{"Board", "Crate", "Target", "Status"} {
		if !marked[name] {
			t.Errorf("the winning move marked %v, not %s", marked, name)
		}
	}
}

// TestSameBoardFields changes each field of a Board in turn and checks that
// sameBoard sees it: a field added and not compared would let a step change
// it without marking the board, and a Timeline would keep its stale record.
func TestSameBoardFields(t *testing.T) {
	same := func(a, b *Board) bool { return sameBoard(a, a.Solved, a.Queued, b) }
	typ := reflect.TypeFor[Board]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		var zero, b Board
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int, reflect.Int64:
			v.SetInt(1)
		case reflect.Float64:
			v.SetFloat(math.Copysign(0, -1))
		case reflect.Bool:
			v.SetBool(true)
		case reflect.String:
			v.SetString("x")
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if same(&zero, &b) {
				t.Errorf("Board.%s: nil and empty compare the same", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Board.%s is a %v: teach this test and marks.go about it", f.Name, v.Kind())
		}
		if same(&zero, &b) || same(&b, &zero) {
			t.Errorf("a change of Board.%s is missed", f.Name)
		}
		if !same(&b, &b) {
			t.Errorf("a Board with %s set differs from itself", f.Name)
		}
	}
	// The marks written in place are seen.
	b := Board{Solved: []bool{false}, Queued: []grid.Dir{grid.DirUp, grid.DirDown}}
	var w wasBoard
	w.keep(&b)
	b.Solved[0] = true
	if sameBoard(&w.b, w.solved, w.queued, &b) {
		t.Error("a level marked solved in place is missed")
	}
	w.keep(&b)
	b.Queued[0] = grid.DirLeft
	if sameBoard(&w.b, w.solved, w.queued, &b) {
		t.Error("a queued move changed in place is missed")
	}
}
