package scenes_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// TestMatchSnapshotInPlace: a scene snapshot restores in place into the
// scene it was taken of after values changed (the entities stay the same
// values), and is refused in place, changing nothing, after an entity is
// added.
func TestMatchSnapshotInPlace(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Holder", nil)
	tree := scenes.Add(e, revTree{Name: "root", Kids: []revTree{{Name: "a"}}})
	list := scenes.Add(e, revList{Value: 1, Next: &revList{Value: 2}})
	held := scenes.Add(e, Health{HP: 1, Max: 3, Shown: 5}) // Shown is no state, and no hook sets it
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
	if held.Shown != 0 || held.HP != 1 {
		t.Errorf("restored in place, Health is %+v, want HP 1 and Shown (no state) 0 as in a component read anew", *held)
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
