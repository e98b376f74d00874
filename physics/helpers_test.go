package physics_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// dt is one step at 60 steps a second, in whole nanoseconds as the world
// counts it (World.Step rounds to them).
const dt = 16_666_667e-9

// rig is a scene with a world, for tests.
type rig struct {
	t *testing.T
	s *scenes.Scene
	w *physics.World
}

func newRig(t testing.TB, opts physics.Options) *rig {
	s := scenes.NewScene("test", nil)
	r := &rig{s: s, w: physics.NewWorld(s, opts)}
	if tt, ok := t.(*testing.T); ok {
		r.t = tt
	}
	return r
}

// static adds an entity at pos with a Collider and no Body.
func (r *rig) static(name string, pos griff.Vec, shapes ...physics.Shape) *scenes.Entity {
	e := r.s.NewEntity(name, nil)
	e.Transform().SetPosition(pos)
	scenes.Add(e, physics.Collider{Shapes: shapes})
	return e
}

// body adds an entity at pos with a Body and a Collider.
func (r *rig) body(name string, pos griff.Vec, b physics.Body, shapes ...physics.Shape) *scenes.Entity {
	e := r.s.NewEntity(name, nil)
	e.Transform().SetPosition(pos)
	scenes.Add(e, b)
	if len(shapes) > 0 {
		scenes.Add(e, physics.Collider{Shapes: shapes})
	}
	return e
}

// floor adds a static floor 2000 wide and 20 high whose top is at y.
func (r *rig) floor(y float64) *scenes.Entity {
	return r.static("Floor", griff.V(0, y+10), physics.Box(2000, 20))
}

// step runs n steps the way the runtime does: BeginStep, then Step.
func (r *rig) step(n int) {
	for range n {
		r.s.BeginStep()
		r.w.Step(dt)
	}
}

func pos(e *scenes.Entity) griff.Vec { return e.Transform().Position() }

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }
