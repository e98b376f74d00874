package scenes_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// Brittle is a component whose hooks panic when its saved fields say so.
type Brittle struct {
	FailAttach bool
	FailDetach bool
}

func (b *Brittle) Attached(*scenes.Entity) {
	if b.FailAttach {
		panic("brittle attach")
	}
}

func (b *Brittle) Detached(*scenes.Entity) {
	if b.FailDetach {
		panic("brittle detach")
	}
}

func init() { scenes.Register[Brittle]("Test.Brittle") }

// faultAt returns "fault_test.go:N", N the line of this file holding marker.
func faultAt(t *testing.T, marker string) string {
	t.Helper()
	data, err := os.ReadFile("fault_test.go")
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, marker) {
			return "fault_test.go:" + strconv.Itoa(i+1)
		}
	}
	t.Fatalf("no %q in fault_test.go", marker)
	return ""
}

// wantFault checks that log holds exactly one problem, the fault of hook on e.
func wantFault(t *testing.T, log *scenes.Problems, path string, id scenes.EntityID, hook, file, outcome string) {
	t.Helper()
	got := log.List()
	want := scenes.Problem{Severity: scenes.SeverityError, File: file, Entity: path, EntityID: id, Component: "Test.Brittle",
		Message: hook + " panicked: brittle " + strings.ToLower(hook[:6]) + " (" + outcome + ")"}
	if len(got) != 1 || got[0] != want {
		t.Fatalf("problems %v, want [%v]", got, want)
	}
}

func TestAttachedPanicLeavesTheComponentOut(t *testing.T) {
	at := faultAt(t, `panic("brittle attach")`)
	const scene = `{"entities":[
		{"id":1,"name":"Box","components":{"Test.Mover":{"Speed":2},"Test.Brittle":{"FailAttach":true}}},
		{"id":2,"name":"Crate","components":{"Test.Brittle":{}}}]}`
	check := func(t *testing.T, s *scenes.Scene, box, crate *scenes.Entity) {
		t.Helper()
		if scenes.Has[Brittle](box) || scenes.Get[Mover](box) == nil || scenes.Get[Mover](box).Speed != 2 || !scenes.Has[Brittle](crate) {
			t.Errorf("after the fault: box has Brittle %v, Mover %v; crate has Brittle %v, want false, {2}, true",
				scenes.Has[Brittle](box), scenes.Get[Mover](box), scenes.Has[Brittle](crate))
		}
		n := 0
		for range scenes.All[Brittle](s) {
			n++
		}
		if n != 1 {
			t.Errorf("All[Brittle] has %d, want 1", n)
		}
	}
	t.Run("Add", func(t *testing.T) {
		log := scenes.NewProblems(nil)
		s := scenes.NewScene("level", log)
		box, crate := s.NewEntity("Box", nil), s.NewEntity("Crate", nil)
		scenes.Add(box, Mover{Speed: 2})
		if p := scenes.Add(box, Brittle{FailAttach: true}); p != nil {
			t.Errorf("Add of a component whose Attached panicked = %p, want nil", p)
		}
		scenes.Add(crate, Brittle{})
		check(t, s, box, crate)
		wantFault(t, log, "Box", box.ID(), "Attached", at, "component left out")
	})
	t.Run("ReadScene", func(t *testing.T) {
		log := scenes.NewProblems(nil)
		s, err := scenes.ReadScene("level.scene", []byte(scene), log)
		if err != nil {
			t.Fatal(err)
		}
		check(t, s, s.Entity(1), s.Entity(2))
		wantFault(t, log, "Box", 1, "Attached", at, "component left out")
	})
	t.Run("SceneTemplate.New", func(t *testing.T) {
		tmpl, err := scenes.ReadSceneTemplate("level.scene", []byte(scene), nil)
		if err != nil {
			t.Fatal(err)
		}
		log := scenes.NewProblems(nil)
		s := tmpl.New(log)
		check(t, s, s.Entity(1), s.Entity(2))
		wantFault(t, log, "Box", 1, "Attached", at, "component left out")
	})
	t.Run("Spawn", func(t *testing.T) {
		tmpl, err := scenes.ReadTemplate("box.prefab", []byte(`{"entities":[{"id":1,"name":"Box",
			"components":{"Test.Mover":{"Speed":2},"Test.Brittle":{"FailAttach":true}},
			"children":[{"id":2,"name":"Crate","components":{"Test.Brittle":{}}}]}]}`), nil)
		if err != nil {
			t.Fatal(err)
		}
		log := scenes.NewProblems(nil)
		s := scenes.NewScene("level", log)
		s.NewEntity("First", nil)
		box := s.Spawn(tmpl, nil)
		check(t, s, box, box.Children()[0])
		wantFault(t, log, "Box", box.ID(), "Attached", at, "component left out")
	})
}

func TestDetachedPanicStillTakesTheComponentOff(t *testing.T) {
	at := faultAt(t, `panic("brittle detach")`)
	t.Run("Remove", func(t *testing.T) {
		log := scenes.NewProblems(nil)
		s := scenes.NewScene("level", log)
		box := s.NewEntity("Box", nil)
		scenes.Add(box, Brittle{FailDetach: true})
		scenes.Add(box, Mover{Speed: 2})
		if !scenes.Remove[Brittle](box) {
			t.Fatal("Remove = false, want true")
		}
		if scenes.Has[Brittle](box) || !scenes.Has[Mover](box) {
			t.Errorf("after Remove: Brittle %v, Mover %v, want false, true", scenes.Has[Brittle](box), scenes.Has[Mover](box))
		}
		wantFault(t, log, "Box", box.ID(), "Detached", at, "component taken off all the same")
	})
	t.Run("Destroy", func(t *testing.T) {
		log := scenes.NewProblems(nil)
		s := scenes.NewScene("level", log)
		box := s.NewEntity("Box", nil)
		kid := s.NewEntity("Kid", box)
		scenes.Add(kid, Brittle{FailDetach: true})
		id := kid.ID()
		s.Destroy(box)
		if box.Alive() || kid.Alive() || s.Len() != 0 {
			t.Errorf("after Destroy: box alive %v, kid alive %v, %d entities, want false, false, 0", box.Alive(), kid.Alive(), s.Len())
		}
		wantFault(t, log, "Box/Kid", id, "Detached", at, "component taken off all the same")
	})
}
