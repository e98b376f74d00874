package hosting

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"
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
// `griff-player --frames N`. It returns an error if the game cannot be made or a
// frame fails (a panic in a step), naming the frame.
func RunFrames(lg *LoadedGame, opts Options, frames int) (Result, error) {
	g, err := lg.NewGame(opts)
	if err != nil {
		return Result{}, err
	}
	loop := &Loop{Game: g}
	d := g.Clock().StepDuration()
	for range frames {
		if _, err := loop.Frame(d); err != nil {
			return Result{}, err
		}
	}
	return Result{Frames: frames, Steps: int64(g.Clock().Tick()), Hash: g.Fingerprint()}, nil
}

// Serve plays the game headless in real time until ctx is done, then returns nil:
// the dedicated server's host (`griff-player --server`), which hands the loop the
// real time between frames at the step rate. It writes one progress line a second
// to out: game time, tick, entities and a short state hash. A failing frame is
// written to out too; the game stays paused and Serve goes on until ctx is done.
// A step that runs longer than opts.StallAfter (3 s) is named on out while it
// runs, and in the problem log once it ends (Watchdog).
func Serve(ctx context.Context, lg *LoadedGame, opts Options, out io.Writer) error {
	g, err := lg.NewGame(opts)
	if err != nil {
		return err
	}
	out = &lockedWriter{w: out} // the watchdog writes from its own goroutine
	loop := &Loop{Game: g, Report: func(err error) { fmt.Fprintln(out, err) }}
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
	last := time.Now()
	nextReport := last.Add(time.Second)
	for {
		select {
		case <-ctx.Done():
			fmt.Fprintf(out, "stopped at tick %d\n", g.Clock().Tick())
			return nil
		case now := <-ticker.C:
			loop.Frame(now.Sub(last)) // an error was reported and paused the game
			last = now
			if !now.Before(nextReport) {
				nextReport = nextReport.Add(time.Second)
				fmt.Fprintf(out, "time %6.2fs  tick %6d  entities %4d  state %.12s\n",
					g.Clock().Now().Seconds(), g.Clock().Tick(), g.Scene().Len(), g.Fingerprint())
			}
		}
	}
}

// lockedWriter lets two goroutines write lines to one writer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
