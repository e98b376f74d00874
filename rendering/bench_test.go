package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
)

// benchBuild builds a settled scene of n sprites (scattered, some under moving
// parents when moving is set) and reports the time per sprite.
func benchBuild(b *testing.B, n, workers int, z func(i int) float64, moving bool) {
	ysort := z(0) != z(1)
	f := newFixture(b, workers)
	sprites(f, n, z, ysort)
	f.settle()
	if moving {
		f.step(func(*runtime.Game) {
			for _, r := range f.s.Roots() {
				r.Transform().Move(griff.V(1, 1))
			}
		})
	}
	f.r.Build(f.g, 0.5, &f.list)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		f.r.Build(f.g, 0.5, &f.list)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/sprite")
	b.ReportMetric(float64(len(f.list.Quads)), "quads")
}

// mixedZ puts sprites on three z levels, and every fifth is y-sorted, so the
// pass must be sorted.
func mixedZ(i int) float64 { return float64(i * 7 % 3) }

// sameZ keeps hierarchy order: with no y-sorting the pass is already in order.
func sameZ(int) float64 { return 0 }

func BenchmarkBuild_10k(b *testing.B)           { benchBuild(b, 10_000, 1, mixedZ, false) }
func BenchmarkBuild_100k(b *testing.B)          { benchBuild(b, 100_000, 1, mixedZ, false) }
func BenchmarkBuild_100k_Workers2(b *testing.B) { benchBuild(b, 100_000, 2, mixedZ, false) }
func BenchmarkBuild_10k_Moving(b *testing.B)    { benchBuild(b, 10_000, 1, mixedZ, true) }

// BenchmarkBuildSorted is a scene already in order: the sorter moves nothing.
func BenchmarkBuildSorted_10k(b *testing.B) { benchBuild(b, 10_000, 1, sameZ, false) }
