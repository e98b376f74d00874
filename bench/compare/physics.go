package main

import (
	"github.com/jakecoffman/cp/v2"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// The pyramid of physics/pyramid_test.go: boxes of 20 world units, 1 apart,
// rows rows (40: 820 boxes, 100: 5,050), on a static floor; sleeping off so every
// body is solved every step.
const (
	pyrBox = 20.0
	pyrGap = 1.0
	pyrDt  = 1.0 / 60
)

func pyrPlace(rows, i, j int) griff.Vec {
	n := rows - i
	return griff.V((float64(j)-float64(n-1)/2)*(pyrBox+pyrGap), -pyrBox/2-float64(i)*pyrBox)
}

func pyrFloor(rows int) griff.Vec { return griff.V(float64(rows+4)*(pyrBox+pyrGap)*1.5, 20) }

// griffPyramid is the pyramid as a scene stepped by a physics.World.
type griffPyramid struct {
	s *scenes.Scene
	w *physics.World
}

func newGriffPyramid(rows int) *griffPyramid {
	s := scenes.NewScene("pyramid", nil)
	for i := range rows {
		for j := range rows - i {
			e := s.NewEntity("Box", nil)
			e.Transform().SetPosition(pyrPlace(rows, i, j))
			scenes.Add(e, physics.Body{})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(pyrBox, pyrBox)}})
		}
	}
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	fs := pyrFloor(rows)
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(fs[0], fs[1])}})
	p := &griffPyramid{s: s, w: physics.NewWorld(s, physics.Options{NoSleep: true})}
	for range 30 {
		p.step()
	}
	return p
}

func (p *griffPyramid) step() {
	p.s.BeginStep()
	p.w.Step(pyrDt)
}

// newCPPyramid builds the same pyramid on a raw cp space with the same settings
// (iterations, gravity, friction, density, no elasticity, no sleeping, steps of
// 1/60 s) in cp's own time unit, seconds. Griff runs cp in nanoseconds with a
// per-nanosecond collision bias equal to cp's default per second and a bounding-box
// velocity function in seconds (physics/cptime.go, spring.go), so the physics is the
// same; those two settings are unexported, and cp's defaults in seconds are what
// they reproduce.
func newCPPyramid(rows int) *cp.Space {
	sp := cp.NewSpace()
	sp.Iterations = physics.DefaultIterations
	sp.SetGravity(cp.Vector{Y: physics.DefaultGravityY})
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
	for i := range rows {
		for j := range rows - i {
			b := cp.NewBody(0, 0)
			p := pyrPlace(rows, i, j)
			b.SetPosition(cp.Vector{X: p[0], Y: p[1]})
			sp.AddBody(b)
			box(b, griff.V(pyrBox, pyrBox))
		}
	}
	floor := cp.NewStaticBody()
	floor.SetPosition(cp.Vector{X: 0, Y: 10})
	sp.AddBody(floor)
	box(floor, pyrFloor(rows))
	for range 30 {
		sp.Step(pyrDt)
	}
	return sp
}

// cpSpace is a raw cp pyramid.
type cpSpace struct{ sp *cp.Space }

// step steps the space by 1/60 s.
func (c *cpSpace) step() { c.sp.Step(pyrDt) }
