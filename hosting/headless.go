package hosting

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Result is what RunFrames reports: the steps taken and the game's fingerprint at
// the end (runtime.Game.Fingerprint).
type Result struct {
	Frames int
	Steps  int64
	Hash   string
}

// RunFrames plays frames frames of exactly one step's duration each, as fast as
// the machine goes, with no view: the headless host used by tests and by
// `griff-player --frames N`. The images the game draws are checked as a window
// would draw them (see NewImageCheckView). It tells opts.Progress (if not nil)
// the frames run after each frame. It returns an error if the game cannot be
// made or a frame fails (a panic in a step), naming the frame.
func RunFrames(lg *LoadedGame, opts Options, frames int) (Result, error) {
	g, err := lg.NewGame(opts)
	if err != nil {
		return Result{}, err
	}
	loop := &Loop{Game: g, View: NewImageCheckView(lg), NoUndo: true, Step: StepHook(opts, g)} // a fault ends the run
	defer loop.Close()                                                                         // a failed save is in the problem log
	d := g.Clock().StepDuration()
	for i := range frames {
		if _, err := loop.Frame(d); err != nil {
			return Result{}, err
		}
		if opts.Progress != nil {
			opts.Progress(int64(i+1), int64(frames))
		}
	}
	return Result{Frames: frames, Steps: int64(g.Clock().Tick()), Hash: g.Fingerprint()}, nil
}

// Serve plays the game headless in real time until ctx is done, then returns nil:
// the dedicated server's host (`griff-player --server`), which hands the loop the
// real time between frames at the step rate. It writes one progress line a second
// to out (one after a pause of the process, not one for each second it
// missed): game time, tick, entities and a short state hash. A failing frame is
// written to out too; the game stays paused and Serve goes on until ctx is done.
// The images the game draws are checked as a window would draw them (see
// NewImageCheckView).
// A step that runs longer than opts.StallAfter (3 s) is named on out while it
// runs, and in the problem log once it ends (Watchdog).
func Serve(ctx context.Context, lg *LoadedGame, opts Options, out io.Writer) error {
	g, err := lg.NewGame(opts)
	if err != nil {
		return err
	}
	out = LockedWriter(out) // the watchdog writes from its own goroutine
	loop := &Loop{Game: g, View: NewImageCheckView(lg), Report: func(err error) { fmt.Fprintln(out, err) },
		NoUndo: true, Step: StepHook(opts, g)} // nothing resumes a faulted server game yet
	defer func() {
		if err := loop.Close(); err != nil { // waits for the last save
			fmt.Fprintln(out, err)
		}
	}()
	if opts.StallAfter >= 0 {
		w := NewWatchdog(g, WatchdogOptions{After: opts.StallAfter, Report: func(s Stall) { fmt.Fprintln(out, "hosting: "+s.String()) }})
		w.Start()
		defer w.Stop()
		loop.Watchdog = w
	}
	fmt.Fprintf(out, "playing %s (%q) headless at %d steps a second; interrupt to stop\n",
		lg.Name, lg.Project.Name, g.Clock().StepRate())
	ticker := time.NewTicker(g.Clock().StepDuration())
	defer ticker.Stop()
	start := time.Now()
	last := start
	var lines statusEvery
	for {
		select {
		case <-ctx.Done():
			fmt.Fprintf(out, "stopped at tick %d\n", g.Clock().Tick())
			return nil
		case now := <-ticker.C:
			loop.Frame(now.Sub(last)) // an error was reported and paused the game
			last = now
			if lines.due(now.Sub(start)) {
				status := ""
				if opts.Status != nil {
					status = "  " + opts.Status()
				}
				fmt.Fprintf(out, "time %6.2fs  tick %6d  entities %4d  state %.12s%s\n",
					g.Clock().Now().Seconds(), g.Clock().Tick(), g.Scene().Len(), g.Fingerprint(), status)
			}
		}
	}
}

// statusEvery says when a host's status line is due: once a second of the
// host's wall time, on whole seconds after its start. After a pause (the
// process stopped, a machine asleep, a frame that stalled) it is due once
// and then again on the next whole second after the time it was asked at,
// so the seconds missed give one line, not a burst of them. The zero value
// is due first at 1 s.
type statusEvery struct {
	next time.Duration // when the next line is due; 0 is 1 s
}

// due reports whether a line is due at now, the time since the host's
// start, and if so moves on to the next whole second after now.
func (r *statusEvery) due(now time.Duration) bool {
	if r.next == 0 {
		r.next = time.Second
	}
	if now < r.next {
		return false
	}
	r.next += time.Second
	if r.next <= now { // a pause: skip the seconds missed
		r.next = now.Truncate(time.Second) + time.Second
	}
	return true
}

// NewImageCheckView returns the View of a host that draws nothing: it finds
// the images and fonts the game's drawables name that a window could not draw
// (an image missing, unreadable, larger than 4,096 pixels a side or whose
// pixels do not decode; a font missing or unreadable) and reports each once
// per file in the game's problem log, with the warning the window gives, word
// for word (rendering.ImageCheck). Each image in lg's folder is read once: its
// header, then its pixels, which are dropped at once. Walking every drawable costs about 66 ns an
// entity (BenchmarkImageCheck_10k), several times a step's own cost, so the
// view checks on the first frame of each scene and then once a second of
// steps (every StepRate ticks), not every frame: an image shown for less than
// a second may go unreported headless. It returns nil (no view) for a
// LoadedGame with no folder. A view serves one game.
func NewImageCheckView(lg *LoadedGame) View {
	if lg.Files() == nil {
		return nil
	}
	return &imageCheckView{c: rendering.NewImageCheck(lg.Files())}
}

// imageCheckView is the View NewImageCheckView returns.
type imageCheckView struct {
	c     *rendering.ImageCheck
	scene *scenes.Scene // the scene last checked
	tick  griff.Tick    // the tick it was checked at
}

// Draw checks the images g's drawables name when the scene is new or a
// second of steps has passed since the last check.
func (v *imageCheckView) Draw(g *runtime.Game, _ float64) error {
	tick := g.Clock().Tick()
	if g.Scene() == v.scene && tick-v.tick < griff.Tick(g.Clock().StepRate()) {
		return nil
	}
	v.scene, v.tick = g.Scene(), tick
	v.c.Check(g)
	return nil
}

// LockedWriter returns a writer that passes each Write on to w under a
// mutex, so that two goroutines (a game's and its watchdog's) can write lines
// to one log without interleaving them. Each Write is one call of w.Write.
func LockedWriter(w io.Writer) io.Writer { return &lockedWriter{w: w} }

type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
