package motion_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// movingGame returns a game with every built-in system whose scene has n
// entities with a Mover, a tenth of them children of others, settled by a few
// steps.
func movingGame(t testing.TB, n int) *runtime.Game {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	var parent *scenes.Entity
	for i := range n {
		var p *scenes.Entity
		if i%10 == 9 {
			p = parent
		}
		e := s.NewEntity("E", p)
		if p == nil {
			parent = e
		}
		e.Transform().SetPosition(griff.V(float64(i), 0))
		scenes.Add(e, motion.Mover{Velocity: griff.V(1, 2)})
	}
	for range 3 {
		g.Step()
	}
	return g
}

func TestSettledStepAllocatesNothing(t *testing.T) {
	g := movingGame(t, 10_000)
	if allocs := testing.AllocsPerRun(20, g.Step); allocs != 0 {
		t.Errorf("a step of a settled scene of 10,000 moving entities made %v allocations, want 0", allocs)
	}
}

func BenchmarkStep(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			g := movingGame(b, n)
			b.ReportAllocs()
			for b.Loop() {
				g.Step()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
		})
	}
}
