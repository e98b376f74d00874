package physics_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestSnapshotListsAsRead: a snapshot writes cp's arbiter cache as a list
// that is nil (0) until a snapshot first had an arbiter and empty (1) after,
// so a restore must put back which it was. Two cases, each failing before the
// fix (snapCodec.listsAsRead): a world that had contacts, restored to its
// first snapshot (no arbiter yet), wrote 1 where the snapshot holds 0; and a
// new world restored from a snapshot with an empty list (the boxes gone
// since their contacts) wrote 0 where the snapshot holds 1.
func TestSnapshotListsAsRead(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(100)
	var boxes []*scenes.Entity
	for i := range 3 {
		boxes = append(boxes, r.body("Box", griff.V(float64(i)*40, 80), physics.Body{}, physics.Box(16, 16)))
	}
	snapshot := func(w *physics.World) []byte {
		t.Helper()
		b, err := w.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	scene0, err := r.s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	snap0 := snapshot(r.w)
	r.step(20) // the boxes land (at step 10): arbiters, before they sleep
	withArbs := snapshot(r.w)
	for _, e := range boxes {
		r.s.Destroy(e)
	}
	r.step(10) // their arbiters gone
	scene2, err := r.s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	snap2 := snapshot(r.w)
	if len(withArbs) <= len(snap2) || len(snap0) == len(snap2) {
		t.Fatalf("the setup did not make and drop arbiters (%d, %d and %d bytes)", len(snap0), len(withArbs), len(snap2))
	}

	s2, err := scenes.ReadScene("copy", scene2, nil)
	if err != nil {
		t.Fatal(err)
	}
	w2 := physics.NewWorld(s2, physics.Options{})
	if err := w2.RestoreSnapshot(snap2); err != nil {
		t.Fatal(err)
	}
	if again := snapshot(w2); !bytes.Equal(again, snap2) {
		t.Errorf("a new world restored from a snapshot with an empty arbiter list writes other bytes (%d vs %d)", len(again), len(snap2))
	}

	s0, err := scenes.ReadScene("copy", scene0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.w.RestoreSnapshotIn(s0, snap0); err != nil {
		t.Fatal(err)
	}
	if again := snapshot(r.w); !bytes.Equal(again, snap0) {
		t.Errorf("a world that had arbiters, restored to a snapshot of before it had any, writes other bytes (%d vs %d)", len(again), len(snap0))
	}
}
