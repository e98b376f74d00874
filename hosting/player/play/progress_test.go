package play

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// tenths fails unless text is ten progress lines of label for total units, the
// tenth k at exactly k*total/10 (each update here is one unit).
func tenths(t *testing.T, text, label string, total int, unit string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != 10 {
		t.Fatalf("stderr has %d lines, want 10:\n%s", len(lines), text)
	}
	for i, l := range lines {
		want := fmt.Sprintf("%s: %d%% (%d of %d %s), ", label, (i+1)*10, (i+1)*total/10, total, unit)
		if !strings.HasPrefix(l, want) {
			t.Errorf("line %d is %q, want it to start %q", i+1, l, want)
		}
	}
}

// A long record and its replay show progress on stderr, a line per tenth; the
// results on stdout are unchanged.
func TestLongRunsShowProgress(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 20,000 steps")
	}
	file := filepath.Join(t.TempDir(), "long.playthrough")
	var out, errs bytes.Buffer
	if err := run([]string{"--record", file, "--frames", "10000"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	tenths(t, errs.String(), "record", 10000, "steps")
	if !strings.HasPrefix(out.String(), "recorded 10000 steps to ") {
		t.Errorf("stdout is %q", out.String())
	}
	out.Reset()
	errs.Reset()
	if err := run([]string{"--replay", file, "--check"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	tenths(t, errs.String(), "replay", 10000, "steps")
	if !strings.HasSuffix(out.String(), "the replay ends in the recorded state\n") {
		t.Errorf("stdout is %q", out.String())
	}
	if !strings.Contains(errs.String(), "replay: 100% (10000 of 10000 steps), done in ") {
		t.Errorf("the last line gives no time taken: %q", errs.String())
	}
}

// Runs shorter than progressMinSteps print what they printed before, nothing
// on stderr.
func TestShortRunsPrintNoProgress(t *testing.T) {
	var out, errs bytes.Buffer
	if err := run([]string{"--frames", "120"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if errs.Len() != 0 || !strings.HasPrefix(out.String(), "steps 120 hash ") {
		t.Errorf("--frames 120 printed %q on stdout, %q on stderr", out.String(), errs.String())
	}
}
