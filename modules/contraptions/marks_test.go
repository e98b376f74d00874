package contraptions

import (
	"math"
	"reflect"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// wholeMarks returns the entities marked changed as a whole since the last
// call by owner (scenes.Scene.TakeChanges).
func wholeMarks(sc *scenes.Scene, owner any) map[*scenes.Entity]bool {
	ch := sc.TakeChanges(owner)
	m := map[*scenes.Entity]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e] = true
	}
	return m
}

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
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for e := range wholeMarks(sc, t) {
			t.Errorf("a still step in build mode marked %s changed", e)
		}
	}
	r.press(ActionRun)
	r.steps(30)
	if m := scenes.Read[Board](r.board).Mode; m != ModeRun {
		t.Fatalf("the board is in mode %v, want a run", m)
	}
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		m := wholeMarks(sc, t)
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
	m := wholeMarks(sc, t)
	if scenes.Read[Board](r.board).Mode != ModeBuild || !m[box] {
		t.Errorf("the reset marked %v, not the box (mode %v)", m, scenes.Read[Board](r.board).Mode)
	}
	for _, e := range still {
		if m[e] {
			t.Errorf("the reset marked %s changed", e)
		}
	}
}

// TestSameBoardFields changes each field of a Board in turn and checks that
// sameBoard sees it: a field added and not compared would let a step change
// it without marking the board, and a Timeline would keep its stale record.
func TestSameBoardFields(t *testing.T) {
	typ := reflect.TypeFor[Board]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		var zero, b Board
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int, reflect.Uint8:
			if v.CanInt() {
				v.SetInt(1)
			} else {
				v.SetUint(1)
			}
		case reflect.String:
			v.SetString("x")
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameBoard(&zero, &b) {
				t.Errorf("Board.%s: nil and empty compare the same", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		case reflect.Array: // Origin: each -0 is seen
			for k := range v.Len() {
				var w Board
				reflect.ValueOf(&w).Elem().Field(i).Index(k).SetFloat(math.Copysign(0, -1))
				if sameBoard(&zero, &w) {
					t.Errorf("Board.%s[%d]: 0 and -0 compare the same", f.Name, k)
				}
			}
			v.Index(0).SetFloat(1)
		default:
			t.Fatalf("Board.%s is a %v: teach this test and marks.go about it", f.Name, v.Kind())
		}
		if sameBoard(&zero, &b) || sameBoard(&b, &zero) {
			t.Errorf("a change of Board.%s is missed", f.Name)
		}
		if !sameBoard(&b, &b) {
			t.Errorf("a Board with %s set differs from itself", f.Name)
		}
	}
}
