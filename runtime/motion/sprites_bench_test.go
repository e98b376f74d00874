package motion_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// spriteGame is bench/compare's sprite game (sprites.go, newGriffSprites)
// without its renderers: n 26x37 sprites on an 800x600 screen, each with a
// Mover bouncing inside the screen, and a camera, settled by three steps.
func spriteGame(t testing.TB, n int) *runtime.Game {
	const screenW, screenH, spriteW, spriteH = 800, 600, 26, 37
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	r := griff.NewRand(7)
	bounds := griff.Box{Min: griff.V(0, 0), Max: griff.V(screenW-spriteW, screenH-spriteH)}
	for range n {
		e := s.NewEntity("S", nil)
		e.Transform().SetPosition(griff.V(r.FloatRange(0, screenW-spriteW), r.FloatRange(0, screenH-spriteH)))
		scenes.Add(e, visual.Sprite{Image: "gophers.jpg", Region: visual.Region{W: spriteW, H: spriteH}})
		scenes.Add(e, motion.Mover{Velocity: griff.V(r.FloatRange(-60, 60), r.FloatRange(-60, 60)), Bounds: bounds})
	}
	cam := s.NewEntity("Camera", nil)
	cam.Transform().SetPosition(griff.V(screenW/2, screenH/2))
	scenes.Add(cam, visual.Camera{})
	for range 3 {
		g.Step()
	}
	return g
}

// BenchmarkSpriteStep is the step case of bench/compare (step/griff): a step
// of the sprite game, per sprite.
func BenchmarkSpriteStep(b *testing.B) {
	for _, n := range []int{0, 10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			g := spriteGame(b, n)
			b.ReportAllocs()
			for b.Loop() {
				g.Step()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(max(n, 1)), "ns/entity")
		})
	}
}

func TestSpriteStepAllocatesNothing(t *testing.T) {
	g := spriteGame(t, 10_000)
	if allocs := testing.AllocsPerRun(20, g.Step); allocs != 0 {
		t.Errorf("a step of the sprite game at 10,000 sprites made %v allocations, want 0", allocs)
	}
}
