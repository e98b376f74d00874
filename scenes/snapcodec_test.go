package scenes_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// revTree holds itself through a slice; revList through a pointer.
type revTree struct {
	Name string    `json:"name"`
	Kids []revTree `json:"kids"`
}

type revList struct {
	Value int      `json:"value"`
	Next  *revList `json:"next"`
}

func init() {
	scenes.Register[revTree]("Test.RevTree")
	scenes.Register[revList]("Test.RevList")
}

// snapRoundTrip snapshots sc, reads it back and returns the scene read.
func snapRoundTrip(t *testing.T, sc *scenes.Scene) *scenes.Scene {
	t.Helper()
	snap, err := sc.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	back, rest, err := scenes.ReadSnapshot(snap, nil, nil)
	if err != nil || len(rest) != 0 {
		t.Fatalf("ReadSnapshot: %v, %d bytes left", err, len(rest))
	}
	if again, err := back.AppendSnapshot(nil); err != nil || !bytes.Equal(snap, again) {
		t.Fatalf("snapshot, read, snapshot gives other bytes (%v)", err)
	}
	return back
}

// TestSnapshotRecursiveTypes: a component type that holds itself through a
// slice or a pointer registers, and its values come back from a snapshot.
func TestSnapshotRecursiveTypes(t *testing.T) {
	for _, name := range []string{"Test.RevTree", "Test.RevList"} {
		if err := scenes.TypeNamed(name).SnapshotError(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Holder", nil)
	tree := revTree{Name: "root", Kids: []revTree{{Name: "a", Kids: []revTree{{Name: "a1"}}}, {Name: "b", Kids: []revTree{}}}}
	*scenes.Add(e, revTree{}) = tree
	list := revList{Value: 1, Next: &revList{Value: 2, Next: &revList{Value: 3}}}
	*scenes.Add(e, revList{}) = list
	be := snapRoundTrip(t, sc).Find("Holder")
	if got := scenes.Get[revTree](be); !reflect.DeepEqual(*got, tree) {
		t.Fatalf("the tree read back is %+v, want %+v", *got, tree)
	}
	got := scenes.Get[revList](be)
	if !reflect.DeepEqual(*got, list) {
		t.Fatalf("the list read back is %+v", *got)
	}
	if got.Next == list.Next {
		t.Fatal("the list read back shares the original's nodes")
	}
}

// TestSnapshotPointerCycle: a ring of pointers is an error naming the
// component, not a stack overflow.
func TestSnapshotPointerCycle(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Ring", nil)
	l := scenes.Add(e, revList{Value: 1})
	l.Next = l
	_, err := sc.AppendSnapshot(nil)
	if err == nil || !strings.Contains(err.Error(), "Test.RevList") || !strings.Contains(err.Error(), "nest more than") {
		t.Fatalf("a pointer ring's snapshot gives %v", err)
	}
	l.Next = nil
	if _, err := sc.AppendSnapshot(nil); err != nil {
		t.Fatal(errors.Join(errors.New("the ring cut"), err))
	}
}
