package rendering_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// fuseScene fills f's scene with n roots that a fused walk draws: plain
// sprites of three images (runs of one, and chunks of mixed ones), some
// tinted, flashed, pivoted, flipped, scaled or turned, some with a component
// that draws nothing, some out of the view, a few inactive or drawing nothing;
// a camera under a root that moves. It returns the roots that move.
func fuseScene(f *fixture, n int) (movers []*scenes.Entity, holder *scenes.Entity) {
	r := griff.NewRand(5)
	imgs := []string{"runner.png", "ebiten.png", "tiles.png"}
	for i := range n {
		e := f.entity(fmt.Sprint("S", i), nil, griff.V(r.FloatRange(-60, 380), r.FloatRange(-40, 220)))
		s := visual.Sprite{Image: imgs[0], Region: visual.Region{X: int32(i % 4), W: 10, H: 12}, DrawOrder: visual.DrawOrder{Layer: 1}}
		if i >= rendering.ChunkSize {
			s.Image = imgs[(i/7)%len(imgs)]
		}
		switch i % 9 {
		case 1:
			s.Tint.Snap(griff.Color{R: 0.5, G: 1, B: 0.25, A: 0.75})
		case 2:
			s.Pivot, s.FlipX, s.FlipY = griff.V(0.5, 0.25), true, true
		case 3:
			s.Flash, s.FlashAmount = griff.Color{R: 1, A: 1}, visual.NewSmoothed(0.5)
		case 4:
			s.Region = visual.Region{}
		case 5:
			e.Transform().SetRotation(0.3)
		case 6:
			e.Transform().SetScale(griff.V(2, -1))
		}
		scenes.Add(e, s)
		switch {
		case i%97 == 0:
			e.SetActive(false)
		case i%89 == 0:
			scenes.Remove[visual.Sprite](e)
		case i%3 == 0:
			scenes.Add(e, motion.Mover{})
		}
		if i%2 == 0 {
			movers = append(movers, e)
		}
	}
	holder = f.entity("Holder", nil, griff.V(100, 50))
	scenes.Add(f.entity("Camera", holder, griff.V(60, 40)), visual.Camera{})
	return append(movers, holder), holder
}

// TestFusedWalkIsOnePhase builds scenes the fused walk draws (fuse.go), on 1
// and 2 workers, still and moving, at several blends, and scenes changed so
// that a fused walk is tried and undone (a sprite on the HUD, a root with a
// child, a second camera, sprites out of order, a shape): each list must be
// the one-phase walk's, draw for draw, the fused walk must have held for the
// scene as made and been undone for each change, and a build allocates
// nothing.
func TestFusedWalkIsOnePhase(t *testing.T) {
	const n = 3000
	for _, workers := range []int{1, 2} {
		var fs [2]*fixture
		var movers [2][]*scenes.Entity
		var holders [2]*scenes.Entity
		for k := range fs {
			fs[k] = newFixture(t, workers)
			defer fs[k].r.Close()
			rendering.SetOnePhase(fs[k].r, k == 1)
			movers[k], holders[k] = fuseScene(fs[k], n)
		}
		compare := func(when string, blend float64) {
			t.Helper()
			if got, want := fs[0].build(blend), fs[1].build(blend); got != want {
				t.Fatalf("%d workers, %s, blend %v: the fused walk's list differs from the one-phase walk's", workers, when, blend)
			}
		}
		each := func(change func(k int)) { change(0); change(1) } // both scenes alike
		compare("first frame", 0.5)
		compare("first frame again", 0.5)
		each(func(k int) { fs[k].settle() })
		compare("settled", 0.3)
		if held, _ := rendering.Fused(fs[0].r); held == 0 {
			t.Fatalf("%d workers: no fused walk held", workers)
		}
		for step := range 3 {
			each(func(k int) {
				fs[k].step(func(*runtime.Game) {
					for j, e := range movers[k] {
						tr := e.Transform()
						switch j % 4 {
						case 0:
							tr.Move(griff.V(1.5, -0.75))
						case 1:
							tr.SetRotation(tr.Rotation() + 0.1)
						case 2:
							tr.SetScale(griff.V(1.25, 0.5))
						case 3:
							tr.Move(griff.V(-0.5, 2))
						}
					}
				})
			})
			for _, blend := range []float64{0, 0.25, 0.5, 1} {
				compare(fmt.Sprint("step ", step), blend)
			}
		}
		if n := testing.AllocsPerRun(10, func() { fs[0].r.Build(fs[0].g, 0.5, &fs[0].list) }); n != 0 {
			t.Errorf("%d workers: a fused build allocates %v times, want 0", workers, n)
		}
		// Changes that undo a fused walk, each made and then taken back.
		changes := fuseChanges(fs, holders)
		for _, c := range changes {
			_, undone := rendering.Fused(fs[0].r)
			each(c.do)
			compare(c.name, 0.5)
			compare(c.name+", again", 0.5)
			each(c.undo)
			compare(c.name+" taken back", 0.5)
			held, _ := rendering.Fused(fs[0].r)
			compare(c.name+" taken back, again", 0.5)
			held2, undone2 := rendering.Fused(fs[0].r)
			// With no camera, the whole screen's view is fused too; with
			// two, no fused walk is tried.
			wantUndone := uint64(1)
			if c.name == "no camera" || c.name == "a second camera" {
				wantUndone = 0
			}
			if undone2-undone != wantUndone || held2 != held+1 {
				t.Errorf("%d workers, %s: %d fused walks undone, %d held after taking it back; want %d, 1",
					workers, c.name, undone2-undone, held2-held, wantUndone)
			}
		}
	}
}

// fuseChange is a change to both scenes of TestFusedWalkIsOnePhase (k is the
// fixture's index), and its undoing.
type fuseChange struct {
	name     string
	do, undo func(k int)
}

// fuseChanges returns changes that undo a fused walk (or, for no camera, do
// not), for the scenes of fs made by fuseScene with camera holders holders.
func fuseChanges(fs [2]*fixture, holders [2]*scenes.Entity) []fuseChange {
	return []fuseChange{
		{"a sprite on the HUD", func(k int) { sprite(fs[k], 700).HUD = true }, func(k int) { sprite(fs[k], 700).HUD = false }},
		{"a root with a child", func(k int) {
			c := fs[k].entity("Child", fs[k].s.Roots()[1500], griff.V(2, 2))
			scenes.Add(c, visual.Sprite{Image: "runner.png", Region: visual.Region{W: 5, H: 5}})
		}, func(k int) { fs[k].s.Destroy(fs[k].s.Roots()[1500].Children()[0]) }},
		{"a second camera", func(k int) {
			scenes.Add(fs[k].entity("Camera2", nil, griff.V(0, 0)), visual.Camera{Viewport: visual.Viewport{W: 0.5, H: 0.5}})
		}, func(k int) { fs[k].s.Destroy(fs[k].s.Find("Camera2")) }},
		{"no camera", func(k int) { holders[k].SetActive(false) }, func(k int) { holders[k].SetActive(true) }},
		{"sprites out of order", func(k int) { sprite(fs[k], 2500).Layer = 0 }, func(k int) { sprite(fs[k], 2500).Layer = 1 }},
		{"a shape", func(k int) { scenes.Add(fs[k].s.Roots()[3], visual.Shape{Size: griff.V(4, 4)}) },
			func(k int) { scenes.Remove[visual.Shape](fs[k].s.Roots()[3]) }},
	}
}

// sprite returns the sprite of root i of f's scene.
func sprite(f *fixture, i int) *visual.Sprite {
	return scenes.Get[visual.Sprite](f.s.Roots()[i])
}

// TestFusedRunsIsOnePhase builds a scene of y-sorted sprites in order (Z
// rising in runs, so the layer key changes between runs), a column of them
// on the screen's middle (a corner at clip x 0, which the unturned sprites'
// short way refuses), with no camera, still and moving: the fused walk's
// list must be the one-phase walk's at each blend, and the fused walk must
// hold.
func TestFusedRunsIsOnePhase(t *testing.T) {
	const n = 1200
	var fs [2]*fixture
	for k := range fs {
		fs[k] = newFixture(t, 1)
		defer fs[k].r.Close()
		rendering.SetOnePhase(fs[k].r, k == 1)
		for i := range n {
			x := 160.0 // the middle of the 320-wide screen: clip x 0
			if i%3 != 0 {
				x = float64(i%300) - 20
			}
			e := fs[k].entity(fmt.Sprint("S", i), nil, griff.V(x, float64(i)*0.25-40))
			s := visual.Sprite{Image: "runner.png", Region: visual.Region{W: 8, H: 8},
				DrawOrder: visual.DrawOrder{Layer: 2, Z: float64(i / 100), YSort: true}}
			if i%11 == 0 {
				s.Pivot = griff.V(0.5, 1)
			}
			scenes.Add(e, s)
		}
	}
	compare := func(when string, blend float64) {
		t.Helper()
		if got, want := fs[0].build(blend), fs[1].build(blend); got != want {
			t.Fatalf("%s, blend %v: the fused walk's list differs from the one-phase walk's", when, blend)
		}
	}
	compare("first frame", 1)
	for k := range fs {
		fs[k].settle()
	}
	compare("settled", 1)
	for step := range 2 {
		for k := range fs {
			fs[k].step(func(*runtime.Game) {
				for _, e := range fs[k].s.Roots() {
					e.Transform().Move(griff.V(0.5, 0.125))
				}
			})
		}
		for _, blend := range []float64{0, 0.5, 1} {
			compare(fmt.Sprint("step ", step), blend)
		}
	}
	if held, undone := rendering.Fused(fs[0].r); held < 5 || undone != 0 {
		t.Errorf("%d fused walks held, %d undone; want 5 or more, none", held, undone)
	}
}

// TestFusedOrderOwed builds roots in chunks of one image (uniform chunks,
// whose entries a fused walk leaves out of the order while it may hold) with
// the camera's root among them, then with a root in a later chunk given a
// child (walked in the second phase, drawing: the owed entries go in before
// its own), on 1 and 2 workers: each list must be the one-phase walk's, draw
// for draw, the fused walk holding without the child and undone with it.
func TestFusedOrderOwed(t *testing.T) {
	const n = 3*rendering.ChunkSize + 100
	for _, workers := range []int{1, 2} {
		var fs [2]*fixture
		for k := range fs {
			fs[k] = newFixture(t, workers)
			defer fs[k].r.Close()
			rendering.SetOnePhase(fs[k].r, k == 1)
			for i := range n {
				e := fs[k].entity(fmt.Sprint("S", i), nil, griff.V(float64(i%300), float64(i%170)))
				scenes.Add(e, visual.Sprite{Image: "runner.png", Region: visual.Region{X: int32(i % 5), W: 8, H: 8}})
				if i == rendering.ChunkSize+7 {
					scenes.Add(fs[k].entity("Camera", nil, griff.V(150, 90)), visual.Camera{})
				}
			}
		}
		compare := func(when string) {
			t.Helper()
			if got, want := fs[0].build(0.5), fs[1].build(0.5); got != want {
				t.Fatalf("%d workers, %s: the fused walk's list differs from the one-phase walk's", workers, when)
			}
		}
		compare("first frame")
		for k := range fs {
			fs[k].settle()
		}
		compare("settled")
		held, undone := rendering.Fused(fs[0].r)
		if held == 0 || undone != 0 {
			t.Fatalf("%d workers: %d fused walks held, %d undone; want some, none", workers, held, undone)
		}
		for k := range fs {
			c := fs[k].entity("Child", fs[k].s.Roots()[2*rendering.ChunkSize+50], griff.V(2, 2))
			scenes.Add(c, visual.Sprite{Image: "ebiten.png", Region: visual.Region{W: 5, H: 5}})
		}
		compare("a root with a child")
		compare("a root with a child, again")
		if _, undone2 := rendering.Fused(fs[0].r); undone2 != 1 {
			t.Errorf("%d workers: %d fused walks undone, want 1", workers, undone2)
		}
	}
}

// TestStillRunIsOnePhase builds, at blend 1 (every transform drawn as it is:
// stillRun's still frames) and between steps (its moved ones), roots of one image
// whose transforms and sprites try those loops' edges: scales of zero, -0, infinite or NaN (corners the short
// way refuses, taken the long way one at a time), a rotation of -0 or turned
// back to 0, a small turn, a pivot of -0, flips, an empty region, a tint, a
// corner at clip 0; the fused walk's list must be the one-phase walk's, draw
// for draw, still, moving and scaling, on 1 and 2 workers.
func TestStillRunIsOnePhase(t *testing.T) {
	const n = 2*rendering.ChunkSize + 300
	odd := []func(e *scenes.Entity, s *visual.Sprite){
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetScale(griff.V(math.Inf(1), 1)) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetScale(griff.V(1, math.NaN())) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetScale(griff.V(0, -0.0)) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetScale(griff.V(math.Copysign(0, -1), 2)) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetRotation(math.Copysign(0, -1)) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetRotation(1); e.Transform().SetRotation(0) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetRotation(0.2) },
		func(e *scenes.Entity, s *visual.Sprite) { s.Pivot = griff.V(math.Copysign(0, -1), 0.5) },
		func(e *scenes.Entity, s *visual.Sprite) { s.FlipX, s.FlipY = true, true },
		func(e *scenes.Entity, s *visual.Sprite) { s.Region = visual.Region{} },
		func(e *scenes.Entity, s *visual.Sprite) { s.Tint.Snap(griff.Color{R: 0.5, A: 0.5}) },
		func(e *scenes.Entity, s *visual.Sprite) { e.Transform().SetPosition(griff.V(160, 90)) }, // clip 0
	}
	for _, workers := range []int{1, 2} {
		var fs [2]*fixture
		for k := range fs {
			fs[k] = newFixture(t, workers)
			defer fs[k].r.Close()
			rendering.SetOnePhase(fs[k].r, k == 1)
			for i := range n {
				e := fs[k].entity(fmt.Sprint("S", i), nil, griff.V(float64(i%330)-5, float64(i%190)-5))
				s := visual.Sprite{Image: "runner.png", Region: visual.Region{X: int32(i % 3), W: 9, H: 7}}
				if i%5 == 0 {
					odd[(i/5)%len(odd)](e, &s)
				}
				scenes.Add(e, s)
			}
		}
		compare := func(when string) {
			t.Helper()
			for _, blend := range []float64{1, 0.5, 0} {
				if got, want := fs[0].build(blend), fs[1].build(blend); got != want {
					t.Fatalf("%d workers, %s, blend %v: the fused walk's list differs from the one-phase walk's", workers, when, blend)
				}
			}
		}
		compare("first frame")
		for k := range fs {
			fs[k].settle()
		}
		compare("settled")
		for step := range 2 {
			for k := range fs {
				fs[k].step(func(*runtime.Game) {
					for j, e := range fs[k].s.Roots() {
						if j%2 == 0 {
							e.Transform().Move(griff.V(0.5, -0.25))
						}
						if j%3 == 0 { // drawn between steps at a scale interpolated
							sc := e.Transform().Scale()
							e.Transform().SetScale(griff.V(sc[0]*1.25, sc[1]*0.75))
						}
					}
				})
			}
			compare(fmt.Sprint("step ", step))
		}
		if held, undone := rendering.Fused(fs[0].r); held < 9 || undone != 0 {
			t.Errorf("%d workers: %d fused walks held, %d undone; want 9 or more, none", workers, held, undone)
		}
	}
}

// TestTwoRenderersKeepTheRun has two renderers (1 and 2 workers) draw one
// scene of plain sprites in turn, as bench/compare does. Each sprite's image
// note is then the other renderer's, and the first phase must not send every
// sprite to the map of images for it (it wrote each sprite's note again, at
// twice the cost of the build): only the first sprite of a chunk may have
// its note written. Both lists must be the one-phase walk's, draw for draw.
func TestTwoRenderersKeepTheRun(t *testing.T) {
	const n = 3 * rendering.ChunkSize
	f := newFixture(t, 1)
	defer f.r.Close()
	var sprites []*visual.Sprite
	for i := range n {
		e := f.entity(fmt.Sprint("S", i), nil, griff.V(float64(i%330)-5, float64(i%190)-5))
		scenes.Add(e, visual.Sprite{Image: "runner.png", Region: visual.Region{X: int32(i % 3), W: 9, H: 7}})
		sprites = append(sprites, scenes.Get[visual.Sprite](e))
	}
	other := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 2, Screen: screen})
	defer other.Close()
	one := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 1, Screen: screen})
	defer one.Close()
	rendering.SetOnePhase(one, true)
	f.settle()
	var l2, l3 drawlist.List
	for round := range 4 {
		other.Build(f.g, 1, &l2)
		notes := make([]any, n)
		for i, s := range sprites {
			notes[i] = s.Memo.Note()
		}
		f.r.Build(f.g, 1, &f.list)
		written := 0
		for i, s := range sprites {
			if s.Memo.Note() != notes[i] {
				written++
			}
		}
		if round > 0 && written > n/rendering.ChunkSize {
			t.Errorf("round %d: %d sprites' notes written by a build after the other renderer's, want at most %d (a chunk's first)", round, written, n/rendering.ChunkSize)
		}
		one.Build(f.g, 1, &l3)
		if got, want := f.list.String(), l3.String(); got != want {
			t.Fatalf("round %d: the first renderer's list differs from the one-phase walk's", round)
		}
		if got, want := l2.String(), l3.String(); got != want {
			t.Fatalf("round %d: the second renderer's list differs from the one-phase walk's", round)
		}
		f.g.Step()
	}
	if held, undone := rendering.Fused(f.r); held == 0 || undone != 0 {
		t.Errorf("%d fused walks held, %d undone; want some, none", held, undone)
	}
}

// TestImpliedEntriesAreNotRead checks that the entries stillRun leaves
// unwritten (fuse's implied: sprites without YSort) are made, not read: with
// every root's entry spoiled before each build, the fused walk's list is the
// one-phase walk's, draw for draw, in chunks of one image and of two (taken
// in root by root), with the walk holding, undone (a sprite put on the HUD)
// and undone after a root walked in the second phase drew (the order paid
// before its entries), on 1 and 2 workers.
func TestImpliedEntriesAreNotRead(t *testing.T) {
	const n = 3*rendering.ChunkSize + 100
	for _, workers := range []int{1, 2} {
		var fs [2]*fixture
		var hud, late [2]*visual.Sprite
		for k := range fs {
			fs[k] = newFixture(t, workers)
			defer fs[k].r.Close()
			rendering.SetOnePhase(fs[k].r, k == 1)
			for i := range n {
				e := fs[k].entity(fmt.Sprint("S", i), nil, griff.V(float64(i%300), float64(i%170)))
				img := "runner.png"
				if i >= 2*rendering.ChunkSize && i%100 >= 60 {
					img = "ebiten.png" // chunks of two images
				}
				hud[k] = scenes.Add(e, visual.Sprite{Image: img, Region: visual.Region{X: int32(i % 5), W: 8, H: 8}})
				switch i {
				case rendering.ChunkSize + 7:
					scenes.Add(fs[k].entity("Camera", nil, griff.V(150, 90)), visual.Camera{})
				case 2*rendering.ChunkSize + 50: // a root walked in the second phase, drawing nothing yet
					p := fs[k].entity("Parent", nil, griff.V(20, 20))
					late[k] = scenes.Add(fs[k].entity("Child", p, griff.V(2, 2)),
						visual.Sprite{Region: visual.Region{W: 5, H: 5}})
				}
			}
		}
		compare := func(when string, held, undone uint64) {
			t.Helper()
			rendering.SpoilEntries(fs[0].r)
			if got, want := fs[0].build(1), fs[1].build(1); got != want {
				t.Fatalf("%d workers, %s: the fused walk's list differs from the one-phase walk's", workers, when)
			}
			if h, u := rendering.Fused(fs[0].r); h != held || u != undone {
				t.Fatalf("%d workers, %s: %d fused walks held, %d undone; want %d, %d", workers, when, h, u, held, undone)
			}
		}
		compare("first frame", 0, 0)
		for k := range fs {
			fs[k].settle()
		}
		h, _ := rendering.Fused(fs[0].r)
		compare("settled", h+1, 0)
		compare("settled, again", h+2, 0)
		for k := range fs {
			hud[k].HUD = true
			for _, e := range fs[k].s.Roots() { // records of an earlier build are stale
				e.Transform().Move(griff.V(1, 0.5))
			}
		}
		compare("a sprite on the HUD", h+2, 1)
		for k := range fs {
			hud[k].HUD = false
		}
		compare("off the HUD", h+2, 1)
		compare("off the HUD, again", h+3, 1)
		for k := range fs {
			late[k].Image = "ebiten.png"
		}
		compare("a walked root drawing", h+3, 2)
	}
}
