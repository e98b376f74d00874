package rendering_test

import (
	"fmt"
	"io/fs"
	"math"
	"sync/atomic"
	"testing"

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
		scenes.Add(e, rendering.Sprite{
			Image: []string{"ebiten.png", "runner.png", "tiles.png"}[i%3], Region: rendering.Region{W: 16, H: 16},
			Pivot: griff.V(0.5, 0.5), DrawOrder: rendering.DrawOrder{Z: z(i), YSort: ysort && i%5 == 0},
		})
	}
	scenes.Add(f.entity("Camera", nil, griff.V(0, 0)), rendering.Camera{Zoom: rendering.NewSmoothed(0.3)})
}

func TestWorkersGiveTheSameList(t *testing.T) {
	var want string
	for _, w := range []int{1, 2, 4} {
		f := newFixture(t, w)
		sprites(f, 5000, func(i int) float64 { return float64(i % 3) }, true)
		f.settle()
		// Move everything during a step so the build interpolates.
		f.step(func(*runtime.Game) {
			for _, r := range f.s.Roots() {
				r.Transform().Move(griff.V(3, -2))
			}
		})
		got := f.build(0.3)
		if len(f.list.Quads) < 2*rendering.ParallelMin {
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

func TestSettledBuildAllocatesNothing(t *testing.T) {
	f := newFixture(t, 1)
	cells := make([]int, 40*40)
	for i := range cells {
		cells[i] = i % 5
	}
	scenes.Add(f.entity("Map", nil, griff.V(-300, -300)), rendering.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 40, Cells: cells})
	for i := range 50 {
		e := f.entity("S", nil, griff.V(float64(i*7%300), float64(i*13%200)))
		scenes.Add(e, rendering.Sprite{Image: "runner.png", Region: rendering.Region{W: 32, H: 32}, DrawOrder: rendering.DrawOrder{Z: float64(i % 4), YSort: true}})
	}
	scenes.Add(f.entity("Label", nil, griff.V(10, 10)), rendering.Text{Text: "Score 1234", Size: 14, DrawOrder: rendering.DrawOrder{HUD: true}})
	scenes.Add(f.entity("Ring", nil, griff.V(50, 50)), rendering.Shape{Kind: rendering.ShapeCircle, Radius: 9, Outline: 2})
	cam := f.entity("Camera", nil, griff.V(100, 100))
	scenes.Add(cam, rendering.Camera{Zoom: rendering.NewSmoothed(1.5), Viewport: rendering.Viewport{W: 1, H: 0.8}})
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
		scenes.Add(f.entity("R", nil, griff.V(float64(i*10), 0)), rendering.Sprite{Image: "runner.png"})
	}
	scenes.Add(f.entity("Missing", nil, griff.V(0, 0)), rendering.Sprite{Image: "missing.png"})
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

func TestFloatKeyOrder(t *testing.T) {
	vals := []float32{float32(math.Inf(-1)), -1e30, -2, -1, -0.5, 0, 1e-30, 0.5, 1, 2, 1e30, float32(math.Inf(1))}
	for i := 1; i < len(vals); i++ {
		if a, b := rendering.FloatKey(vals[i-1]), rendering.FloatKey(vals[i]); a >= b {
			t.Errorf("floatKey(%v) = %#x, not below floatKey(%v) = %#x", vals[i-1], a, vals[i], b)
		}
	}
	if a, b := rendering.FloatKey(float32(math.Copysign(0, -1))), rendering.FloatKey(0); a != b {
		t.Errorf("floatKey(-0) = %#x, floatKey(0) = %#x, want equal", a, b)
	}
}

func TestSortKeyLayersFirst(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi rendering.DrawOrder
		loY    float64
		hiY    float64
	}{
		{"layer beats z", rendering.DrawOrder{Layer: -1, Z: 100}, rendering.DrawOrder{Layer: 0, Z: -100}, 0, 0},
		{"clamped layers", rendering.DrawOrder{Layer: -1000}, rendering.DrawOrder{Layer: -127}, 0, 0},
		{"z beats y", rendering.DrawOrder{Z: 1, YSort: true}, rendering.DrawOrder{Z: 2, YSort: true}, 500, -500},
		{"y", rendering.DrawOrder{YSort: true}, rendering.DrawOrder{YSort: true}, -3, 2},
		{"unsorted behind", rendering.DrawOrder{}, rendering.DrawOrder{YSort: true}, 5, -1e9},
	}
	for _, tc := range tests {
		if a, b := tc.lo.SortKey(tc.loY), tc.hi.SortKey(tc.hiY); a >= b {
			t.Errorf("%s: key %#x not below %#x", tc.name, a, b)
		}
	}
}

func TestReloadAssetsReadsAgain(t *testing.T) {
	f := newFixture(t, 1)
	assets := &countFS{FS: images(t)}
	f.r = rendering.NewRenderer(rendering.Options{Assets: assets, Screen: screen})
	scenes.Add(f.entity("R", nil, griff.V(0, 0)), rendering.Sprite{Image: "runner.png"})
	f.settle()
	f.build(0)
	f.r.ReloadAssets()
	f.build(0)
	f.build(0)
	if got := assets.opens.Load(); got != 2 {
		t.Errorf("%d opens for one image over a reload, want 2", got)
	}
}
