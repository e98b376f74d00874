package griff_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// reference holds easings.net's formulas, written out separately with package
// math, to check the family construction in easing.go.
var reference = map[string]func(x float64) float64{
	"Linear":     func(x float64) float64 { return x },
	"QuadIn":     func(x float64) float64 { return x * x },
	"QuadOut":    func(x float64) float64 { return 1 - (1-x)*(1-x) },
	"QuadInOut":  func(x float64) float64 { return pick(x, 2*x*x, 1-math.Pow(-2*x+2, 2)/2) },
	"CubicIn":    func(x float64) float64 { return x * x * x },
	"CubicOut":   func(x float64) float64 { return 1 - math.Pow(1-x, 3) },
	"CubicInOut": func(x float64) float64 { return pick(x, 4*x*x*x, 1-math.Pow(-2*x+2, 3)/2) },
	"QuartIn":    func(x float64) float64 { return x * x * x * x },
	"QuartOut":   func(x float64) float64 { return 1 - math.Pow(1-x, 4) },
	"QuartInOut": func(x float64) float64 { return pick(x, 8*x*x*x*x, 1-math.Pow(-2*x+2, 4)/2) },
	"QuintIn":    func(x float64) float64 { return x * x * x * x * x },
	"QuintOut":   func(x float64) float64 { return 1 - math.Pow(1-x, 5) },
	"QuintInOut": func(x float64) float64 { return pick(x, 16*x*x*x*x*x, 1-math.Pow(-2*x+2, 5)/2) },
	"SineIn":     func(x float64) float64 { return 1 - math.Cos(x*math.Pi/2) },
	"SineOut":    func(x float64) float64 { return math.Sin(x * math.Pi / 2) },
	"SineInOut":  func(x float64) float64 { return -(math.Cos(math.Pi*x) - 1) / 2 },
	"ExpoIn":     func(x float64) float64 { return math.Pow(2, 10*x-10) },
	"ExpoOut":    func(x float64) float64 { return 1 - math.Pow(2, -10*x) },
	"ExpoInOut": func(x float64) float64 {
		return pick(x, math.Pow(2, 20*x-10)/2, (2-math.Pow(2, -20*x+10))/2)
	},
	"CircIn":  func(x float64) float64 { return 1 - math.Sqrt(1-x*x) },
	"CircOut": func(x float64) float64 { return math.Sqrt(1 - (x-1)*(x-1)) },
	"CircInOut": func(x float64) float64 {
		return pick(x, (1-math.Sqrt(1-4*x*x))/2, (math.Sqrt(1-math.Pow(-2*x+2, 2))+1)/2)
	},
	"BackIn":  func(x float64) float64 { return 2.70158*x*x*x - 1.70158*x*x },
	"BackOut": func(x float64) float64 { return 1 + 2.70158*math.Pow(x-1, 3) + 1.70158*math.Pow(x-1, 2) },
	"BackInOut": func(x float64) float64 {
		const c2 = 1.70158 * 1.525
		return pick(x, math.Pow(2*x, 2)*((c2+1)*2*x-c2)/2, (math.Pow(2*x-2, 2)*((c2+1)*(x*2-2)+c2)+2)/2)
	},
	"ElasticIn": func(x float64) float64 {
		return -math.Pow(2, 10*x-10) * math.Sin((x*10-10.75)*2*math.Pi/3)
	},
	"ElasticOut": func(x float64) float64 {
		return math.Pow(2, -10*x)*math.Sin((x*10-0.75)*2*math.Pi/3) + 1
	},
	"ElasticInOut": func(x float64) float64 {
		const c5 = 2 * math.Pi / 4.5
		return pick(x, -(math.Pow(2, 20*x-10)*math.Sin((20*x-11.125)*c5))/2,
			math.Pow(2, -20*x+10)*math.Sin((20*x-11.125)*c5)/2+1)
	},
	"BounceIn":    func(x float64) float64 { return 1 - refBounceOut(1-x) },
	"BounceOut":   refBounceOut,
	"BounceInOut": func(x float64) float64 { return pick(x, (1-refBounceOut(1-2*x))/2, (1+refBounceOut(2*x-1))/2) },
}

func pick(x, lo, hi float64) float64 {
	if x < 0.5 {
		return lo
	}
	return hi
}

func refBounceOut(x float64) float64 {
	const n1, d1 = 7.5625, 2.75
	switch {
	case x < 1/d1:
		return n1 * x * x
	case x < 2/d1:
		x -= 1.5 / d1
		return n1*x*x + 0.75
	case x < 2.5/d1:
		x -= 2.25 / d1
		return n1*x*x + 0.9375
	}
	x -= 2.625 / d1
	return n1*x*x + 0.984375
}

func TestEasingMatchesFormulas(t *testing.T) {
	for _, e := range griff.Easings() {
		ref, ok := reference[e.String()]
		if !ok {
			t.Fatalf("no reference formula for %v", e)
		}
		for i := 1; i < 1000; i++ {
			x := float64(i) / 1000
			if got, want := e.Apply(x), ref(x); math.Abs(got-want) > 1e-12 {
				t.Errorf("%v.Apply(%v) = %v, want %v", e, x, got, want)
				break
			}
		}
	}
}

func TestEasingEndpoints(t *testing.T) {
	for _, e := range griff.Easings() {
		for _, tc := range []struct{ t, want float64 }{
			{0, 0}, {1, 1}, {-0.5, 0}, {1.5, 1}, {math.Inf(-1), 0}, {math.Inf(1), 1}, {math.NaN(), 0},
		} {
			if got := e.Apply(tc.t); got != tc.want {
				t.Errorf("%v.Apply(%v) = %v, want %v", e, tc.t, got, tc.want)
			}
		}
	}
}

func TestEasingMonotonic(t *testing.T) {
	wobbly := "Back Elastic Bounce"
	for _, e := range griff.Easings() {
		family := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(e.String(), "InOut"), "Out"), "In")
		if strings.Contains(wobbly, family) {
			continue
		}
		prev := 0.0
		for i := 1; i <= 1000; i++ {
			v := e.Apply(float64(i) / 1000)
			if v < prev || v > 1 {
				t.Errorf("%v.Apply(%v) = %v after %v: not rising within [0, 1]", e, float64(i)/1000, v, prev)
				break
			}
			prev = v
		}
	}
}

func TestEasingBackOvershootsTenPercent(t *testing.T) {
	lo := 0.0
	for i := range 10001 {
		lo = min(lo, griff.BackIn.Apply(float64(i)/10000))
	}
	if lo > -0.0995 || lo < -0.1005 {
		t.Errorf("BackIn dips to %v, want about -0.1", lo)
	}
}

// TestEasingGolden pins the bits of every easing at a few progress values
// (testdata/easing.golden; refresh with go test -update).
func TestEasingGolden(t *testing.T) {
	var buf bytes.Buffer
	for _, e := range griff.Easings() {
		for _, x := range []float64{0.1, 0.3, 0.5, 0.7, 0.9} {
			v := e.Apply(x)
			fmt.Fprintf(&buf, "%-13s %.1f %#016x %.17g\n", e, x, math.Float64bits(v), v)
		}
	}
	checkGolden(t, "easing.golden", buf.Bytes())
}

// checkGolden compares got with testdata/name, or writes it there with -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s line %d: got %q, want %q", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s: got %d lines, want %d", path, len(gl), len(wl))
	}
}

func TestEasingNames(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range griff.Easings() {
		name := e.String()
		if seen[name] {
			t.Errorf("name %q used twice", name)
		}
		seen[name] = true
		got, err := griff.ParseEasing(name)
		if err != nil || got != e {
			t.Errorf("ParseEasing(%q) = %v, %v, want %v", name, got, err, e)
		}
	}
	if len(seen) != 31 {
		t.Errorf("%d easings, want 31", len(seen))
	}
	for _, bad := range []string{"", "quadin", "Quad", "BounceInOutX"} {
		if _, err := griff.ParseEasing(bad); !errors.Is(err, griff.ErrUnknownEasing) || !strings.Contains(err.Error(), fmt.Sprintf("%q", bad)) {
			t.Errorf("ParseEasing(%q) error = %v, want ErrUnknownEasing naming it", bad, err)
		}
	}
	if got := griff.Easing(200).String(); got != "Easing(200)" {
		t.Errorf("Easing(200).String() = %q", got)
	}
}

func TestEasingJSON(t *testing.T) {
	type tween struct{ Ease griff.Easing }
	b, err := json.Marshal(tween{griff.ElasticOut})
	if err != nil || string(b) != `{"Ease":"ElasticOut"}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var got tween
	if err := json.Unmarshal(b, &got); err != nil || got.Ease != griff.ElasticOut {
		t.Errorf("Unmarshal(%s) = %v, %v", b, got.Ease, err)
	}
	if err := json.Unmarshal([]byte(`{"Ease":"Wobble"}`), &got); !errors.Is(err, griff.ErrUnknownEasing) {
		t.Errorf("Unmarshal of Wobble: %v, want ErrUnknownEasing", err)
	}
	if _, err := json.Marshal(tween{griff.Easing(99)}); err == nil {
		t.Errorf("Marshal of Easing(99) succeeded")
	}
}

func TestEasingApplyPanicsOnBadValue(t *testing.T) {
	defer func() {
		if e := recover(); e == nil || !strings.HasPrefix(fmt.Sprint(e), "griff: ") {
			t.Errorf("recovered %v, want a griff panic", e)
		}
	}()
	griff.Easing(99).Apply(0.5)
}

func BenchmarkEasingApply(b *testing.B) {
	all := griff.Easings()
	i := 0
	for b.Loop() {
		sink = all[i%len(all)].Apply(0.37)
		i++
	}
}

func ExampleEasing() {
	e, _ := griff.ParseEasing("QuadInOut")
	for _, t := range []float64{0, 0.25, 0.5, 0.75, 1} {
		fmt.Printf("%v(%v) = %v\n", e, t, e.Apply(t))
	}
	// Output:
	// QuadInOut(0) = 0
	// QuadInOut(0.25) = 0.125
	// QuadInOut(0.5) = 0.5
	// QuadInOut(0.75) = 0.875
	// QuadInOut(1) = 1
}

func FuzzParseEasing(f *testing.F) {
	for _, s := range []string{"Linear", "BounceInOut", "quadin", "", "ElasticOut\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		e, err := griff.ParseEasing(name)
		if err != nil {
			if !errors.Is(err, griff.ErrUnknownEasing) {
				t.Fatalf("ParseEasing(%q) error %v does not wrap ErrUnknownEasing", name, err)
			}
			return
		}
		if e.String() != name {
			t.Fatalf("ParseEasing(%q) = %v, whose name differs", name, e)
		}
		if v := e.Apply(0.5); math.IsNaN(v) {
			t.Fatalf("%v.Apply(0.5) is NaN", e)
		}
	})
}
