package scenes_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// activeMovers lists Active[Mover] with each entity's transform, the sequence
// ActiveTransforms[Mover] must give.
func activeMovers(s *scenes.Scene) (ts []*scenes.Transform, ms []*Mover) {
	for e, m := range scenes.Active[Mover](s) {
		ts, ms = append(ts, e.Transform()), append(ms, m)
	}
	return ts, ms
}

func movesOf(s *scenes.Scene) (ts []*scenes.Transform, ms []*Mover) {
	for tr, m := range scenes.ActiveTransforms[Mover](s) {
		ts, ms = append(ts, tr), append(ms, m)
	}
	return ts, ms
}

// runsOf lists ActiveTransformRuns[Mover] item by item.
func runsOf(t *testing.T, s *scenes.Scene) (ts []*scenes.Transform, ms []*Mover) {
	for rt, rm := range scenes.ActiveTransformRuns[Mover](s) {
		if len(rt) != len(rm) || len(rt) == 0 {
			t.Fatalf("a run of %d transforms and %d components", len(rt), len(rm))
		}
		for i := range rt {
			ts, ms = append(ts, &rt[i]), append(ms, &rm[i])
		}
	}
	return ts, ms
}

// TestActiveTransformsIsActiveWithTransform applies random spawns, destroys,
// reparents, activity changes and component adds and removes, and after each
// compares ActiveTransforms with Active and Entity.Transform.
func TestActiveTransformsIsActiveWithTransform(t *testing.T) {
	r := griff.NewRand(5)
	s := scenes.NewScene("moves", nil)
	var live []*scenes.Entity
	pick := func() *scenes.Entity {
		for len(live) > 0 {
			i := r.IntN(len(live))
			if live[i].Alive() {
				return live[i]
			}
			live = slices.Delete(live, i, i+1)
		}
		return nil
	}
	seen := 0
	for step := range 3000 {
		switch op := r.IntN(10); {
		case op < 4 || len(live) < 5:
			var parent *scenes.Entity
			if r.Chance(0.6) {
				parent = pick()
			}
			e := s.NewEntity(fmt.Sprint("n", step), parent)
			live = append(live, e)
			if r.Chance(0.8) {
				scenes.Add(e, Mover{Speed: float64(step)})
			}
		case op < 5:
			if e := pick(); e != nil {
				s.Destroy(e)
			}
		case op < 6:
			e, p := pick(), pick()
			if e != nil && (p == nil || (p != e && !e.IsAncestorOf(p))) {
				e.SetParent(p)
			}
		case op < 7:
			if e := pick(); e != nil {
				e.SetActive(!e.Active())
			}
		case op < 8:
			if e := pick(); e != nil && !scenes.Remove[Mover](e) {
				scenes.Add(e, Mover{Speed: -1})
			}
		default:
			if e := pick(); e != nil {
				e.SetSiblingIndex(r.IntRange(-1, 5))
			}
		}
		if step%5 == 0 || step > 2950 {
			wt, wm := activeMovers(s)
			gt, gm := movesOf(s)
			if !slices.Equal(wt, gt) || !slices.Equal(wm, gm) {
				t.Fatalf("step %d: ActiveTransforms gives %d pairs, not Active's %d with their transforms", step, len(gt), len(wt))
			}
			if rt, rm := runsOf(t, s); !slices.Equal(wt, rt) || !slices.Equal(wm, rm) {
				t.Fatalf("step %d: ActiveTransformRuns gives %d pairs, not Active's %d with their transforms", step, len(rt), len(wt))
			}
			seen += len(gt)
		}
	}
	if seen < 1000 {
		t.Errorf("only %d pairs compared; the test does not exercise much", seen)
	}
}

// TestActiveTransformsWhileChanging checks what an iteration sees when the scene
// changes under it, as Active does: destroyed, removed and deactivated ones
// reached later are skipped, added ones are not seen, a reparent does not change
// the order, and a transform slot freed and reused during the iteration is not
// given for the new entity.
func TestActiveTransformsWhileChanging(t *testing.T) {
	s := scenes.NewScene("moves", nil)
	var ents []*scenes.Entity
	for i := range 10 {
		e := s.NewEntity(fmt.Sprint(i), nil)
		e.Transform().SetPosition(griff.V(float64(i), 0))
		scenes.Add(e, Mover{Speed: float64(i)})
		ents = append(ents, e)
	}
	var got []float64
	for tr, m := range scenes.ActiveTransforms[Mover](s) {
		if tr.Position()[0] != m.Speed {
			t.Fatalf("Mover %v given with the transform at %v", m.Speed, tr.Position())
		}
		got = append(got, m.Speed)
		if m.Speed == 2 {
			s.Destroy(ents[5])
			n := s.NewEntity("new", nil) // may take 5's transform slot
			n.Transform().SetPosition(griff.V(5, 0))
			scenes.Add(n, Mover{Speed: 5})
			scenes.Remove[Mover](ents[6])
			ents[7].SetActive(false)
			ents[9].SetParent(ents[0])
		}
	}
	if want := []float64{0, 1, 2, 3, 4, 8, 9}; !slices.Equal(got, want) {
		t.Errorf("saw %v, want %v", got, want)
	}
	ts, _ := activeMovers(s)
	gt, _ := movesOf(s)
	if !slices.Equal(ts, gt) {
		t.Errorf("after the changes: %d pairs, Active gives %d", len(gt), len(ts))
	}
}

// TestActiveTransformsAllocatesNothing: a settled scene's iteration makes no
// allocation, and a step moving every transform reads them in the column.
func TestActiveTransformsAllocatesNothing(t *testing.T) {
	s := scenes.NewScene("moves", nil)
	for i := range 1000 {
		var p *scenes.Entity
		if i%10 != 0 {
			p = s.Roots()[len(s.Roots())-1]
		}
		scenes.Add(s.NewEntity("e", p), Mover{Speed: 1})
	}
	move := func() {
		s.BeginStep()
		for tr, m := range scenes.ActiveTransforms[Mover](s) {
			tr.Move(griff.V(m.Speed, 0))
		}
	}
	move()
	if n := testing.AllocsPerRun(20, move); n != 0 {
		t.Errorf("a settled step made %v allocations, want 0", n)
	}
	for e := range s.Walk() {
		if x := e.Transform().Position()[0]; x != 22 {
			t.Fatalf("%v at x %v after 22 steps of 1, want 22", e, x)
		}
	}
}

// TestActiveTransformRunsWhileChanging: a run is cut as it is given, so what
// the loop body destroys or deactivates stays in its run, but no other
// entity's transform takes its place there, and later runs leave it out.
func TestActiveTransformRunsWhileChanging(t *testing.T) {
	s := scenes.NewScene("runs", nil)
	var ents []*scenes.Entity
	for i := range 300 { // five runs: a page of the store is 64
		e := s.NewEntity(fmt.Sprint(i), nil)
		e.Transform().SetPosition(griff.V(float64(i), 0))
		scenes.Add(e, Mover{Speed: float64(i)})
		ents = append(ents, e)
	}
	var newcomer *scenes.Entity
	seen, item := 0, -1
	for ts, ms := range scenes.ActiveTransformRuns[Mover](s) {
		for i := range ts {
			tr, m := &ts[i], &ms[i]
			item++
			if tr.Entity() == nil {
				if item != 5 {
					t.Fatalf("the transform of item %d belongs to no entity", item)
				}
				tr.SetPosition(griff.V(-1, -1)) // harmless
				m.Speed = -1
				continue
			}
			if tr.Position()[0] != m.Speed {
				t.Fatalf("Mover %v given with the transform at %v", m.Speed, tr.Position())
			}
			seen++
			if m.Speed == 2 {
				s.Destroy(ents[5])
				newcomer = s.NewEntity("new", nil) // may not take 5's transform slot
				newcomer.Transform().SetPosition(griff.V(7, 7))
				s.Destroy(ents[280])
				ents[290].SetActive(false)
			}
		}
	}
	if want := 300 - 3; seen != want { // less 5 (dead in its run), 280 and 290 (left out of the last)
		t.Errorf("saw %d live pairs, want %d", seen, want)
	}
	if p := newcomer.Transform().Position(); p != griff.V(7, 7) {
		t.Errorf("the entity made during the iteration is at %v, want (7, 7)", p)
	}
	s.BeginStep()
	if n := s.NewEntity("after", nil); n.Transform().Position() != griff.V(0, 0) || n.Transform().Moved() {
		t.Errorf("a slot given again after the iteration holds %v", n.Transform().Position())
	}
}
