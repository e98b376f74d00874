package physics_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// The pyramid scene, shared by the Griff and raw cp builds so that both
// simulate the same thing: boxes of pyrBox world units, pyrGap apart in a row,
// each row resting on the one below, on a static floor whose top is at y=0.
// Material: DefaultFriction (0.7, so 0.49 between two boxes, cp multiplies),
// no restitution, DefaultDensity; DefaultIterations; gravity (0,
// DefaultGravityY). Box2D v3's "large pyramid" benchmark is the same shape
// with 1 m boxes (100 rows make 5,050 boxes).
const (
	pyrBox = 20.0
	pyrGap = 1.0
)

// pyrPlace returns the centre of box j (0 leftmost) of row i (0 at the
// bottom) of a pyramid of rows rows.
func pyrPlace(rows, i, j int) griff.Vec {
	n := rows - i
	x := (float64(j) - float64(n-1)/2) * (pyrBox + pyrGap)
	y := -pyrBox/2 - float64(i)*pyrBox
	return griff.V(x, y)
}

func pyrCount(rows int) int { return rows * (rows + 1) / 2 }

// pyrFloorSize is the floor's size: wider than the pyramid.
func pyrFloorSize(rows int) griff.Vec {
	return griff.V(float64(rows+4)*(pyrBox+pyrGap)*1.5, 20)
}

// griffPyramid builds the pyramid as a scene: boxes first (bottom row first,
// left to right), then the floor, and a world with opts.
func griffPyramid(rows int, opts physics.Options) (*scenes.Scene, *physics.World, []*scenes.Entity) {
	s := scenes.NewScene("pyramid", nil)
	boxes := make([]*scenes.Entity, 0, pyrCount(rows))
	for i := range rows {
		for j := range rows - i {
			e := s.NewEntity("Box", nil)
			e.Transform().SetPosition(pyrPlace(rows, i, j))
			scenes.Add(e, physics.Body{})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(pyrBox, pyrBox)}})
			boxes = append(boxes, e)
		}
	}
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	fs := pyrFloorSize(rows)
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(fs[0], fs[1])}})
	return s, physics.NewWorld(s, opts), boxes
}

// cpPyramid builds the same pyramid directly on cp, the way the World builds
// it (same order, so same shape ids; same shapes, material and space
// settings), without sleeping. It is what Griff's overhead is measured
// against.
func cpPyramid(rows int) (*cp.Space, []*cp.Body) {
	sp := cp.NewSpace()
	sp.Iterations = physics.DefaultIterations
	physics.SetCPTime(sp, griff.V(0, physics.DefaultGravityY))
	box := func(body *cp.Body, size griff.Vec) {
		hw, hh := size[0]/2, size[1]/2
		verts := []cp.Vector{{X: -hw, Y: -hh}, {X: -hw, Y: hh}, {X: hw, Y: hh}, {X: hw, Y: -hh}}
		sh := cp.NewPolyShape(body, 4, verts, cp.NewTransformRigid(cp.Vector{}, 0), 0)
		sh.SetFriction(physics.DefaultFriction)
		sh.SetElasticity(0)
		if body.GetType() == cp.BODY_DYNAMIC {
			sh.SetDensity(physics.DefaultDensity)
		}
		sh.SetFilter(cp.ShapeFilter{Group: 0, Categories: 1, Mask: cp.ALL_CATEGORIES})
		sp.AddShape(sh)
	}
	bodies := make([]*cp.Body, 0, pyrCount(rows))
	for i := range rows {
		for j := range rows - i {
			b := cp.NewBody(0, 0)
			p := pyrPlace(rows, i, j)
			b.SetAngle(0)
			b.SetPosition(cp.Vector{X: p[0], Y: p[1]})
			sp.AddBody(b)
			box(b, griff.V(pyrBox, pyrBox))
			bodies = append(bodies, b)
		}
	}
	floor := cp.NewStaticBody()
	floor.SetPosition(cp.Vector{X: 0, Y: 10})
	sp.AddBody(floor)
	box(floor, pyrFloorSize(rows))
	return sp, bodies
}

// TestPyramidSettlesAndSleeps drops nothing: a 10-row pyramid (55 boxes)
// built touching must hold its shape and fall asleep whole.
func TestPyramidSettlesAndSleeps(t *testing.T) {
	const rows = 10
	s, w, boxes := griffPyramid(rows, physics.Options{})
	asleepAt := -1
	for step := range 5 * 60 {
		s.BeginStep()
		w.Step(dt)
		all := true
		for _, e := range boxes {
			all = all && w.IsSleeping(e)
		}
		if all && asleepAt < 0 {
			asleepAt = step
		}
	}
	if asleepAt < 0 {
		n := 0
		for _, e := range boxes {
			if !w.IsSleeping(e) {
				n++
			}
		}
		t.Fatalf("after 5 s %d of %d boxes are awake, want all asleep", n, len(boxes))
	}
	// cp's collision slop lets each box sink up to 0.1 into what holds it,
	// so the top of 10 rows may be 1 lower than built.
	const tol = 1.5
	k := 0
	for i := range rows {
		for j := range rows - i {
			e := boxes[k]
			k++
			want := pyrPlace(rows, i, j)
			got := pos(e)
			if d := got.Sub(want).Len(); d > tol || math.Abs(e.Transform().Rotation()) > 0.01 {
				t.Errorf("row %d box %d at %v rotated %v, want within %v of %v and upright", i, j, got, e.Transform().Rotation(), tol, want)
			}
		}
	}
	t.Logf("all %d boxes asleep after %d steps", len(boxes), asleepAt+1)
}

// TestPyramidMatchesCP checks that the benchmark compares like with like:
// the Griff pyramid and the raw cp pyramid give the same bits step by step.
func TestPyramidMatchesCP(t *testing.T) {
	const rows = 12
	s, w, boxes := griffPyramid(rows, physics.Options{NoSleep: true})
	sp, bodies := cpPyramid(rows)
	for step := range 120 {
		s.BeginStep()
		w.Step(dt)
		sp.Step(physics.CPStep(dt))
		for i, e := range boxes {
			p := bodies[i].Position()
			if got, want := pos(e), griff.V(p.X, p.Y); got != want || e.Transform().Rotation() != bodies[i].Angle() {
				t.Fatalf("step %d box %d: Griff at %v rot %v, cp at %v rot %v, want the same bits", step, i, got, e.Transform().Rotation(), want, bodies[i].Angle())
			}
		}
	}
	if y := pos(boxes[len(boxes)-1])[1]; y > -float64(rows-1)*pyrBox {
		t.Errorf("top box at y=%v, want the pyramid standing (not above %v)", y, -float64(rows-1)*pyrBox)
	}
}

// TestPyramidStepAllocs checks that a steady Griff step allocates nothing
// beyond cp's step of the same pyramid: ordinary pairs have no collision
// handler, so cp v2.1.0 makes no extra handler look-ups (each of which
// allocates). cp's own count varies a little from run to run (its arbiter
// sync.Pool is emptied by garbage collections), hence the 1% allowance.
func TestPyramidStepAllocs(t *testing.T) {
	const rows = 20
	s, w, _ := griffPyramid(rows, physics.Options{NoSleep: true})
	sp, _ := cpPyramid(rows)
	for range 30 {
		s.BeginStep()
		w.Step(dt)
		sp.Step(physics.CPStep(dt))
	}
	g := testing.AllocsPerRun(20, func() {
		s.BeginStep()
		w.Step(dt)
	})
	c := testing.AllocsPerRun(20, func() { sp.Step(physics.CPStep(dt)) })
	pairs := len(w.Touches())
	if g > c*1.01 {
		t.Errorf("a steady Griff step of %d boxes made %v allocations, cp alone %v; want at most cp's + 1%% (%d touching pairs)", pyrCount(rows), g, c, pairs)
	}
	t.Logf("%d boxes, %d touching pairs: Griff %v allocations a step, cp %v", pyrCount(rows), pairs, g, c)
}

// benchPyramid steps a pyramid of rows rows, Griff and raw cp, as
// sub-benchmarks. Sleeping is off in both (every body is solved every step,
// the steady cost); each is first stepped 30 times (outside the timing) so the
// contacts exist and warm starting has settled. Besides ns/op each reports
// cpu-ns/op, the process's CPU time per step (see cpuNanos).
func benchPyramid(b *testing.B, rows int) {
	const settle = 30
	b.Run("Griff", func(b *testing.B) {
		s, w, _ := griffPyramid(rows, physics.Options{NoSleep: true})
		for range settle {
			s.BeginStep()
			w.Step(dt)
		}
		b.ReportAllocs()
		start, n := cputime.Nanos(), 0
		for b.Loop() {
			s.BeginStep()
			w.Step(dt)
			n++
		}
		b.ReportMetric(float64(cputime.Nanos()-start)/float64(n), "cpu-ns/op")
	})
	b.Run("CP", func(b *testing.B) {
		sp, _ := cpPyramid(rows)
		for range settle {
			sp.Step(physics.CPStep(dt))
		}
		b.ReportAllocs()
		start, n := cputime.Nanos(), 0
		for b.Loop() {
			sp.Step(physics.CPStep(dt))
			n++
		}
		b.ReportMetric(float64(cputime.Nanos()-start)/float64(n), "cpu-ns/op")
	})
}

// BenchmarkPyramid_820 steps a 40-row pyramid (820 boxes).
func BenchmarkPyramid_820(b *testing.B) { benchPyramid(b, 40) }

// BenchmarkPyramid_5050 steps a 100-row pyramid (5,050 boxes), the size of
// Box2D v3's large pyramid benchmark.
func BenchmarkPyramid_5050(b *testing.B) { benchPyramid(b, 100) }
