package hosting

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// DefaultStallAfter is how long one step may run before a watchdog reports it:
// 3 s, two hundred times a 60 Hz step's whole budget, so a slow machine or a
// garbage collection never trips it, while a player who sees a frozen window
// hears why within a few seconds.
const DefaultStallAfter = 3 * time.Second

// Stall is a step that has run too long, as a Watchdog saw it.
type Stall struct {
	// Where is where the step was when seen: the step's number, the frame's
	// step and system, and the entity, component and hook whose code ran.
	Where runtime.Whereabouts
	// For is how long the step had run when seen (at least the threshold), by
	// the watchdog's clock.
	For time.Duration
}

// String describes the stall on one line: "step 120 has run for 3s, in step
// Scripts (system Scripts), entity #4, Game.Spinner Update".
func (s Stall) String() string {
	w := s.Where
	var b strings.Builder
	fmt.Fprintf(&b, "step %d has run for %v", w.Step, s.For.Round(time.Millisecond))
	if w.StepName != "" {
		fmt.Fprintf(&b, ", in step %s (system %s)", w.StepName, w.System)
	}
	if w.Entity != 0 {
		fmt.Fprintf(&b, ", entity #%d", w.Entity)
	}
	if w.Component != "" || w.Hook != runtime.HookNone {
		fmt.Fprintf(&b, ", %s", strings.TrimSpace(w.Component+" "+w.Hook.String()))
	}
	return b.String()
}

// WatchdogOptions configure a Watchdog. The zero value reports a step running
// longer than DefaultStallAfter, looking every quarter of that, to no one.
type WatchdogOptions struct {
	// After is how long a step may run before it is reported; 0 means
	// DefaultStallAfter.
	After time.Duration
	// Report is called once for each step seen running longer than After, from
	// the watchdog's goroutine, while the step still runs (a host writes it to
	// its console). Nil reports to no one; Take still gives the stall.
	Report func(Stall)
	// Ticks is the watchdog's clock: it looks at the game each time a time
	// arrives, taking that time as now. Nil is a time.Ticker every After/4.
	// Tests hand in times of their own, so they wait for no wall clock.
	Ticks <-chan time.Time
}

// Watchdog watches a game from a goroutine of its own and reports a step that
// has run longer than a threshold, naming where the step is (Game.Where): Go
// cannot stop a goroutine, so a step that loops forever (a script hook with an
// endless loop) can only be named, not ended. It reads the game's where record
// and nothing else, so it changes no result of the game. On GOOS=js there is
// one thread and no goroutine runs while a step does: there the host reports a
// frame that ran too long when it ends (Watchdog.Frame).
type Watchdog struct {
	g      *runtime.Game
	after  time.Duration
	report func(Stall)
	ticks  <-chan time.Time
	stop   chan struct{}
	done   chan struct{}

	mu      sync.Mutex
	taken   []Stall // reported and not yet taken
	step    uint64  // the step last seen running
	since   time.Time
	flagged bool // step has been reported
}

// NewWatchdog returns a watchdog of g that does not watch yet (Start).
func NewWatchdog(g *runtime.Game, opts WatchdogOptions) *Watchdog {
	w := &Watchdog{g: g, after: opts.After, report: opts.Report, ticks: opts.Ticks}
	if w.after <= 0 {
		w.after = DefaultStallAfter
	}
	return w
}

// Start starts watching in a goroutine of its own, looking at the game at each
// time of WatchdogOptions.Ticks (nil: every After/4 of the wall clock), until
// Stop. Start panics if the watchdog is already watching.
func (w *Watchdog) Start() {
	if w.stop != nil {
		panic("hosting: Watchdog.Start while it watches")
	}
	w.stop, w.done = make(chan struct{}), make(chan struct{})
	ticks := w.ticks
	var ticker *time.Ticker
	if ticks == nil {
		ticker = time.NewTicker(w.after / 4)
		ticks = ticker.C
	}
	go func() {
		defer close(w.done)
		if ticker != nil {
			defer ticker.Stop()
		}
		for {
			select {
			case <-w.stop:
				return
			case now := <-ticks:
				w.Look(now)
			}
		}
	}()
}

// Stop ends the watching goroutine and waits for it to end.
func (w *Watchdog) Stop() {
	if w.stop != nil {
		close(w.stop)
		<-w.done
		w.stop = nil
	}
}

// Look looks at the game once, now: a step running since an earlier look more
// than After ago is reported (once per step). Start calls it at each tick; it
// is safe for concurrent use.
func (w *Watchdog) Look(now time.Time) {
	wh := w.g.Where()
	w.mu.Lock()
	if !wh.Running || wh.Step != w.step {
		w.step, w.since, w.flagged = wh.Step, now, false
		w.mu.Unlock()
		return
	}
	if w.flagged || now.Sub(w.since) < w.after {
		w.mu.Unlock()
		return
	}
	w.flagged = true
	s := Stall{Where: wh, For: now.Sub(w.since)}
	w.taken = append(w.taken, s)
	w.mu.Unlock()
	if w.report != nil {
		w.report(s)
	}
}

// Frame is the check of a host with one thread (GOOS=js): it reports a frame
// that took longer than After (d, measured by the host around the frame) when
// it has ended, with where the game was last (the step number; the step itself
// cannot be told apart). It must be called from the game's goroutine.
func (w *Watchdog) Frame(d time.Duration) {
	if d < w.after {
		return
	}
	s := Stall{Where: w.g.Where(), For: d}
	w.mu.Lock()
	w.taken = append(w.taken, s)
	w.mu.Unlock()
	if w.report != nil {
		w.report(s)
	}
}

// Take puts the stalls reported since the last Take in the game's problem log,
// as SeverityError problems naming the entity by path when it is still in the
// scene, and returns them. It must be called from the game's goroutine
// (between frames): a host calls it after each frame, so the problem overlay
// shows a stall once the step ends.
func (w *Watchdog) Take() []Stall {
	w.mu.Lock()
	taken := w.taken
	w.taken = nil
	w.mu.Unlock()
	for _, s := range taken {
		var e *scenes.Entity
		if s.Where.Entity != 0 {
			e = w.g.Scene().Entity(s.Where.Entity)
		}
		// EntityProblem names the entity's file, line and column too.
		w.g.Problems().Report(scenes.EntityProblem(scenes.SeverityError, e, s.Where.Component, "a step ran too long: "+s.String()))
	}
	return taken
}
