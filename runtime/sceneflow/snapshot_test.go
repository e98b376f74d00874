package sceneflow_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sceneflow"
)

// TestSnapshotKeepsAPendingChange: a scene change asked for and not yet made
// is in the game's snapshot and back after a restore; bad bytes are refused.
func TestSnapshotKeepsAPendingChange(t *testing.T) {
	sys := sceneflow.NewSystem(nil)
	g, err := runtime.NewGame(runtime.Options{}, sys)
	if err != nil {
		t.Fatal(err)
	}
	sceneflow.Of(g).Change("level2")
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	sceneflow.Of(g).Change("other")
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if name, ok := sceneflow.Of(g).Pending(); name != "level2" || !ok {
		t.Fatalf("after a restore the pending change is %q, %v; want level2", name, ok)
	}
	sn := sys.(runtime.Snapshotter)
	for _, bad := range [][]byte{nil, {2, 0, 0, 0, 0}, {1, 9, 0, 0, 0, 'a'}} {
		if err := sn.RestoreSnapshot(bad); err == nil {
			t.Errorf("RestoreSnapshot(%v) took it", bad)
		}
	}
	if name, ok := sceneflow.Of(g).Pending(); name != "level2" || !ok {
		t.Fatalf("refused bytes changed the pending change to %q, %v", name, ok)
	}
}
