package scenes_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

func near(a, b griff.Vec) bool {
	return math.Abs(a[0]-b[0]) < 1e-9 && math.Abs(a[1]-b[1]) < 1e-9
}

func TestWorldMatrixThreeLevels(t *testing.T) {
	s := scenes.NewScene("t", nil)
	root := s.NewEntity("root", nil)
	mid := s.NewEntity("mid", root)
	leaf := s.NewEntity("leaf", mid)
	root.Transform().SetPosition(griff.V(10, 0))
	root.Transform().SetRotation(math.Pi / 2) // +x turns to +y (down)
	mid.Transform().SetPosition(griff.V(5, 0))
	mid.Transform().SetScale(griff.V(2, 2))
	leaf.Transform().SetPosition(griff.V(1, 1))
	// leaf (1,1) -> mid scale 2: (2,2) -> +(5,0): (7,2) -> root rotate 90°: (-2,7) -> +(10,0): (8,7)
	tests := []struct {
		e    *scenes.Entity
		want griff.Vec
	}{
		{root, griff.V(10, 0)},
		{mid, griff.V(10, 5)},
		{leaf, griff.V(8, 7)},
	}
	for _, tt := range tests {
		if got := tt.e.Transform().WorldPosition(); !near(got, tt.want) {
			t.Errorf("%s world position %v, want %v", tt.e.Name(), got, tt.want)
		}
	}
	if got, want := leaf.Transform().World().Apply(griff.V(1, 0)), griff.V(8, 9); !near(got, want) {
		t.Errorf("leaf maps (1, 0) to %v, want %v", got, want)
	}
	// Local equals griff.TRS bit for bit.
	tr := root.Transform()
	if got, want := tr.Local(), griff.TRS(tr.Position(), tr.Rotation(), tr.Scale()); got != want {
		t.Errorf("Local %v, want griff.TRS %v", got, want)
	}
}

func TestWorldMatrixRecomputedOnlyWhenMoved(t *testing.T) {
	s := scenes.NewScene("t", nil)
	root := s.NewEntity("root", nil)
	mid := s.NewEntity("mid", root)
	leaf := s.NewEntity("leaf", mid)
	other := s.NewEntity("other", nil)
	all := []*scenes.Entity{root, mid, leaf, other}
	read := func() {
		for _, e := range all {
			e.Transform().World()
		}
	}
	count := func() uint64 { return scenes.WorldRecomputes(s) }
	read()
	if got := count(); got != 4 {
		t.Fatalf("first read computed %d matrices, want 4", got)
	}
	tests := []struct {
		name string
		move func()
		want uint64 // recomputes for the read after move
	}{
		{"nothing moved", func() {}, 0},
		{"same value", func() { mid.Transform().SetPosition(griff.V(0, 0)) }, 0},
		{"leaf moved", func() { leaf.Transform().Move(griff.V(1, 0)) }, 1},
		{"mid moved", func() { mid.Transform().SetRotation(0.5) }, 2},
		{"root moved", func() { root.Transform().SetScale(griff.V(3, 3)) }, 3},
		{"root moved twice", func() { root.Transform().Move(griff.V(1, 0)); root.Transform().Move(griff.V(1, 0)) }, 3},
		{"other teleported", func() { other.Transform().Teleport(griff.V(9, 9)) }, 1},
		{"leaf reparented", func() { leaf.SetParent(other) }, 1},
		{"nothing again", func() {}, 0},
	}
	for _, tt := range tests {
		before := count()
		tt.move()
		read()
		read()
		if got := count() - before; got != tt.want {
			t.Errorf("%s: %d recomputes, want %d", tt.name, got, tt.want)
		}
	}
	if got, want := leaf.Transform().WorldPosition(), griff.V(10, 9); !near(got, want) {
		t.Errorf("reparented leaf at %v, want %v (local kept, new parent's world)", got, want)
	}
}

func TestStepSnapshot(t *testing.T) {
	s := scenes.NewScene("t", nil)
	a := s.NewEntity("a", nil)
	b := s.NewEntity("b", nil)
	ta, tb := a.Transform(), b.Transform()
	if !ta.Jumped() || ta.Moved() {
		t.Errorf("new entity: jumped %v moved %v, want true false", ta.Jumped(), ta.Moved())
	}
	s.BeginStep()
	if ta.Jumped() || ta.Moved() {
		t.Errorf("after BeginStep: jumped %v moved %v, want false false", ta.Jumped(), ta.Moved())
	}
	ta.SetPosition(griff.V(1, 0))
	ta.SetPosition(griff.V(2, 0))
	ta.SetRotation(1)
	if p, r, _ := ta.Previous(); p != griff.V(0, 0) || r != 0 || !ta.Moved() || ta.Jumped() {
		t.Errorf("during step: previous %v %v moved %v jumped %v, want (0,0) 0 true false", p, r, ta.Moved(), ta.Jumped())
	}
	tb.Teleport(griff.V(5, 5))
	if !tb.Jumped() {
		t.Errorf("Teleport did not mark jumped")
	}
	s.BeginStep()
	if p, r, _ := ta.Previous(); p != griff.V(2, 0) || r != 1 || ta.Moved() {
		t.Errorf("next step: previous %v %v moved %v, want (2,0) 1 false", p, r, ta.Moved())
	}
	if p, _, _ := tb.Previous(); p != griff.V(5, 5) || tb.Jumped() {
		t.Errorf("next step: b previous %v jumped %v, want (5,5) false", p, tb.Jumped())
	}
	b.SetParent(a)
	if !tb.Jumped() {
		t.Errorf("reparent did not mark jumped")
	}
	if got, want := ta.PreviousLocal(), ta.Local(); got != want {
		t.Errorf("PreviousLocal %v, want %v", got, want)
	}
}

// TestPreviousAcrossLazySettles checks Previous over steps that move only the
// position (settled without copying rotation and scale) and steps that turn and
// scale, against the values each step began with.
func TestPreviousAcrossLazySettles(t *testing.T) {
	s := scenes.NewScene("t", nil)
	tr := s.NewEntity("e", nil).Transform()
	type state struct {
		pos   griff.Vec
		rot   float64
		scale griff.Vec
	}
	began := state{griff.V(0, 0), 0, griff.V(1, 1)}
	steps := []func(){
		func() { tr.SetRotation(1); tr.SetScale(griff.V(2, 3)) },
		func() { tr.SetPosition(griff.V(1, 0)) },
		func() {},
		func() { tr.SetPosition(griff.V(2, 0)) },
		func() { tr.SetRotation(2) },
		func() { tr.SetPosition(griff.V(3, 0)); tr.SetScale(griff.V(4, 4)) },
		func() { tr.SetPosition(griff.V(4, 0)) },
		func() {},
		func() {},
	}
	for i, f := range steps {
		s.BeginStep()
		began = state{tr.Position(), tr.Rotation(), tr.Scale()}
		f()
		pos, rot, scale := tr.Previous()
		if got := (state{pos, rot, scale}); got != began {
			t.Errorf("step %d: Previous is %v, want %v", i, got, began)
		}
	}
}

// TestChildFollowsParentAfterItsSiblingLeaves checks that a parent whose last
// child left no longer dirties it, and that one with children still does.
func TestChildFollowsParentAfterItsSiblingLeaves(t *testing.T) {
	s := scenes.NewScene("t", nil)
	p := s.NewEntity("p", nil)
	a := s.NewEntity("a", p)
	b := s.NewEntity("b", p)
	a.SetParent(nil)
	p.Transform().World()
	b.Transform().World()
	p.Transform().SetPosition(griff.V(5, 0))
	if got := b.Transform().WorldPosition(); got != griff.V(5, 0) {
		t.Errorf("child world position %v after its parent moved, want (5, 0)", got)
	}
	b.SetParent(a)
	a.Transform().World()
	b.Transform().World()
	a.Transform().SetPosition(griff.V(0, 7))
	if got := b.Transform().WorldPosition(); got != griff.V(0, 7) {
		t.Errorf("child world position %v after its new parent moved, want (0, 7)", got)
	}
}
