package scenes

import (
	"math/rand/v2"
	"testing"
)

// TestNameListsAreListedLazily: a name's entities are listed only once the
// name is looked up, and kept up to date from then on.
func TestNameListsAreListedLazily(t *testing.T) {
	s := NewScene("lazy", nil)
	for range 100 {
		s.NewEntity("E", nil)
	}
	l := s.names["E"]
	if l.ents != nil || l.n != 100 {
		t.Fatalf("before a lookup: %d listed, %d counted; want none listed, 100 counted", len(l.ents), l.n)
	}
	s.Find("E")
	if len(l.ents) != 100 {
		t.Fatalf("after a lookup: %d listed, want 100", len(l.ents))
	}
	// spawned and destroyed step after step: the gone entries stay at most
	// as many as the live ones
	for i := range 1000 {
		s.Destroy(s.Roots()[i%len(s.Roots())])
		s.NewEntity("E", nil)
		if len(l.ents) > 2*int(l.n) {
			t.Fatalf("after %d swaps: %d entries for %d entities", i+1, len(l.ents), l.n)
		}
	}
}

// TestNameListsMatchTheScene changes names at random (spawns, destroys of
// subtrees, renames away and back, lookups) and checks every Find against a
// walk of the scene, and every listed name against the entities that have it.
func TestNameListsMatchTheScene(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 1))
	names := []string{"A", "B", "C", "D"}
	s := NewScene("random", nil)
	var live []*Entity
	for i := range 20_000 {
		switch op := r.IntN(10); {
		case op < 4 || len(live) == 0:
			var parent *Entity
			if len(live) > 0 && r.IntN(3) == 0 {
				parent = live[r.IntN(len(live))]
			}
			live = append(live, s.NewEntity(names[r.IntN(len(names))], parent))
		case op < 6:
			s.Destroy(live[r.IntN(len(live))])
		case op < 8:
			live[r.IntN(len(live))].SetName(names[r.IntN(len(names))])
		default:
			name := names[r.IntN(len(names))]
			var want *Entity
			for e := range s.Walk() {
				if e.Name() == name {
					want = e
					break
				}
			}
			if got := s.Find(name); got != want {
				t.Fatalf("op %d: Find(%q) = %v, want %v", i, name, got, want)
			}
		}
		live = alive(live)
		if i%97 == 0 {
			checkNameLists(t, s)
		}
	}
	checkNameLists(t, s)
}

// alive returns the entities of list still alive (in list's array).
func alive(list []*Entity) []*Entity {
	kept := list[:0]
	for _, e := range list {
		if e.Alive() {
			kept = append(kept, e)
		}
	}
	return kept
}

// checkNameLists checks that each of s's name lists counts the entities
// with its name and, if listed, lists each of them once, and no more gone
// entries than live ones.
func checkNameLists(t *testing.T, s *Scene) {
	t.Helper()
	count := map[*nameList]int{}
	for e := range s.Walk() {
		count[e.nl]++
		if e.is(eSeen) {
			t.Fatalf("%v keeps a compaction's mark", e)
		}
	}
	for name, l := range s.names {
		if int(l.n) != count[l] {
			t.Fatalf("%q counts %d entities, %d have it", name, l.n, count[l])
		}
		if l.ents == nil {
			continue
		}
		if l.gone() > int(l.n) {
			t.Fatalf("%q: %d entries gone, %d live", name, l.gone(), l.n)
		}
		seen := map[*Entity]bool{}
		for _, e := range l.ents {
			if e.Alive() && e.nl == l {
				seen[e] = true
			}
		}
		if len(seen) != count[l] {
			t.Fatalf("%q lists %d of its %d entities", name, len(seen), count[l])
		}
		if got := s.entities(l); len(got) != count[l] {
			t.Fatalf("%q: a lookup lists %d entities, want %d", name, len(got), count[l])
		}
	}
}

// BenchmarkFindFirst_10k is a name's first lookup in a scene of 10,000
// entities: the pass over the transform column that lists the entities with
// the name (see nameList). A later lookup costs what it always did.
func BenchmarkFindFirst_10k(b *testing.B) {
	s := NewScene("find", nil)
	for range 10_000 {
		s.NewEntity("E", nil)
	}
	needle := s.NewEntity("Needle", s.Roots()[5000])
	l := s.names["Needle"]
	for b.Loop() {
		l.ents = nil // not listed yet
		if s.Find("Needle") != needle {
			b.Fatal("Find(Needle) missed")
		}
	}
}

// TestZeroEntityFindsNothing: Find and FindFor on an Entity no scene made,
// or on a nil one (a chain after a name that is missing), return nil rather
// than panicking.
func TestZeroEntityFindsNothing(t *testing.T) {
	s := NewScene("chain", nil)
	if got := s.Find("Missing").Find("Child"); got != nil {
		t.Errorf("Find on a missing entity's nil = %v, want nil", got)
	}
	var none *Entity
	if got := none.FindFor("Griff.Camera", "Player"); got != nil {
		t.Errorf("nil Entity's FindFor = %v, want nil", got)
	}
	var e Entity
	if got := e.Find("Player"); got != nil {
		t.Errorf("zero Entity's Find = %v, want nil", got)
	}
	if got := e.FindFor("Griff.Camera", "Player"); got != nil {
		t.Errorf("zero Entity's FindFor = %v, want nil", got)
	}
}
