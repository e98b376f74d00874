package scenes_test

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// fastTwin is a scene of 600 entities with a Mover (three runs of the
// store's pages), every tenth a parent of the next two, built alike each
// time it is called.
func fastTwin() (*scenes.Scene, []*scenes.Entity) {
	s := scenes.NewScene("twin", nil)
	var ents []*scenes.Entity
	var parent *scenes.Entity
	for i := range 600 {
		var p *scenes.Entity
		switch i % 10 {
		case 0:
			parent = nil
		case 1, 2:
			p = ents[i-i%10]
		}
		e := s.NewEntity(fmt.Sprint(i), p)
		if i%10 == 0 {
			parent = e
		}
		_ = parent
		e.Transform().SetPosition(griff.V(float64(i), 1))
		scenes.Add(e, Mover{Speed: float64(i)})
		ents = append(ents, e)
	}
	return s, ents
}

// TestSetPositionsIsSetPosition: SetPositions over the runs of
// ActiveTransformRuns leaves every transform, change mark and snapshot as
// SetPosition on each does, whatever happened to the transform earlier in
// the step (nothing, moved, teleported, turned, scaled) or in the steps
// before, for positions new, unchanged and NaN.
func TestSetPositionsIsSetPosition(t *testing.T) {
	a, ea := fastTwin()
	b, eb := fastTwin()
	r := griff.NewRand(3)
	var ps []griff.Vec
	// The runs are taken once, in both scenes alike, and kept (the scenes'
	// entities and components do not change, so they stay the columns'
	// transforms): an iteration marks every Mover's entity changed, which
	// would hide the marks the setters make.
	var runs [][]scenes.Transform
	for ts := range scenes.ActiveTransformRuns[Mover](a) {
		runs = append(runs, ts)
	}
	for range scenes.ActiveTransformRuns[Mover](b) {
	}
	for step := range 40 {
		a.BeginStep()
		b.BeginStep()
		// what happened before the loop, alike in both
		for i := range ea {
			ta, tb := ea[i].Transform(), eb[i].Transform()
			switch r.IntN(8) {
			case 0:
				ta.SetPosition(griff.V(float64(step), 2))
				tb.SetPosition(griff.V(float64(step), 2))
			case 1:
				ta.Teleport(griff.V(-3, float64(step)))
				tb.Teleport(griff.V(-3, float64(step)))
			case 2:
				ta.SetRotation(float64(step) / 10)
				tb.SetRotation(float64(step) / 10)
			case 3:
				ta.SetScale(griff.V(2, float64(step)))
				tb.SetScale(griff.V(2, float64(step)))
			}
		}
		if step%3 == 0 { // world matrices read: not dirty
			for i := range ea {
				ea[i].Transform().World()
				eb[i].Transform().World()
			}
		}
		// the loop: in a by SetPositions, in b by SetPosition, alike
		k := 0
		for _, ts := range runs {
			ps = ps[:0]
			for i := range ts {
				p := ts[i].Position()
				switch r.IntN(6) {
				case 0: // unchanged
				case 1:
					p = griff.V(math.NaN(), p[1])
				default:
					p = griff.V(p[0]+1, p[1]-float64(step))
				}
				ps = append(ps, p)
			}
			scenes.SetPositions(ts, ps)
			for i := range ts {
				eb[k+i].Transform().SetPosition(ps[i])
			}
			k += len(ts)
		}
		if k != len(ea) {
			t.Fatalf("the runs held %d transforms, want %d", k, len(ea))
		}
		for i := range ea {
			ta, tb := ea[i].Transform(), eb[i].Transform()
			pa, ra, sa := ta.Previous()
			pb, rb, sb := tb.Previous()
			if !same(ta.Position(), tb.Position()) || !same(pa, pb) || ra != rb || sa != sb ||
				ta.Moved() != tb.Moved() || ta.Jumped() != tb.Jumped() || !sameAffine(ta.World(), tb.World()) {
				t.Fatalf("step %d, entity %d: SetPositions left %v %v %v moved %v jumped %v world %v, SetPosition %v %v %v moved %v jumped %v world %v",
					step, i, ta.Position(), pa, ra, ta.Moved(), ta.Jumped(), ta.World(), tb.Position(), pb, rb, tb.Moved(), tb.Jumped(), tb.World())
			}
		}
		if step%4 != 1 { // changes taken most steps, and snapshots compared
			ca, cb := changedIDs(a.TakeChanges("t")), changedIDs(b.TakeChanges("t"))
			if !slices.Equal(ca, cb) {
				t.Fatalf("step %d: changes %v after SetPositions, %v after SetPosition", step, ca, cb)
			}
			sa, err := a.AppendSnapshot(nil)
			if err != nil {
				t.Fatal(err)
			}
			sb, err := b.AppendSnapshot(nil)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(sa, sb) {
				t.Fatalf("step %d: the snapshots differ", step)
			}
		}
	}
}

// TestSetPositionsOfOtherSlices: a slice of transforms that is not a part
// of a column page (copies) is set one by one, and ps shorter than ts
// panics.
func TestSetPositionsOfOtherSlices(t *testing.T) {
	s, ents := fastTwin()
	s.BeginStep()
	ts := []scenes.Transform{*ents[3].Transform(), *ents[4].Transform()}
	scenes.SetPositions(ts, []griff.Vec{griff.V(5, 6), griff.V(7, 8)})
	if p := ts[1].Position(); p != griff.V(7, 8) || !ts[1].Moved() {
		t.Errorf("a copied transform was set to %v (moved %v), want (7, 8), moved", p, ts[1].Moved())
	}
	if p := ents[4].Transform().Position(); p != griff.V(4, 1) {
		t.Errorf("setting a copy moved the entity's transform to %v", p)
	}
	scenes.SetPositions(nil, nil)
	defer func() {
		if recover() == nil {
			t.Error("SetPositions with fewer positions than transforms did not panic")
		}
	}()
	for ts := range scenes.ActiveTransformRuns[Mover](s) {
		scenes.SetPositions(ts, make([]griff.Vec, len(ts)-1))
	}
}

func same(a, b griff.Vec) bool {
	return math.Float64bits(a[0]) == math.Float64bits(b[0]) && math.Float64bits(a[1]) == math.Float64bits(b[1])
}

func sameAffine(a, b griff.Affine) bool {
	return fmt.Sprint(a) == fmt.Sprint(b)
}

func changedIDs(c scenes.Changes) []scenes.EntityID {
	var ids []scenes.EntityID
	for _, e := range c.Entities {
		ids = append(ids, e.ID())
	}
	slices.Sort(ids)
	return ids
}

// TestTrySetPosition: TrySetPosition takes the steady case (moved in the
// step before, not since) and declines what it leaves to SetPosition (a
// second change in a step, a parent, a transform that jumped or turned, a
// destroyed entity's copy), changing nothing when it declines; a position
// set to the value it has is taken and changes nothing.
func TestTrySetPosition(t *testing.T) {
	s, ents := fastTwin()
	plain, parent := ents[3].Transform(), ents[0].Transform()
	turned, jumped := ents[4].Transform(), ents[5].Transform()
	s.BeginStep() // past the step they jumped in (added)
	for _, tr := range []*scenes.Transform{plain, parent, turned, jumped} {
		tr.SetPosition(griff.V(1, 1))
	}
	turned.SetRotation(1)
	jumped.Teleport(griff.V(2, 2))
	s.BeginStep() // all four listed in the step before
	if !plain.TrySetPosition(7, 8) || plain.Position() != griff.V(7, 8) || !plain.Moved() {
		t.Fatalf("the steady case was declined or left %v moved %v, want (7, 8) moved", plain.Position(), plain.Moved())
	}
	if p, _, _ := plain.Previous(); p != griff.V(1, 1) {
		t.Errorf("Previous after TrySetPosition is %v, want (1, 1)", p)
	}
	if !plain.TrySetPosition(7, 8) {
		t.Error("setting the position it has was declined")
	}
	if plain.TrySetPosition(9, 9) || plain.Position() != griff.V(7, 8) {
		t.Error("a second change in a step was taken")
	}
	for name, tr := range map[string]*scenes.Transform{"a parent": parent, "turned": turned, "jumped": jumped} {
		if tr.TrySetPosition(-1, -1) || tr.Position() == griff.V(-1, -1) || tr.Moved() {
			t.Errorf("%s: TrySetPosition took it or changed it", name)
		}
	}
	// a destroyed entity's copy: listed in the step before, no children
	gone := ents[6]
	gone.Transform().SetPosition(griff.V(3, 3))
	s.BeginStep()
	s.Destroy(gone)
	s.BeginStep()
	kept := gone.Transform()
	if kept.TrySetPosition(4, 4) {
		t.Error("TrySetPosition took a destroyed entity's transform")
	}
	kept.SetPosition(griff.V(4, 4))
	s.BeginStep()
	if kept.TrySetPosition(5, 5) || kept.Position() != griff.V(4, 4) {
		t.Error("TrySetPosition took a destroyed entity's transform, settled")
	}
}
