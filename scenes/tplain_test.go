package scenes

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
)

// sameBits reports whether a and b are equal bit for bit (-0 is not 0).
func sameBits(a, b griff.Affine) bool {
	x := [...]float64{a.A, a.B, a.C, a.D, a.X, a.Y}
	y := [...]float64{b.A, b.B, b.C, b.D, b.X, b.Y}
	for i := range x {
		if math.Float64bits(x[i]) != math.Float64bits(y[i]) {
			return false
		}
	}
	return true
}

// plainIntact fails t if s's shared plain cold part was written.
func plainIntact(t *testing.T, s *Scene) {
	t.Helper()
	if s.transforms.plain != plainCold() {
		t.Fatalf("the shared plain cold part was written: %+v", s.transforms.plain)
	}
}

func TestPlainTransformsShareTheColdPart(t *testing.T) {
	s := NewScene("plain", nil)
	a := s.NewEntity("a", nil).Transform()
	b := s.NewEntity("b", nil).Transform()
	a.SetPosition(griff.V(3, -4))
	a.Teleport(griff.V(5, 6))
	s.BeginStep()
	a.Move(griff.V(1, 1))
	if !a.plain() || !b.plain() {
		t.Fatal("a transform that only moves took a cold part of its own")
	}
	// A plain transform's world matrix is its Local, with Local's bits
	// (c = -0 * 1), as an own transform's cached one is.
	w := a.World()
	if want := griff.TRS(griff.V(6, 7), 0, griff.V(1, 1)); !sameBits(w, want) {
		t.Fatalf("plain World %+v, want %+v", w, want)
	}
	if math.Float64bits(w.C) != math.Float64bits(math.Copysign(0, -1)) {
		t.Fatalf("plain World's C is %v, want -0 as TRS gives", w.C)
	}
	b.SetRotation(0.5)
	if b.plain() {
		t.Fatal("SetRotation left the transform plain")
	}
	b.SetRotation(0)
	if wb, wa := b.World(), griff.TRS(b.Position(), 0, griff.V(1, 1)); !sameBits(wb, wa) {
		t.Fatalf("own transform at rotation 0: World %+v, want %+v", wb, wa)
	}
	c := s.NewEntity("c", nil).Transform()
	c.SetScale(griff.V(2, 2))
	if c.plain() || c.Scale() != griff.V(2, 2) {
		t.Fatalf("SetScale: plain %v, scale %v", c.plain(), c.Scale())
	}
	kid := s.NewEntity("kid", a.Entity()).Transform()
	if kid.plain() {
		t.Fatal("a child is plain: its world matrix must be kept")
	}
	if !a.plain() {
		t.Fatal("having a child took the parent's cold part")
	}
	a.SetPosition(griff.V(10, 0))
	if got := kid.WorldPosition(); got != griff.V(10, 0) {
		t.Fatalf("child of a moved plain parent at %v, want (10, 0)", got)
	}
	s.BeginStep()
	b.SetRotation(1) // settles b's turn
	plainIntact(t, s)
}

func TestPlainTransformsThroughSnapshotsAndDestroy(t *testing.T) {
	s := NewScene("snap", nil)
	var ts []*Transform
	for i := range 10 {
		e := s.NewEntity("e", nil)
		ts = append(ts, e.Transform())
		ts[i].SetPosition(griff.V(float64(i), 1))
	}
	ts[3].SetRotation(2)
	ts[4].SetScale(griff.V(-1, 1))
	data, err := s.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := ReadSnapshot(data, nil, s)
	if err != nil {
		t.Fatal(err)
	}
	plain := 0
	for e := range r.Walk() {
		if e.Transform().plain() {
			plain++
		}
	}
	if plain != 8 {
		t.Fatalf("%d plain transforms read back, want 8 (two turned)", plain)
	}
	again, err := r.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Fatal("a snapshot read back writes other bytes")
	}
	// Destroy gives own parts back; a new entity in the slot is plain, and
	// the destroyed entity's copy keeps its values and world matrix.
	e3, e5 := ts[3].Entity(), ts[5].Entity()
	w3, w5 := ts[3].World(), ts[5].World()
	s.Destroy(e3)
	s.Destroy(e5)
	if d := e3.Transform(); d.Rotation() != 2 || !sameBits(d.World(), w3) || d.Entity() != e3 {
		t.Fatalf("destroyed turned entity's transform: rot %v world %+v entity %v", d.Rotation(), d.World(), d.Entity())
	}
	if d := e5.Transform(); !sameBits(d.World(), w5) || d.Entity() != e5 {
		t.Fatalf("destroyed plain entity's transform: world %+v, want %+v", d.World(), w5)
	}
	if n := len(s.transforms.coldFree); n != 1 {
		t.Fatalf("%d cold parts given back, want 1", n)
	}
	n := s.NewEntity("new", nil).Transform()
	if !n.plain() || n.Rotation() != 0 {
		t.Fatal("a new entity in a freed slot is not plain")
	}
	n.SetRotation(1)
	if len(s.transforms.coldFree) != 0 {
		t.Fatal("a new own cold part did not reuse the one given back")
	}
	plainIntact(t, s)
	plainIntact(t, r)
}

func TestFirstTurnAllocatesOnceInABlock(t *testing.T) {
	s := NewScene("turns", nil)
	var ts []*Transform
	for range coldBlock * 4 {
		ts = append(ts, s.NewEntity("e", nil).Transform())
	}
	ts[0].SetRotation(1) // the first block
	i := 1
	allocs := testing.AllocsPerRun(coldBlock*3-2, func() {
		ts[i].SetRotation(1)
		i++
	})
	if allocs > 1.0/float64(coldBlock-8) {
		t.Fatalf("%.3f allocations a first turn, want one a block of %d", allocs, coldBlock)
	}
}
