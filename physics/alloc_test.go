package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

func TestSyncMakesNoGarbage(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	for i := range 50 {
		r.body("Box", griff.V(float64(i)*30, 0), physics.Body{LinearDamping: 0.5}, physics.Box(20, 20))
	}
	plat := r.body("Platform", griff.V(0, 300), physics.Body{Kind: physics.BodyKinematic}, physics.Box(100, 10))
	r.step(10)
	allocs := testing.AllocsPerRun(100, func() {
		plat.Transform().Move(griff.V(0.5, 0))
		scenes.Get[physics.Body](plat).Velocity = griff.V(1, 0)
		r.w.Sync()
	})
	if allocs != 0 {
		t.Errorf("Sync of a settled scene made %v allocations, want 0", allocs)
	}
	var hits []physics.Hit
	allocs = testing.AllocsPerRun(100, func() {
		hits = r.w.OverlapPoint(griff.V(0, 505), physics.Filter{}, hits[:0])
	})
	if len(hits) != 1 || allocs > 6 {
		t.Errorf("OverlapPoint found %d, made %v allocations, want 1 hit and at most 6 (cp's callback API boxes its context)", len(hits), allocs)
	}
}
