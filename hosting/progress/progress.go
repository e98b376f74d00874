package progress

import (
	"fmt"
	"io"
	"math/bits"
	"os"
	"strings"
	"time"
)

// Options says how a Printer prints. The zero value prints plain lines with no
// label, no unit and no estimate.
type Options struct {
	// Label names the work at the start of each line ("replay"); "" names none.
	Label string
	// Unit names what is counted, plural ("steps", "games"); "" prints bare
	// numbers.
	Unit string
	// Terminal keeps one line up to date with a bar instead of writing a line per
	// tenth of the work (see IsTerminal).
	Terminal bool
	// Now returns the wall-clock time, for the estimate of the time left; nil
	// prints no estimate. The Printer calls it once in New and once in each
	// Update that prints.
	Now func() time.Time
	// Width is the bar's width in characters; 0 means 30.
	Width int
}

// Printer prints the progress of one piece of work to a writer (see the package
// documentation for what it prints). It is not safe for concurrent use: a caller
// with several goroutines must call it from one at a time.
type Printer struct {
	w     io.Writer
	opts  Options
	total int64
	start time.Time

	done  int64     // work counted so far
	now   time.Time // the clock read by this Update
	shown int64     // the last tenth (plain) or thousandth (terminal) printed; -1: none
	width int       // length of the terminal line last drawn
	ended bool
}

// New returns a Printer of work of total units (steps, games) that writes to w.
// total <= 0 makes a Printer that prints nothing.
func New(w io.Writer, total int64, opts Options) *Printer {
	if opts.Width <= 0 {
		opts.Width = 30
	}
	p := &Printer{w: w, opts: opts, total: total, shown: -1}
	if opts.Now != nil {
		p.start = opts.Now()
	}
	return p
}

// IsTerminal reports whether w is a terminal (a character device), where a
// Printer may keep a line up to date with carriage returns: false for anything
// but an *os.File, and for a file, pipe or socket.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f == nil {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// Update says that done units of the work are done in all (not done more since
// the last call). It prints what the new count reaches: every tenth not printed
// yet (one line each), or a redrawn terminal line.
func (p *Printer) Update(done int64) {
	if p.total <= 0 || p.ended || done <= p.done && p.shown >= 0 {
		return
	}
	p.done = min(max(done, 0), p.total)
	if p.opts.Terminal {
		if m := fraction(p.done, p.total, 1000); m != p.shown {
			p.shown = m
			p.readClock()
			p.draw()
		}
		return
	}
	d := fraction(p.done, p.total, 10)
	if p.shown < 0 {
		p.shown = 0
	}
	if p.shown < d {
		p.readClock()
	}
	for p.shown < d {
		p.shown++
		p.line(p.shown)
	}
}

// Finish ends the printing: on a terminal it ends the line, so what is written
// next starts on its own; elsewhere it prints nothing more (the tenths reached
// were printed). Updates after Finish print nothing.
func (p *Printer) Finish() {
	if p.ended {
		return
	}
	p.ended = true
	if p.opts.Terminal && p.width > 0 {
		fmt.Fprintln(p.w)
	}
}

// fraction returns done*parts/total rounded down, exactly: done <= total, so
// the quotient fits.
func fraction(done, total, parts int64) int64 {
	hi, lo := bits.Mul64(uint64(done), uint64(parts))
	q, _ := bits.Div64(hi, lo, uint64(total))
	return int64(q)
}

// line writes the plain line of tenth d.
func (p *Printer) line(d int64) {
	var b strings.Builder
	if p.opts.Label != "" {
		b.WriteString(p.opts.Label + ": ")
	}
	// The line says the tenth reached, and the counts when it was reached.
	fmt.Fprintf(&b, "%d%% (%d of %d%s)", d*10, p.done, p.total, p.unit())
	b.WriteString(p.estimate(", about %s left", ", done in %s"))
	fmt.Fprintln(p.w, b.String())
}

// draw redraws the terminal line.
func (p *Printer) draw() {
	var b strings.Builder
	b.WriteByte('\r')
	if p.opts.Label != "" {
		b.WriteString(p.opts.Label + " ")
	}
	fill := int(fraction(p.done, p.total, int64(p.opts.Width)))
	b.WriteString("[" + strings.Repeat("#", fill) + strings.Repeat("-", p.opts.Width-fill) + "]")
	fmt.Fprintf(&b, " %3d.%d%% %d/%d%s", p.shown/10, p.shown%10, p.done, p.total, p.unit())
	b.WriteString(p.estimate(", %s left", ", done in %s"))
	n := b.Len() - 1
	if pad := p.width - n; pad > 0 { // blank what a longer line left
		b.WriteString(strings.Repeat(" ", pad))
	}
	p.width = n
	io.WriteString(p.w, b.String())
}

func (p *Printer) readClock() {
	if p.opts.Now != nil {
		p.now = p.opts.Now()
	}
}

func (p *Printer) unit() string {
	if p.opts.Unit == "" {
		return ""
	}
	return " " + p.opts.Unit
}

// estimate formats the time left with left, or the whole time with done once
// all the work is done; "" without a clock.
func (p *Printer) estimate(left, done string) string {
	if p.opts.Now == nil || p.done <= 0 {
		return ""
	}
	elapsed := p.now.Sub(p.start)
	if p.done == p.total {
		return fmt.Sprintf(done, elapsed.Round(time.Second))
	}
	rest := time.Duration(float64(elapsed) * float64(p.total-p.done) / float64(p.done))
	return fmt.Sprintf(left, rest.Round(time.Second))
}
