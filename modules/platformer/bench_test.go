package platformer

import (
	"testing"

	"github.com/griffengine/griff/runtime"
)

// moduleSteps returns the module's step functions for g, in frame order, to run
// them without the rest of the frame.
func moduleSteps() []runtime.StepFunc {
	ps, as, is := &playerSystem{}, &actorSystem{}, &interactSystem{}
	return []runtime.StepFunc{ps.decide, as.decide, is.countDown, ps.bodies, as.bodies, ps.ground, is.touches, is.respawnAll}
}

// TestStepsMakeNoGarbage runs the module's steps on the test level 1
// once it has settled (the player running over coins, touching the floor) and
// counts allocations. The patrolling enemy is switched off: its raycasts go
// through physics.World.RaycastAll, which allocates inside physics and cp
// (about 6 allocations a ray with cp v2.1.0), not in this package.
func TestStepsMakeNoGarbage(t *testing.T) {
	g := newTemplateGame(t, "level1", templateScript())
	g.Scene().Find("Enemy1").SetActive(false)
	steps(g, 30)
	fns := moduleSteps()
	allocs := testing.AllocsPerRun(50, func() {
		for _, fn := range fns {
			fn(g)
		}
	})
	if allocs != 0 {
		t.Errorf("the module's steps make %v allocations a step, want 0", allocs)
	}
}

// BenchmarkTemplateStep measures whole steps (physics included) of the
// test level 1 with its 20 entities.
func BenchmarkTemplateStep_Level1(b *testing.B) {
	g := newTemplateGame(b, "level1", templateScript())
	steps(g, 60)
	for b.Loop() {
		if g.Clock().Tick() >= 480 { // stay in level 1
			b.StopTimer()
			g = newTemplateGame(b, "level1", templateScript())
			steps(g, 60)
			b.StartTimer()
		}
		g.Step()
	}
}

// BenchmarkModuleSteps_Level1 measures the module's own steps alone.
func BenchmarkModuleSteps_Level1(b *testing.B) {
	g := newTemplateGame(b, "level1", templateScript())
	steps(g, 120)
	fns := moduleSteps()
	for b.Loop() {
		for _, fn := range fns {
			fn(g)
		}
	}
}
