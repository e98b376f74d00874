package rendering_test

import (
	"github.com/griffengine/griff/scenes/visual"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// dot adds a 1×1 shape to e, whose first corner is drawn at e's origin.
func dot(e *scenes.Entity) { scenes.Add(e, visual.Shape{Size: griff.V(1, 1)}) }

// at builds at blend and returns where the first quad's first corner is drawn, in
// pixels (world units: there is no camera).
func (f *fixture) at(t *testing.T, blend float64) griff.Vec {
	t.Helper()
	f.build(blend)
	if len(f.list.Quads) == 0 {
		t.Fatal("nothing drawn")
	}
	return toPixels(f.list.Quads[0].Corners[0])
}

func TestInterpolateChildOfMovedParent(t *testing.T) {
	f := newFixture(t, 1)
	p := f.entity("Parent", nil, griff.V(40, 40))
	c := f.entity("Child", p, griff.V(10, 0))
	dot(c)
	f.settle()
	f.step(func(*runtime.Game) {
		p.Transform().Move(griff.V(20, 0))
		p.Transform().SetRotation(0.5)
		c.Transform().Move(griff.V(0, 10))
	})
	for _, b := range []float64{0, 0.5, 1} {
		pw := griff.TRS(griff.V(40+20*b, 40), 0.5*b, griff.V(1, 1))
		want := pw.Apply(griff.V(10, 10*b))
		if got := f.at(t, b); !near(got, want, 1e-3) {
			t.Errorf("blend %v: child drawn at %v, want %v", b, got, want)
		}
	}
}

func TestNoInterpolationForJumps(t *testing.T) {
	tests := []struct {
		name string
		// change is run during a step on the entity drawn (which has a parent at
		// (100, 50) and sits at (10, 10) in it); it returns the entity to look at.
		change func(f *fixture, e *scenes.Entity) *scenes.Entity
		want   griff.Vec
	}{
		{"teleport", func(f *fixture, e *scenes.Entity) *scenes.Entity {
			e.Transform().Teleport(griff.V(20, 10))
			return e
		}, griff.V(120, 60)},
		{"new entity", func(f *fixture, e *scenes.Entity) *scenes.Entity {
			scenes.Remove[visual.Shape](e)
			n := f.s.NewEntity("New", e.Parent())
			n.Transform().SetPosition(griff.V(30, 0))
			dot(n)
			return n
		}, griff.V(130, 50)},
		{"reparent", func(f *fixture, e *scenes.Entity) *scenes.Entity {
			e.SetParent(nil)
			return e
		}, griff.V(10, 10)},
		{"big move", func(f *fixture, e *scenes.Entity) *scenes.Entity {
			e.Transform().Move(griff.V(46, 0)) // a quarter of 180 px is 45
			return e
		}, griff.V(156, 60)},
		{"turn over 90 degrees", func(f *fixture, e *scenes.Entity) *scenes.Entity {
			e.Transform().SetPosition(griff.V(12, 10))
			e.Transform().SetRotation(1.6)
			return e
		}, griff.V(112, 60)},
		{"flip", func(f *fixture, e *scenes.Entity) *scenes.Entity {
			e.Transform().SetPosition(griff.V(12, 10))
			e.Transform().SetScale(griff.V(-1, 1))
			return e
		}, griff.V(112, 60)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, 1)
			p := f.entity("Parent", nil, griff.V(100, 50))
			e := f.entity("E", p, griff.V(10, 10))
			dot(e)
			f.settle()
			f.step(func(*runtime.Game) { tc.change(f, e) })
			for _, b := range []float64{0, 0.5} {
				if got := f.at(t, b); !near(got, tc.want, 1e-3) {
					t.Errorf("blend %v: drawn at %v, want %v (where it is)", b, got, tc.want)
				}
			}
		})
	}
}

func TestSmallMoveIsInterpolated(t *testing.T) {
	// The counterpart of the jumps: the same moves, smaller, are drawn between.
	f := newFixture(t, 1)
	e := f.entity("E", nil, griff.V(100, 50))
	dot(e)
	f.settle()
	f.step(func(*runtime.Game) { e.Transform().Move(griff.V(44, 0)) })
	if got, want := f.at(t, 0.5), griff.V(122, 50); !near(got, want, 1e-3) {
		t.Errorf("drawn at %v, want %v", got, want)
	}
}

func TestFirstFrameOfSceneIsDrawnAsIs(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("E", nil, griff.V(100, 50))
	dot(e)
	f.g.Step()
	f.step(func(*runtime.Game) { e.Transform().Move(griff.V(10, 0)) })
	// The renderer sees the scene for the first time: everything is where it is.
	if got, want := f.at(t, 0.5), griff.V(110, 50); !near(got, want, 1e-3) {
		t.Errorf("first frame: drawn at %v, want %v", got, want)
	}
	// On the next step the same move is drawn between.
	f.step(func(*runtime.Game) { e.Transform().Move(griff.V(10, 0)) })
	if got, want := f.at(t, 0.5), griff.V(115, 50); !near(got, want, 1e-3) {
		t.Errorf("next step: drawn at %v, want %v", got, want)
	}
}

func TestSmoothedTint(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("E", nil, griff.V(0, 0))
	sp := scenes.Add(e, visual.Sprite{Image: "ebiten.png", Tint: visual.NewSmoothed(griff.RGB(1, 1, 1))})
	f.settle()
	f.step(func(g *runtime.Game) { sp.Tint.Set(g.Clock().Tick(), griff.RGBA(0, 0, 0, 1)) })
	for _, tc := range []struct {
		blend float64
		want  float32
	}{{0, 1}, {0.5, 0.5}, {1, 0}} {
		f.build(tc.blend)
		if got := f.list.Quads[0].Tint.R; got != tc.want {
			t.Errorf("blend %v: tint red %v, want %v", tc.blend, got, tc.want)
		}
	}
	f.g.Step() // not set during this step: drawn as it is
	f.build(0)
	if got := f.list.Quads[0].Tint.R; got != 0 {
		t.Errorf("a step later: tint red %v, want 0", got)
	}
}

// TestInterpolateMoveOfTurnedScaled checks a move alone of a turned and scaled
// entity (drawn from its local matrix with the position between, not through
// griff.TRS): the corner of a 1×1 shape at (1, 1) is where TRS puts it.
func TestInterpolateMoveOfTurnedScaled(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("E", nil, griff.V(40, 40))
	e.Transform().SetRotation(0.7)
	e.Transform().SetScale(griff.V(2, 3))
	scenes.Add(e, visual.Shape{Size: griff.V(1, 1), Pivot: griff.V(-1, -1)})
	f.settle()
	f.step(func(*runtime.Game) { e.Transform().Move(griff.V(20, -10)) })
	for _, b := range []float64{0, 0.25, 0.5, 1} {
		want := griff.TRS(griff.V(40+20*b, 40-10*b), 0.7, griff.V(2, 3)).Apply(griff.V(1, 1))
		if got := f.at(t, b); !near(got, want, 1e-4) {
			t.Errorf("blend %v: drawn at %v, want %v", b, got, want)
		}
	}
}
