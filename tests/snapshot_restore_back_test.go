package tests

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
)

// TestSnapshotAfterRestoreBack plays every template 48 steps taking a
// snapshot at each, then restores several of them into the same game (which
// played on since) and checks that a snapshot taken right after the restore
// is the bytes restored (snapshot, restore, snapshot gives the same bytes;
// physics/snapnum.go). It failed in blockworld at step 0, physicsgames at 0,
// 1, 2, 5 and 20 and the platformer at 0 and 1: the physics snapshot wrote
// cp's arbiter list as nil before the world first had an arbiter and as
// empty after, and a restore did not put back which (physics
// snapCodec.listsAsRead).
func TestSnapshotAfterRestoreBack(t *testing.T) {
	forEveryTemplate(t, func(t *testing.T, name string, g *runtime.Game, sc recorded) {
		snaps := map[griff.Tick][]byte{}
		take := func() {
			b, err := g.Snapshot(nil)
			if err != nil {
				t.Fatal(err)
			}
			snaps[g.Clock().Tick()] = b
		}
		take()
		for g.Clock().Tick() < 48 {
			g.Step()
			take()
		}
		var bad []griff.Tick
		for _, back := range []griff.Tick{0, 1, 2, 5, 20, 31, 40} {
			if err := g.Restore(snaps[back]); err != nil {
				t.Fatal(err)
			}
			again, err := g.Snapshot(nil)
			if err != nil {
				t.Fatal(err)
			}
			if want := snaps[back]; !bytes.Equal(again, want) {
				bad = append(bad, back)
				i := 0
				for i < len(again) && i < len(want) && again[i] == want[i] {
					i++
				}
				t.Logf("step %d: %d bytes restored, %d written after, first differing at %d", back, len(want), len(again), i)
			}
			for g.Clock().Tick() < 48 {
				g.Step()
				if _, err := g.Snapshot(nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		if len(bad) > 0 {
			t.Errorf("restored the snapshot of steps %v after playing to 48: the snapshot taken right after differs from it", bad)
		}
	})
}
