package runtime_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
)

// TestAfterStepRunsAtTheBoundary checks AfterStep: requests made in a step run
// in the order made, after the end phase, before Step returns, where a
// snapshot and a restore are allowed; a request made outside a step runs at
// once; a step that panics drops its requests.
func TestAfterStepRunsAtTheBoundary(t *testing.T) {
	var log []string
	var snap []byte
	var boom bool
	ask := func(name string) func(g *runtime.Game) {
		return func(g *runtime.Game) {
			if g.Clock().Tick() != 3 && !boom {
				return
			}
			g.AfterStep(func(g *runtime.Game) {
				log = append(log, name)
				if name == "logic" && snap == nil {
					var err error
					if snap, err = g.Snapshot(nil); err != nil {
						t.Errorf("Snapshot at the boundary: %v", err)
					}
				}
			})
		}
	}
	end := &probe{runtime.NewStep("End"), runtime.InPhase(runtime.PhaseEnd), ask("end")}
	logic := &probe{runtime.NewStep("Logic"), runtime.InPhase(runtime.PhaseLogic), ask("logic")}
	g := newGame(t, runtime.Options{Seed: 7}, end, logic)
	for range 3 {
		g.Step()
	}
	if got, want := len(log), 2; got != want || log[0] != "logic" || log[1] != "end" {
		t.Fatalf("after step 3 the requests ran as %v, want [logic end]", log)
	}
	want := g.Fingerprint()
	tick := g.Clock().Tick()
	g.Step()
	g.Step()
	// A request made outside a step runs at once, and may restore.
	g.AfterStep(func(g *runtime.Game) {
		if err := g.Restore(snap); err != nil {
			t.Errorf("Restore at the boundary: %v", err)
		}
	})
	if g.Clock().Tick() != tick || g.Fingerprint() != want {
		t.Errorf("after a restore asked for between steps: tick %d (%s), want %d (%s)", g.Clock().Tick(), g.Fingerprint(), tick, want)
	}
	// A step that panics drops what it asked for.
	boom = true
	log = nil
	panicky := &probe{runtime.NewStep("Boom"), runtime.InPhase(runtime.PhasePresent), func(*runtime.Game) { panic("boom") }}
	g2 := newGame(t, runtime.Options{}, logic, panicky)
	func() {
		defer func() { _ = recover() }()
		g2.Step()
	}()
	if len(log) != 0 {
		t.Errorf("a step that panicked ran its requests: %v", log)
	}
	g2.AfterStep(func(*runtime.Game) { log = append(log, "outside") })
	if len(log) != 1 {
		t.Errorf("a request outside a step ran as %v, want [outside] (the panicked step's requests dropped)", log)
	}
}

// TestAfterStepNil checks that a nil request panics.
func TestAfterStepNil(t *testing.T) {
	g := newGame(t, runtime.Options{})
	defer func() {
		if recover() == nil {
			t.Error("AfterStep(nil) did not panic")
		}
	}()
	g.AfterStep(nil)
}
