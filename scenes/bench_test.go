package scenes_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// flatScene returns a scene of n root entities, each with a Mover.
func flatScene(n int) *scenes.Scene {
	s := scenes.NewScene("bench", nil)
	for i := range n {
		e := s.NewEntity(fmt.Sprint("e", i), nil)
		scenes.Add(e, Mover{Speed: float64(i)})
	}
	return s
}

func benchAll(b *testing.B, n int) {
	s := flatScene(n)
	for range scenes.All[Mover](s) {
	}
	b.ReportAllocs()
	sum := 0.0
	for b.Loop() {
		sum += allSum(s)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/component")
	b.ReportMetric(0, "ns/op")
	_ = sum
}

// allSum is the loop benchAll times, outside b.Loop: calls in a b.Loop body
// are not inlined, and All's loop body is meant to be.
func allSum(s *scenes.Scene) float64 {
	sum := 0.0
	for _, m := range scenes.All[Mover](s) {
		sum += m.Speed
	}
	return sum
}

func BenchmarkAll_10k(b *testing.B)  { benchAll(b, 10_000) }
func BenchmarkAll_100k(b *testing.B) { benchAll(b, 100_000) }

func benchMove(b *testing.B, n int) {
	s := scenes.NewScene("bench", nil)
	ents := make([]*scenes.Entity, n)
	for i := range ents {
		var parent *scenes.Entity
		if i%10 != 0 {
			parent = ents[i-i%10]
		}
		ents[i] = s.NewEntity("e", parent)
	}
	b.ReportAllocs()
	x := 0.0
	sum := 0.0
	for b.Loop() {
		s.BeginStep()
		x++
		for _, e := range ents {
			e.Transform().SetPosition(griff.V(x, 1))
		}
		for _, e := range ents {
			sum += e.Transform().World().X
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
	_ = sum
}

func BenchmarkMove_1k(b *testing.B)   { benchMove(b, 1_000) }
func BenchmarkMove_10k(b *testing.B)  { benchMove(b, 10_000) }
func BenchmarkMove_100k(b *testing.B) { benchMove(b, 100_000) }

func BenchmarkSpawnPrefab(b *testing.B) {
	src := scenes.NewScene("prefab", nil)
	root := src.NewEntity("Enemy", nil)
	scenes.Add(root, Mover{Speed: 3})
	scenes.Add(root, Health{HP: 10, Max: 10})
	gun := src.NewEntity("Gun", root)
	gun.Transform().SetPosition(griff.V(4, 0))
	scenes.Add(gun, Inventory{Items: []string{"ammo"}, Counts: map[string]int{"ammo": 30}})
	tmpl := scenes.NewTemplate("enemy.prefab", root)
	s := scenes.NewScene("bench", nil)
	b.ReportAllocs()
	for b.Loop() {
		e := s.Spawn(tmpl, nil)
		s.Destroy(e)
	}
}

// benchBaseline iterates a plain slice of component pointers: the floor All is
// measured against on the same machine.
func benchBaseline(b *testing.B, n int) {
	s := flatScene(n)
	var ptrs []*Mover
	for _, m := range scenes.All[Mover](s) {
		ptrs = append(ptrs, m)
	}
	sum := 0.0
	for b.Loop() {
		for _, m := range ptrs {
			sum += m.Speed
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/component")
	b.ReportMetric(0, "ns/op")
	_ = sum
}

func BenchmarkBaseline_10k(b *testing.B)  { benchBaseline(b, 10_000) }
func BenchmarkBaseline_100k(b *testing.B) { benchBaseline(b, 100_000) }
