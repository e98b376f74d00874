package hosting_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/progress"
)

// counts records what a run tells Options.Progress.
type counts struct {
	done  []int64
	total map[int64]bool
}

func (c *counts) options() hosting.Options {
	c.total = map[int64]bool{}
	return hosting.Options{Progress: func(done, total int64) {
		c.done = append(c.done, done)
		c.total[total] = true
	}}
}

// check fails unless the run reported n times, done going up by step from
// step to total, with the one total.
func (c *counts) check(t *testing.T, what string, n int, step, total int64) {
	t.Helper()
	if len(c.done) != n || len(c.total) != 1 || !c.total[total] {
		t.Fatalf("%s reported %d times with totals %v, want %d times with total %d", what, len(c.done), c.total, n, total)
	}
	for i, d := range c.done {
		if want := min(int64(i+1)*step, total); d != want {
			t.Fatalf("%s report %d says %d done, want %d", what, i+1, d, want)
		}
	}
}

func TestProgressOfRunsByWorkDone(t *testing.T) {
	lg := builtin(t)
	var rec counts
	p, err := hosting.Record(lg, rec.options(), nil, 300)
	if err != nil {
		t.Fatal(err)
	}
	rec.check(t, "Record of 300 steps", 300, 1, 300)

	// Frames of 3 steps (50 ms at 60 steps a second): a report a frame.
	var rep counts
	opts := rep.options()
	if _, err := hosting.Replay(lg, opts, p, 50*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	rep.check(t, "Replay of 300 steps in frames of 3", 100, 3, 300)

	var run counts
	if _, err := hosting.RunFrames(lg, run.options(), 40); err != nil {
		t.Fatal(err)
	}
	run.check(t, "RunFrames(40)", 40, 1, 40)
}

// A replay printed by hosting/progress to a file: one line per tenth.
func TestReplayProgressLines(t *testing.T) {
	lg := builtin(t)
	p, err := hosting.Record(lg, hosting.Options{}, nil, 120)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	pr := progress.New(&out, int64(p.Steps), progress.Options{Label: "replay", Unit: "steps"})
	if _, err := hosting.Replay(lg, hosting.Options{Progress: func(done, _ int64) { pr.Update(done) }}, p, 0); err != nil {
		t.Fatal(err)
	}
	pr.Finish()
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 10 || lines[2] != "replay: 30% (36 of 120 steps)" || lines[9] != "replay: 100% (120 of 120 steps)" {
		t.Errorf("a replay of 120 steps printed\n%s\nwant 10 lines, the third at 36 steps", out.String())
	}
}
