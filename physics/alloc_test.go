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

// TestQueryAllocs counts each query kind's allocations on a warmed world of
// 50 boxes over a floor. None is 0: each goes through a cp query whose
// context escapes, and cp v2.1.0 has no form that does not. OverlapPoint
// goes through Space.BBQuery, which boxes its context and makes the method
// value space.bbQuery (3 a call). Raycast goes through Space.SegmentQuery:
// 1 a call for its context and 3 per candidate shape (cp's per-shape
// SegmentQueryInfo and PointQueryInfo escape); one candidate here.
// OverlapCircle and OverlapBox build their query shape (cp.NewCircle,
// cp.NewBox2) and cp's ShapeQuery makes a closure and collides each
// candidate. testing.AllocsPerRun's average truncates, so a count that is
// not the same on every call reads as its floor.
func TestQueryAllocs(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	for i := range 50 {
		r.body("Box", griff.V(float64(i)*30, 0), physics.Body{LinearDamping: 0.5}, physics.Box(20, 20))
	}
	r.step(10)
	var hits []physics.Hit
	for _, c := range []struct {
		name  string
		max   float64
		found int
		run   func()
	}{
		{"Raycast", 4, 1, func() {
			h, ok := r.w.Raycast(griff.V(-100, 505), griff.V(1600, 505), physics.Filter{})
			hits = hits[:0]
			if ok {
				hits = append(hits, h)
			}
		}},
		{"RaycastAll", 4, 1, func() {
			hits = r.w.RaycastAll(griff.V(-100, 505), griff.V(1600, 505), physics.Filter{}, hits[:0])
		}},
		{"OverlapPoint", 3, 1, func() { hits = r.w.OverlapPoint(griff.V(0, 505), physics.Filter{}, hits[:0]) }},
	} {
		allocs := testing.AllocsPerRun(100, c.run)
		t.Logf("%s: %d hits, %v allocations a call", c.name, len(hits), allocs)
		if len(hits) != c.found || allocs > c.max {
			t.Errorf("%s found %d, made %v allocations, want %d and at most %v (cp v2.1.0: BBQuery 3 a call; SegmentQuery 1 a call and 3 per candidate)", c.name, len(hits), allocs, c.found, c.max)
		}
	}
}
