package hosting_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// TestLoopUndoesAFaultWithASparseTimeline: a host gives the loop a sparse
// timeline (a whole snapshot every 32 steps, the input alone between); a
// step panics halfway, and resuming puts the game back to the step before
// it (a step of input: re-simulated from the whole snapshot of step 32) and
// plays on to the state of a game whose step never failed. A rewind further
// back (to step 20, between whole snapshots) plays on the same way.
func TestLoopUndoesAFaultWithASparseTimeline(t *testing.T) {
	for _, back := range []int{-1, 20} {
		want := flakyGame(t, 0)
		for range 90 {
			want.Step()
		}
		g := flakyGame(t, 40)
		tl := runtime.NewTimelineEvery(g, 3, 0)
		loop := &hosting.Loop{Game: g, Timeline: tl}
		for g.Clock().Tick() < 90 {
			if _, err := loop.Frame(time.Second / 60); err != nil {
				if tl.Whole(39) || !tl.Whole(32) {
					t.Fatalf("whole snapshots of steps 39 and 32: %v and %v, want false and true", tl.Whole(39), tl.Whole(32))
				}
				if back >= 0 {
					if err := tl.Rewind(20); err != nil {
						t.Fatal(err)
					}
				}
				loop.Resume()
			}
		}
		if g.Fingerprint() != want.Fingerprint() {
			t.Fatalf("back %d: after the undone fault the game differs from one that never failed: %v",
				back, runtime.DiffState(want.StateDigest(), g.StateDigest(), 5))
		}
		if back < 0 {
			said := false
			for _, p := range g.Problems().List() {
				said = said || strings.Contains(p.String(), "put back to the snapshot taken as that step began (after step 39)")
			}
			if !said {
				t.Errorf("the problem log does not say the game was put back: %v", g.Problems().List())
			}
		}
	}
}
