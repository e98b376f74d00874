package novel_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/ui"
)

var update = flag.Bool("update", false, "write the golden files again")

// TestFrameGolden pins the whole frame of a game with the module: the
// core's steps, the built-in systems' and StepNovel among them, phase by
// phase in the order they run (testdata/frame.golden; -update writes it).
func TestFrameGolden(t *testing.T) {
	g := newGame(t, "", nil, nil)
	var b strings.Builder
	for _, s := range g.Frame() {
		fmt.Fprintf(&b, "%-8s %-22s %s\n", s.Phase, s.ID, s.System)
	}
	file := filepath.Join("testdata", "frame.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (record it with -update)", err)
	}
	if b.String() != string(want) {
		t.Errorf("the frame differs from %s:\n--- got\n%s--- want\n%s", file, b.String(), want)
	}
}

// TestFramePlacement checks the module's step runs right after the UI's, in
// the logic phase's place the UI's step has (after input), and that a game
// without the module has no such step.
func TestFramePlacement(t *testing.T) {
	g := newGame(t, "", nil, nil)
	frame := g.Frame()
	at := -1
	for i, f := range frame {
		if f.ID == novel.StepNovel {
			at = i
		}
	}
	if at < 1 || frame[at-1].ID != ui.StepUI {
		t.Fatalf("StepNovel at %d of %v, want right after StepUI", at, frame)
	}
	if frame[at].Phase != frame[at-1].Phase {
		t.Errorf("StepNovel is in phase %v, StepUI in %v", frame[at].Phase, frame[at-1].Phase)
	}
	plain, err := builtins.NewGame(runtime.Options{}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range plain.Frame() {
		if f.ID == novel.StepNovel {
			t.Errorf("a game without the module has StepNovel")
		}
	}
}
