package scenes_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// bruteAll walks the scene and lists the entities with a T, in hierarchy order.
func bruteAll[T any](s *scenes.Scene, activeOnly bool) []*scenes.Entity {
	var out []*scenes.Entity
	for e := range s.Walk() {
		if scenes.Has[T](e) && (!activeOnly || e.ActiveInHierarchy()) {
			out = append(out, e)
		}
	}
	return out
}

func listed[T any](s *scenes.Scene, activeOnly bool) []*scenes.Entity {
	var out []*scenes.Entity
	it := scenes.All[T](s)
	if activeOnly {
		it = scenes.Active[T](s)
	}
	for e, c := range it {
		if scenes.Get[T](e) != c {
			panic("component pointer does not match Get")
		}
		out = append(out, e)
	}
	return out
}

func names(list []*scenes.Entity) []string {
	out := make([]string, len(list))
	for i, e := range list {
		out[i] = e.String()
	}
	return out
}

// TestAllFollowsHierarchyOrder applies random spawns, destroys, reparents,
// component adds and removes and activity changes, and after each compares All and
// Active against a walk of the tree.
func TestAllFollowsHierarchyOrder(t *testing.T) {
	r := griff.NewRand(7)
	s := scenes.NewScene("order", nil)
	src := scenes.NewScene("prefab", nil)
	proot := src.NewEntity("P", nil)
	scenes.Add(proot, Mover{})
	scenes.Add(src.NewEntity("PC", proot), Mover{})
	src.NewEntity("PD", proot)
	tmpl := scenes.NewTemplate("p", proot)
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
	for step := range 3000 {
		switch op := r.IntN(10); {
		case op < 3 || len(live) < 5:
			var parent *scenes.Entity
			if r.Chance(0.7) {
				parent = pick()
			}
			var e *scenes.Entity
			if r.Chance(0.3) {
				e = s.Spawn(tmpl, parent)
				live = append(append(live, e), e.Children()...)
			} else {
				e = s.NewEntity(fmt.Sprint("n", step), parent)
				live = append(live, e)
			}
			if r.Chance(0.6) && !scenes.Has[Mover](e) {
				scenes.Add(e, Mover{Speed: float64(step)})
			}
		case op < 4:
			if e := pick(); e != nil {
				s.Destroy(e)
			}
		case op < 6:
			e, p := pick(), pick()
			if e != nil && (p == nil || (p != e && !e.IsAncestorOf(p))) {
				e.SetParent(p)
			}
		case op < 7:
			if e := pick(); e != nil {
				e.SetSiblingIndex(r.IntRange(-1, 5))
			}
		case op < 8:
			if e := pick(); e != nil {
				if scenes.Has[Mover](e) {
					scenes.Remove[Mover](e)
				} else {
					scenes.Add(e, Mover{})
				}
			}
		default:
			if e := pick(); e != nil {
				e.SetActive(!e.Active())
			}
		}
		if step%7 == 0 || step > 2900 {
			for _, active := range []bool{false, true} {
				got, want := names(listed[Mover](s, active)), names(bruteAll[Mover](s, active))
				if !slices.Equal(got, want) {
					t.Fatalf("step %d active=%v:\ngot  %v\nwant %v", step, active, got, want)
				}
			}
		}
	}
	if n := len(bruteAll[Mover](s, false)); n < 50 {
		t.Errorf("only %d movers at the end; the test does not exercise much", n)
	}
}

// TestIterationWhileChanging checks what an iteration sees when the scene
// changes under it: destroyed and removed components are skipped, added ones are
// not seen, and the next iteration sees the new list.
func TestIterationWhileChanging(t *testing.T) {
	s := scenes.NewScene("iter", nil)
	var ents []*scenes.Entity
	for i := range 10 {
		e := s.NewEntity(fmt.Sprint(i), nil)
		scenes.Add(e, Mover{Speed: float64(i)})
		ents = append(ents, e)
	}
	var seen []float64
	for e, m := range scenes.All[Mover](s) {
		seen = append(seen, m.Speed)
		switch e {
		case ents[2]:
			s.Destroy(ents[5])               // later: skipped
			scenes.Remove[Mover](ents[6])    // later: skipped
			n := s.NewEntity("new", ents[3]) // added: not seen
			scenes.Add(n, Mover{Speed: 100})
			ents[8].SetParent(ents[0]) // order of this iteration unchanged
			scenes.Add(ents[6], Mover{Speed: 60})
		case ents[3]:
			for range scenes.All[Mover](s) { // a nested iteration rebuilds the list
			}
		}
	}
	if want := []float64{0, 1, 2, 3, 4, 7, 8, 9}; !slices.Equal(seen, want) {
		t.Errorf("first iteration saw %v, want %v", seen, want)
	}
	seen = seen[:0]
	for _, m := range scenes.All[Mover](s) {
		seen = append(seen, m.Speed)
	}
	if want := []float64{0, 8, 1, 2, 3, 100, 4, 60, 7, 9}; !slices.Equal(seen, want) {
		t.Errorf("second iteration saw %v, want %v", seen, want)
	}
	// Breaking out early and a panicking loop body leave the list usable.
	for range scenes.All[Mover](s) {
		break
	}
	func() {
		defer func() { _ = recover() }()
		for range scenes.All[Mover](s) {
			panic("boom")
		}
	}()
	s.BeginStep()
	scenes.Add(s.NewEntity("last", nil), Mover{Speed: 200})
	n := 0
	for range scenes.All[Mover](s) {
		n++
	}
	if n != 11 {
		t.Errorf("after break and panic, iteration saw %d movers, want 11", n)
	}
}

func TestSetSiblingIndex(t *testing.T) {
	s := scenes.NewScene("sib", nil)
	p := s.NewEntity("p", nil)
	for i := range 4 {
		scenes.Add(s.NewEntity(fmt.Sprint(i), p), Tag{})
	}
	tests := []struct {
		name string
		to   int
		want string
	}{
		{"0", 2, "1 2 0 3"},
		{"3", 0, "3 1 2 0"},
		{"1", 99, "3 2 0 1"},
		{"1", -5, "1 3 2 0"},
		{"2", 2, "1 3 2 0"},
	}
	for _, tt := range tests {
		e := s.Find(tt.name)
		e.SetSiblingIndex(tt.to)
		var got []string
		for i, c := range p.Children() {
			if c.SiblingIndex() != i {
				t.Errorf("%s has SiblingIndex %d at position %d", c.Name(), c.SiblingIndex(), i)
			}
			got = append(got, c.Name())
		}
		var listedNames []string
		for e := range scenes.All[Tag](s) {
			listedNames = append(listedNames, e.Name())
		}
		if g := fmt.Sprint(got); g != "["+tt.want+"]" || fmt.Sprint(listedNames) != g {
			t.Errorf("after moving %s to %d: children %v, All %v, want [%s]", tt.name, tt.to, got, listedNames, tt.want)
		}
	}
}

func TestActiveInHierarchy(t *testing.T) {
	s := scenes.NewScene("active", nil)
	a := s.NewEntity("a", nil)
	b := s.NewEntity("b", a)
	c := s.NewEntity("c", b)
	scenes.Add(c, Tag{})
	a.SetActive(false)
	if b.ActiveInHierarchy() || c.ActiveInHierarchy() || !c.Active() {
		t.Errorf("after deactivating the root: b %v, c %v (own %v), want false, false (true)", b.ActiveInHierarchy(), c.ActiveInHierarchy(), c.Active())
	}
	if n := len(listed[Tag](s, true)); n != 0 {
		t.Errorf("Active saw %d tags under an inactive root, want 0", n)
	}
	c.SetParent(nil)
	if !c.ActiveInHierarchy() || len(listed[Tag](s, true)) != 1 {
		t.Errorf("moved out from under the inactive root: ActiveInHierarchy %v, want true", c.ActiveInHierarchy())
	}
	d := s.NewEntity("d", a)
	if d.ActiveInHierarchy() {
		t.Errorf("new child of an inactive entity is active in hierarchy")
	}
}

func TestDestroyMarksEntities(t *testing.T) {
	s := scenes.NewScene("destroy", nil)
	var log []string
	a := s.NewEntity("a", nil)
	b := s.NewEntity("b", a)
	scenes.Add(a, Hooked{Log: &log})
	scenes.Add(b, Hooked{Log: &log})
	id := b.ID()
	s.Destroy(a)
	if a.Alive() || b.Alive() || s.Entity(id) != nil || s.Len() != 0 || len(s.Roots()) != 0 {
		t.Errorf("after Destroy: alive %v %v, Entity(%d) = %v, Len %d", a.Alive(), b.Alive(), id, s.Entity(id), s.Len())
	}
	if want := []string{"attached a", "attached b", "detached b", "detached a"}; !slices.Equal(log, want) {
		t.Errorf("hooks ran %v, want %v", log, want)
	}
	if scenes.Get[Hooked](a) != nil {
		t.Errorf("a destroyed entity still has components")
	}
	s.Destroy(a) // twice: nothing
	if e := s.NewEntity("c", nil); e.ID() != 3 {
		t.Errorf("new entity after destroy has id %d, want 3 (ids are never reused)", e.ID())
	}
}

func TestDestroyFromHooks(t *testing.T) {
	s := scenes.NewScene("hooks", nil)
	var log []string
	a := s.NewEntity("a", nil)
	b := s.NewEntity("b", a)
	scenes.Add(a, Hooked{Log: &log})
	scenes.Add(b, Bomb{Target: a, Log: &log}) // destroys a while a is dying: no-op
	other := s.NewEntity("other", nil)
	victim := s.NewEntity("victim", nil)
	scenes.Add(victim, Hooked{Log: &log})
	scenes.Add(other, Bomb{Target: victim, Log: &log})
	log = nil
	s.Destroy(a)
	if a.Alive() || b.Alive() {
		t.Errorf("alive after Destroy: a %v b %v", a.Alive(), b.Alive())
	}
	s.Destroy(other)
	if other.Alive() || victim.Alive() || s.Len() != 0 {
		t.Errorf("alive after Destroy: other %v victim %v; %d left", other.Alive(), victim.Alive(), s.Len())
	}
	if want := []string{"bomb b", "detached a", "bomb other", "detached victim"}; !slices.Equal(log, want) {
		t.Errorf("hooks ran %v, want %v (each once)", log, want)
	}
}

func TestMisusePanics(t *testing.T) {
	s := scenes.NewScene("misuse", nil)
	a := s.NewEntity("a", nil)
	b := s.NewEntity("b", a)
	other := scenes.NewScene("other", nil).NewEntity("o", nil)
	dead := s.NewEntity("dead", nil)
	s.Destroy(dead)
	type unregistered struct{}
	tests := []struct {
		name string
		f    func()
	}{
		{"reparent under own child", func() { a.SetParent(b) }},
		{"reparent under self", func() { a.SetParent(a) }},
		{"parent in another scene", func() { s.NewEntity("x", other) }},
		{"add twice", func() { scenes.Add(a, Tag{}); scenes.Add(a, Tag{}) }},
		{"add to dead", func() { scenes.Add(dead, Mover{}) }},
		{"unregistered", func() { scenes.Add(a, unregistered{}) }},
		{"register late", func() { scenes.Register[unregistered]("Late") }},
		{"set active on dead", func() { dead.SetActive(false) }},
	}
	for _, tt := range tests {
		func() {
			defer func() {
				r := recover()
				if msg, ok := r.(string); !ok || len(msg) < 8 || msg[:8] != "scenes: " {
					t.Errorf("%s: recovered %v, want a panic starting with \"scenes: \"", tt.name, r)
				}
			}()
			tt.f()
		}()
	}
}

// TestSlotsFreedDuringIterationAreReused removes and adds components inside
// iterations many times: the slots freed while an iteration runs are held back
// from reuse only until it ends, so the store does not grow.
func TestSlotsFreedDuringIterationAreReused(t *testing.T) {
	s := scenes.NewScene("churn", nil)
	var ents []*scenes.Entity
	for i := range 10 {
		e := s.NewEntity(fmt.Sprint(i), nil)
		scenes.Add(e, Mover{Speed: float64(i)})
		scenes.Add(e, Health{HP: i})
		ents = append(ents, e)
	}
	for i := range 1000 {
		e := ents[i%10]
		for range scenes.All[Mover](s) {
			scenes.Remove[Mover](e)
			scenes.Add(e, Mover{Speed: float64(i)})
			break
		}
		done := false
		for _, h := range scenes.Join[Mover, Health](s) {
			if !done {
				scenes.Remove[Health](e)
				scenes.Add(e, Health{HP: h.HP})
				done = true
			}
		}
	}
	if n := scenes.Count[Mover](s); n != 10 {
		t.Errorf("Count[Mover] = %d, want 10", n)
	}
	if n := scenes.StoreSlots[Mover](s); n > 11 {
		t.Errorf("the Mover store handed out %d slots for 10 components, want at most 11", n)
	}
	if n := scenes.StoreSlots[Health](s); n > 11 {
		t.Errorf("the Health store handed out %d slots for 10 components, want at most 11", n)
	}
	joined(t, s, bothOf(s))
}
