package curve_test

import (
	"bytes"
	"errors"
	"flag"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/data/curve"
	"github.com/griffengine/griff/griff"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestAt(t *testing.T) {
	tests := []struct {
		c    curve.Curve
		x    float64
		want float64
	}{
		{curve.Linear{Start: 10, Step: 5}, 1, 10},
		{curve.Linear{Start: 10, Step: 5}, 4, 25},
		{curve.Exponential{Start: 100, Growth: 2}, 1, 100},
		{curve.Exponential{Start: 100, Growth: 2}, 11, 102400},
		{curve.Polynomial{Coeffs: []float64{1, 2, 3}}, 2, 17},
		{curve.Polynomial{}, 5, 0},
		{curve.Piecewise{Points: []curve.Point{{1, 0}, {11, 100}, {21, 100}}}, 0, 0},
		{curve.Piecewise{Points: []curve.Point{{1, 0}, {11, 100}, {21, 100}}}, 6, 50},
		{curve.Piecewise{Points: []curve.Point{{1, 0}, {11, 100}, {21, 100}}}, 11, 100},
		{curve.Piecewise{Points: []curve.Point{{1, 0}, {11, 100}, {21, 100}}}, 99, 100},
		{curve.Piecewise{Points: []curve.Point{{5, 7}}}, 1, 7},
	}
	for _, tt := range tests {
		if got := tt.c.At(tt.x); got != tt.want {
			t.Errorf("%s.At(%v) = %v, want %v", tt.c, tt.x, got, tt.want)
		}
	}
	// Exponential uses griff.Pow, bit for bit.
	e := curve.Exponential{Start: 100, Growth: 1.15}
	if got, want := e.At(50), float64(100*griff.Pow(1.15, 49)); math.Float64bits(got) != math.Float64bits(want) {
		t.Errorf("%s.At(50) = %v, want %v", e, got, want)
	}
}

func TestRounding(t *testing.T) {
	tests := []struct {
		r    curve.Rounding
		v    float64
		want float64
	}{
		{curve.Rounding{}, 2.5, 2.5},
		{curve.Rounding{Mode: curve.RoundNearest}, 2.5, 3},
		{curve.Rounding{Mode: curve.RoundNearest}, -2.5, -3},
		{curve.Rounding{Mode: curve.RoundNearest}, 2.4999, 2},
		{curve.Rounding{Mode: curve.RoundDown}, 2.9, 2},
		{curve.Rounding{Mode: curve.RoundUp}, 2.1, 3},
		{curve.Rounding{Mode: curve.RoundNearest, Step: 10}, 125, 130},
		{curve.Rounding{Mode: curve.RoundNearest, Step: 10}, 124.9, 120},
		{curve.Rounding{Mode: curve.RoundDown, Step: 50}, 149, 100},
		{curve.Rounding{Mode: curve.RoundNearest, Step: 0.25}, 1.13, 1.25},
	}
	for _, tt := range tests {
		if got := tt.r.Round(tt.v); got != tt.want {
			t.Errorf("%v step %v: Round(%v) = %v, want %v", tt.r.Mode, tt.r.Step, tt.v, got, tt.want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, s := range []string{"linear(10, 5)", "exponential(100, 1.15)", "polynomial(0, 50, 10)",
		"piecewise(1:0, 10:1000, 50:100000)"} {
		c, err := curve.Parse(s)
		if err != nil || c.String() != s {
			t.Errorf("Parse(%q) = %v, %v, want it back", s, c, err)
		}
	}
	if c, err := curve.Parse(" EXP( 2 , 3 ) "); err != nil || c.String() != "exponential(2, 3)" {
		t.Errorf("Parse(EXP( 2 , 3 )) = %v, %v", c, err)
	}
	for _, s := range []string{"", "linear", "linear(1)", "linear(1, x)", "cubic(1)", "poly()",
		"piecewise()", "piecewise(1:2, 1:3)", "piecewise(1)", "linear(1, inf)", "linear(1, 1e999)"} {
		if _, err := curve.Parse(s); !errors.Is(err, curve.ErrSyntax) {
			t.Errorf("Parse(%q) error %v, want ErrSyntax", s, err)
		}
	}
}

// TestFillGolden fills a levels 1..50 table's xp column from an exponential curve
// rounded to tens and a hp column from a piecewise curve, and compares the CSV with
// testdata/levels.golden (rewritten with -update).
func TestFillGolden(t *testing.T) {
	levels, err := curve.Levels("levels", 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	xp, _ := curve.Parse("exponential(100, 1.15)")
	levels, err = curve.Fill(levels, "xp", xp, curve.Rounding{Mode: curve.RoundNearest, Step: 10})
	if err != nil {
		t.Fatal(err)
	}
	hp, _ := curve.Parse("piecewise(1:20, 10:100, 50:400)")
	levels, err = curve.Fill(levels, "hp", hp, curve.Rounding{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := levels.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "levels.golden")
	if *update {
		os.WriteFile(golden, buf.Bytes(), 0o644)
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if buf.String() != string(want) {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
	if levels.Int(49, 0) != 94230 {
		t.Errorf("xp at 50 = %d, want 94230 (100*1.15^49 = 94231.08 to tens)", levels.Int(49, 0))
	}
}

func TestValuesErrors(t *testing.T) {
	if _, err := curve.Values(curve.Linear{}, 5, 1, curve.Rounding{}); err == nil {
		t.Errorf("Values(5 to 1): no error")
	}
	if _, err := curve.Values(curve.Exponential{Start: 1, Growth: 1e10}, 1, 50, curve.Rounding{}); err == nil {
		t.Errorf("Values overflowing: no error")
	}
	tb, _ := curve.Levels("l", 1, 2)
	tb, _ = tb.WithRow("boss")
	if _, err := curve.Fill(tb, "xp", curve.Linear{}, curve.Rounding{}); err == nil {
		t.Errorf("Fill with row id boss: no error")
	}
}

func FuzzParseCurve(f *testing.F) {
	for _, s := range []string{"linear(10, 5)", "exp(100, 1.15)", "poly(1,2,3)", "piecewise(1:0, 10:5)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := curve.Parse(s)
		if err != nil {
			if !errors.Is(err, curve.ErrSyntax) {
				t.Fatalf("Parse(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		back, err := curve.Parse(c.String())
		if err != nil || back.String() != c.String() {
			t.Fatalf("%q -> %q does not read back: %v", s, c, err)
		}
		c.At(3)
	})
}
