package scenes_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// cacheHolder has a field no snapshot holds, which no hook rebuilds.
type cacheHolder struct {
	N     int `json:"n"`
	Cache int `griff:"-"`
}

func init() { scenes.Register[cacheHolder]("Test.CacheHolder") }

// TestMatchSnapshotInPlace: a scene snapshot restores in place into the
// scene it was taken of after values changed (the entities stay the same
// values), and is refused in place, changing nothing, after an entity is
// added.
func TestMatchSnapshotInPlace(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Holder", nil)
	tree := scenes.Add(e, revTree{Name: "root", Kids: []revTree{{Name: "a"}}})
	list := scenes.Add(e, revList{Value: 1, Next: &revList{Value: 2}})
	held := scenes.Add(e, cacheHolder{N: 1, Cache: 5})
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
	if held.Cache != 0 {
		t.Errorf("restored in place, a field no snapshot holds is %d, want 0 as in a component read anew", held.Cache)
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
