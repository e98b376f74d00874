package rendering_test

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// pairScene adds n plain sprite roots (images in runs of 300, so chunks of
// one image and of two), a root with a child (walked in the second phase)
// and a camera, moves them every step, and returns the sprites.
func pairScene(f *fixture, n int) []*visual.Sprite {
	r := griff.NewRand(11)
	names := []string{"ebiten.png", "runner.png", "tiles.png"}
	var out []*visual.Sprite
	for i := range n {
		e := f.entity("S", nil, griff.V(r.FloatRange(-150, 150), r.FloatRange(-80, 80)))
		scenes.Add(e, visual.Sprite{Image: names[i/300%3], Region: visual.Region{W: 16, H: 16}})
		s := scenes.Get[visual.Sprite](e)
		out = append(out, s)
		if i == n/2 {
			p := f.entity("P", nil, griff.V(5, 5))
			scenes.Add(f.entity("C", p, griff.V(1, 2)), visual.Sprite{Image: "runner.png"})
		}
	}
	scenes.Add(f.entity("Camera", nil, griff.V(0, 0)), visual.Camera{})
	roots := f.s.Roots()
	f.hook = func(*runtime.Game) {
		for _, e := range roots {
			e.Transform().Move(griff.V(0.5, -0.25))
		}
	}
	f.settle()
	return out
}

// owners counts the sprites whose note is each renderer's.
func owners(ss []*visual.Sprite, rs ...*rendering.Renderer) []int {
	n := make([]int, len(rs))
	for _, s := range ss {
		for k, r := range rs {
			if rendering.NoteOwner(s) == r {
				n[k]++
			}
		}
	}
	return n
}

// Two renderers drawing one scene in turn (bench/compare's build rows) keep
// one note a sprite: once each has found its images (the second's first
// build walks its sprites the long way, writing its notes), each adopts the
// other's rather than writing its own over them every build (which made both
// take the flat walk's long way), and each draws what a renderer drawing
// alone draws.
func TestTwoRenderersAdoptNotes(t *testing.T) {
	const n = 3000
	f := newFixture(t, 1)
	defer f.r.Close()
	ss := pairScene(f, n)
	r2 := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 2, Screen: screen})
	defer r2.Close()
	var l2 drawlist.List
	// Each round as bench/compare's: a step, renderer 1 builds twice,
	// renderer 2 once. From the second round on, no note changes.
	check := func(round int, who string) {
		t.Helper()
		if got := owners(ss, f.r, r2); round > 0 && got[1] != n {
			t.Fatalf("round %d, %s built: notes of renderer 1, 2: %v, want all %d renderer 2's", round, who, got, n)
		}
	}
	for round := range 12 {
		f.g.Step()
		f.build(1)
		check(round, "renderer 1")
		want := f.build(1)
		check(round, "renderer 1 again")
		r2.Build(f.g, 1, &l2)
		check(round, "renderer 2")
		if got := l2.String(); got != want {
			t.Fatalf("round %d: the 2-worker renderer's list differs from the 1-worker one's", round)
		}
	}
	// Built in turn, as settled, neither allocates.
	if a := testing.AllocsPerRun(3, func() {
		f.g.Step()
		f.r.Build(f.g, 1, &f.list)
		r2.Build(f.g, 1, &l2)
	}); a != 0 {
		t.Errorf("a step and a build by each renderer: %v allocations, want 0", a)
	}
	// A renderer drawing alone (one phase) draws the same.
	alone := rendering.NewRenderer(rendering.Options{Assets: images(t), Screen: screen})
	rendering.SetOnePhase(alone, true)
	var l3 drawlist.List
	alone.Build(f.g, 1, &l3)
	if l3.String() != l2.String() {
		t.Fatal("the list of a renderer drawing alone differs")
	}
}

// A renderer that stops drawing the scene (dropped by its host) is not held
// by the notes: the one drawing it writes its own from its ninth walk on
// (adoptWalks).
func TestDroppedRendererNotesReplaced(t *testing.T) {
	const n = 3000
	f := newFixture(t, 1)
	ss := pairScene(f, n)
	defer f.r.Close()
	r2 := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 2, Screen: screen})
	var l2 drawlist.List
	for range 2 {
		f.g.Step()
		f.build(1)
		r2.Build(f.g, 1, &l2)
	}
	if got := owners(ss, f.r, r2); got[1] != n {
		t.Fatalf("in turn: notes of renderer 1, 2: %v, want all renderer 2's", got)
	}
	r2.Close()         // dropped
	for k := range 8 { // renderer 2 walked during renderer 1's last 8 walks: adopted
		f.build(1)
		if got := owners(ss, f.r, r2); got[1] != n {
			t.Fatalf("build %d alone: notes of renderer 1, 2: %v, want all renderer 2's", k+1, got)
		}
	}
	f.build(1)
	if got := owners(ss, f.r, r2); got[0] != n {
		t.Fatalf("build 9 alone: notes of renderer 1, 2: %v, want all renderer 1's", got)
	}
}

// A renderer whose image of a path has another size (another game folder)
// adopts no note of it: it writes its own, and draws its own size.
func TestOtherSizeNotAdopted(t *testing.T) {
	const n = 3000
	f := newFixture(t, 1)
	defer f.r.Close()
	ss := pairScene(f, n)
	runner, err := fs.ReadFile(images(t), "runner.png")
	if err != nil {
		t.Fatal(err)
	}
	tiles, err := fs.ReadFile(images(t), "tiles.png")
	if err != nil {
		t.Fatal(err)
	}
	// ebiten.png is runner.png's 256×96 here; the others as they are.
	other := fstest.MapFS{"ebiten.png": {Data: runner}, "runner.png": {Data: runner}, "tiles.png": {Data: tiles}}
	r2 := rendering.NewRenderer(rendering.Options{Assets: other, Workers: 2, Screen: screen})
	defer r2.Close()
	alone := rendering.NewRenderer(rendering.Options{Assets: other, Screen: screen})
	rendering.SetOnePhase(alone, true)
	var l2, l3 drawlist.List
	for round := range 3 {
		f.g.Step()
		f.build(1)
		r2.Build(f.g, 1, &l2)
		own := 0
		for _, s := range ss {
			if rendering.NoteOwner(s) == r2 {
				own++
			}
		}
		if want := n / 300 / 3 * 300; own < want {
			t.Fatalf("round %d: %d notes renderer 2's, want at least its %d sprites of ebiten.png", round, own, want)
		}
	}
	alone.Build(f.g, 1, &l3)
	if l3.String() != l2.String() {
		t.Fatal("renderer 2's list differs from that of a renderer of its folder drawing alone")
	}
}
