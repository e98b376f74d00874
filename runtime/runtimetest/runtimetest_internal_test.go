package runtimetest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
)

// TestCompare: a file that is not there is an error, -update writes it (and
// its folder), the same text then matches and another differs, naming the
// file and showing both.
func TestCompare(t *testing.T) {
	file := filepath.Join(t.TempDir(), "testdata", "x.golden")
	if err := compare(file, "a\n", false); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v, want ErrNotExist", err)
	}
	if err := compare(file, "a\n", true); err != nil {
		t.Fatalf("update: %v", err)
	}
	if err := compare(file, "a\n", false); err != nil {
		t.Errorf("the text written: %v", err)
	}
	var diff *diffError
	err := compare(file, "b\n", false)
	if !errors.As(err, &diff) || err.Error() != file+" differs:\n--- got\nb\n--- want\na\n" {
		t.Errorf("another text: %v", err)
	}
}

var stepA, stepB = runtime.NewStep("RuntimetestA"), runtime.NewStep("RuntimetestB")

type twoSteps struct{}

func (twoSteps) Name() string { return "Two" }

func (twoSteps) Setup(g *runtime.Game) error {
	g.AddStep(stepA, runtime.InPhase(runtime.PhaseLogic), func(*runtime.Game) {})
	g.AddStep(stepB, runtime.After(stepA), func(*runtime.Game) {})
	return nil
}

// TestFrameText: one step a line, the phase and the id padded, the system
// last; StepIndex finds a step where FrameText has it, and -1 for none.
func TestFrameText(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, twoSteps{})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(FrameText(g, 14), "\n"), "\n")
	if len(lines) != len(g.Frame()) {
		t.Fatalf("%d lines for %d steps", len(lines), len(g.Frame()))
	}
	at := StepIndex(g, stepA)
	if want := "logic    RuntimetestA   Two"; at < 0 || lines[at] != want {
		t.Errorf("StepIndex(stepA) = %d, line %q; want %q", at, lines[max(at, 0)], want)
	}
	if b := StepIndex(g, stepB); b != at+1 {
		t.Errorf("StepIndex(stepB) = %d, want right after stepA's %d", b, at)
	}
	if i := StepIndex(g, runtime.NewStep("RuntimetestNone")); i != -1 {
		t.Errorf("StepIndex of a step not in the frame = %d, want -1", i)
	}
}

// TestBuiltIn: of a module's steps and the core's, the built-in systems'
// game runs the core's.
func TestBuiltIn(t *testing.T) {
	found, err := builtIn([]runtime.StepID{stepA, runtime.StepPhysics, stepB, runtime.StepTurns})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(found) != "[Physics Turns]" {
		t.Errorf("builtIn found %v, want [Physics Turns]", found)
	}
}
