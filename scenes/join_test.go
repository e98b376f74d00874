package scenes_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// joined lists, for every pair Join[Mover, Health] yields, the entity and both
// pointers, checking the pointers against Get.
func joined(t *testing.T, s *scenes.Scene, want []*scenes.Entity) {
	t.Helper()
	i := 0
	for m, h := range scenes.Join[Mover, Health](s) {
		if i >= len(want) {
			t.Fatalf("Join yields more than the %d entities with both", len(want))
		}
		e := want[i]
		if scenes.Get[Mover](e) != m || scenes.Get[Health](e) != h {
			t.Fatalf("pair %d is not %v's components", i, e)
		}
		i++
	}
	if i != len(want) {
		t.Fatalf("Join yields %d pairs, want %d", i, len(want))
	}
}

// bothOf walks the scene for the entities with a Mover and a Health.
func bothOf(s *scenes.Scene) []*scenes.Entity {
	var out []*scenes.Entity
	for e := range s.Walk() {
		if scenes.Has[Mover](e) && scenes.Has[Health](e) {
			out = append(out, e)
		}
	}
	return out
}

// TestJoinFollowsHierarchyOrder applies random spawns, destroys, reparents,
// sibling moves and component adds and removes, and after each compares Join with
// a walk of the tree.
func TestJoinFollowsHierarchyOrder(t *testing.T) {
	r := griff.NewRand(11)
	s := scenes.NewScene("join", nil)
	var live []*scenes.Entity
	pick := func() *scenes.Entity {
		for len(live) > 0 {
			i := r.IntN(len(live))
			if live[i].Alive() {
				return live[i]
			}
			live = slices.Delete(live, i, i+1)
		}
		return nil
	}
	toggle := func(e *scenes.Entity, mover bool) {
		switch {
		case mover && scenes.Has[Mover](e):
			scenes.Remove[Mover](e)
		case mover:
			scenes.Add(e, Mover{})
		case scenes.Has[Health](e):
			scenes.Remove[Health](e)
		default:
			scenes.Add(e, Health{HP: 1})
		}
	}
	for step := range 3000 {
		switch op := r.IntN(10); {
		case op < 3 || len(live) < 5:
			var parent *scenes.Entity
			if r.Chance(0.7) {
				parent = pick()
			}
			e := s.NewEntity(fmt.Sprint("n", step), parent)
			live = append(live, e)
			if r.Chance(0.7) {
				scenes.Add(e, Mover{Speed: float64(step)})
			}
			if r.Chance(0.7) {
				scenes.Add(e, Health{HP: step})
			}
		case op < 4:
			if e := pick(); e != nil {
				s.Destroy(e)
			}
		case op < 5:
			e, p := pick(), pick()
			if e != nil && (p == nil || (p != e && !e.IsAncestorOf(p))) {
				e.SetParent(p)
			}
		case op < 6:
			if e := pick(); e != nil {
				e.SetSiblingIndex(r.IntRange(-1, 5))
			}
		default:
			if e := pick(); e != nil {
				toggle(e, r.Chance(0.5))
			}
		}
		if step%5 == 0 || step > 2950 {
			joined(t, s, bothOf(s))
		}
	}
	if n := len(bothOf(s)); n < 30 {
		t.Errorf("only %d entities with both at the end; the test does not exercise much", n)
	}
}

// TestJoinWhileChanging checks what a Join sees when the scene changes under it,
// as All does: removed components and destroyed entities reached later are
// skipped, added ones are not seen, a reparent does not change the order.
func TestJoinWhileChanging(t *testing.T) {
	s := scenes.NewScene("join", nil)
	var ents []*scenes.Entity
	for i := range 10 {
		e := s.NewEntity(fmt.Sprint(i), nil)
		if i != 4 {
			scenes.Add(e, Mover{Speed: float64(i)})
		}
		scenes.Add(e, Health{HP: i})
		ents = append(ents, e)
	}
	var seen []int
	for m, h := range scenes.Join[Mover, Health](s) {
		seen = append(seen, h.HP)
		if m.Speed != float64(h.HP) {
			t.Fatalf("Mover %v paired with Health %d", m.Speed, h.HP)
		}
		if h.HP == 2 {
			s.Destroy(ents[5])
			scenes.Remove[Health](ents[6])
			scenes.Remove[Mover](ents[7])
			scenes.Add(ents[7], Mover{Speed: 7}) // added: not seen
			ents[9].SetParent(ents[0])           // order of this iteration unchanged
			n := s.NewEntity("new", ents[1])
			scenes.Add(n, Mover{Speed: 100})
			scenes.Add(n, Health{HP: 100})
		}
		if h.HP == 3 {
			for range scenes.Join[Mover, Health](s) { // a nested join rebuilds the lists
			}
		}
	}
	if want := []int{0, 1, 2, 3, 8, 9}; !slices.Equal(seen, want) {
		t.Errorf("first join saw %v, want %v", seen, want)
	}
	seen = seen[:0]
	for _, h := range scenes.Join[Mover, Health](s) {
		seen = append(seen, h.HP)
	}
	if want := []int{0, 9, 1, 100, 2, 3, 7, 8}; !slices.Equal(seen, want) {
		t.Errorf("second join saw %v, want %v", seen, want)
	}
	for range scenes.Join[Mover, Health](s) {
		break
	}
	func() {
		defer func() { _ = recover() }()
		for range scenes.Join[Mover, Health](s) {
			panic("boom")
		}
	}()
	scenes.Add(ents[4], Mover{Speed: 4})
	n := 0
	for range scenes.Join[Mover, Health](s) {
		n++
	}
	if n != 9 {
		t.Errorf("after break and panic, Join saw %d pairs, want 9", n)
	}
}

func TestJoinOfATypeWithItselfPanics(t *testing.T) {
	s := scenes.NewScene("join", nil)
	defer func() {
		if recover() == nil {
			t.Error("Join[Mover, Mover] did not panic")
		}
	}()
	for range scenes.Join[Mover, Mover](s) {
	}
}

func TestSettledJoinAllocatesNothing(t *testing.T) {
	s := scenes.NewScene("join", nil)
	for i := range 1000 {
		e := s.NewEntity("e", nil)
		scenes.Add(e, Mover{Speed: 1})
		if i%3 != 0 {
			scenes.Add(e, Health{HP: i})
		}
	}
	sum := 0.0
	join := func() {
		for m, h := range scenes.Join[Mover, Health](s) {
			sum += m.Speed * float64(h.HP)
		}
	}
	join()
	if allocs := testing.AllocsPerRun(20, join); allocs != 0 {
		t.Errorf("a settled Join made %v allocations, want 0", allocs)
	}
}

func benchJoin(b *testing.B, n int) {
	s := scenes.NewScene("bench", nil)
	for i := range n {
		e := s.NewEntity("e", nil)
		scenes.Add(e, Mover{Speed: float64(i)})
		scenes.Add(e, Health{HP: 1})
	}
	for range scenes.Join[Mover, Health](s) {
	}
	b.ReportAllocs()
	for b.Loop() {
		joinStep(s)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
	b.ReportMetric(0, "ns/op")
}

// joinStep is the loop benchJoin times, outside b.Loop: calls in a b.Loop body
// are not inlined, and Join's loop body is meant to be.
func joinStep(s *scenes.Scene) {
	for m, h := range scenes.Join[Mover, Health](s) {
		m.Speed += float64(h.HP)
	}
}

func BenchmarkJoin_10k(b *testing.B)  { benchJoin(b, 10_000) }
func BenchmarkJoin_100k(b *testing.B) { benchJoin(b, 100_000) }

// TestJoinOfScenesMadeInOrder checks Join on a scene made in order (the bulk
// case) with entities that have only one of the two, after a removal, and with
// a destroy during the join.
func TestJoinOfScenesMadeInOrder(t *testing.T) {
	s := scenes.NewScene("join", nil)
	r := griff.NewRand(3)
	for i := range 2000 {
		e := s.NewEntity(fmt.Sprint(i), nil)
		if r.Chance(0.8) {
			scenes.Add(e, Mover{Speed: float64(i)})
		}
		if r.Chance(0.8) {
			scenes.Add(e, Health{HP: i})
		}
	}
	joined(t, s, bothOf(s))
	both := bothOf(s)
	scenes.Remove[Health](both[10])
	joined(t, s, bothOf(s))
	gone := scenes.Get[Health](both[20]).HP
	i := 0
	for _, h := range scenes.Join[Mover, Health](s) {
		if i == 5 {
			s.Destroy(both[20])
		}
		if h.HP == gone {
			t.Fatal("Join reached a destroyed entity's component")
		}
		i++
	}
	if want := len(bothOf(s)); i != want {
		t.Errorf("Join with a destroy saw %d pairs, want %d", i, want)
	}
}

// TestJoinOfLongRuns checks Join over entities made in order with both
// components (runs of whole pages), then with every seventh one's Health
// removed and one removed during the iteration.
func TestJoinOfLongRuns(t *testing.T) {
	s := scenes.NewScene("join", nil)
	var ents []*scenes.Entity
	for i := range 1000 {
		e := s.NewEntity(fmt.Sprint(i), nil)
		scenes.Add(e, Mover{Speed: float64(i)})
		scenes.Add(e, Health{HP: i})
		ents = append(ents, e)
	}
	joined(t, s, bothOf(s))
	for i := 0; i < len(ents); i += 7 {
		scenes.Remove[Health](ents[i])
	}
	joined(t, s, bothOf(s))
	var seen []int
	for m, h := range scenes.Join[Mover, Health](s) {
		if m.Speed != float64(h.HP) {
			t.Fatalf("Mover %v paired with Health %d", m.Speed, h.HP)
		}
		if h.HP == 300 {
			scenes.Remove[Mover](ents[600])
		}
		seen = append(seen, h.HP)
	}
	var want []int
	for i := range 1000 {
		if i%7 != 0 && i != 600 {
			want = append(want, i)
		}
	}
	if !slices.Equal(seen, want) {
		t.Errorf("Join saw %d pairs, want %d (first difference near %v)", len(seen), len(want), firstDiff(seen, want))
	}
}

// firstDiff returns the first index where a and b differ.
func firstDiff(a, b []int) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func benchAllGet(b *testing.B, n int) {
	s := scenes.NewScene("bench", nil)
	for i := range n {
		e := s.NewEntity("e", nil)
		scenes.Add(e, Mover{Speed: float64(i)})
		scenes.Add(e, Health{HP: 1})
	}
	allGetStep(s)
	b.ReportAllocs()
	for b.Loop() {
		allGetStep(s)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
	b.ReportMetric(0, "ns/op")
}

// allGetStep is pos += vel as All[Health] with Get[Mover]: the join that has
// the entity at hand (bench/compare's All+Get row).
func allGetStep(s *scenes.Scene) {
	for e, h := range scenes.All[Health](s) {
		scenes.Get[Mover](e).Speed += float64(h.HP)
	}
}

func BenchmarkAllGet_10k(b *testing.B)  { benchAllGet(b, 10_000) }
func BenchmarkAllGet_100k(b *testing.B) { benchAllGet(b, 100_000) }
