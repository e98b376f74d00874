package balance_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/balance"
)

// Work budget of one FuzzSimulate input: at most budgetRows rows of budgetRuns
// games of budgetSteps steps, played twice (600 steps an input; a step of the
// duel is a few microseconds).
const budgetRows, budgetRuns, budgetSteps = 3, 2, 50

// duelFolder returns testdata/duel as a map, with tables/fighters.csv replaced.
func duelFolder(t testing.TB, fighters []byte) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, name := range []string{"project.griff", "scenes/arena.json", "tables/fighters.csv", "duel.sim"} {
		b, err := os.ReadFile(filepath.Join("testdata", "duel", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		fsys[name] = &fstest.MapFile{Data: b}
	}
	fsys["tables/fighters.csv"] = &fstest.MapFile{Data: fighters}
	return fsys
}

// FuzzSimulate reads a mutated .sim file and a mutated tables/fighters.csv of the
// duel game, and plays what they ask for within a work budget (the spec's rows,
// runs and max_steps cut down): no panic, in the runner or in a game; every
// error names the spec or the table; 1 and 2 workers give bit-identical results
// that add up.
func FuzzSimulate(f *testing.F) {
	sim, err := os.ReadFile("testdata/duel/duel.sim")
	if err != nil {
		f.Fatal(err)
	}
	fighters, err := os.ReadFile("testdata/duel/tables/fighters.csv")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(sim, fighters)
	f.Add(editSpec(string(sim), "rows knight brute", "block 1", "percentiles 0 100"), fighters)
	f.Add(editSpec(string(sim), "fill Hero Dummy", "win Dummy", "metrics blows"), fighters)
	f.Add(sim, []byte("id,hp:formula,damage:formula,hit:float,armor:float\nbaseline,1d1000000!,1d6 / 0,2,-1\nknight,armor * 10,exp(1000),0.5,1e308\n"))
	f.Add(sim, []byte("sep=;\nid;hp;damage:formula;hit;armor\nbaseline;30;2d6;0,5;0\n"))
	f.Fuzz(func(t *testing.T, simText, table []byte) {
		spec, err := balance.ParseSpec("fuzz.sim", simText)
		if err != nil {
			if !errors.Is(err, balance.ErrBadSpec) || !strings.HasPrefix(err.Error(), "fuzz.sim") {
				t.Fatalf("ParseSpec error %v does not wrap ErrBadSpec naming the file", err)
			}
			return
		}
		lg, err := hosting.Load(duelFolder(t, table), "duel")
		if err != nil {
			if !strings.Contains(err.Error(), "fighters.csv") {
				t.Fatalf("Load error %v does not name the table", err)
			}
			return
		}
		spec.Runs, spec.MaxSteps = min(spec.Runs, budgetRuns), min(spec.MaxSteps, budgetSteps)
		if len(spec.Rows) > budgetRows {
			spec.Rows = spec.Rows[:budgetRows]
		}
		if tb, ok := lg.Tables().Table(spec.Table); ok && spec.Rows == nil && tb.Len() > budgetRows {
			spec.Rows = tb.IDs()[:budgetRows]
		}
		one, err := balance.Run(context.Background(), lg, spec, balance.Options{Workers: 1})
		if err != nil {
			var se *balance.SpecError
			if strings.Contains(err.Error(), "panic") || !errors.As(err, &se) && !strings.Contains(err.Error(), "fuzz.sim") {
				t.Fatalf("Run error %v: a panic, or not naming the spec", err)
			}
			return
		}
		two, err := balance.Run(context.Background(), lg, spec, balance.Options{Workers: 2})
		if err != nil {
			t.Fatalf("ran with 1 worker, then with 2: %v", err)
		}
		if bits(one) != bits(two) {
			t.Fatalf("1 and 2 workers differ:\n%s\n%s", bits(one), bits(two))
		}
		for _, r := range one.Rows {
			if r.Games != spec.Runs || r.Wins+r.Draws+r.Timeouts > r.Games || r.Wins < 0 || r.Draws < 0 || r.Timeouts < 0 {
				t.Fatalf("row %s: %d games, %d wins, %d draws, %d timeouts; want %d games", r.Row, r.Games, r.Wins, r.Draws, r.Timeouts, spec.Runs)
			}
		}
	})
}
