package hosting_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// A Loop with a Step hook calls it once for each step due in place of
// Game.Step: a hook that takes no step (a lockstep game waiting) leaves
// the game where it was, with no snapshot (a match's machine is never put
// back, so the loop takes none); an error
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
	if loop.Timeline != nil {
		t.Errorf("the loop took snapshots (%d) of a game stepped through its hook, which it never puts back", loop.Timeline.Len())
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

// A game stepped through the hook (a machine of a joined rollback or
// lockstep match) that stopped on a failed step stays stopped: Resume
// refuses with an error the problem log says once, the game is not put back
// (no snapshot was taken), and unpausing the clock behind the loop's back
// takes no step either; the same fault without a hook resumes.
func TestLoopStepHookRefusesResume(t *testing.T) {
	g := flakyGame(t, 40)
	loop := &hosting.Loop{Game: g, Step: hosting.StepHook(hosting.Options{Step: func(g *runtime.Game) error {
		g.Step()
		return nil
	}}, g)}
	frame := time.Second / 60
	var ferr error
	for ferr == nil && g.Clock().Tick() < 60 {
		_, ferr = loop.Frame(frame)
	}
	if ferr == nil || !loop.Faulted() || !g.Clock().Paused() || g.Clock().Tick() != 40 {
		t.Fatalf("the fault: %v, faulted %v, paused %v, at step %d; want stopped at step 40", ferr, loop.Faulted(), g.Clock().Paused(), g.Clock().Tick())
	}
	err := loop.Resume()
	if err == nil || !strings.Contains(err.Error(), "network match") || !g.Clock().Paused() {
		t.Fatalf("Resume: %v, paused %v; want refused naming the network match, still paused", err, g.Clock().Paused())
	}
	if loop.Resume() == nil {
		t.Error("a second Resume was not refused")
	}
	g.Clock().SetPaused(false) // behind the loop's back
	for range 3 {
		if n, err := loop.Frame(frame); n != 0 || err != nil {
			t.Fatalf("a stopped match's frame: %d steps, %v; want none", n, err)
		}
	}
	if !g.Clock().Paused() || g.Clock().Tick() != 40 || loop.Timeline != nil {
		t.Errorf("after unpausing the clock: paused %v at step %d, timeline %v; want paused at 40, no timeline", g.Clock().Paused(), g.Clock().Tick(), loop.Timeline)
	}
	said := 0
	for _, p := range g.Problems().List() {
		if strings.Contains(p.Message, "cannot be resumed") {
			said++
		}
		if strings.Contains(p.Message, "put back") && !strings.Contains(p.Message, "putting it back") {
			t.Errorf("the problem log says the game was put back: %v", p)
		}
	}
	if said != 1 {
		t.Errorf("the refusal is said %d times in the problem log, want once: %v", said, g.Problems().List())
	}

	plain := flakyGame(t, 40) // the same fault, no hook: Resume resumes
	pl := &hosting.Loop{Game: plain}
	for plain.Clock().Tick() < 45 {
		if _, err := pl.Frame(frame); err != nil {
			if err := pl.Resume(); err != nil {
				t.Fatalf("Resume without a hook: %v", err)
			}
		}
	}
}
