package scenes_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

func TestSettledSceneAllocatesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("allocation counts need the full scene")
	}
	s := scenes.NewScene("alloc", nil)
	var ents []*scenes.Entity
	for i := range 10_000 {
		var parent *scenes.Entity
		if i%4 != 0 {
			parent = ents[i-i%4]
		}
		e := s.NewEntity("e", parent)
		scenes.Add(e, Mover{Speed: 1})
		ents = append(ents, e)
	}
	ents[8].SetActive(false)
	sum := 0.0
	iterate := func() {
		for _, m := range scenes.All[Mover](s) {
			sum += m.Speed
		}
		for _, m := range scenes.Active[Mover](s) {
			sum += m.Speed
		}
	}
	x := 0.0
	move := func() {
		s.BeginStep()
		x++
		for _, m := range scenes.All[Mover](s) {
			_ = m
		}
		for _, e := range ents {
			e.Transform().SetPosition(griff.V(x, 2))
			sum += e.Transform().World().X
		}
	}
	// Settle: the first iteration builds the list, the first steps grow the
	// changed list.
	iterate()
	move()
	move()
	tests := []struct {
		name string
		f    func()
	}{
		{"iterate All and Active over 10k", iterate},
		{"move 10k transforms and read world matrices", move},
		{"Get on 10k entities", func() {
			for _, e := range ents {
				sum += scenes.Get[Mover](e).Speed
			}
		}},
	}
	for _, tt := range tests {
		if got := testing.AllocsPerRun(20, tt.f); got != 0 {
			t.Errorf("%s: %v allocations per run, want 0", tt.name, got)
		}
	}
	// Churn: spawn and destroy one entity per step; after warming up the list
	// buffers are reused.
	churn := func() {
		s.BeginStep()
		e := s.NewEntity("tmp", nil)
		scenes.Add(e, Mover{})
		for range scenes.All[Mover](s) {
		}
		s.Destroy(e)
		for range scenes.All[Mover](s) {
		}
	}
	for range 5 {
		churn()
	}
	// NewEntity itself allocates the entity and its name index entry; the lists
	// must not add to that.
	if got := testing.AllocsPerRun(20, churn); got > 4 {
		t.Errorf("spawn+destroy step: %v allocations, want at most 4 (the entity, not the lists)", got)
	}
}
