package dice_test

import (
	"errors"
	"math"
	"math/big"
	"testing"

	"github.com/griffengine/griff/data/dice"
	"github.com/griffengine/griff/griff"
)

func TestParseString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2d6+3", "2d6+3"},
		{"d20", "1d20"},
		{" 4d6kh3 ", "4d6kh3"},
		{"2d20kl1", "2d20kl1"},
		{"3d6!", "3d6!"},
		{"4d6!kh3 - 2", "4d6!kh3-2"},
		{"-1d4+1D8", "-1d4+1d8"},
		{"7", "7"},
	}
	for _, tt := range tests {
		e, err := dice.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := e.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"", "2d", "0d6", "2d0", "4d6kh5", "4d6kh0", "2d6+", "2d6 3", "1001d6",
		"1d1000001", "2d6x", "abc", "2d6!!", "99999999999999999999d6", "1d6kh", "2d6+2000000000"} {
		if _, err := dice.Parse(in); !errors.Is(err, dice.ErrSyntax) {
			t.Errorf("Parse(%q) error = %v, want ErrSyntax", in, err)
		}
	}
}

func TestMinMax(t *testing.T) {
	tests := []struct {
		in       string
		min, max int64
	}{
		{"2d6+3", 5, 15},
		{"4d6kh3", 3, 18},
		{"1d6-1d4", -3, 5},
		{"1d6!", 1, 126},
	}
	for _, tt := range tests {
		e := dice.MustParse(tt.in)
		if e.Min() != tt.min || e.Max() != tt.max {
			t.Errorf("%s: Min, Max = %d, %d, want %d, %d", tt.in, e.Min(), e.Max(), tt.min, tt.max)
		}
	}
}

// TestRollPinned pins the first rolls of a seed, so a change to the drawing order is seen.
func TestRollPinned(t *testing.T) {
	rng := griff.NewRand(42)
	e := dice.MustParse("2d6+3")
	var got []int64
	for range 8 {
		got = append(got, e.Roll(rng))
	}
	rng = griff.NewRand(42)
	for i, g := range got {
		want := int64(rng.IntRange(1, 6)+rng.IntRange(1, 6)) + 3
		if g != want {
			t.Fatalf("roll %d = %d, want %d", i, g, want)
		}
	}
}

func TestDistributionKnown(t *testing.T) {
	tests := []struct {
		in    string
		total int64
		p     string
	}{
		{"2d6", 7, "1/6"},
		{"2d6", 2, "1/36"},
		{"4d6kh3", 18, "21/1296"},
		{"4d6kh3", 3, "1/1296"},
		{"2d20kh1", 20, "39/400"},
		{"2d20kl1", 20, "1/400"},
		{"1d6!", 6, "0"},
		{"1d6!", 7, "1/36"},
		{"1d6+2", 8, "1/6"},
		{"1d4-1d4", 0, "1/4"},
		{"1d1!", 21, "1"},
	}
	for _, tt := range tests {
		d, err := dice.MustParse(tt.in).Distribution()
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		want, _ := new(big.Rat).SetString(tt.p)
		got := new(big.Rat)
		for _, o := range d {
			if o.Total == tt.total {
				got = o.P
			}
		}
		if got.Cmp(want) != 0 {
			t.Errorf("%s: P(%d) = %v, want %v", tt.in, tt.total, got, want)
		}
	}
}

var distCases = []string{"2d6+3", "4d6kh3", "2d20kl1", "3d6!", "1d6-1d4+2", "3d4!kh2", "10d6", "1d2!"}

func TestDistributionSumsToOne(t *testing.T) {
	one := big.NewRat(1, 1)
	for _, in := range distCases {
		e := dice.MustParse(in)
		d, err := e.Distribution()
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		sum := new(big.Rat)
		for i, o := range d {
			sum.Add(sum, o.P)
			if i > 0 && o.Total <= d[i-1].Total {
				t.Errorf("%s: totals not sorted at %d", in, i)
			}
			if o.Total < e.Min() || o.Total > e.Max() {
				t.Errorf("%s: total %d outside [%d, %d]", in, o.Total, e.Min(), e.Max())
			}
		}
		if sum.Cmp(one) != 0 {
			t.Errorf("%s: probabilities sum to %v, want 1", in, sum)
		}
	}
}

// TestDistributionMatchesRolls rolls each expression 200k times with a fixed seed and
// checks the counts against the exact distribution with Pearson's chi-square test
// (bins with expected count < 5 are pooled). The bound is the 99.99% point for the
// degrees of freedom (Wilson-Hilferty approximation), so a correct roller fails with
// a seed-fixed probability of 0 (the test is deterministic).
func TestDistributionMatchesRolls(t *testing.T) {
	const n = 200_000
	for _, in := range distCases {
		e := dice.MustParse(in)
		d, _ := e.Distribution()
		counts := map[int64]int{}
		rng := griff.NewRand(7)
		for range n {
			counts[e.Roll(rng)]++
		}
		var chi, pooledExp, pooledObs float64
		df := -1
		for _, o := range d {
			exp := o.Float() * n
			obs := float64(counts[o.Total])
			delete(counts, o.Total)
			if exp < 5 {
				pooledExp += exp
				pooledObs += obs
				continue
			}
			chi += (obs - exp) * (obs - exp) / exp
			df++
		}
		if pooledExp > 0 {
			chi += (pooledObs - pooledExp) * (pooledObs - pooledExp) / math.Max(pooledExp, 1)
			df++
		}
		if len(counts) != 0 {
			t.Errorf("%s: rolled totals the distribution lacks: %v", in, counts)
		}
		z := 3.719 // 99.99% normal quantile
		k := float64(max(df, 1))
		bound := k * math.Pow(1-2/(9*k)+z*math.Sqrt(2/(9*k)), 3)
		if chi > bound {
			t.Errorf("%s: chi-square %.1f > %.1f (df %d)", in, chi, bound, df)
		}
	}
}

// TestDistributionTooLarge includes expressions whose work estimate used to
// overflow int64 and wrap negative, so that Distribution ran for ever ("1000d200000!")
// or panicked in makeslice ("200d1000000!kh100").
func TestDistributionTooLarge(t *testing.T) {
	for _, in := range []string{
		"1000d1000000",
		"1000d200000!",
		"200d1000000!kh100",
		"1000d1000000!kh999",
		"1000d1000000!kl1",
		"d1000000!+d1000000!+d1000000!",
		"1000d1000000!-1000d1000000!",
		// Within the old budget but seconds of work on big integers.
		"1000d6", "100d100", "700d9kh1", "d1000000!", "20d6!",
	} {
		if _, err := dice.MustParse(in).Distribution(); !errors.Is(err, dice.ErrTooLarge) {
			t.Errorf("%s: error %v, want ErrTooLarge", in, err)
		}
	}
}

// TestDistributionWithinBudget: expressions the MaxWork documentation promises.
func TestDistributionWithinBudget(t *testing.T) {
	for _, in := range []string{"10d100", "30d6kh15", "4d6!kh3", "50d20"} {
		if _, err := dice.MustParse(in).Distribution(); err != nil {
			t.Errorf("%s: error %v, want none", in, err)
		}
	}
}

// TestDistributionSingleLargeDie: one die of many sides used to be charged like
// n²·faces²/2 and refused; its distribution is just uniform.
func TestDistributionSingleLargeDie(t *testing.T) {
	for _, tc := range []struct {
		in    string
		sides int64
	}{{"d100000", 100000}, {"1d250000", 250000}} {
		d, err := dice.MustParse(tc.in).Distribution()
		if err != nil {
			t.Fatalf("%s: error %v, want none", tc.in, err)
		}
		if int64(len(d)) != tc.sides {
			t.Fatalf("%s: got %d outcomes, want %d", tc.in, len(d), tc.sides)
		}
		want := big.NewRat(1, tc.sides)
		for _, i := range []int64{0, tc.sides / 2, tc.sides - 1} {
			if d[i].Total != i+1 || d[i].P.Cmp(want) != 0 {
				t.Errorf("%s: outcome %d = %d with %v, want %d with %v", tc.in, i, d[i].Total, d[i].P, i+1, want)
			}
		}
	}
}

func TestRollAllocs(t *testing.T) {
	rng := griff.NewRand(1)
	e := dice.MustParse("4d6kh3+2d6!")
	if a := testing.AllocsPerRun(100, func() { e.Roll(rng) }); a != 0 {
		t.Errorf("Roll allocates %v times, want 0", a)
	}
}

func BenchmarkDistribution(b *testing.B) {
	for _, in := range []string{"4d6kh3", "3d6!", "10d10"} {
		e := dice.MustParse(in)
		b.Run(in, func(b *testing.B) {
			for b.Loop() {
				if _, err := e.Distribution(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkRoll(b *testing.B) {
	rng := griff.NewRand(1)
	e := dice.MustParse("4d6kh3")
	for b.Loop() {
		e.Roll(rng)
	}
}

func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"2d6+3", "4d6kh3", "3d6!", "d20", "-1d4+7", "2d20kl1", "1000d200000!", "200d1000000!kh100", "d100000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := dice.Parse(s)
		if err != nil {
			return
		}
		back, err := dice.Parse(e.String())
		if err != nil || back.String() != e.String() {
			t.Fatalf("%q -> %q does not read back: %v", s, e.String(), err)
		}
		v := e.Roll(griff.NewRand(1))
		if v < e.Min() || v > e.Max() {
			t.Fatalf("%q rolled %d outside [%d, %d]", s, v, e.Min(), e.Max())
		}
		// Distribution must return (ErrTooLarge if it is too much work), not hang
		// or panic, and its outcomes must lie within [Min, Max].
		d, err := e.Distribution()
		if err != nil && !errors.Is(err, dice.ErrTooLarge) {
			t.Fatalf("%q: Distribution error %v", s, err)
		}
		if len(d) > 0 && (d[0].Total < e.Min() || d[len(d)-1].Total > e.Max()) {
			t.Fatalf("%q: outcomes %d..%d outside [%d, %d]", s, d[0].Total, d[len(d)-1].Total, e.Min(), e.Max())
		}
	})
}
