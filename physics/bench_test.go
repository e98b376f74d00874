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

// BenchmarkSeams steps 200 boxes resting on a floor of 400 tiles (every box
// touches seams, so every floor contact goes through the seam rule) and the
// same boxes on one long floor: the difference is the rule's cost.
func BenchmarkSeams(b *testing.B) {
	for _, tiles := range []bool{false, true} {
		name := "OneFloor"
		if tiles {
			name = "400Tiles"
		}
		b.Run(name, func(b *testing.B) {
			s := scenes.NewScene("tiles", nil)
			if tiles {
				for i := range 400 {
					e := s.NewEntity("Tile", nil)
					e.Transform().SetPosition(griff.V(8+16*float64(i), 8))
					scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(16, 16)}})
				}
			} else {
				e := s.NewEntity("Floor", nil)
				e.Transform().SetPosition(griff.V(3200, 8))
				scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(6400, 16)}})
			}
			for i := range 200 {
				e := s.NewEntity("Box", nil)
				e.Transform().SetPosition(griff.V(16+32*float64(i), -6.95))
				scenes.Add(e, physics.Body{Velocity: griff.V(100, 0), NeverSleep: true})
				scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(14, 14)}})
			}
			w := physics.NewWorld(s, physics.Options{})
			for range 10 {
				s.BeginStep()
				w.Step(dt)
			}
			b.ReportAllocs()
			for b.Loop() {
				s.BeginStep()
				w.Step(dt)
			}
		})
	}
}
