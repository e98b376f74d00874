package data_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
)

// chain returns a table "c" of n rows k0..k(n-1) with a dice column d and a formula
// column f: k0's f is first, and each other row's f is body with "prev" standing
// for the row before's f.
func chain(n int, first, body string) []byte {
	var b strings.Builder
	b.WriteString("id,d:dice,f:formula\n")
	for k := range n {
		f := first
		if k > 0 {
			f = strings.ReplaceAll(body, "prev", fmt.Sprintf("c[k%d].f", k-1))
		}
		fmt.Fprintf(&b, "k%d,1d6,%s\n", k, f)
	}
	return []byte(b.String())
}

// TestDiceWorkBounded: a formula cell that reads dice is evaluated afresh at each
// read, so "prev + prev" down 40 rows would roll 2^40 dice for one read (the game
// hung). The set refuses the first cell whose work could pass MaxEvalWork, naming
// it; the same chain without dice is worked out once and loads.
func TestDiceWorkBounded(t *testing.T) {
	_, err := data.LoadFiles(map[string][]byte{"c.csv": chain(40, "d", "prev + prev")})
	// k0 costs 2 (a ref, a die); k(n) costs 3 + 2 * cost(k(n-1)): k19 is 2,621,437.
	want := "c.csv:21: row 21, column 3 (f): id \"k19\": formula evaluation too costly: evaluating it may take 2621437 steps"
	if !errors.Is(err, data.ErrTooMuchWork) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
	s, err := data.LoadFiles(map[string][]byte{"c.csv": chain(40, "1", "prev + prev")})
	if err != nil {
		t.Fatal(err)
	}
	if v, err := s.Eval(cell(t, s, "c", "k39", "f"), nil); v != 1<<39 || err != nil {
		t.Errorf("k39 = %v, %v; want 2^39", v, err)
	}
	s, err = data.LoadFiles(map[string][]byte{"c.csv": chain(19, "d", "prev + prev")})
	if err != nil {
		t.Fatal(err)
	}
	rng := griff.NewRand(5)
	if v, err := s.Eval(cell(t, s, "c", "k18", "f"), rng); v < 1<<18 || v > 6<<18 || err != nil {
		t.Errorf("k18 = %v, %v; want 2^18 dice rolled", v, err)
	}
}

// TestDiceDepthBounded: dice-reading cells reading each other more than
// MaxEvalDepth deep are refused (each read would recurse that deep).
func TestDiceDepthBounded(t *testing.T) {
	_, err := data.LoadFiles(map[string][]byte{"c.csv": chain(data.MaxEvalDepth+1, "d", "prev")})
	want := fmt.Sprintf("c.csv:%d: row %d, column 3 (f): id \"k1000\": formula evaluation too costly: evaluating it may take 1002 steps and read dice-reading formula cells 1001 deep",
		data.MaxEvalDepth+2, data.MaxEvalDepth+2)
	if !errors.Is(err, data.ErrTooMuchWork) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
	if _, err := data.LoadFiles(map[string][]byte{"c.csv": chain(data.MaxEvalDepth, "d", "prev")}); err != nil {
		t.Errorf("%d deep: %v", data.MaxEvalDepth, err)
	}
}

// TestLongChainAndCycle: cycles are found with a stack of the set's own; a chain
// of 30,000 formula cells loads, and closing it into a circle is reported by
// its path, from the cell the search met twice.
func TestLongChainAndCycle(t *testing.T) {
	const n = 30_000
	s, err := data.LoadFiles(map[string][]byte{"c.csv": chain(n, "1", "prev + 1")})
	if err != nil {
		t.Fatal(err)
	}
	if v, err := s.Eval(cell(t, s, "c", fmt.Sprintf("k%d", n-1), "f"), nil); v != n || err != nil {
		t.Errorf("last = %v, %v; want %d", v, err, n)
	}
	_, err = data.LoadFiles(map[string][]byte{"c.csv": chain(4, "c[k3].f", "prev + 1")})
	want := "c.csv:2: row 2, column 3 (f): id \"k0\": formula cycle: c[k0].f -> c[k3].f -> c[k2].f -> c[k1].f -> c[k0].f"
	if !errors.Is(err, data.ErrCycle) || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}
