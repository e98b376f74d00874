package scenes_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestStructureCountsShapeChanges makes each change of a scene's shape and
// checks that Scene.Structure returns another number after it, and that
// writes of values (component fields, transforms) leave it as it is.
func TestStructureCountsShapeChanges(t *testing.T) {
	s := scenes.NewScene("", nil)
	a := s.NewEntity("A", nil)
	b := s.NewEntity("B", nil)
	scenes.Add(a, Health{HP: 3})
	bare := s.NewEntity("Bare", nil)
	shapes := []struct {
		name   string
		change func()
	}{
		{"entity added", func() { s.NewEntity("C", nil) }},
		{"child added", func() { s.NewEntity("Kid", a) }},
		{"component added", func() { scenes.Add(b, Mover{}) }},
		{"component removed", func() { scenes.Remove[Mover](b) }},
		{"entity with a component made inactive", func() { a.SetActive(false) }},
		{"entity with a component made active", func() { a.SetActive(true) }},
		{"entity moved among its siblings", func() { b.SetSiblingIndex(0) }},
		{"entity given a parent", func() { b.SetParent(bare) }},
		{"entity made a root again", func() { b.SetParent(nil) }},
		{"entity destroyed", func() { s.Destroy(s.Find("C")) }},
		{"prefab spawned", func() {
			tpl := scenes.NewTemplate("t", a)
			s.Spawn(tpl, nil)
		}},
	}
	for _, c := range shapes {
		before := s.Structure()
		c.change()
		if s.Structure() == before {
			t.Errorf("%s: Structure stayed %d", c.name, before)
		}
	}
	values := []struct {
		name   string
		change func()
	}{
		{"component field written", func() { scenes.Get[Health](a).HP = 9 }},
		{"transform moved", func() { a.Transform().SetPosition(griff.V(5, 6)) }},
		{"transform turned and scaled", func() { a.Transform().SetRotation(1); a.Transform().SetScale(griff.V(2, 2)) }},
		{"step begun", s.BeginStep},
		{"entity renamed", func() { a.SetName("Z") }},
	}
	for _, c := range values {
		before := s.Structure()
		c.change()
		if got := s.Structure(); got != before {
			t.Errorf("%s: Structure went from %d to %d, want it kept", c.name, before, got)
		}
	}
}
