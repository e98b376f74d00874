package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// boxPile builds a scene of n 16x16 boxes stacked in columns of 20 on a floor,
// already stepped for settle steps.
func boxPile(b *testing.B, n, settle int) (*scenes.Scene, *physics.World) {
	return boxPileOpts(b, n, settle, physics.Options{NoSleep: true})
}

func boxPileOpts(b *testing.B, n, settle int, opts physics.Options) (*scenes.Scene, *physics.World) {
	s := scenes.NewScene("pile", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 1010))
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(8000, 20)}})
	for i := range n {
		e := s.NewEntity("Box", nil)
		e.Transform().SetPosition(griff.V(float64(i/20)*24, 990-float64(i%20)*17))
		scenes.Add(e, physics.Body{})
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(16, 16)}})
	}
	w := physics.NewWorld(s, opts)
	for range settle {
		s.BeginStep()
		w.Step(dt)
	}
	return s, w
}

// BenchmarkStep_1000Bodies steps a settled pile of 1000 boxes (50 stacks of
// 20), sleeping off so every body is solved every step.
func BenchmarkStep_1000Bodies(b *testing.B) {
	s, w := boxPile(b, 1000, 60)
	b.ReportAllocs()
	for b.Loop() {
		s.BeginStep()
		w.Step(dt)
	}
}

// BenchmarkStep_1000BodiesAsleep steps the same pile after it has settled with
// sleeping on (the default): the cost of a level full of resting crates.
func BenchmarkStep_1000BodiesAsleep(b *testing.B) {
	s, w := boxPileOpts(b, 1000, 300, physics.Options{})
	b.ReportAllocs()
	for b.Loop() {
		s.BeginStep()
		w.Step(dt)
	}
}

// BenchmarkSync_1000Bodies measures the per-step scene read alone.
func BenchmarkSync_1000Bodies(b *testing.B) {
	_, w := boxPile(b, 1000, 1)
	b.ReportAllocs()
	for b.Loop() {
		w.Sync()
	}
}

func BenchmarkRaycast_1000Bodies(b *testing.B) {
	_, w := boxPile(b, 1000, 1)
	b.ReportAllocs()
	for b.Loop() {
		w.Raycast(griff.V(-100, 900), griff.V(700, 900), physics.Filter{})
	}
}
