package physics

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestHotMatchesRecords checks what steady rests on: after every step, each
// record whose hot bits are known holds in them what its fields say, through
// Bodies edited by game code (fixed rotation, NeverSleep, damping, gravity
// scale, each set and taken back) and restores into the same world and into
// a new one (records decoded with hot unknown, then set by the next sync).
func TestHotMatchesRecords(t *testing.T) {
	s := scenes.NewScene("hot", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	scenes.Add(floor, Collider{Shapes: []Shape{Box(400, 20)}})
	var boxes []*scenes.Entity
	for i := range 8 {
		e := s.NewEntity("Box", nil)
		e.Transform().SetPosition(griff.V(float64(i%4)*21-40, -10-float64(i/4)*20))
		scenes.Add(e, Body{})
		scenes.Add(e, Collider{Shapes: []Shape{Box(20, 20)}})
		boxes = append(boxes, e)
	}
	w := NewWorld(s, Options{})
	known := 0
	check := func(w *World, step int) {
		t.Helper()
		for _, r := range w.bodies {
			if r.kind != BodyDynamic {
				continue
			}
			if r.hot&hotKnown == 0 {
				t.Fatalf("step %d: %s's hot bits are not known after a step", step, r.e.Name())
			}
			known++
			want := *r
			want.setHot(w.opts.Gravity)
			if r.hot != want.hot {
				t.Fatalf("step %d: %s's hot bits are %05b, its fields say %05b", step, r.e.Name(), r.hot, want.hot)
			}
		}
	}
	edit := func(e *scenes.Entity, f func(b *Body)) { f(scenes.Get[Body](e)) }
	var snap []byte
	for step := range 160 {
		switch step {
		case 10:
			edit(boxes[0], func(b *Body) { b.FixedRotation = true })
			edit(boxes[1], func(b *Body) { b.NeverSleep = true })
			edit(boxes[2], func(b *Body) { b.LinearDamping = 0.5 })
			edit(boxes[3], func(b *Body) { b.GravityScale = 2 })
			edit(boxes[4], func(b *Body) { b.NoGravity = true })
		case 30:
			var err error
			if snap, err = w.AppendSnapshot(nil); err != nil {
				t.Fatal(err)
			}
		case 40:
			edit(boxes[0], func(b *Body) { b.FixedRotation = false })
			edit(boxes[1], func(b *Body) { b.NeverSleep = false })
			edit(boxes[2], func(b *Body) { b.LinearDamping = 0 })
			edit(boxes[3], func(b *Body) { b.GravityScale = 1 })
			edit(boxes[4], func(b *Body) { b.NoGravity = false })
		case 60:
			if err := w.RestoreSnapshot(snap); err != nil {
				t.Fatal(err)
			}
		case 100:
			w2 := NewWorld(s, Options{})
			if err := w2.RestoreSnapshot(snap); err != nil {
				t.Fatal(err)
			}
			w = w2
		}
		s.BeginStep()
		w.Step(1.0 / 60)
		check(w, step)
	}
	if known == 0 {
		t.Fatal("no dynamic record checked: the test shows nothing")
	}
}
