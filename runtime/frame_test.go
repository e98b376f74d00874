package runtime_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata")

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from the golden file:\n--- got\n%s--- want\n%s", name, got, want)
	}
}

func listing(g *runtime.Game) string {
	var b strings.Builder
	for _, s := range g.Frame() {
		fmt.Fprintf(&b, "%-8s %-16s %s\n", s.Phase, s.ID, s.System)
	}
	return b.String()
}

func TestFrameGolden(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "frame.txt", []byte(listing(g)))
}

// stepSystem adds steps described as "Name@placement" for tests.
type stepSystem struct {
	name  string
	steps []placed
}

type placed struct {
	id    runtime.StepID
	where runtime.Placement
}

func (s *stepSystem) Name() string { return s.name }

func (s *stepSystem) Setup(g *runtime.Game) error {
	for _, p := range s.steps {
		g.AddStep(p.id, p.where, func(*runtime.Game) {})
	}
	return nil
}

func names(g *runtime.Game, system string) []string {
	var out []string
	for _, s := range g.Frame() {
		if s.System == system {
			out = append(out, s.Phase.String()+":"+s.ID.Name())
		}
	}
	return out
}

func TestAfterAndBefore(t *testing.T) {
	a, b, c, d, e := runtime.NewStep("A"), runtime.NewStep("B"), runtime.NewStep("C"), runtime.NewStep("D"), runtime.NewStep("E")
	sys := &stepSystem{name: "T", steps: []placed{
		{a, runtime.InPhase(runtime.PhaseLogic)},
		{b, runtime.InPhase(runtime.PhaseLogic)},
		{c, runtime.After(a)},
		{d, runtime.Before(a)},
		{e, runtime.After(c)},
	}}
	g, err := runtime.NewGame(runtime.Options{}, sys)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(names(g, "T"), " ")
	want := "logic:D logic:A logic:C logic:E logic:B"
	if got != want {
		t.Errorf("order = %s, want %s", got, want)
	}
	// A step placed after a built-in step goes into its phase.
	x := runtime.NewStep("X")
	g, err = runtime.NewGame(runtime.Options{}, &stepSystem{name: "U", steps: []placed{{x, runtime.After(runtime.StepClock)}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(names(g, "U"), " "); got != "begin:X" {
		t.Errorf("after Clock: got %s, want begin:X", got)
	}
}

func TestPlacementErrors(t *testing.T) {
	a, b, c := runtime.NewStep("A"), runtime.NewStep("B"), runtime.NewStep("C")
	stranger := runtime.NewStep("Stranger")
	tests := []struct {
		name  string
		steps []placed
		want  string
	}{
		{"unknown anchor", []placed{{a, runtime.After(stranger)}}, "placed after Stranger, which is not in the frame"},
		{"cycle", []placed{{a, runtime.After(b)}, {b, runtime.Before(c)}, {c, runtime.After(a)}}, "cycle: A -> B -> C -> A"},
		{"self", []placed{{a, runtime.After(a)}}, "cycle: A -> A"},
		{"twice", []placed{{a, runtime.InPhase(runtime.PhaseLogic)}, {a, runtime.InPhase(runtime.PhaseEnd)}}, "step A added twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := runtime.NewGame(runtime.Options{}, &stepSystem{name: "T", steps: tt.steps})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("NewGame error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

type svc interface{ Answer() int }
type svcImpl struct{ n int }

func (s svcImpl) Answer() int { return s.n }

type provider struct {
	name string
	n    int
}

func (p *provider) Name() string { return p.name }
func (p *provider) Setup(g *runtime.Game) error {
	runtime.Provide[svc](g, svcImpl{p.n})
	return nil
}

func TestServices(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, &provider{"P", 42})
	if err != nil {
		t.Fatal(err)
	}
	if got := runtime.Service[svc](g).Answer(); got != 42 {
		t.Errorf("Service[svc].Answer() = %d, want 42", got)
	}
	if _, ok := runtime.LookupService[fmt.Stringer](g); ok {
		t.Error("LookupService[fmt.Stringer] found a service nobody provides")
	}
	defer func() {
		r := recover()
		if r == nil || !strings.Contains(fmt.Sprint(r), "provided twice (by P, then by Q)") {
			t.Errorf("second provider: recovered %v, want a panic naming both systems", r)
		}
	}()
	runtime.NewGame(runtime.Options{}, &provider{"P", 1}, &provider{"Q", 2})
}
