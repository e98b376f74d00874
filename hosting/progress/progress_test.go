package progress_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting/progress"
)

// fakeClock returns a clock that starts at a fixed time and moves by step each
// time it is read.
func fakeClock(step time.Duration) func() time.Time {
	t := time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)
	return func() time.Time {
		now := t
		t = t.Add(step)
		return now
	}
}

func TestPlainOneLinePerTenth(t *testing.T) {
	var out bytes.Buffer
	p := progress.New(&out, 1000, progress.Options{Label: "replay", Unit: "steps"})
	for done := int64(0); done <= 1000; done++ {
		p.Update(done)
	}
	p.Finish()
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 10 {
		t.Fatalf("1001 updates of 1000 steps printed %d lines, want 10:\n%s", len(lines), out.String())
	}
	for i, l := range lines {
		want := "replay: " + strconv.Itoa((i+1)*10) + "% (" + strconv.Itoa((i+1)*100) + " of 1000 steps)"
		if l != want {
			t.Errorf("line %d is %q, want %q", i+1, l, want)
		}
	}
}

// A jump over several tenths prints each of them, once, with the count reached.
func TestPlainJumpsPrintEveryTenth(t *testing.T) {
	var out bytes.Buffer
	p := progress.New(&out, 7, progress.Options{Unit: "games"})
	for _, d := range []int64{1, 3, 3, 2, 7, 9} {
		p.Update(d)
	}
	want := "10% (1 of 7 games)\n" +
		"20% (3 of 7 games)\n30% (3 of 7 games)\n40% (3 of 7 games)\n" +
		"50% (7 of 7 games)\n60% (7 of 7 games)\n70% (7 of 7 games)\n80% (7 of 7 games)\n90% (7 of 7 games)\n100% (7 of 7 games)\n"
	if out.String() != want {
		t.Errorf("printed\n%s\nwant\n%s", out.String(), want)
	}
}

// A huge total: the tenths are exact (no float rounding below a tenth).
func TestPlainHugeTotal(t *testing.T) {
	var out bytes.Buffer
	const total = 1<<62 + 3
	p := progress.New(&out, total, progress.Options{})
	p.Update(total / 10 * 3)
	p.Update(total - 1)
	if got := strings.Count(out.String(), "\n"); got != 9 {
		t.Errorf("printed %d lines for 1 short of the total, want 9:\n%s", got, out.String())
	}
	p.Update(total)
	if got := strings.Count(out.String(), "\n"); got != 10 {
		t.Errorf("printed %d lines at the total, want 10", got)
	}
}

func TestPlainEstimateFromFakeClock(t *testing.T) {
	var out bytes.Buffer
	// New reads the clock once, each Update that prints once: 10 s between reads.
	p := progress.New(&out, 100, progress.Options{Label: "simulate", Unit: "games", Now: fakeClock(10 * time.Second)})
	p.Update(10) // 10 s for 10 games: 90 s left
	p.Update(50) // 20 s for 50 games: 20 s left
	p.Update(100)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	wants := []string{
		"simulate: 10% (10 of 100 games), about 1m30s left", // read at 10 s: 10 s * 90/10
		"simulate: 20% (50 of 100 games), about 20s left",   // read at 20 s: 20 s * 50/50
		"simulate: 30% (50 of 100 games), about 20s left",
		"simulate: 40% (50 of 100 games), about 20s left",
		"simulate: 50% (50 of 100 games), about 20s left",
		"simulate: 60% (100 of 100 games), done in 30s",
	}
	for i, w := range wants {
		if i >= len(lines) || lines[i] != w {
			t.Fatalf("lines\n%s\nwant them to start\n%s", out.String(), strings.Join(wants, "\n"))
		}
	}
	if len(lines) != 10 || lines[9] != "simulate: 100% (100 of 100 games), done in 30s" {
		t.Errorf("last of %d lines is %q, want the 10th to say done in 30s", len(lines), lines[len(lines)-1])
	}
}

func TestTerminalRedrawsPerThousandth(t *testing.T) {
	var out bytes.Buffer
	p := progress.New(&out, 10_000, progress.Options{Label: "replay", Unit: "steps", Terminal: true, Width: 10})
	for done := int64(0); done <= 10_000; done++ {
		p.Update(done)
	}
	p.Finish()
	s := out.String()
	if got := strings.Count(s, "\r"); got != 1001 {
		t.Errorf("10,001 updates drew %d times, want 1001 (once per tenth of a percent)", got)
	}
	if !strings.HasSuffix(s, "\rreplay [##########] 100.0% 10000/10000 steps\n") {
		t.Errorf("the last line is %q, want the full bar ended by a newline", s[strings.LastIndex(s, "\r"):])
	}
	if !strings.Contains(s, "\rreplay [###-------]  35.7% 3570/10000 steps\r") {
		t.Errorf("no line for 3570 steps in the drawing")
	}
	if strings.Count(s, "\n") != 1 {
		t.Errorf("the terminal drawing has %d newlines, want 1 (from Finish)", strings.Count(s, "\n"))
	}
}

func TestTerminalEstimate(t *testing.T) {
	var out bytes.Buffer
	// New reads the clock once, each draw once: a minute between reads.
	p := progress.New(&out, 4, progress.Options{Terminal: true, Width: 4, Unit: "games", Now: fakeClock(time.Minute)})
	p.Update(1)
	p.Update(4)
	want := "\r[#---]  25.0% 1/4 games, 3m0s left" + "\r[####] 100.0% 4/4 games, done in 2m0s"
	if out.String() != want {
		t.Errorf("drew %q, want %q", out.String(), want)
	}
}

// A shorter line blanks what the longer one before it left.
func TestTerminalShorterLineIsPadded(t *testing.T) {
	var out bytes.Buffer
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	reads := []time.Duration{0, 100 * time.Hour, 100 * time.Hour}
	now := func() time.Time { d := reads[0]; reads = reads[1:]; return start.Add(d) }
	p := progress.New(&out, 3, progress.Options{Terminal: true, Width: 3, Now: now})
	p.Update(1) // 100 h for 1 of 3: 200 h left
	p.Update(2) // 100 h for 2 of 3: 50 h left, one character shorter
	p.Finish()
	want := "\r[#--]  33.3% 1/3, 200h0m0s left" + "\r[##-]  66.6% 2/3, 50h0m0s left \n"
	if out.String() != want {
		t.Errorf("drew %q, want %q", out.String(), want)
	}
}

func TestNothingForEmptyWorkOrAfterFinish(t *testing.T) {
	var out bytes.Buffer
	for _, term := range []bool{false, true} {
		p := progress.New(&out, 0, progress.Options{Terminal: term})
		p.Update(0)
		p.Update(5)
		p.Finish()
		p = progress.New(&out, 10, progress.Options{Terminal: term})
		p.Finish()
		p.Update(10)
	}
	if out.Len() != 0 {
		t.Errorf("printed %q for no work and for work after Finish", out.String())
	}
}

func TestCountsGoingBackAreIgnored(t *testing.T) {
	var out bytes.Buffer
	p := progress.New(&out, 10, progress.Options{})
	for _, d := range []int64{5, 2, -3, 5, 6} {
		p.Update(d)
	}
	want := "10% (5 of 10)\n20% (5 of 10)\n30% (5 of 10)\n40% (5 of 10)\n50% (5 of 10)\n60% (6 of 10)\n"
	if out.String() != want {
		t.Errorf("printed\n%s\nwant\n%s", out.String(), want)
	}
}

func TestIsTerminal(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if progress.IsTerminal(f) || progress.IsTerminal(&bytes.Buffer{}) || progress.IsTerminal((*os.File)(nil)) {
		t.Error("a file, a buffer or a nil file is taken for a terminal")
	}
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		if !progress.IsTerminal(null) { // /dev/null is a character device
			t.Errorf("%s is not taken for a character device", os.DevNull)
		}
	}
}
