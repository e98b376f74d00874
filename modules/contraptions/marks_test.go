package contraptions

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: in build mode with the cursor still, a step
// marks nothing (scenes' Change marks: not the Board, the cursor, its label,
// the texts nor a part), so a Timeline shares every record; a step of a run
// marks the Board (its Steps) and neither the shut door nor the walls; the
// reset after the run marks the box (made static again) and not them.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, oneFile(floor+"fixed door 6 5\nfixed box 3 6\n"), "p.txt")
	r.steps(3)
	es, ps := r.parts()
	var still []*scenes.Entity // the parts that neither a run nor a reset changes
	var box *scenes.Entity
	for i, p := range ps {
		switch p.Kind {
		case KindBox:
			box = es[i]
		case KindDoor, KindWall, KindBucket:
			still = append(still, es[i])
		}
	}
	if box == nil || len(still) < 3 {
		t.Fatalf("the board has %d parts, not a box, a door, a wall and a bucket", len(ps))
	}
	sc := r.g.Scene()
	runtimetest.WholeMarksByEntity(sc, t)
	for range 3 {
		r.g.Step()
		for e := range runtimetest.WholeMarksByEntity(sc, t) {
			t.Errorf("a still step in build mode marked %s changed", e)
		}
	}
	r.press(ActionRun)
	r.steps(30)
	if m := scenes.Read[Board](r.board).Mode; m != ModeRun {
		t.Fatalf("the board is in mode %v, want a run", m)
	}
	runtimetest.WholeMarksByEntity(sc, t)
	for range 3 {
		r.g.Step()
		m := runtimetest.WholeMarksByEntity(sc, t)
		if !m[r.board] {
			t.Error("a step of a run did not mark the Board (its Steps)")
		}
		for _, e := range still {
			if m[e] {
				t.Errorf("a step of a run marked %s changed", e)
			}
		}
	}
	r.in.Next = append(r.in.Next, ActionRun)
	r.g.Step()
	m := runtimetest.WholeMarksByEntity(sc, t)
	if scenes.Read[Board](r.board).Mode != ModeBuild || !m[box] {
		t.Errorf("the reset marked %v, not the box (mode %v)", m, scenes.Read[Board](r.board).Mode)
	}
	for _, e := range still {
		if m[e] {
			t.Errorf("the reset marked %s changed", e)
		}
	}
}

// TestSameBoardFields checks that sameBoard sees a change of each field of
// a Board (runtimetest.CheckSameFields): a field added and not compared
// would let a step change it without marking the board, and a Timeline
// would keep its stale record.
func TestSameBoardFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameBoard)
}
