package scenes_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"reflect"
	"slices"
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

type innerTwo struct{ A, B float32 }
type innerOne struct{ C float64 }
type outerTwo struct{ In innerTwo }
type outerOne struct{ In innerOne }
type outerArr struct{ In [2]innerTwo }
type outerArr1 struct{ In [2]innerOne }
type outerMap struct{ In map[string][]*innerTwo }
type outerMap1 struct{ In map[string][]*innerOne }

// TestLayoutDigestLooksInside: a change inside a nested struct (same size,
// other fields) changes the layout digest, through arrays, slices, maps and
// pointers too; recursive types have one, and it is stable.
func TestLayoutDigestLooksInside(t *testing.T) {
	pairs := [][2]reflect.Type{
		{reflect.TypeFor[outerTwo](), reflect.TypeFor[outerOne]()},
		{reflect.TypeFor[outerArr](), reflect.TypeFor[outerArr1]()},
		{reflect.TypeFor[outerMap](), reflect.TypeFor[outerMap1]()},
		{reflect.TypeFor[revTree](), reflect.TypeFor[revList]()},
	}
	for _, p := range pairs {
		if p[0].Size() != p[1].Size() && p[0] != reflect.TypeFor[revTree]() {
			t.Fatalf("%v and %v differ in size; the test wants the same size", p[0], p[1])
		}
		a, b := scenes.LayoutDigest(p[0]), scenes.LayoutDigest(p[1])
		if a == b {
			t.Errorf("%v and %v have the same layout digest %x", p[0], p[1], a)
		}
		if again := scenes.LayoutDigest(p[0]); again != a {
			t.Errorf("%v: the digest is %x, then %x", p[0], a, again)
		}
	}
	type renamed struct{ In innerTwo }
	if scenes.LayoutDigest(reflect.TypeFor[renamed]()) != scenes.LayoutDigest(reflect.TypeFor[outerTwo]()) {
		t.Error("a type renamed with the same layout has another digest")
	}
}

// TestTypesChanges: the list of types a snapshot records names what was
// added, removed or changed since.
func TestTypesChanges(t *testing.T) {
	list := scenes.AppendTypesList(nil)
	if got, err := scenes.TypesChanges(list); err != nil || len(got) != 0 {
		t.Fatalf("this build's own list gives %q, %v", got, err)
	}
	// Edit the list: the first type's digest changes, the second is gone,
	// and one this build does not have is added.
	types := scenes.Types()
	byIdx := make([]*scenes.ComponentType, len(types))
	for _, c := range types {
		byIdx[c.Index()] = c
	}
	var edited []byte
	edited = binary.LittleEndian.AppendUint32(edited, uint32(len(types)))
	for i, c := range byIdx {
		name, d := c.Name(), scenes.TypeLayoutDigest(c)
		switch i {
		case 0:
			d[0] ^= 1
		case 1:
			name = "Zz.Gone"
		}
		edited = binary.LittleEndian.AppendUint32(edited, uint32(len(name)))
		edited = append(append(edited, name...), d[:]...)
	}
	got, err := scenes.TypesChanges(edited)
	want := []string{
		"component " + byIdx[0].Name() + " changed since this snapshot was made",
		"component " + byIdx[1].Name() + " was added since this snapshot was made",
		"component Zz.Gone was removed since this snapshot was made",
	}
	slices.Sort(want[:2])
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("TypesChanges = %q, %v; want %q", got, err, want)
	}
	if _, err := scenes.TypesChanges(edited[:len(edited)-3]); err == nil {
		t.Fatal("a list cut short gives no error")
	}
}

// FuzzTypesChanges feeds the reader of a snapshot's list of component types
// any bytes: it never panics, and a list it reads names each change once.
func FuzzTypesChanges(f *testing.F) {
	list := scenes.AppendTypesList(nil)
	f.Add(list)
	f.Add(list[:len(list)/2])
	f.Add([]byte{1, 0, 0, 0, 3, 0, 0, 0, 'A', '.', 'B', 1, 2, 3, 4, 5, 6, 7, 8})
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := scenes.TypesChanges(data)
		if err != nil {
			return
		}
		seen := map[string]bool{}
		for _, g := range got {
			if seen[g] || !strings.HasPrefix(g, "component ") {
				t.Fatalf("TypesChanges = %q", got)
			}
			seen[g] = true
		}
	})
}
