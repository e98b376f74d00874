package main

import (
	"runtime"

	"github.com/mlange-42/ark/ecs"

	"github.com/griffengine/griff/scenes"
)

// Pos and Vel are the two components of the join, the same in Griff and Ark.
type Pos struct{ X, Y float64 }

// Vel is a velocity in world units per step.
type Vel struct{ X, Y float64 }

func init() {
	scenes.Register[Pos]("BenchCompare.Pos")
	scenes.Register[Vel]("BenchCompare.Vel")
}

// griffJoin is a scene of n entities with a Pos and a Vel.
func griffJoin(n int) *scenes.Scene {
	s := scenes.NewScene("join", nil)
	for i := range n {
		e := s.NewEntity("E", nil)
		scenes.Add(e, Pos{X: float64(i)})
		scenes.Add(e, Vel{X: 1, Y: 2})
	}
	return s
}

// griffJoinStep is pos += vel over All[Vel] + Get[Pos], the join that also has the
// entity at hand.
func griffJoinStep(s *scenes.Scene) {
	for e, v := range scenes.All[Vel](s) {
		p := scenes.Get[Pos](e)
		p.X += v.X
		p.Y += v.Y
	}
}

// griffJoin2Step is pos += vel over Join[Pos, Vel], Griff's typed two-component
// join (the lists merged on their order keys; no entity read).
func griffJoin2Step(s *scenes.Scene) {
	for p, v := range scenes.Join[Pos, Vel](s) {
		p.X += v.X
		p.Y += v.Y
	}
}

// arkJoin is an Ark world of n entities with a Pos and a Vel, and its filter.
type arkJoin struct {
	w *ecs.World
	f *ecs.Filter2[Pos, Vel]
}

func newArkJoin(n int) *arkJoin {
	w := ecs.NewWorld()
	m := ecs.NewMap2[Pos, Vel](w)
	m.NewBatchFn(n, func(_ ecs.Entity, p *Pos, v *Vel) { *v = Vel{X: 1, Y: 2} })
	return &arkJoin{w: w, f: ecs.NewFilter2[Pos, Vel](w)}
}

// step is pos += vel over Query2.
func (a *arkJoin) step() {
	q := a.f.Query()
	for q.Next() {
		p, v := q.Get()
		p.X += v.X
		p.Y += v.Y
	}
}

// heapPerEntity returns the heap bytes per entity that make(n) keeps, from
// runtime.MemStats.HeapAlloc after a GC before and after (the result kept alive).
func heapPerEntity(n int, make func(int) any) float64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	keep := make(n)
	runtime.GC()
	runtime.ReadMemStats(&b)
	runtime.KeepAlive(keep)
	return float64(int64(b.HeapAlloc)-int64(a.HeapAlloc)) / float64(n)
}
