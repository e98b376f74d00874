package runtime_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// TestTimelineBytesAreSnapshots: at every step of a game where entities
// spawn, die, move and change (the churn game), the snapshot a timeline
// recorded, its records shared with the step before where the entity did not
// change, is Game.Snapshot's bytes; and the still entities' records were
// shared.
func TestTimelineBytesAreSnapshots(t *testing.T) {
	g := churnGame(t, 7)
	for i := range 20 { // still, so their records are shared
		rock := g.Scene().NewEntity("Rock", nil)
		rock.Transform().SetPosition(griff.V(float64(i), 5))
		scenes.Add(rock, timers.Timer{Duration: time.Second, Paused: true})
	}
	tl := runtime.NewTimeline(g, 1)
	var whole, snap []byte
	shared := 0
	for range 300 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		shared += tl.Stats().Shared
		var ok bool
		var err error
		whole, ok = tl.Bytes(whole[:0], tl.Newest())
		if snap, err = g.Snapshot(snap[:0]); !ok || err != nil || !bytes.Equal(whole, snap) {
			t.Fatalf("step %d: the timeline's snapshot is not Game.Snapshot's bytes (%v, %v)", tl.Newest(), ok, err)
		}
	}
	if shared < 20*299 {
		t.Fatalf("%d records were shared, want at least 20 a step", shared)
	}
}
