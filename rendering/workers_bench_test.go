package rendering_test

import (
	"image"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The bench-compare sprite scene (a motion.Mover on each root, blend 1) built
// in a row on 1 and 2 workers, for issue 20's "build 100000, 2 workers vs 1".
func BenchmarkBuildMovers_100k_Mover(b *testing.B)          { benchMovers(b, 100_000, 1, 1, true) }
func BenchmarkBuildMovers_100k_Mover_Workers2(b *testing.B) { benchMovers(b, 100_000, 2, 1, true) }
func BenchmarkBuildMovers_10k_Mover_Workers2(b *testing.B)  { benchMovers(b, 10_000, 2, 1, true) }

// benchPair builds bench/compare's 100k sprite scene as its row "build
// 100000, 2 workers vs 1" does: a renderer on 1 worker and one on 2, built one
// after the other (alternate) or each twice in a row, on the same scene.
func benchPair(b *testing.B, n int, alternate bool) {
	f := newFixture(b, 1)
	defer f.r.Close()
	f.r.SetScreen(image.Pt(800, 600))
	r2 := rendering.NewRenderer(rendering.Options{Assets: images(b), Workers: 2})
	defer r2.Close()
	r2.SetScreen(image.Pt(800, 600))
	var l2 drawlist.List
	rnd := griff.NewRand(7)
	for range n {
		e := f.entity("S", nil, griff.V(rnd.FloatRange(0, 774), rnd.FloatRange(0, 563)))
		scenes.Add(e, visual.Sprite{Image: "gophers.jpg", Region: visual.Region{W: 26, H: 37}})
		scenes.Add(e, motion.Mover{})
	}
	scenes.Add(f.entity("Camera", nil, griff.V(400, 300)), visual.Camera{})
	f.settle()
	f.g.Step()
	f.r.Build(f.g, 1, &f.list)
	r2.Build(f.g, 1, &l2)
	var p1, p2 cputime.Part
	for b.Loop() {
		if !alternate {
			f.r.Build(f.g, 1, &f.list)
		}
		p1.Start()
		f.r.Build(f.g, 1, &f.list)
		p1.Stop()
		if !alternate {
			r2.Build(f.g, 1, &l2)
		}
		p2.Start()
		r2.Build(f.g, 1, &l2)
		p2.Stop()
	}
	k := float64(b.N) * float64(n)
	b.ReportMetric(float64(p1.Wall().Nanoseconds())/k, "w1-ns/sprite")
	b.ReportMetric(float64(p2.Wall().Nanoseconds())/k, "w2-ns/sprite")
	b.ReportMetric(float64(p1.CPU().Nanoseconds())/k, "w1-cpu-ns/sprite")
	b.ReportMetric(float64(p2.CPU().Nanoseconds())/k, "w2-cpu-ns/sprite")
	b.ReportMetric(float64(p1.Wall())/float64(p2.Wall()), "speed-up")
	b.ReportMetric(float64(p2.CPU())/float64(p1.CPU()), "cpu-growth")
}

func BenchmarkBuildPair_100k_Alternate(b *testing.B) { benchPair(b, 100_000, true) }
func BenchmarkBuildPair_100k_Twice(b *testing.B)     { benchPair(b, 100_000, false) }
