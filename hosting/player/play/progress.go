package play

import (
	"io"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/progress"
)

// progressMinSteps is the shortest headless run (steps, or frames of one step)
// that shows its progress on stderr: 10,000 steps, about 2.5 s of the built-in
// game on a loaded two-core machine (4,000 steps a second), so a run that may
// last more than a few seconds says how far it is, and a short one prints
// nothing more than before. Simulations always show theirs.
const progressMinSteps = 10_000

// NewPrinter returns a progress printer on stderr: a bar on a terminal, a line
// per tenth elsewhere, with an estimate from the wall clock (printing only: the
// games never read it).
func NewPrinter(stderr io.Writer, label, unit string, total int64) *progress.Printer {
	return progress.New(stderr, total, progress.Options{
		Label: label, Unit: unit, Terminal: progress.IsTerminal(stderr), Now: time.Now,
	})
}

// withProgress sets opts.Progress to print the progress of a headless run of
// total steps (or frames) on stderr when it is at least progressMinSteps long.
// It returns the options and the function that ends the printing, to call
// before printing the result.
func withProgress(opts hosting.Options, stderr io.Writer, label, unit string, total int64) (hosting.Options, func()) {
	if total < progressMinSteps {
		return opts, func() {}
	}
	p := NewPrinter(stderr, label, unit, total)
	opts.Progress = func(done, _ int64) { p.Update(done) }
	return opts, p.Finish
}
