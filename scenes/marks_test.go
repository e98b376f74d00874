package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// markScene is a scene of n roots with a sameComp each, its marks taken once
// by owner (so the next TakeChanges lists only what changes after).
func markScene(t *testing.T, n int, owner any) (*scenes.Scene, []*scenes.Entity) {
	t.Helper()
	s := scenes.NewScene("marks", nil)
	var es []*scenes.Entity
	for i := range n {
		e := s.NewEntity("E", nil)
		e.Transform().SetPosition(griff.V(float64(i), 0))
		scenes.Add(e, sameComp{Name: "x"})
		es = append(es, e)
	}
	s.BeginStep() // the transforms set settle
	if ch := s.TakeChanges(owner); !ch.All {
		t.Fatal("the first TakeChanges of an owner does not report All")
	}
	return s, es
}

// changed returns the indexes in es of the entities ch lists.
func changed(ch scenes.Changes, es []*scenes.Entity) []int {
	var out []int
	for _, e := range ch.Entities {
		if i := slices.Index(es, e); i >= 0 {
			out = append(out, i)
		}
	}
	slices.Sort(out)
	return out
}

// TestMarksListWhatMayHaveChanged: the writable accessors and the setters
// mark, the read-only accessors do not, each entity is listed once, and an
// iteration with All marks every owner of its type.
func TestMarksListWhatMayHaveChanged(t *testing.T) {
	owner := new(int)
	s, es := markScene(t, 8, owner)
	_ = scenes.Read[sameComp](es[0])
	_, _ = scenes.Peek[sameComp](es[0])
	_ = scenes.Has[sameComp](es[0])
	for range scenes.AllRead[sameComp](s) {
	}
	for range scenes.ActiveRead[sameComp](s) {
	}
	for range es[0].ReadComponents() {
	}
	_ = es[0].Transform().WorldPosition()
	if ch := s.TakeChanges(owner); ch.All || ch.Reordered || len(ch.Entities) != 0 {
		t.Fatalf("after reads only: %+v, want nothing listed", ch)
	}

	scenes.Get[sameComp](es[1]).Name = "y"
	scenes.Get[sameComp](es[1]).On = true
	es[2].Transform().SetRotation(1)
	es[3].SetActive(false)
	es[4].SetName("F")
	es[5].MarkChanged()
	s.Destroy(es[6])
	got := changed(s.TakeChanges(owner), es)
	if want := []int{1, 2, 3, 4, 5, 6}; !slices.Equal(got, want) {
		t.Fatalf("listed %v, want %v (each once)", got, want)
	}

	// es[2]'s transform changed in this step: listed again at the next call,
	// its record changing as the next step begins.
	s.BeginStep()
	if got := changed(s.TakeChanges(owner), es); !slices.Equal(got, []int{2}) {
		t.Fatalf("a step after a rotation, listed %v, want [2]", got)
	}
	if got := changed(s.TakeChanges(owner), es); len(got) != 0 {
		t.Fatalf("with nothing changed, listed %v", got)
	}

	for range scenes.All[sameComp](s) {
		break // handing out one pointer counts for all: they are not told apart
	}
	if got := changed(s.TakeChanges(owner), es); !slices.Equal(got, []int{0, 1, 2, 3, 4, 5, 7}) {
		t.Fatalf("after All, listed %v, want every live owner", got)
	}

	es[7].SetParent(es[0])
	if ch := s.TakeChanges(owner); !ch.Reordered || !slices.Equal(changed(ch, es), []int{7}) {
		t.Fatalf("after a reparent: %+v, want Reordered and [7]", ch)
	}
	if ch := s.TakeChanges(new(int)); !ch.All {
		t.Fatal("another owner's TakeChanges does not report All")
	}
}

// TestSnapshotRecordDiffNamesWhatChanged: the diff names the component whose
// bytes changed, the transform, or nothing.
func TestSnapshotRecordDiffNamesWhatChanged(t *testing.T) {
	_, es := markScene(t, 2, new(int))
	e := es[1]
	rec, err := e.AppendSnapshotRecord(nil)
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := e.SnapshotRecordDiff(rec, nil); d != "" {
		t.Fatalf("unchanged, the diff says %q", d)
	}
	scenes.Read[sameComp](e).Tags = []string{"a"}
	if d, _ := e.SnapshotRecordDiff(rec, nil); !strings.Contains(d, scenes.NameOf[sameComp]()) {
		t.Fatalf("a list changed: the diff says %q, want it to name %s", d, scenes.NameOf[sameComp]())
	}
	scenes.Read[sameComp](e).Tags = nil
	e.Transform().Move(griff.V(1, 0))
	if d, _ := e.SnapshotRecordDiff(rec, nil); !strings.Contains(d, "transform") {
		t.Fatalf("moved: the diff says %q", d)
	}
}

// TestMarksMakeNoGarbage: marking and taking the marks allocate nothing once
// the lists have grown.
func TestMarksMakeNoGarbage(t *testing.T) {
	owner := new(int)
	s, es := markScene(t, 100, owner)
	step := func() {
		s.BeginStep()
		for _, e := range es[:50] {
			scenes.Get[sameComp](e).On = !scenes.Read[sameComp](e).On
			e.Transform().Move(griff.V(1, 0))
		}
		for range scenes.All[sameComp](s) {
		}
		s.TakeChanges(owner)
	}
	step()
	step()
	if n := testing.AllocsPerRun(20, step); n != 0 {
		t.Errorf("a step of marks makes %v allocations, want 0", n)
	}
}

// TestTransformMarksListedOnceAndCarried: a transform set marks its bit in
// the column (on two pages here), listed once with the entity's own mark,
// carried to the calls up to the first after the next step begins; a
// destroyed entity is listed, and so is the entity given its slot.
func TestTransformMarksListedOnceAndCarried(t *testing.T) {
	owner := new(int)
	s, es := markScene(t, 300, owner)
	es[3].Transform().SetPosition(griff.V(-1, 0))
	es[3].SetName("F")
	es[270].Transform().Move(griff.V(1, 0))
	es[270].Transform().Move(griff.V(1, 0))
	if got := changed(s.TakeChanges(owner), es); !slices.Equal(got, []int{3, 270}) {
		t.Fatalf("listed %v, want [3 270] (each once)", got)
	}
	es[270].Transform().Move(griff.V(1, 0)) // listed in this step already
	if got := changed(s.TakeChanges(owner), es); !slices.Equal(got, []int{3, 270}) {
		t.Fatalf("changed again in the same step: listed %v, want [3 270]", got)
	}
	s.BeginStep()
	if got := changed(s.TakeChanges(owner), es); !slices.Equal(got, []int{3, 270}) {
		t.Fatalf("as the next step begins, listed %v, want [3 270] (settled now)", got)
	}
	if got := changed(s.TakeChanges(owner), es); len(got) != 0 {
		t.Fatalf("with nothing changed since, listed %v", got)
	}
	if p, _, _ := es[270].Transform().Previous(); p != griff.V(273, 0) {
		t.Fatalf("previous position %v, want (273, 0)", p)
	}

	es[5].Transform().Move(griff.V(1, 0))
	s.Destroy(es[5])
	n := s.NewEntity("N", nil) // takes es[5]'s slot
	ch := s.TakeChanges(owner)
	if got := changed(ch, es); !slices.Equal(got, []int{5}) || !slices.Contains(ch.Entities, n) || len(ch.Entities) != 2 {
		t.Fatalf("after a destroy and a spawn: %v, want es[5] and the new entity", ch.Entities)
	}
}

// TestSetActiveMarksTheTransform: SetActive lists its entity for its
// transform alone (not in Changes.Whole), and the record its transform part
// is put into (PutSnapshotTransform) is the record written whole: the active
// flag is in that part. Its children, whose ActiveInHierarchy changes, are
// not listed: that is in no record.
func TestSetActiveMarksTheTransform(t *testing.T) {
	owner := new(int)
	s, es := markScene(t, 2, owner)
	kid := s.NewEntity("Kid", es[1])
	s.BeginStep()
	s.TakeChanges(owner)
	rec, err := es[1].AppendSnapshotRecord(nil)
	if err != nil {
		t.Fatal(err)
	}
	es[1].SetActive(false)
	ch := s.TakeChanges(owner)
	if ch.Whole != 0 || !slices.Equal(changed(ch, es), []int{1}) || slices.Contains(ch.Entities, kid) {
		t.Fatalf("SetActive(false) listed %v (%d whole), want [1] for its transform alone", changed(ch, es), ch.Whole)
	}
	if !es[1].PutSnapshotTransform(rec) {
		t.Fatal("PutSnapshotTransform refused the entity's own record")
	}
	want, err := es[1].AppendSnapshotRecord(nil)
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := es[1].SnapshotRecordDiff(rec, nil); d != "" || string(rec) != string(want) {
		t.Errorf("the record with its transform part put in differs from the whole record: %s", d)
	}
}
