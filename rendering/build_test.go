package rendering_test

import (
	"fmt"
	"github.com/griffengine/griff/scenes/visual"
	"io/fs"
	"math"
	goruntime "runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// sprites adds n sprites in a deterministic scatter, in groups of 16 under a
// parent, with z from the given function and, with ysort, every fifth y-sorted,
// and a camera so some are culled.
func sprites(f *fixture, n int, z func(i int) float64, ysort bool) {
	r := griff.NewRand(7)
	var parent *scenes.Entity
	for i := range n {
		if i%16 == 0 {
			parent = f.entity(fmt.Sprint("G", i), nil, griff.V(r.FloatRange(-400, 400), r.FloatRange(-300, 300)))
		}
		e := f.entity("S", parent, griff.V(r.FloatRange(-50, 50), r.FloatRange(-50, 50)))
		e.Transform().SetRotation(r.FloatRange(-3, 3))
		scenes.Add(e, visual.Sprite{
			Image: []string{"ebiten.png", "runner.png", "tiles.png"}[i%3], Region: visual.Region{W: 16, H: 16},
			Pivot: griff.V(0.5, 0.5), DrawOrder: visual.DrawOrder{Z: z(i), YSort: ysort && i%5 == 0},
		})
	}
	scenes.Add(f.entity("Camera", nil, griff.V(0, 0)), visual.Camera{Zoom: visual.NewSmoothed(0.3)})
}

// mixed adds n entities of every kind: sprites, shapes and texts on five layers,
// z levels including NaN, -0, +0 and infinity, every third y-sorted, every 17th
// on the HUD, nine to a parent, and a zoomed-out camera so some are culled.
func mixed(f *fixture, n int) {
	r := griff.NewRand(3)
	zs := []float64{0, math.Copysign(0, -1), math.NaN(), 1, -1, math.Inf(1)}
	var parent *scenes.Entity
	for i := range n {
		if i%10 == 0 {
			parent = f.entity(fmt.Sprint("P", i), nil, griff.V(r.FloatRange(-300, 300), r.FloatRange(-200, 200)))
			continue
		}
		e := f.entity("S", parent, griff.V(r.FloatRange(-30, 30), r.FloatRange(-30, 30)))
		e.Transform().SetRotation(r.FloatRange(-3, 3))
		o := visual.DrawOrder{Layer: i%5 - 2, Z: zs[i%len(zs)], YSort: i%3 == 0, HUD: i%17 == 0}
		switch i % 9 {
		case 0:
			scenes.Add(e, visual.Shape{Size: griff.V(3, 3), DrawOrder: o})
		case 1:
			scenes.Add(e, visual.Text{Text: "ab", Size: 8, DrawOrder: o})
		default:
			scenes.Add(e, visual.Sprite{Image: []string{"ebiten.png", "runner.png", "tiles.png"}[i%3], Region: visual.Region{W: 16, H: 16}, DrawOrder: o})
		}
	}
	scenes.Add(f.entity("Camera", nil, griff.V(0, 0)), visual.Camera{Zoom: visual.NewSmoothed(0.5)})
}

func TestWorkersGiveTheSameList(t *testing.T) {
	var want string
	for _, w := range []int{1, 2, 16} {
		f := newFixture(t, w)
		mixed(f, 20000)
		f.settle()
		// Move everything during a step so the build interpolates.
		f.step(func(*runtime.Game) {
			for _, r := range f.s.Roots() {
				r.Transform().Move(griff.V(3, -2))
			}
		})
		got := f.build(0.3)
		f.r.Close()
		if len(f.list.Quads) < 4*rendering.ParallelMin {
			t.Fatalf("workers %d: only %d quads; the test must build in parallel", w, len(f.list.Quads))
		}
		if w == 1 {
			want = got
			continue
		}
		if got != want {
			t.Errorf("workers %d: list differs from the one built with 1 worker", w)
		}
	}
}

func TestEqualKeysKeepHierarchyOrder(t *testing.T) {
	f := newFixture(t, 2)
	// 3,000 sprites (a parallel pass) under 3 parents: all share layer, z and
	// world y, so they must come out in hierarchy order, which their x follows.
	// Culled sprites and a front and a back layer are mixed in.
	for p := range 3 {
		parent := f.entity(fmt.Sprint("P", p), nil, griff.V(float64(p*1000), 0))
		for i := range 1000 {
			o := visual.DrawOrder{YSort: true}
			switch i % 7 {
			case 3:
				o.Layer = 1
			case 5:
				o.Layer = -1
			}
			scenes.Add(f.entity("S", parent, griff.V(float64(i)/10, 50)), visual.Sprite{Image: "runner.png", Region: visual.Region{W: 1, H: 1}, DrawOrder: o})
		}
	}
	scenes.Add(f.entity("Camera", nil, griff.V(1500, 50)), visual.Camera{Zoom: visual.NewSmoothed(0.1)})
	f.settle()
	f.build(0)
	defer f.r.Close()
	if len(f.list.Quads) != 3000 {
		t.Fatalf("got %d quads, want 3000", len(f.list.Quads))
	}
	var layerOf = func(k int) int {
		switch (k % 1000) % 7 {
		case 3:
			return 1
		case 5:
			return -1
		}
		return 0
	}
	// Expected: every layer -1 sprite in hierarchy order, then layer 0, then 1.
	var want []int
	for _, l := range []int{-1, 0, 1} {
		for k := range 3000 {
			if layerOf(k) == l {
				want = append(want, k)
			}
		}
	}
	for i, q := range f.list.Quads {
		k := want[i]
		x := toPixels(q.Corners[0])[0]
		wx := (float64(k/1000*1000)+float64(k%1000)/10-1500)*0.1 + float64(screen.X)/2
		if math.Abs(x-wx) > 1e-2 {
			t.Fatalf("quad %d at x %v, want sprite %d at %v", i, x, k, wx)
		}
	}
}

func TestParallelBuildAllocatesNothing(t *testing.T) {
	f := newFixture(t, 2)
	sprites(f, 10000, func(i int) float64 { return float64(i % 3) }, true)
	scenes.Add(f.entity("Label", nil, griff.V(10, 10)), visual.Text{Text: "Score 1234", Size: 14, DrawOrder: visual.DrawOrder{HUD: true}})
	scenes.Add(f.entity("Name", nil, griff.V(10, 10)), visual.Text{Text: "Griff", Size: 10})
	f.settle()
	f.build(0.5)
	defer f.r.Close()
	if len(f.list.Quads) < 2*rendering.ParallelMin {
		t.Fatalf("only %d quads; the test must build in parallel", len(f.list.Quads))
	}
	if n := testing.AllocsPerRun(20, func() { f.r.Build(f.g, 0.5, &f.list) }); n != 0 {
		t.Errorf("a settled build of 10,000 sprites on 2 workers allocates %v times, want 0", n)
	}
}

// goroutinesDownTo waits (yielding 1,000 times, then sleeping a millisecond at
// a time for at most 10 s more, so helpers on a loaded machine get their turn;
// collecting garbage when gc is set) for the number of goroutines to fall to
// n, and returns the number.
func goroutinesDownTo(n int, gc bool) int {
	for i := range 11_000 {
		if gc {
			goruntime.GC()
		}
		if goruntime.NumGoroutine() <= n {
			break
		}
		if i < 1000 {
			goruntime.Gosched()
		} else {
			time.Sleep(time.Millisecond)
		}
	}
	return goruntime.NumGoroutine()
}

func TestHelpersEnd(t *testing.T) {
	build := func() *fixture {
		f := newFixture(t, 4)
		sprites(f, 5000, func(int) float64 { return 0 }, false)
		f.settle()
		f.build(0)
		return f
	}
	f := build()
	// 4 workers: the building goroutine and 3 helpers.
	running := goruntime.NumGoroutine()
	f.r.Close()
	if got := goroutinesDownTo(running-3, false); got > running-3 {
		t.Errorf("%d goroutines after Close, want at most %d", got, running-3)
	}
	// Build works again after Close, and a renderer dropped without Close ends
	// its helpers once it is collected.
	f.build(0)
	f.r.Close()
	f = build()
	running = goruntime.NumGoroutine()
	f = nil
	if got := goroutinesDownTo(running-3, true); got > running-3 {
		t.Errorf("%d goroutines after dropping the renderer, want at most %d", got, running-3)
	}
}

func TestSettledBuildAllocatesNothing(t *testing.T) {
	f := newFixture(t, 1)
	cells := make([]int, 40*40)
	for i := range cells {
		cells[i] = i % 5
	}
	scenes.Add(f.entity("Map", nil, griff.V(-300, -300)), visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 40, Cells: cells})
	for i := range 50 {
		e := f.entity("S", nil, griff.V(float64(i*7%300), float64(i*13%200)))
		scenes.Add(e, visual.Sprite{Image: "runner.png", Region: visual.Region{W: 32, H: 32}, DrawOrder: visual.DrawOrder{Z: float64(i % 4), YSort: true}})
	}
	scenes.Add(f.entity("Label", nil, griff.V(10, 10)), visual.Text{Text: "Score 1234", Size: 14, DrawOrder: visual.DrawOrder{HUD: true}})
	scenes.Add(f.entity("Ring", nil, griff.V(50, 50)), visual.Shape{Kind: visual.ShapeCircle, Radius: 9, Outline: 2})
	cam := f.entity("Camera", nil, griff.V(100, 100))
	scenes.Add(cam, visual.Camera{Zoom: visual.NewSmoothed(1.5), Viewport: visual.Viewport{W: 1, H: 0.8}})
	f.settle()
	f.build(0.5)
	if n := testing.AllocsPerRun(50, func() { f.r.Build(f.g, 0.5, &f.list) }); n != 0 {
		t.Errorf("a settled build allocates %v times, want 0", n)
	}
	// Moving things (interpolated) allocates nothing either.
	f.step(func(*runtime.Game) { cam.Transform().Move(griff.V(5, 5)) })
	if n := testing.AllocsPerRun(50, func() { f.r.Build(f.g, 0.5, &f.list) }); n != 0 {
		t.Errorf("a build with a moving camera allocates %v times, want 0", n)
	}
}

// countFS counts the files opened through it.
type countFS struct {
	fs.FS
	opens atomic.Int32
}

func (c *countFS) Open(name string) (fs.File, error) {
	c.opens.Add(1)
	return c.FS.Open(name)
}

func TestImageSizeReadOnce(t *testing.T) {
	f := newFixture(t, 1)
	assets := &countFS{FS: images(t)}
	f.r = rendering.NewRenderer(rendering.Options{Assets: assets, Screen: screen})
	for i := range 3 {
		scenes.Add(f.entity("R", nil, griff.V(float64(i*10), 0)), visual.Sprite{Image: "runner.png"})
	}
	scenes.Add(f.entity("Missing", nil, griff.V(0, 0)), visual.Sprite{Image: "missing.png"})
	f.settle()
	for range 3 {
		f.build(0)
	}
	if got := assets.opens.Load(); got != 2 {
		t.Errorf("%d files opened for 2 paths over 4 builds, want 2", got)
	}
	q := f.list.Quads[0]
	w, h := toPixels(q.Corners[2]).Sub(toPixels(q.Corners[0])).Elem()
	if math.Abs(w-256) > 1e-3 || math.Abs(h-96) > 1e-3 {
		t.Errorf("runner.png drawn %v×%v, want its size 256×96", w, h)
	}
}
func TestReloadAssetsReadsAgain(t *testing.T) {
	f := newFixture(t, 1)
	assets := &countFS{FS: images(t)}
	f.r = rendering.NewRenderer(rendering.Options{Assets: assets, Screen: screen})
	scenes.Add(f.entity("R", nil, griff.V(0, 0)), visual.Sprite{Image: "runner.png"})
	f.settle()
	f.build(0)
	f.r.ReloadAssets()
	f.build(0)
	f.build(0)
	if got := assets.opens.Load(); got != 2 {
		t.Errorf("%d opens for one image over a reload, want 2", got)
	}
}
