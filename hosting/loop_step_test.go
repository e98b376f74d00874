package hosting_test

import (
	"errors"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// A Loop with a Step hook calls it once for each step due in place of
// Game.Step: a hook that takes no step (a lockstep game waiting) leaves
// the game where it was, with no snapshot of a step not taken; an error
// it returns ends the frame as a FrameError, reported, the game paused.
func TestLoopStepHook(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{})
	if err != nil {
		t.Fatal(err)
	}
	calls, wait := 0, false
	var fail error
	var reported []error
	loop := &hosting.Loop{Game: g, Report: func(err error) { reported = append(reported, err) },
		Step: hosting.StepHook(hosting.Options{Step: func(g *runtime.Game) error {
			calls++
			if fail != nil {
				return fail
			}
			if !wait {
				g.Step()
			}
			return nil
		}}, g)}
	d := g.Clock().StepDuration()
	if n, err := loop.Frame(3 * d); n != 3 || err != nil || calls != 3 {
		t.Fatalf("Frame of 3 steps: %d steps, %v, hook called %d times; want 3, nil, 3", n, err, calls)
	}
	wait = true
	if n, err := loop.Frame(2 * d); n != 0 || err != nil || calls != 5 || g.Clock().Tick() != 3 {
		t.Fatalf("waiting: %d steps, %v, %d calls, at step %d; want 0 steps, 5 calls, step 3", n, err, calls, g.Clock().Tick())
	}
	if loop.Timeline.Newest() != 3 || loop.Timeline.Len() != 1 {
		t.Errorf("the loop's timeline holds %d snapshots, the newest of step %d; want the one of step 3", loop.Timeline.Len(), loop.Timeline.Newest())
	}
	fail = errors.New("the match is over")
	_, err = loop.Frame(d)
	var fe *hosting.FrameError
	if !errors.As(err, &fe) || !errors.Is(err, fail) || len(reported) != 1 || !g.Clock().Paused() {
		t.Errorf("a failing hook: Frame returned %v, %d reports, paused %v; want its FrameError, reported, paused", err, len(reported), g.Clock().Paused())
	}
	if hosting.StepHook(hosting.Options{}, g) != nil {
		t.Error("StepHook without Options.Step is not nil")
	}
}
