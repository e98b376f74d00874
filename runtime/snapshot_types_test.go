package runtime_test

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// TestRestoreNamesChangedTypes: a snapshot whose list of component types
// differs from this build's (a type's layout changed; a type renamed) is
// refused with an error naming each type, and the game is unchanged.
func TestRestoreNamesChangedTypes(t *testing.T) {
	src := churnGame(t, 3)
	stepTo(src, 30)
	snap, err := src.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	const list = 8 + 4 + 16 + 4 // the list's bytes start after its length
	at := bytes.Index(snap[list:], []byte("Test.Churn"))
	if at < 0 {
		t.Fatal("the snapshot's list of types does not hold Test.Churn")
	}
	at += list
	g := churnGame(t, 4)
	stepTo(g, 11)
	want := g.Fingerprint()
	for _, c := range []struct {
		what  string
		edit  func(b []byte)
		names []string
	}{
		{"a layout changed", func(b []byte) { b[at+len("Test.Churn")] ^= 1 },
			[]string{"component Test.Churn changed since this snapshot was made"}},
		{"a type renamed", func(b []byte) { b[at+len("Test.Churn")-1] = 'y' },
			[]string{"component Test.Churn was added since this snapshot was made",
				"component Test.Chury was removed since this snapshot was made"}},
	} {
		bad := append([]byte(nil), snap...)
		bad[12] ^= 1 // the digest of all types
		c.edit(bad)
		err := g.Restore(runtime.Reseal(bad))
		if err == nil {
			t.Fatalf("%s: restored", c.what)
		}
		for _, n := range c.names {
			if !strings.Contains(err.Error(), n) {
				t.Errorf("%s: error %q does not say %q", c.what, err, n)
			}
		}
		if strings.Count(err.Error(), "since this snapshot") != len(c.names) {
			t.Errorf("%s: error %q names other types too", c.what, err)
		}
		if g.Fingerprint() != want {
			t.Fatalf("%s: the game changed", c.what)
		}
	}
	if err := g.Restore(snap); err != nil {
		t.Fatalf("the snapshot itself is refused: %v", err)
	}
}

// branch holds itself through a slice; link through a pointer.
type branch struct {
	Name string   `json:"name"`
	Kids []branch `json:"kids"`
}

type link struct {
	N    int   `json:"n"`
	Next *link `json:"next"`
}

func init() {
	scenes.Register[branch]("Test.Branch")
	scenes.Register[link]("Test.Link")
}

// TestSnapshotRecursiveComponents: a game whose components hold themselves
// (a tree of slices, a linked list) takes a snapshot and restores it with
// the same values.
func TestSnapshotRecursiveComponents(t *testing.T) {
	g := churnGame(t, 5)
	stepTo(g, 10)
	e := g.Scene().NewEntity("Holder", nil)
	newTree := func() branch {
		return branch{Name: "root", Kids: []branch{{Name: "a", Kids: []branch{{Name: "a1"}}}, {Name: "b"}}}
	}
	newList := func() link { return link{N: 1, Next: &link{N: 2, Next: &link{N: 3}}} }
	tree, list := newTree(), newList()
	*scenes.Add(e, branch{}) = newTree()
	*scenes.Add(e, link{}) = newList()
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	scenes.Get[branch](e).Kids[0].Name = "changed"
	scenes.Get[link](e).Next.N = 99
	stepTo(g, 20)
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	back := g.Scene().Find("Holder")
	if got := scenes.Get[branch](back); !reflect.DeepEqual(*got, tree) {
		t.Fatalf("the tree restored is %+v, want %+v", *got, tree)
	}
	if got := scenes.Get[link](back); !reflect.DeepEqual(*got, list) {
		t.Fatalf("the list restored is %+v", *got)
	}
	again, err := g.Snapshot(nil)
	if err != nil || !bytes.Equal(snap, again) {
		t.Fatalf("restore, snapshot gives other bytes (%v)", err)
	}
}
