package puzzle

import (
	"testing"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

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
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range runtimetest.WholeMarks(sc, t) {
			t.Errorf("a still step marked %s changed", name)
		}
	}
	r.in.Next = append(r.in.Next, ActionRight)
	var marked map[string]bool
	for range 30 {
		r.g.Step()
		if marked = runtimetest.WholeMarks(sc, t); marked["Board"] {
			break
		}
	}
	if !marked["Board"] {
		t.Fatal("the move never marked the Board")
	}
	for range 30 {
		r.g.Step()
		for name := range runtimetest.WholeMarks(sc, t) {
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

// TestSameBoardFields checks that sameBoard sees a change of each field of
// a Board (runtimetest.CheckSameFields), and of the marks and moves written
// in place: a field added and not compared would let a step change it
// without marking the board, and a Timeline would keep its stale record.
func TestSameBoardFields(t *testing.T) {
	runtimetest.CheckSameFields(t, func(a, b *Board) bool { return sameBoard(a, a.Solved, a.Queued, b) })
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
