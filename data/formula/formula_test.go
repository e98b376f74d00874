package formula_test

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/griff"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// vars is a Scope and Env over named numbers: the slot of a name is its index.
type vars struct {
	names []string
	vals  []float64
}

func newVars(kv ...any) *vars {
	v := &vars{}
	for i := 0; i < len(kv); i += 2 {
		v.names = append(v.names, kv[i].(string))
		v.vals = append(v.vals, kv[i+1].(float64))
	}
	return v
}

func (v *vars) Resolve(r formula.Ref) (int, error) {
	for i, n := range v.names {
		if n == r.String() {
			return i, nil
		}
	}
	return 0, errors.New("unknown name")
}

func (v *vars) Value(slot int, _ *griff.Rand) (float64, error) { return v.vals[slot], nil }

func goldenVars() *vars {
	return newVars("a", 3.0, "b", 4.0, "half", 0.5, "neg", -2.0, "zero", 0.0, "big", 1e300,
		"tiny", 5e-324, "x", 2.5, "weapon.damage", 7.0, "weapons[sword].damage", 9.0,
		`weapons["long sword"].damage`, 11.0, "levels[10].xp", 1000.0)
}

func format(v float64, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	return fmt.Sprintf("%s (%#016x)", strconv.FormatFloat(v, 'g', -1, 64), math.Float64bits(v))
}

// TestGolden evaluates every formula of testdata/formulas.txt (one per line, # for
// comments) with goldenVars and a fresh rng seeded 1, and compares the results, bit
// patterns included, with testdata/formulas.golden. Run with -update to rewrite it.
func TestGolden(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "formulas.txt"))
	if err != nil {
		t.Fatal(err)
	}
	env := goldenVars()
	var out strings.Builder
	for _, line := range strings.Split(string(src), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f, err := formula.Compile(line, env)
		res := ""
		if err != nil {
			res = "compile error: " + err.Error()
		} else {
			res = format(f.Eval(env, griff.NewRand(1)))
		}
		fmt.Fprintf(&out, "%s\n\t=> %s\n", line, res)
	}
	golden := filepath.Join("testdata", "formulas.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	gotLines, wantLines := strings.Split(out.String(), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < max(len(gotLines), len(wantLines)); i++ {
		g, w := at(gotLines, i), at(wantLines, i)
		if g != w {
			t.Errorf("line %d: got %q, want %q", i+1, g, w)
		}
	}
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "<none>"
}

func eval(t *testing.T, src string, env *vars) (float64, error) {
	t.Helper()
	f, err := formula.Compile(src, env)
	if err != nil {
		t.Fatalf("Compile(%q): %v", src, err)
	}
	return f.Eval(env, griff.NewRand(1))
}

func TestValues(t *testing.T) {
	env := goldenVars()
	tests := []struct {
		src  string
		want float64
	}{
		{"1 + 2 * 3", 7},
		{"(1 + 2) * 3", 9},
		{"2 ^ 3 ^ 2", 512},
		{"-2 ^ 2", -4},
		{"2 ^ -1", 0.5},
		{"0 ^ 0", 1},
		{"7 % 3", 1},
		{"-1 % 3", 2},
		{"1 % -3", -2},
		{"5.5 % 2", 1.5},
		{"1 < 2 and 2 < 3", 1},
		{"not 1 = 1", 0},
		{"NOT false OR false", 1},
		{"1 <> 2", 1},
		{"if(a > b, a, b)", 4},
		{"min(3, 1, 2) + max(3, 1, 2)", 4},
		{"clamp(15, 0, 10)", 10},
		{"clamp(-5, 0, 10)", 0},
		{"round(2.5) + round(-2.5)", 0},
		{"round(0.49999999999999994)", 0},
		{"floor(-2.5)", -3},
		{"ceil(-2.5)", -2},
		{"trunc(-2.5)", -2},
		{"abs(neg)", 2},
		{"sqrt(16)", 4},
		{"pow(2, 10)", 1024},
		{"exp(0)", 1},
		{"log(1)", 0},
		{"=a*b", 12},
		{"weapon.damage + weapons[sword].damage", 16},
		{`weapons["long sword"].damage`, 11},
		{"levels[10].xp", 1000},
		{"1e3 + .5", 1000.5},
		{"1d1 + 2d1kh1 + 3d1!", 1 + 1 + 63},
		{"1d1!=1", 0},
		{"d1!=21", 1}, // 1 != 21, not an explosion
	}
	for _, tt := range tests {
		got, err := eval(t, tt.src, env)
		if err != nil || got != tt.want {
			t.Errorf("%s = %v, %v, want %v", tt.src, got, err, tt.want)
		}
	}
}

func TestEvalErrors(t *testing.T) {
	env := goldenVars()
	tests := []struct {
		src  string
		want error
	}{
		{"a / zero", formula.ErrDivByZero},
		{"a % 0", formula.ErrDivByZero},
		{"0 ^ -1", formula.ErrDivByZero},
		{"sqrt(neg)", formula.ErrDomain},
		{"log(neg)", formula.ErrDomain},
		{"log(0)", formula.ErrDomain},
		{"neg ^ 0.5", formula.ErrDomain},
		{"clamp(1, 2, 0)", formula.ErrDomain},
		{"10 ^ 400", formula.ErrOverflow},
		{"big * big", formula.ErrOverflow},
		{"exp(1000)", formula.ErrOverflow},
		{"1 / tiny", formula.ErrOverflow},
		{"min(1, 1/0)", formula.ErrDivByZero},
	}
	for _, tt := range tests {
		got, err := eval(t, tt.src, env)
		var ee *formula.EvalError
		if !errors.Is(err, tt.want) || !errors.As(err, &ee) || got != 0 {
			t.Errorf("%s = %v, %v, want error %v", tt.src, got, err, tt.want)
		}
	}
	// The unchosen branch is not evaluated.
	if got, err := eval(t, "if(zero, 1/zero, 5)", env); err != nil || got != 5 {
		t.Errorf("if(zero, 1/zero, 5) = %v, %v, want 5", got, err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		src string
		col int
	}{
		{"", 1},
		{"1 +", 4},
		{"(1", 3},
		{"1 2", 3},
		{"foo(1)", 1},
		{"min()", 1},
		{"clamp(1, 2)", 1},
		{"1 < 2 < 3", 7},
		{"a[", 3},
		{"a[b]", 5},
		{"a.", 3},
		{"'abc", 1},
		{"1e999", 1},
		{"2x", 2},
		{"0d6", 2},
		{"2d6kh3", 7},
		{"1 # 2", 3},
		{"and", 1},
		{"héllo ~", 7},
		{strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300), 201},
		{strings.Repeat("-", 300) + "1", 200},
		{strings.Repeat("1+", 6000) + "1", 10001},
	}
	for _, tt := range tests {
		_, err := formula.Parse(tt.src)
		var fe *formula.Error
		if !errors.As(err, &fe) {
			t.Errorf("Parse(%q) error = %v, want *Error", tt.src, err)
			continue
		}
		if fe.Column() != tt.col {
			t.Errorf("Parse(%q) error at col %d, want %d (%v)", tt.src, fe.Column(), tt.col, err)
		}
	}
}

func TestBindErrorNamesRef(t *testing.T) {
	_, err := formula.Compile("a + strengh", goldenVars())
	if err == nil || !strings.Contains(err.Error(), `col 5: strengh: unknown name`) {
		t.Errorf("error = %v, want it to name strengh at col 5", err)
	}
}

func TestRefs(t *testing.T) {
	e := formula.MustParse(`a + weapon.damage * weapons[sword].damage - levels[10].xp + x["a b"].y`)
	var got []string
	for _, r := range e.Refs() {
		got = append(got, r.String())
	}
	want := `a weapon.damage weapons[sword].damage levels[10].xp x["a b"].y`
	r := formula.Ref{Table: "t", Row: `say "hi"`, Column: "c"}
	if e, err := formula.Parse(r.String()); err != nil || e.Refs()[0] != r {
		t.Errorf("%s does not read back: %v", r, err)
	}
	if strings.Join(got, " ") != want {
		t.Errorf("Refs = %q, want %q", strings.Join(got, " "), want)
	}
}

// TestBitEquality checks the functions that must match package math bit for bit,
// and log, exp, pow against package griff (their deterministic source).
func TestBitEquality(t *testing.T) {
	inputs := []float64{0, -0.0, 0.5, 1.5, 2.5, -2.5, 3.7, -3.7, 1e-300, 1e300, 123456.789, 4503599627370495.5, 2, 10, 0.1}
	funcs := []struct {
		name string
		want func(float64) float64
	}{
		{"floor", math.Floor}, {"ceil", math.Ceil}, {"trunc", math.Trunc}, {"round", math.Round},
		{"abs", math.Abs}, {"sqrt", math.Sqrt}, {"log", griff.Log}, {"exp", griff.Exp},
		{"pow1", func(x float64) float64 { return griff.Pow(x, 1.7) }},
	}
	for _, fn := range funcs {
		src := fn.name + "(x)"
		if fn.name == "pow1" {
			src = "pow(x, 1.7)"
		}
		for _, x := range inputs {
			env := newVars("x", x)
			want := fn.want(x)
			got, err := eval(t, src, env)
			if err != nil {
				if math.IsNaN(want) || math.IsInf(want, 0) || (fn.name == "log" && x == 0) {
					continue
				}
				t.Errorf("%s with x=%v: %v", src, x, err)
				continue
			}
			if math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("%s with x=%v = %v, want %v (bits differ)", src, x, got, want)
			}
		}
	}
}

// TestAgreesWithMath checks log, exp and pow against package math where the exact
// result is a float64, so every correct implementation must return it.
func TestAgreesWithMath(t *testing.T) {
	tests := []struct {
		src  string
		want float64
	}{
		{"log(1)", math.Log(1)},
		{"exp(0)", math.Exp(0)},
		{"pow(2, 10)", math.Pow(2, 10)},
		{"pow(2, -3)", math.Pow(2, -3)},
		{"pow(81, 0.5)", math.Pow(81, 0.5)},
		{"pow(1.5, 2)", math.Pow(1.5, 2)},
		{"pow(-3, 3)", math.Pow(-3, 3)},
		{"pow(7, 0)", math.Pow(7, 0)},
		{"pow(0.25, -0.5)", math.Pow(0.25, -0.5)},
		{"sqrt(6.25)", math.Sqrt(6.25)},
	}
	for _, tt := range tests {
		got, err := eval(t, tt.src, newVars())
		if err != nil || math.Float64bits(got) != math.Float64bits(tt.want) {
			t.Errorf("%s = %v, %v, want %v", tt.src, got, err, tt.want)
		}
	}
}

// TestModStrictlyInsideDivisor: floored % used to return the divisor itself when
// the exact result rounded to it ("1e-20 % -3" was -3).
func TestModStrictlyInsideDivisor(t *testing.T) {
	tests := []struct {
		src     string
		y, want float64
	}{
		{"1e-20 % -3", -3, math.Nextafter(-3, 0)},
		{"-1e-20 % 3", 3, math.Nextafter(3, 0)},
		{"-1e-300 % 1e300", 1e300, math.Nextafter(1e300, 0)},
		{"-0.0000000001 % 3", 3, 3 - 0.0000000001},
		{"-1 % 3", 3, 2},
		{"7 % -3", -3, -2},
	}
	for _, tt := range tests {
		got, err := eval(t, tt.src, newVars())
		if err != nil || got != tt.want {
			t.Errorf("%s = %v, %v, want %v", tt.src, got, err, tt.want)
		}
		if y := math.Abs(tt.y); got <= -y || got >= y || (got < 0) != (tt.y < 0) {
			t.Errorf("%s = %v, not strictly within ±%v with the sign of %v", tt.src, got, y, tt.y)
		}
	}
}

// TestPinned pins results that depend on the deterministic log, exp and pow.
func TestPinned(t *testing.T) {
	tests := []struct {
		src  string
		bits uint64
	}{
		{"log(10)", math.Float64bits(2.302585092994046)},
		{"exp(1)", math.Float64bits(2.718281828459045)},
		// griff.Pow gives 117.39085287969579, the correctly rounded value of the
		// exact float64(1.1)^50 = 117.390852879695790434...; math.Pow on amd64
		// gives 117.39085287969571 (0x405d5903bbcbf5cb). We pin griff's bits.
		{"1.1 ^ 50", 0x405d5903bbcbf5d0},
	}
	for _, tt := range tests {
		got, err := eval(t, tt.src, newVars())
		if err != nil || math.Float64bits(got) != tt.bits {
			t.Errorf("%s = %v (%#x), %v, want %v", tt.src, got, math.Float64bits(got), err, math.Float64frombits(tt.bits))
		}
	}
}

func TestEvalAllocs(t *testing.T) {
	env := newVars("strength", 14.0, "weapon.damage", 7.0)
	f, err := formula.Compile("2d6 + floor(strength * 1.5) + weapon.damage / 2", env)
	if err != nil {
		t.Fatal(err)
	}
	rng := griff.NewRand(3)
	if a := testing.AllocsPerRun(1000, func() { f.Eval(env, rng) }); a != 0 {
		t.Errorf("Eval allocates %v times per run, want 0", a)
	}
	// A failing Eval allocates its *EvalError: making them in advance took 120
	// bytes for each operator of every formula cell.
	div, _ := formula.Compile("strength / 0", env)
	if a := testing.AllocsPerRun(1000, func() { div.Eval(env, rng) }); a != 1 {
		t.Errorf("failing Eval allocates %v times per run, want 1 (its error)", a)
	}
}

func BenchmarkParse(b *testing.B) {
	src := "2d6 + floor(strength * 1.5) + weapon.damage / 2 + if(level >= 10, weapons[sword].bonus, 0)"
	for b.Loop() {
		if _, err := formula.Parse(src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEvalFormula(b *testing.B) {
	env := newVars("strength", 14.0, "weapon.damage", 7.0)
	f, _ := formula.Compile("2d6 + strength * 1.5 + weapon.damage", env)
	rng := griff.NewRand(3)
	for b.Loop() {
		f.Eval(env, rng)
	}
}

func FuzzParseFormula(f *testing.F) {
	for _, s := range []string{"1 + 2 * 3", "2d6+3", "if(a > b, a, b)", "weapons[sword].damage",
		`x["a b"].y`, "min(1,2,3)", "-2^-2", "not a and b or c", "4d6kh3!=3", "=a*b", "1e3%.5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := formula.Parse(s)
		if err != nil {
			var fe *formula.Error
			if !errors.As(err, &fe) || fe.Pos < 0 || fe.Pos > len(s) {
				t.Fatalf("Parse(%q) error %v is not an *Error in range", s, err)
			}
			return
		}
		env := &anyVars{}
		fm, err := e.Bind(env)
		if err != nil {
			t.Fatalf("Bind(%q): %v", s, err)
		}
		v, err := fm.Eval(env, griff.NewRand(1))
		if err == nil && (math.IsNaN(v) || math.IsInf(v, 0)) {
			t.Fatalf("%q = %v with no error", s, v)
		}
	})
}

// anyVars resolves every name to slot 0, worth 3.
type anyVars struct{}

func (anyVars) Resolve(formula.Ref) (int, error)        { return 0, nil }
func (anyVars) Value(int, *griff.Rand) (float64, error) { return 3, nil }

// TestErrorQuoteShortened: errors used to quote the whole formula (10,000 bytes);
// they now quote at most 80 runes around the mistake, marking cuts with "…".
func TestErrorQuoteShortened(t *testing.T) {
	src := strings.Repeat("1 + ", 2000) + "* 2" + strings.Repeat(" + 1", 400)
	_, err := formula.Parse(src)
	msg := fmt.Sprint(err)
	window := src[8000-40 : 8000+40]
	want := `formula "…` + window + `…": col 8001: `
	if len(msg) > 200 || !strings.HasPrefix(msg, want) {
		t.Errorf("error (%d bytes) %.200s, want prefix %s", len(msg), msg, want)
	}
	src = strings.Repeat("1 + ", 100) + "1 / 0"
	_, err = eval(t, src, newVars())
	msg = fmt.Sprint(err)
	want = `formula "…` + src[len(src)-80:] + `": col 403: `
	if len(msg) > 200 || !strings.HasPrefix(msg, want) {
		t.Errorf("eval error (%d bytes) %.200s, want prefix %s", len(msg), msg, want)
	}
}
