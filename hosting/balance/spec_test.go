package balance_test

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting/balance"
)

const goodSpec = `# a comment line
scene arena   # trailing comment
systems duel
table fighters
rows knight rogue
fill Hero Sidekick
runs 1000
max_steps 600
seed 0x10
win Sidekick
metrics hp_left blows
percentiles 5 50 99.5
block 32
`

func TestParseSpec(t *testing.T) {
	s, err := balance.ParseSpec("good.sim", []byte(strings.ReplaceAll(goodSpec, "\n", "\r\n")))
	if err != nil {
		t.Fatal(err)
	}
	want := balance.Spec{File: "good.sim", Scene: "arena", Systems: []string{"duel"}, Table: "fighters",
		Rows: []string{"knight", "rogue"}, Fill: []string{"Hero", "Sidekick"}, Runs: 1000, MaxSteps: 600,
		Seed: 16, Win: "Sidekick", Metrics: []string{"hp_left", "blows"}, Percentiles: []float64{5, 50, 99.5}, Block: 32}
	got := *s
	if got.File != want.File || got.Scene != want.Scene || got.Table != want.Table || got.Runs != want.Runs ||
		got.MaxSteps != want.MaxSteps || got.Seed != want.Seed || got.Win != want.Win || got.Block != want.Block ||
		!reflect.DeepEqual(got.Systems, want.Systems) || !reflect.DeepEqual(got.Rows, want.Rows) ||
		!reflect.DeepEqual(got.Fill, want.Fill) || !reflect.DeepEqual(got.Metrics, want.Metrics) ||
		!reflect.DeepEqual(got.Percentiles, want.Percentiles) {
		t.Errorf("got %+v,\nwant %+v", got, want)
	}
}

func TestParseSpecErrors(t *testing.T) {
	base := "scene arena\ntable fighters\nfill Hero\nruns 10\nmax_steps 60\n"
	for _, tc := range []struct{ text, want string }{
		{base + "runs 5\n", "bad.sim:6: runs: given twice (first on line 4)"},
		{base + "speed 5\n", "bad.sim:6: speed: unknown key (want one of block, fill,"},
		{base + "seed\n", "bad.sim:6: seed: no value given"},
		{base + "seed -1\n", `bad.sim:6: seed: want a whole number from 0 to 18446744073709551615 (or 0x hex), got "-1"`},
		{"scene arena\ntable fighters\nfill Hero\nruns 0\nmax_steps 60\n", `bad.sim:4: runs: want a whole number from 1 to 10000000, got "0"`},
		{"scene arena\ntable fighters\nfill Hero\nruns 10\nmax_steps many\n", `bad.sim:5: max_steps: want a whole number from 1 to 100000000, got "many"`},
		{"scene arena b\n", "bad.sim:1: scene: want one name, got 2"},
		{base + "rows a b a\n", `bad.sim:6: rows: "a" is named twice`},
		{base + "metrics steps\n", `bad.sim:6: metrics: "steps" is always reported`},
		{base + "percentiles 50 101\n", `bad.sim:6: percentiles: want numbers from 0 to 100, got "101"`},
		{base + "percentiles NaN\n", `bad.sim:6: percentiles: want numbers from 0 to 100, got "NaN"`},
		{base + "block 0\n", `bad.sim:6: block: want a whole number from 1 to 1000000, got "0"`},
		{"scene arena\ntable fighters\nruns 10\nmax_steps 60\n", "bad.sim: fill: missing"},
		{"\n\nscene \xff\n", "bad.sim:3: the line is not UTF-8 text"},
	} {
		_, err := balance.ParseSpec("bad.sim", []byte(tc.text))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseSpec(%q):\n got %v\nwant %s...", tc.text, err, tc.want)
			continue
		}
		var se *balance.SpecError
		if !errors.Is(err, balance.ErrBadSpec) || !errors.As(err, &se) {
			t.Errorf("ParseSpec(%q): %v is not a *SpecError wrapping ErrBadSpec", tc.text, err)
		}
	}
}

func TestGameSeed(t *testing.T) {
	// The first outputs of Vigna's splitmix64.c seeded with 0.
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := balance.SplitMix64(uint64(i) * 0x9e3779b97f4a7c15); got != want {
			t.Errorf("SplitMix64 output %d = %#x, want %#x", i, got, want)
		}
	}
	seen := map[uint64]string{}
	for _, row := range []string{"a", "b", "knight"} {
		for run := range 100 {
			s := balance.GameSeed(7, row, run)
			if prev, ok := seen[s]; ok {
				t.Fatalf("GameSeed(7, %s, %d) = %#x, same as %s", row, run, s, prev)
			}
			seen[s] = row
		}
	}
	if balance.GameSeed(7, "a", 3) != balance.GameSeed(7, "a", 3) || balance.GameSeed(7, "a", 3) == balance.GameSeed(8, "a", 3) {
		t.Error("GameSeed is not a function of seed, row and run")
	}
}

func TestPercentile(t *testing.T) {
	v := []float64{1, 2, 4, 8}
	for _, tc := range []struct{ p, want float64 }{
		{0, 1}, {100, 8}, {50, 3}, {25, 1.75}, {90, 6.8}, {-5, 1}, {200, 8},
	} {
		if got := balance.Percentile(v, tc.p); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("Percentile(%v, %v) = %v, want %v", v, tc.p, got, tc.want)
		}
	}
	if got := balance.Percentile(nil, 50); !math.IsNaN(got) {
		t.Errorf("Percentile of nothing = %v, want NaN", got)
	}
	if got := balance.Percentile([]float64{5}, 37); got != 5 {
		t.Errorf("Percentile of one value = %v, want 5", got)
	}
}

// TestPercentileNaNOrInfinite: a NaN p used to index with int(NaN) and panic.
func TestPercentileNaNOrInfinite(t *testing.T) {
	v := []float64{1, 2, 4, 8}
	if got := balance.Percentile(v, math.NaN()); !math.IsNaN(got) {
		t.Errorf("Percentile(%v, NaN) = %v, want NaN", v, got)
	}
	for _, tc := range []struct{ p, want float64 }{{math.Inf(-1), 1}, {math.Inf(1), 8}} {
		if got := balance.Percentile(v, tc.p); got != tc.want {
			t.Errorf("Percentile(%v, %v) = %v, want %v", v, tc.p, got, tc.want)
		}
	}
}

func FuzzParseSpec(f *testing.F) {
	f.Add(goodSpec)
	f.Add("scene a\ntable t\nfill X\nruns 1\nmax_steps 1\n")
	f.Add("runs 99999999999999999999\n")
	f.Add("percentiles 1e2 0x10 -0\n# x\n\tseed\t0b101")
	f.Add("scene\xff\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := balance.ParseSpec("fuzz.sim", []byte(text))
		if err != nil {
			var se *balance.SpecError
			if !errors.As(err, &se) || !errors.Is(err, balance.ErrBadSpec) || !strings.HasPrefix(err.Error(), "fuzz.sim") {
				t.Fatalf("error %v is not a *SpecError naming the file", err)
			}
			return
		}
		if s.Scene == "" || s.Table == "" || len(s.Fill) == 0 || s.Runs < 1 || s.Runs > balance.MaxRuns ||
			s.MaxSteps < 1 || s.MaxSteps > balance.MaxSteps || s.Block < 0 || s.Block > balance.MaxBlock {
			t.Fatalf("accepted a spec out of range: %+v", s)
		}
		for _, p := range s.Percentiles {
			if !(p >= 0 && p <= 100) {
				t.Fatalf("accepted percentile %v", p)
			}
		}
		for _, name := range append(append(s.Fill, s.Rows...), s.Scene, s.Table) {
			if name == "" || strings.ContainsAny(name, " \t\n#") {
				t.Fatalf("accepted name %q", name)
			}
		}
	})
}
