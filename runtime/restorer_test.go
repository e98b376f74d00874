package runtime_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
)

// teller is a Restorer that notes each Restored call and the state the
// refuser (a Snapshotter set up before it) held then.
type teller struct {
	ref  *refuser
	seen []byte // ref.state at each Restored, in order
}

func (*teller) Name() string               { return "Test.Teller" }
func (*teller) Setup(*runtime.Game) error  { return nil }
func (t *teller) Restored(g *runtime.Game) { t.seen = append(t.seen, t.ref.state) }

// TestRestorerIsToldOfEachRestore: a Restorer system's Restored runs once for
// each restore that succeeds, after the Snapshotters put their state back
// (it sees the restored state, not the state before), and not for a restore
// that fails.
func TestRestorerIsToldOfEachRestore(t *testing.T) {
	ref := &refuser{state: 7}
	tell := &teller{ref: ref}
	g, err := runtime.NewGame(runtime.Options{Seed: 3}, motion.NewSystem(), ref, tell)
	if err != nil {
		t.Fatal(err)
	}
	stepTo(g, 3)
	snap, _ := g.Snapshot(nil)
	ref.state = 9
	stepTo(g, 6)
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if len(tell.seen) != 1 || tell.seen[0] != 7 {
		t.Fatalf("after one restore Restored saw %v, want [7] (once, after the Snapshotter's state came back)", tell.seen)
	}
	ref.refuse = true
	if err := g.Restore(snap); err == nil {
		t.Fatal("a system refused its part, but Restore returned no error")
	}
	if len(tell.seen) != 1 {
		t.Fatalf("a failed restore called Restored: %v", tell.seen)
	}
	ref.refuse, ref.state = false, 9
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if len(tell.seen) != 2 || tell.seen[1] != 7 {
		t.Fatalf("after a second restore Restored saw %v, want [7 7]", tell.seen)
	}
}
