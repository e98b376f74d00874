package player

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const duelFolder = "../balance/testdata/duel"

func TestSimulatePrintsResults(t *testing.T) {
	var out, errs bytes.Buffer
	// The .sim path is found inside the folder; 2 workers give the golden results.
	if err := run([]string{"simulate", "--workers", "2", duelFolder, "duel.sim"}, &out, &errs); err != nil {
		t.Fatalf("%v\n%s", err, errs.String())
	}
	want, err := os.ReadFile("../balance/testdata/duel.golden")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Replace(out.String(), filepath.Join(duelFolder, "duel.sim"), "duel.sim", 1)
	if got != string(want) {
		t.Errorf("simulate printed\n%s\nwant\n%s", got, want)
	}
	// stderr (a buffer, not a terminal) has the progress alone: a line per tenth.
	lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
	if len(lines) != 10 || !strings.HasPrefix(lines[0], "simulate: 10% (") || !strings.HasPrefix(lines[9], "simulate: 100% (") {
		t.Errorf("simulate wrote to stderr\n%s\nwant ten progress lines, 10%% to 100%%", errs.String())
	}
}

func TestSimulateBadSpecNamesFileAndLine(t *testing.T) {
	sim := filepath.Join(t.TempDir(), "bad.sim")
	if err := os.WriteFile(sim, []byte("scene arena\ntable fighters\nfill Hero\nruns lots\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	err := run([]string{"simulate", duelFolder, sim}, &out, &errs)
	want := sim + `:4: runs: want a whole number from 1 to 10000000, got "lots"`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

func TestSimulateNeedsTwoArguments(t *testing.T) {
	var out, errs bytes.Buffer
	if err := run([]string{"simulate", duelFolder}, &out, &errs); err == nil {
		t.Error("simulate with one argument did not fail")
	}
}
