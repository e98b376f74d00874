package curve_test

import (
	"bytes"
	"errors"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/curve"
	"github.com/griffengine/griff/data/table"
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

// TestFillBadColumn: Fill used to panic (in table.WithInts) for a column name
// that is not a name or is the id column.
func TestFillBadColumn(t *testing.T) {
	tb, err := curve.Levels("levels", 1, 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ column, want string }{
		{"level", `levels: curve: "level" is the id column`},
		{"1x", `levels: curve: "1x" is not a column name`},
		{"", `levels: curve: "" is not a column name`},
		{"d6", `levels: curve: "d6" is not a column name`},
	} {
		_, err := curve.Fill(tb, tc.column, curve.Linear{Start: 1, Step: 1}, curve.Rounding{})
		var te *table.Error
		if !errors.As(err, &te) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Fill(%q): error %v, want a *table.Error %q", tc.column, err, tc.want)
		}
	}
}

// TestValuesHugeRange: Values(c, MaxInt-1, MaxInt) looped for ever (x++ wrapped)
// and Values(c, MinInt, MaxInt) overflowed the capacity; ranges are now bounded.
func TestValuesHugeRange(t *testing.T) {
	c := curve.Linear{Start: 1, Step: 1}
	v, err := curve.Values(c, math.MaxInt-1, math.MaxInt, curve.Rounding{})
	if err != nil || len(v) != 2 || v[1] != c.At(math.MaxInt) {
		t.Errorf("Values(MaxInt-1, MaxInt) = %v, %v, want 2 values", v, err)
	}
	v, err = curve.Values(c, math.MinInt, math.MinInt+1, curve.Rounding{})
	if err != nil || len(v) != 2 {
		t.Errorf("Values(MinInt, MinInt+1) = %v, %v, want 2 values", v, err)
	}
	for _, r := range [][2]int{{math.MinInt, math.MaxInt}, {0, curve.MaxValues}, {-1, math.MaxInt}} {
		if _, err := curve.Values(c, r[0], r[1], curve.Rounding{}); err == nil || !strings.Contains(err.Error(), "more than") {
			t.Errorf("Values(%d, %d): error %v, want too many levels", r[0], r[1], err)
		}
		if _, err := curve.Levels("l", r[0], r[1]); err == nil {
			t.Errorf("Levels(%d, %d): no error", r[0], r[1])
		}
	}
	if v, err := curve.Values(c, 1, curve.MaxValues, curve.Rounding{}); err != nil || len(v) != curve.MaxValues {
		t.Errorf("Values(1, MaxValues): %d values, %v, want %d", len(v), err, curve.MaxValues)
	}
}

// TestLevelsLinear: Levels added rows one by one with WithRow, which copies the
// table each time (quadratic; 20,000 levels took seconds and about 6 allocations
// per level); it now builds the table in one go.
func TestLevelsLinear(t *testing.T) {
	const n = 5000
	var tb *table.Table
	a := testing.AllocsPerRun(1, func() { tb, _ = curve.Levels("levels", 1, n) })
	if tb.Len() != n || tb.ID(0) != "1" || tb.ID(n-1) != "5000" {
		t.Fatalf("Levels(1, %d): %d rows, first %q, last %q", n, tb.Len(), tb.ID(0), tb.ID(tb.Len()-1))
	}
	if r, ok := tb.RowIndex("4321"); !ok || r != 4320 {
		t.Errorf("RowIndex(4321) = %d, %v, want 4320, true", r, ok)
	}
	if a > 1.5*n {
		t.Errorf("Levels(1, %d) allocates %v times, want at most %v", n, a, 1.5*n)
	}
}

func BenchmarkLevels_10k(b *testing.B) {
	for b.Loop() {
		if _, err := curve.Levels("levels", 1, 10000); err != nil {
			b.Fatal(err)
		}
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
