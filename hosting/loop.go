package hosting

import (
	"fmt"
	goruntime "runtime"
	"runtime/debug"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// View draws a game after its steps. The window host's view draws with Ebitengine;
// a server has none. Blend is how far the frame is between the last two steps,
// in [0, 1).
type View interface {
	Draw(g *runtime.Game, blend float64) error
}

// Loop is the one game loop every host runs: the host hands in
// the real time since its previous frame, and the loop takes the steps that time
// holds, then draws. Nothing in the loop reads a clock (but on GOOS=js with a
// Watchdog, which times frames with the wall clock to name a slow one; that
// changes no result).
// A Loop must be used from one goroutine.
type Loop struct {
	// Game is the game the loop runs.
	Game *runtime.Game
	// View draws after the steps; nil draws nothing (a server).
	View View
	// Report receives an error that ended a frame: a panic in a step or a failed
	// draw. The game is paused after it. Nil drops the report (the game still pauses).
	Report func(error)
	// Watchdog, if set, watches the loop's game: after each frame the stalls it
	// saw go to the game's problem log (Watchdog.Take). On GOOS=js, one thread,
	// the loop measures each frame with the wall clock and hands it to
	// Watchdog.Frame, since no goroutine can look while a step runs.
	Watchdog *Watchdog
	// Timeline keeps the snapshots the loop takes after each step (see Faults
	// below); a host gives one of more seconds to let the player or a tool
	// rewind further. For a rewind over seconds give a sparse one
	// (runtime.NewTimelineEvery(g, seconds, 0): a whole snapshot every 32
	// steps and the input alone between, under a tenth of a step's cost
	// where a snapshot every step costs more than the step); a rewind to a
	// step between re-simulates from the whole snapshot before it, and the
	// fault undo works the same (it rewinds to the newest step, at most 31
	// steps re-simulated). A dense one (runtime.NewTimeline) costs a whole
	// snapshot a step and rewinds with one restore. Nil makes one that keeps
	// the last snapshot alone at the first frame.
	Timeline *runtime.Timeline
	// NoUndo turns the snapshot after each step off, for a host that never
	// resumes a game after a fault (RunFrames, replays, the server, which ends
	// or stays paused): a fault then pauses the game as before, and resuming
	// plays on from the failed step with a warning. The snapshots cost time: in
	// the built-in game, whose physics snapshot walks cp's whole space, about as
	// much as the step itself (BenchmarkBuiltinLoopGuard and BenchmarkBuiltinStep in tests/). The default
	// (false) takes them.
	NoUndo bool
	// Step, if not nil, takes each step that is due in place of the game's
	// own Game.Step: the hook of a game stepped by a network driver
	// (runtime/network's Rollback or Lockstep, through Options.Step), which
	// may take no step (waiting for a match to start or for an input), or
	// rewind and re-simulate before its step. An error it returns ends the
	// frame as a panic does (reported, the game paused). Nil calls
	// Game.Step.
	//
	// A game stepped through Step is one machine of a match whose steps
	// the driver shares with the other machines, so the loop neither
	// rewinds nor resumes it on its own: it takes no snapshot after its
	// steps (as with NoUndo; Timeline stays as the host gave it), and a
	// game paused by a failed frame stays paused (Resume refuses, saying
	// why in the problem log), since putting this machine's game back, or
	// playing on from a half-taken step, would take it out of step with
	// the others. Such a match is over for this machine.
	Step func() error

	frames   int64
	refused  bool          // a resume of a stepped-through match was refused and said
	stepping bool          // a step runs: a panic now is a fault of the step
	faulted  bool          // a step panicked; the game is paused on it
	failTick griff.Tick    // the step that panicked
	warned   bool          // a snapshot failed and the problem log was told
	saves    *saves.System // the game's saves system, once looked up
	looked   bool          // whether saves was looked up
}

// FrameError is the error a Loop reports when a frame ended early: the panic value
// of a step, with its stack, or the error of the view.
type FrameError struct {
	Frame int64  // the loop's frame number, from 1
	Value any    // what the step panicked with, or the view's error
	Stack string // the stack of the panic; empty for a view error
}

// Error describes the failure and where the frame stopped.
func (e *FrameError) Error() string {
	return fmt.Sprintf("hosting: frame %d stopped: %v", e.Frame, e.Value)
}

// Unwrap returns the view's error, or the panic value when it is an error.
func (e *FrameError) Unwrap() error {
	err, _ := e.Value.(error)
	return err
}

// Frame runs one frame: Advance by realDelta, then the view. An error that ends the
// frame (a panic in a step, a failed draw) is caught, reported to Report, and
// pauses the game; Frame returns it too. Frame returns the number of steps taken,
// counting the one that panicked.
//
// Faults: the loop takes a snapshot of the game after each step (into
// Timeline), so a step that panics, leaving the game half-moved, is never
// played on from. When the game is resumed after such a fault (Resume, or the
// clock's SetPaused(false)), the next Frame first puts the game back to the
// snapshot taken as that step began, says so in the game's problem log, and
// the step runs again. A host may instead roll back further with
// Timeline.Rewind before resuming. If a snapshot cannot be taken (see
// runtime.Game.Snapshot), the loop says so in the problem log once; a fault
// in the step after it is then not undone (resuming says so).
func (l *Loop) Frame(realDelta time.Duration) (steps int, err error) {
	l.frames++
	if l.faulted && !l.Game.Clock().Paused() {
		if l.Step != nil {
			l.refuse() // something unpaused the clock itself: still no rewind
			return 0, nil
		}
		l.undoFault()
	}
	before := l.Game.Clock().Tick()
	defer func() {
		steps = int(l.Game.Clock().Tick() - before)
		if v := recover(); v != nil {
			l.faulted, l.failTick, l.stepping = l.stepping, l.Game.Clock().Tick(), false
			err = l.fail(&FrameError{Frame: l.frames, Value: v, Stack: string(debug.Stack())})
		}
	}()
	if l.Watchdog != nil {
		defer l.watched(oneThread)()
	}
	if serr := l.advance(realDelta); serr != nil {
		return 0, l.fail(&FrameError{Frame: l.frames, Value: serr})
	}
	l.between() // the saves' step boundary after a frame with no step (a paused game saves too)
	if l.View != nil {
		if derr := l.View.Draw(l.Game, l.Game.Clock().Blend()); derr != nil {
			return 0, l.fail(&FrameError{Frame: l.frames, Value: derr})
		}
	}
	return 0, nil
}

// watched returns what to do at the end of a watched frame: on one thread
// (timed), hand the frame's wall-clock time to the watchdog; then put its
// stalls in the problem log.
func (l *Loop) watched(timed bool) func() {
	var start time.Time
	if timed {
		start = time.Now()
	}
	return func() {
		if timed {
			l.Watchdog.Frame(time.Since(start))
		}
		l.Watchdog.Take()
	}
}

// oneThread is true where a step blocks every goroutine (GOOS=js).
const oneThread = goruntime.GOOS == "js"

// advance takes the steps realDelta holds, recording a snapshot after each
// (when a Step hook took none, none is recorded). It returns the Step hook's
// error.
func (l *Loop) advance(realDelta time.Duration) error {
	g := l.Game
	undo := !l.NoUndo && l.Step == nil // a match's machine is never put back (see Step)
	if undo && l.Timeline == nil {
		l.Timeline = runtime.NewTimeline(g, 1/float64(g.Clock().StepRate()))
	}
	if undo && !l.faulted && (l.Timeline.Len() == 0 || l.Timeline.Newest() != g.Clock().Tick()) {
		l.record() // the first frame, or the host changed the game between frames
	}
	for range g.Clock().Due(realDelta) {
		l.stepping = true
		if l.Step == nil {
			g.Step()
		} else if err := l.Step(); err != nil {
			l.stepping = false
			return err
		}
		l.stepping = false
		l.between() // saves and loads asked for in the step, before its snapshot is recorded
		if undo && (l.Timeline.Len() == 0 || l.Timeline.Newest() != g.Clock().Tick()) {
			l.record()
		}
	}
	return nil
}

// record adds a snapshot to the timeline; the first failure is reported.
func (l *Loop) record() {
	if err := l.Timeline.Record(); err != nil && !l.warned {
		l.warned = true
		l.Game.Problems().Warn(nil, "", "the loop could not take a snapshot after step %d, so a step that fails then is not undone: %v", l.Game.Clock().Tick(), err)
	}
}

// undoFault puts the game back to the snapshot taken as the failed step began.
func (l *Loop) undoFault() {
	l.faulted = false
	at := l.failTick - 1
	if l.Timeline == nil || l.Timeline.Newest() != at {
		if l.Game.Clock().Tick() == l.failTick {
			l.Game.Problems().Warn(nil, "", "resumed after step %d failed: no snapshot of step %d was kept, so the game plays on from the failed step", l.failTick, at)
		}
		return
	}
	if err := l.Timeline.Rewind(at); err != nil {
		l.Game.Problems().Warn(nil, "", "resumed after step %d failed: putting the game back to step %d failed: %v", l.failTick, at, err)
		return
	}
	l.Game.Problems().Warn(nil, "", "resumed after step %d failed: the game was put back to the snapshot taken as that step began (after step %d), and the step runs again", l.failTick, at)
}

// Faulted reports whether the game is paused on a step that panicked (see
// Frame): resuming it puts it back to the snapshot taken as that step began.
func (l *Loop) Faulted() bool { return l.faulted }

// Resume resumes a game paused by a fault (or any pause): after a step that
// panicked, the next Frame first puts the game back to the snapshot taken as
// that step began (see Frame). It returns nil, but in a match stepped
// through Step, where it refuses a game paused by a failed frame (the game
// stays paused; see Step) and returns the error it also puts, once, in the
// problem log.
func (l *Loop) Resume() error {
	if l.Step != nil && l.Game.Clock().Paused() {
		return l.refuse()
	}
	l.Game.Clock().SetPaused(false)
	return nil
}

// refuse keeps a stepped-through match's paused game paused and returns
// why, said once in the problem log.
func (l *Loop) refuse() error {
	l.Game.Clock().SetPaused(true)
	err := fmt.Errorf("hosting: the game stopped at step %d cannot be resumed: it is one machine of a network match, and putting it back or playing on here alone would take it out of step with the other players", l.Game.Clock().Tick())
	if !l.refused {
		l.refused = true
		l.Game.Problems().Warn(nil, "", "%v", err)
	}
	return err
}

func (l *Loop) fail(e *FrameError) error {
	l.Game.Clock().SetPaused(true)
	if l.Report != nil {
		l.Report(e)
	}
	return e
}

// savesSystem returns the game's saves system (runtime/saves), or nil if it has
// none.
func (l *Loop) savesSystem() *saves.System {
	if !l.looked {
		l.looked = true
		if s, ok := saves.Of(l.Game); ok {
			l.saves, _ = s.(*saves.System)
		}
	}
	return l.saves
}

// between hands the step boundary to the game's saves system, if it has one
// (saves.System.Between): the saves, loads and deletes asked for since, and
// the writes that finished. After a frame that took no step (a paused game)
// it is the boundary for saves asked for from a pause menu.
func (l *Loop) between() {
	if s := l.savesSystem(); s != nil {
		s.Between(l.Game)
	}
}

// Close ends the loop's work that goes on between frames: it waits for the
// game's save games asked for so far to be written (saves.System.Flush), puts
// what became of them in the problem log and returns the first save that
// failed since the last Close (reported then or in an earlier frame), or nil. A game without saves has nothing to wait for. Every host calls
// Close when it stops playing; the loop may run more frames afterwards.
func (l *Loop) Close() error {
	if s := l.savesSystem(); s != nil {
		return s.Flush(l.Game)
	}
	return nil
}

// Frames returns the number of frames run so far.
func (l *Loop) Frames() int64 { return l.frames }

// Do runs f, a part of the current frame that the host runs apart from Frame (the
// window host draws the list Frame built later, in Ebitengine's Draw), under the same
// fault handling: a panic in f or the error f returns is caught, reported to Report
// as a FrameError of the current frame, and pauses the game; Do returns it too.
func (l *Loop) Do(f func() error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = l.fail(&FrameError{Frame: l.frames, Value: v, Stack: string(debug.Stack())})
		}
	}()
	if ferr := f(); ferr != nil {
		return l.fail(&FrameError{Frame: l.frames, Value: ferr})
	}
	return nil
}

// StepHook returns opts.Step bound to g, for Loop.Step: nil (Game.Step)
// when opts has none.
func StepHook(opts Options, g *runtime.Game) func() error {
	if opts.Step == nil {
		return nil
	}
	return func() error { return opts.Step(g) }
}
