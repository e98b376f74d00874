package runtime_test

import (
	"bytes"
	"errors"
	goruntime "runtime"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// refuser is a Snapshotter system that refuses its part when told to, so a
// restore has to put the game back.
type refuser struct {
	state  byte
	refuse bool `griff:"-"` // a test switch
}

func (*refuser) Name() string                              { return "Test.Refuser" }
func (*refuser) Setup(*runtime.Game) error                 { return nil }
func (r *refuser) AppendSnapshot(b []byte) ([]byte, error) { return append(b, r.state), nil }
func (r *refuser) RestoreSnapshot(data []byte) error {
	if r.refuse || len(data) != 1 {
		return errors.New("refused")
	}
	r.state = data[0]
	return nil
}

// steadyGame is a game of 40 entities that spawns and destroys none: some
// move, every one has a running Timer and a Churn with a list.
func steadyGame(t testing.TB) (*runtime.Game, *refuser) {
	ref := &refuser{}
	g, err := runtime.NewGame(runtime.Options{Seed: 3}, motion.NewSystem(), timers.NewSystem(), ref)
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene()
	for i := range 4 {
		group := sc.NewEntity("Group", nil)
		for j := range 9 {
			e := sc.NewEntity("Thing", group)
			e.Transform().SetPosition(griff.V(float64(i), float64(j)))
			scenes.Add(e, timers.Timer{Duration: time.Duration(100+j) * time.Millisecond, Repeat: true})
			scenes.Add(e, Churn{Count: j, Tags: []string{"a", "b"}})
			if j%3 == 0 {
				scenes.Add(e, motion.Mover{Velocity: griff.V(1, float64(j)), Spin: 0.25})
			}
		}
	}
	return g, ref
}

// TestRestoreInPlace restores a game into its own entities: the scene and
// every entity are the same values after, the snapshot taken after the
// restore is the same bytes, and the game plays on to the same state as the
// first time. Between the snapshot and the restore one entity is changed by
// hand (a component's count, its list, its transform): what changed is put
// back exactly.
func TestRestoreInPlace(t *testing.T) {
	g, _ := steadyGame(t)
	stepTo(g, 10)
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	stepTo(g, 40)
	want := g.StateDigest()
	sc := g.Scene()
	ents := map[scenes.EntityID]*scenes.Entity{}
	for e := range sc.Walk() {
		ents[e.ID()] = e
	}
	one := sc.Roots()[1].Children()[4]
	ch := scenes.Get[Churn](one)
	ch.Count, ch.Tags = 99, append(ch.Tags, "changed")
	one.Transform().SetPosition(griff.V(-5, 7))
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if g.Scene() != sc {
		t.Fatal("the restore made a new scene; the game's entities fit the snapshot")
	}
	for e := range g.Scene().Walk() {
		if ents[e.ID()] != e {
			t.Fatalf("entity %v is another value after the restore", e)
		}
	}
	if got := scenes.Get[Churn](one); got.Count != 4 || len(got.Tags) != 2 || got.Twice != 8 {
		t.Errorf("the changed entity's Churn is %+v after the restore, want count 4, tags [a b], cache 8", *got)
	}
	again, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snap, again) {
		t.Fatal("snapshot, change, restore in place, snapshot gives other bytes")
	}
	stepTo(g, 40)
	if got := g.StateDigest(); runtime.FingerprintOf(got) != runtime.FingerprintOf(want) {
		t.Fatalf("restored in place, played on: %v", runtime.DiffState(want, got, 8))
	}
}

// TestRestoreInPlaceFallsBack: a scene with an entity the snapshot does not
// hold is restored as a new scene, and the bytes are the same.
func TestRestoreInPlaceFallsBack(t *testing.T) {
	g, _ := steadyGame(t)
	stepTo(g, 5)
	snap, _ := g.Snapshot(nil)
	stepTo(g, 9)
	sc := g.Scene()
	sc.NewEntity("Extra", nil)
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if g.Scene() == sc {
		t.Fatal("restored in place into a scene with an entity more")
	}
	if again, _ := g.Snapshot(nil); !bytes.Equal(snap, again) {
		t.Fatal("snapshot, restore, snapshot gives other bytes")
	}
}

// TestRestoreInPlaceUndone: when a system refuses its part, the scene
// restored in place is put back as it was.
func TestRestoreInPlaceUndone(t *testing.T) {
	g, ref := steadyGame(t)
	stepTo(g, 5)
	snap, _ := g.Snapshot(nil)
	stepTo(g, 25)
	before, _ := g.Snapshot(nil)
	ref.refuse = true
	if err := g.Restore(snap); err == nil {
		t.Fatal("a system refused its part, but Restore returned no error")
	}
	if after, _ := g.Snapshot(nil); !bytes.Equal(before, after) {
		t.Fatal("a refused restore changed the game")
	}
	for _, ch := range scenes.All[Churn](g.Scene()) {
		if ch.Twice != 2*ch.Count {
			t.Fatalf("the Churn cache is %d after a refused restore, want %d", ch.Twice, 2*ch.Count)
		}
	}
}

// TestRestoreInPlaceAllocations: a restore in place of a game that played
// on a few steps allocates a few objects whatever the number of entities
// (the parsed snapshot, its lists of systems, the Rand's state kept to roll
// back to); a restore into a new scene made about one per entity and
// component list. The count is the median of 19 restores: MemStats counts
// the whole process, and a runtime goroutine's allocation now and then
// landed inside one restore on a busy machine (CI saw 9 once).
func TestRestoreInPlaceAllocations(t *testing.T) {
	g, _ := steadyGame(t)
	stepTo(g, 5)
	snap, _ := g.Snapshot(nil)
	var counts []uint64
	for i := range 20 {
		g.Step()
		g.Step()
		var before, after goruntime.MemStats
		goruntime.ReadMemStats(&before)
		if err := g.Restore(snap); err != nil {
			t.Fatal(err)
		}
		goruntime.ReadMemStats(&after)
		if i > 0 { // the first grows the scratch
			counts = append(counts, after.Mallocs-before.Mallocs)
		}
	}
	slices.Sort(counts)
	if median := counts[len(counts)/2]; median > 8 {
		t.Errorf("a restore in place after two steps makes %d allocations (median of %d), want at most 8", median, len(counts))
	}
}

// TestTimelineSharesUnchangedRecords: between two recorded steps of a game
// where nothing moves by itself, one entity's list element is changed in
// place (no flag says so): the second snapshot shares every other record,
// writes that one again, and is byte for byte the game's own snapshot; a
// rewind to the first puts the old element back.
func TestTimelineSharesUnchangedRecords(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{Seed: 5}, timers.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene()
	for i := range 30 {
		e := sc.NewEntity("Thing", nil)
		e.Transform().SetPosition(griff.V(float64(i), 0))
		scenes.Add(e, Churn{Count: i, Tags: []string{"a", "b"}})
	}
	g.Step()
	tl := runtime.NewTimeline(g, 1)
	g.Step()
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	first := g.Clock().Tick()
	want1, _ := g.Snapshot(nil)
	g.Step()
	scenes.Get[Churn](sc.Roots()[17]).Tags[1] = "c"
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	if st := tl.Stats(); st.Records != 30 || st.Shared != 29 {
		t.Errorf("the second snapshot shares %d of %d records, want 29 of 30", st.Shared, st.Records)
	}
	want2, _ := g.Snapshot(nil)
	if got, _ := tl.Bytes(nil, g.Clock().Tick()); !bytes.Equal(got, want2) {
		t.Fatal("the timeline's snapshot is not the game's")
	}
	if err := tl.Rewind(first); err != nil {
		t.Fatal(err)
	}
	if got, _ := g.Snapshot(nil); !bytes.Equal(got, want1) {
		t.Fatal("rewound, the game's snapshot is not the one taken then")
	}
	if tags := scenes.Get[Churn](g.Scene().Roots()[17]).Tags; tags[1] != "b" {
		t.Errorf("rewound, the changed list is %v, want [a b]", tags)
	}
}
