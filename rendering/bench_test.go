package rendering_test

import (
	"image"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
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
	c0 := cputime.Nanos()
	for b.Loop() {
		f.r.Build(f.g, 0.5, &f.list)
	}
	cpu := cputime.Nanos() - c0
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/sprite")
	b.ReportMetric(float64(cpu)/float64(b.N)/float64(n), "cpu-ns/sprite")
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

// benchMovers builds the frame of bench/compare's sprite case: n root entities,
// each a 26×37 region of gophers.jpg moved every step (so each is drawn between
// its last two places, or where it is at blend 1), with a motion.Mover too if
// mover is set (as there), a camera at the centre of an 800×600 screen;
// workers build it. It reports the time per sprite.
func benchMovers(b *testing.B, n, workers int, blend float64, mover ...bool) {
	benchMoversStepped(b, n, workers, blend, buildsInARow, mover...)
}

// How benchMoversStepped builds.
const (
	buildsInARow = iota // builds in a row
	stepFirst           // a step before each build
	flushFirst          // a step, then 64 MiB written over, before each build
)

// benchMoversStepped is benchMovers, with a step before each build unless
// how is buildsInARow, and the caches flushed too (64 MiB written) if it is
// flushFirst
// (untimed: cputime.Part times the build alone), as bench/compare times it.
func benchMoversStepped(b *testing.B, n, workers int, blend float64, how int, mover ...bool) {
	f := newFixture(b, workers)
	defer f.r.Close()
	moverScene(f, n, len(mover) > 0 && mover[0])
	f.g.Step()
	f.r.Build(f.g, blend, &f.list)
	if how != buildsInARow {
		// bench/compare's build1 row: the build of each step, right after it.
		var part cputime.Part
		var junk []byte
		if how == flushFirst {
			junk = make([]byte, 64<<20)
		}
		pass := func() {
			f.g.Step()
			for i := 0; i < len(junk); i += 64 {
				junk[i]++
			}
			part.Start()
			f.r.Build(f.g, blend, &f.list)
			part.Stop()
		}
		for b.Loop() {
			pass()
		}
		b.ReportMetric(float64(part.Wall().Nanoseconds())/float64(b.N)/float64(n), "ns/sprite")
		b.ReportMetric(float64(part.CPU().Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/sprite")
		part.Report(b)
		part.ReportAllocs(b, pass)
	} else {
		b.ReportAllocs()
		b.ResetTimer()
		c0 := cputime.Nanos()
		for b.Loop() {
			f.r.Build(f.g, blend, &f.list)
		}
		cpu := cputime.Nanos() - c0
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/sprite")
		b.ReportMetric(float64(cpu)/float64(b.N)/float64(n), "cpu-ns/sprite")
	}
	if len(f.list.Quads) != n {
		b.Fatalf("%d quads, want %d", len(f.list.Quads), n)
	}
	if held, undone := rendering.Fused(f.r); held == 0 || undone != 0 {
		b.Fatalf("%d builds with a fused walk, %d undone: want some, none", held, undone)
	}
}

func BenchmarkBuildMovers_10k(b *testing.B)           { benchMovers(b, 10_000, 1, 1) }
func BenchmarkBuildMovers_100k(b *testing.B)          { benchMovers(b, 100_000, 1, 1) }
func BenchmarkBuildMovers_10k_Blend(b *testing.B)     { benchMovers(b, 10_000, 1, 0.5) }
func BenchmarkBuildMovers_100k_Blend(b *testing.B)    { benchMovers(b, 100_000, 1, 0.5) }
func BenchmarkBuildMovers_100k_Workers2(b *testing.B) { benchMovers(b, 100_000, 2, 1) }

// BenchmarkBuildMovers_10k_Mover has a motion.Mover on each sprite entity, as
// bench/compare's game does: a component the walk passes over.
func BenchmarkBuildMovers_10k_Mover(b *testing.B) { benchMovers(b, 10_000, 1, 1, true) }

// BenchmarkBuildMoversStepped_10k_Mover and _100k_Mover time the build of
// each step right after the step (the step untimed), as bench/compare's
// build1 row does: what the step left in the caches, not a build's own.
func BenchmarkBuildMoversStepped_10k_Mover(b *testing.B) {
	benchMoversStepped(b, 10_000, 1, 1, stepFirst, true)
}

func BenchmarkBuildMoversStepped_100k_Mover(b *testing.B) {
	benchMoversStepped(b, 100_000, 1, 1, stepFirst, true)
}

// BenchmarkBuildMoversCold_10k_Mover and _100k_Mover flush the caches too
// before each build (64 MiB written, untimed), as bench/compare's rounds
// leave them for a size's build (the other size's cases, the pyramids).
func BenchmarkBuildMoversCold_10k_Mover(b *testing.B) {
	benchMoversStepped(b, 10_000, 1, 1, flushFirst, true)
}

func BenchmarkBuildMoversCold_100k_Mover(b *testing.B) {
	benchMoversStepped(b, 100_000, 1, 1, flushFirst, true)
}

// BenchmarkBuildMoversWalked_10k_Blend is BuildMovers_10k_Blend with an
// empty child under each sprite, so that the walk, not the flat walk's run
// of plain sprites, takes each root, drawing it between its last two places
// (frame.local).
func BenchmarkBuildMoversWalked_10k_Blend(b *testing.B) {
	const n = 10_000
	f := newFixture(b, 1)
	defer f.r.Close()
	f.r.SetScreen(image.Pt(800, 600))
	r := griff.NewRand(7)
	for range n {
		e := f.entity("S", nil, griff.V(r.FloatRange(0, 774), r.FloatRange(0, 563)))
		scenes.Add(e, visual.Sprite{Image: "gophers.jpg", Region: visual.Region{W: 26, H: 37}})
		f.entity("C", e, griff.V(0, 0))
	}
	scenes.Add(f.entity("Camera", nil, griff.V(400, 300)), visual.Camera{})
	f.settle()
	f.step(func(*runtime.Game) {
		for _, e := range f.s.Roots()[:n] {
			e.Transform().Move(griff.V(0.5, -0.25))
		}
	})
	f.r.Build(f.g, 0.5, &f.list)
	b.ReportAllocs()
	c0 := cputime.Nanos()
	for b.Loop() {
		f.r.Build(f.g, 0.5, &f.list)
	}
	cpu := cputime.Nanos() - c0
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/sprite")
	b.ReportMetric(float64(cpu)/float64(b.N)/float64(n), "cpu-ns/sprite")
	if len(f.list.Quads) != n {
		b.Fatalf("%d quads, want %d", len(f.list.Quads), n)
	}
}

// BenchmarkBuildTilemap_30k builds a 200×150 tilemap of 16-texel tiles (no
// empty cell) seen whole by a camera zoomed out to a quarter on 800×600:
// 30,000 tiles a frame. It reports the time per tile.
func BenchmarkBuildTilemap_30k(b *testing.B) {
	const w, h = 200, 150
	f := newFixture(b, 1)
	defer f.r.Close()
	f.r.SetScreen(image.Pt(800, 600))
	cells := make([]int, w*h)
	for i := range cells {
		cells[i] = 1 + i%300
	}
	scenes.Add(f.entity("Map", nil, griff.V(0, 0)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: w, Cells: cells})
	scenes.Add(f.entity("Camera", nil, griff.V(w*8, h*8)), visual.Camera{Zoom: visual.NewSmoothed(0.25)})
	f.settle()
	f.r.Build(f.g, 1, &f.list)
	b.ReportAllocs()
	c0 := cputime.Nanos()
	for b.Loop() {
		f.r.Build(f.g, 1, &f.list)
	}
	cpu := cputime.Nanos() - c0
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(w*h), "ns/tile")
	b.ReportMetric(float64(cpu)/float64(b.N)/(w*h), "cpu-ns/tile")
	if len(f.list.Quads) != w*h {
		b.Fatalf("%d quads, want %d", len(f.list.Quads), w*h)
	}
}

// BenchmarkBuildMovers_10k_TwoRenderers is BuildMoversStepped_10k_Mover with
// a second renderer drawing the same scene after each timed build, as
// bench/compare's rows of 1 and 2 workers have it: each renderer finds the
// sprites' image notes the other's.
func BenchmarkBuildMovers_10k_TwoRenderers(b *testing.B) {
	const n = 10_000
	f := newFixture(b, 1)
	defer f.r.Close()
	other := rendering.NewRenderer(rendering.Options{Assets: images(b), Workers: 2, Screen: image.Pt(800, 600)})
	defer other.Close()
	moverScene(f, n, true)
	var list2 drawlist.List
	var part cputime.Part
	pass := func() {
		f.g.Step()
		part.Start()
		f.r.Build(f.g, 1, &f.list)
		part.Stop()
		other.Build(f.g, 1, &list2)
	}
	pass()
	for b.Loop() {
		pass()
	}
	b.ReportMetric(float64(part.Wall().Nanoseconds())/float64(b.N)/n, "ns/sprite")
	b.ReportMetric(float64(part.CPU().Nanoseconds())/float64(b.N)/n, "cpu-ns/sprite")
	if len(f.list.Quads) != n || len(list2.Quads) != n {
		b.Fatalf("%d and %d quads, want %d", len(f.list.Quads), len(list2.Quads), n)
	}
}

// BenchmarkBuildText_10k builds 100 Texts of 100 letters each (10,000
// glyphs) on 800×600, at blend 1. It reports the time per glyph.
func BenchmarkBuildText_10k(b *testing.B) {
	const texts, letters = 100, 100
	f := newFixture(b, 1)
	defer f.r.Close()
	f.r.SetScreen(image.Pt(800, 600))
	line := ""
	for i := range letters {
		line += string(rune('a' + i%26))
	}
	for i := range texts {
		scenes.Add(f.entity("T", nil, griff.V(-390, float64(i*6-300))), visual.Text{Text: line, Size: 8})
	}
	scenes.Add(f.entity("Camera", nil, griff.V(0, 0)), visual.Camera{})
	f.settle()
	f.r.Build(f.g, 1, &f.list)
	b.ReportAllocs()
	c0 := cputime.Nanos()
	for b.Loop() {
		f.r.Build(f.g, 1, &f.list)
	}
	cpu := cputime.Nanos() - c0
	const glyphs = texts * letters
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/glyphs, "ns/glyph")
	b.ReportMetric(float64(cpu)/float64(b.N)/glyphs, "cpu-ns/glyph")
	if len(f.list.Quads) < glyphs/2 {
		b.Fatalf("%d quads, want about %d", len(f.list.Quads), glyphs)
	}
}

// BenchmarkBuildShapes_1k builds 500 filled circles (16 quads each) and 500
// outlined boxes (4 quads each) on 800×600, at blend 1. It reports the time
// per quad.
func BenchmarkBuildShapes_1k(b *testing.B) {
	f := newFixture(b, 1)
	defer f.r.Close()
	f.r.SetScreen(image.Pt(800, 600))
	for i := range 1000 {
		s := visual.Shape{Kind: visual.ShapeCircle, Radius: 9}
		if i%2 == 1 {
			s = visual.Shape{Kind: visual.ShapeBox, Size: griff.V(20, 12), Outline: 2}
		}
		scenes.Add(f.entity("S", nil, griff.V(float64(i%40*20-390), float64(i/40*24-290))), s)
	}
	scenes.Add(f.entity("Camera", nil, griff.V(0, 0)), visual.Camera{})
	f.settle()
	f.r.Build(f.g, 1, &f.list)
	quads := len(f.list.Quads)
	b.ReportAllocs()
	c0 := cputime.Nanos()
	for b.Loop() {
		f.r.Build(f.g, 1, &f.list)
	}
	cpu := cputime.Nanos() - c0
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(quads), "ns/quad")
	b.ReportMetric(float64(cpu)/float64(b.N)/float64(quads), "cpu-ns/quad")
	if want := 500*visual.CircleSegments/2 + 500*4; quads < want*9/10 {
		b.Fatalf("%d quads, want about %d (a few at the edges culled)", quads, want)
	}
}

// moverScene sets f's screen to 800×600 and fills its scene with n plain
// sprite roots, each a 26×37 region of gophers.jpg at a random place (seed
// 7), with a motion.Mover too if mover is set (drawn nothing), and a camera
// at the screen's centre; f's hook moves every sprite by its own random
// velocity each step, back every other step so the sprites stay on screen.
func moverScene(f *fixture, n int, mover bool) {
	f.r.SetScreen(image.Pt(800, 600))
	r := griff.NewRand(7)
	vel := make([]griff.Vec, n)
	for i := range n {
		e := f.entity("S", nil, griff.V(r.FloatRange(0, 774), r.FloatRange(0, 563)))
		scenes.Add(e, visual.Sprite{Image: "gophers.jpg", Region: visual.Region{W: 26, H: 37}})
		if mover {
			scenes.Add(e, motion.Mover{})
		}
		vel[i] = griff.V(r.FloatRange(-1, 1), r.FloatRange(-1, 1))
	}
	scenes.Add(f.entity("Camera", nil, griff.V(400, 300)), visual.Camera{})
	f.settle()
	roots := f.s.Roots()
	back := false
	f.hook = func(*runtime.Game) {
		for i, e := range roots[:n] {
			v := vel[i]
			if back {
				v = griff.V(-v[0], -v[1])
			}
			e.Transform().Move(v)
		}
		back = !back
	}
}
