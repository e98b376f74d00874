package hosting_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// flaky speeds every Mover up a little each step; on step failAt it panics
// halfway through (once, if once is set), leaving the game half-moved.
type flaky struct {
	failAt griff.Tick `griff:"-"`
	failed bool       `griff:"-"`
}

var stepFlaky = runtime.NewStep("Flaky")

func (*flaky) Name() string { return "Flaky" }
func (f *flaky) Setup(g *runtime.Game) error {
	g.AddStep(stepFlaky, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		i := 0
		for _, m := range scenes.Active[motion.Mover](g.Scene()) {
			m.Velocity[0] += g.Rand().FloatRange(0, 2)
			if i++; i == 2 && g.Clock().Tick() == f.failAt && !f.failed {
				f.failed = true
				panic("flaky")
			}
		}
	})
	return nil
}

func flakyGame(t *testing.T, failAt griff.Tick) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 5}, motion.NewSystem(), &flaky{failAt: failAt})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		e := g.Scene().NewEntity("Ball", nil)
		scenes.Add(e, motion.Mover{Velocity: griff.V(float64(i), 1)})
	}
	return g
}

// TestLoopUndoesAFaultedStep: a step panics once, halfway; the loop pauses
// on it, and resuming puts the game back as the step began, says so in the
// problem log, and plays on to the state of a game whose step never failed.
func TestLoopUndoesAFaultedStep(t *testing.T) {
	want := flakyGame(t, 0)
	for range 90 {
		want.Step()
	}
	g := flakyGame(t, 40)
	loop := &hosting.Loop{Game: g}
	frame := time.Second / 60
	for g.Clock().Tick() < 90 {
		if _, err := loop.Frame(frame); err != nil {
			if !strings.Contains(err.Error(), "flaky") || !g.Clock().Paused() || g.Clock().Tick() != 40 {
				t.Fatalf("the fault: %v, paused %v, at step %d; want a pause at step 40", err, g.Clock().Paused(), g.Clock().Tick())
			}
			loop.Frame(frame) // paused: nothing moves
			if !loop.Faulted() {
				t.Fatal("Faulted() = false while the game is paused on the failed step")
			}
			loop.Resume()
		}
	}
	if loop.Faulted() {
		t.Error("Faulted() = true after the game resumed and played on")
	}
	if g.Fingerprint() != want.Fingerprint() {
		t.Fatalf("after the undone fault the game differs from one that never failed: %v",
			runtime.DiffState(want.StateDigest(), g.StateDigest(), 5))
	}
	said := false
	for _, p := range g.Problems().List() {
		said = said || strings.Contains(p.String(), "put back to the snapshot taken as that step began (after step 39)")
	}
	if !said {
		t.Errorf("the problem log does not say the game was put back: %v", g.Problems().List())
	}
}

// TestLoopRollsBackFurther: a host with a longer timeline rolls back a second
// before the fault and plays on to the same state.
func TestLoopRollsBackFurther(t *testing.T) {
	want := flakyGame(t, 0)
	for range 150 {
		want.Step()
	}
	g := flakyGame(t, 100)
	loop := &hosting.Loop{Game: g, Timeline: runtime.NewTimeline(g, 3)}
	for g.Clock().Tick() < 150 {
		if _, err := loop.Frame(time.Second / 60); err != nil {
			if err := loop.Timeline.Rewind(40); err != nil {
				t.Fatal(err)
			}
			loop.Resume()
		}
	}
	if g.Fingerprint() != want.Fingerprint() {
		t.Fatal("rolled back to step 40 and played on: the game differs from one that never failed")
	}
}
