package scenes

import (
	"fmt"
	"testing"
)

// BenchmarkJoinPosVel is bench/compare's join case (pos += vel over
// Join[Pos, Vel], 16-byte components, joinScene) beside its floor, the same loop over
// two plain columns as an archetype ECS (Ark) keeps them.
func BenchmarkJoinPosVel(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("join_%dk", n/1000), func(b *testing.B) {
			s := joinScene(n)
			posVelStep(s)
			for b.Loop() {
				posVelStep(s)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
		})
		b.Run(fmt.Sprintf("columns_%dk", n/1000), func(b *testing.B) {
			ps, vs := make([]hPos, n), make([]hVel, n)
			for i := range vs {
				ps[i].X, vs[i] = float64(i), hVel{X: 1, Y: 2}
			}
			for b.Loop() {
				columnsStep(ps, vs)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
		})
	}
}

// posVelStep is the loop BenchmarkJoinPosVel times, outside b.Loop (whose
// body's calls are not inlined).
func posVelStep(s *Scene) {
	for p, v := range Join[hPos, hVel](s) {
		p.X += v.X
		p.Y += v.Y
	}
}

// columnsStep is the floor's loop.
func columnsStep(ps []hPos, vs []hVel) {
	vs = vs[:len(ps)]
	for i := range ps {
		p, v := &ps[i], &vs[i]
		p.X += v.X
		p.Y += v.Y
	}
}
