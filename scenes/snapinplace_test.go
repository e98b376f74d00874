package scenes_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestSameSnapshotRecord: an entity is the same as its own record, and not
// after any one change to what the record holds, deep in a list, behind a
// pointer, a nil list made empty, its transform or its active flag.
func TestSameSnapshotRecord(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Holder", nil)
	tree := scenes.Add(e, revTree{Name: "root", Kids: []revTree{{Name: "a", Kids: []revTree{{Name: "a1"}}}, {Name: "b"}}})
	list := scenes.Add(e, revList{Value: 1, Next: &revList{Value: 2}})
	changes := []struct {
		name     string
		do, undo func()
	}{
		{"a deep name", func() { tree.Kids[0].Kids[0].Name = "x" }, func() { tree.Kids[0].Kids[0].Name = "a1" }},
		{"a nil list made empty", func() { tree.Kids[1].Kids = []revTree{} }, func() { tree.Kids[1].Kids = nil }},
		{"a value behind a pointer", func() { list.Next.Value = 3 }, func() { list.Next.Value = 2 }},
		{"a pointer set", func() { list.Next.Next = &revList{} }, func() { list.Next.Next = nil }},
		{"the position", func() { e.Transform().SetPosition(griff.V(0, 1)) }, func() { e.Transform().SetPosition(griff.V(0, 0)) }},
		{"the active flag", func() { e.SetActive(false) }, func() { e.SetActive(true) }},
	}
	for _, c := range changes {
		rec, err := e.AppendSnapshotRecord(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !e.SameSnapshotRecord(rec) {
			t.Fatalf("before %s: the entity is not the same as its own record", c.name)
		}
		c.do()
		if e.SameSnapshotRecord(rec) {
			t.Errorf("%s changed, but the entity is the same as its record before", c.name)
		}
		c.undo()
		if again, _ := e.AppendSnapshotRecord(nil); !e.SameSnapshotRecord(again) {
			t.Errorf("%s changed back: the entity is not the same as its own record", c.name)
		}
	}
}

// TestMatchSnapshotInPlace: a scene snapshot restores in place into the
// scene it was taken of after values changed (the entities stay the same
// values), and is refused in place, changing nothing, after an entity is
// added.
func TestMatchSnapshotInPlace(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Holder", nil)
	tree := scenes.Add(e, revTree{Name: "root", Kids: []revTree{{Name: "a"}}})
	list := scenes.Add(e, revList{Value: 1, Next: &revList{Value: 2}})
	snap, err := sc.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	tree.Kids[0].Name, list.Next = "changed", nil
	e.Transform().SetRotation(1)
	rest, ok := sc.MatchSnapshot(snap)
	if !ok || len(rest) != 0 || !sc.RestoreSnapshotInPlace(snap) {
		t.Fatalf("the snapshot does not restore in place (matched %v, %d bytes left)", ok, len(rest))
	}
	if got, _ := sc.AppendSnapshot(nil); !bytes.Equal(got, snap) {
		t.Fatal("restored in place, the scene's snapshot is not the one taken")
	}
	if sc.Entity(e.ID()) != e || scenes.Get[revList](e) != list || list.Next == nil || list.Next.Value != 2 {
		t.Fatal("restored in place, the entity or its component is another value, or the pointer was not put back")
	}
	sc.NewEntity("Extra", nil)
	before, _ := sc.AppendSnapshot(nil)
	if _, ok := sc.MatchSnapshot(snap); ok {
		t.Fatal("a scene with an entity more matches the snapshot")
	}
	if sc.RestoreSnapshotInPlace(snap) {
		t.Fatal("RestoreSnapshotInPlace restored what MatchSnapshot refused")
	}
	if after, _ := sc.AppendSnapshot(nil); !bytes.Equal(before, after) {
		t.Fatal("a refused match changed the scene")
	}
}
