package rhythm_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
)

var update = flag.Bool("update", false, "write the golden files again")

// TestFrameGolden pins the whole frame of a game with the module: the
// core's steps, the built-in systems' and the module's among them, phase by
// phase in the order they run (testdata/frame.golden; -update writes it).
func TestFrameGolden(t *testing.T) {
	g := newGame(t, templateWith(t, nil), "easy", nil, nil)
	var b strings.Builder
	for _, s := range g.Frame() {
		fmt.Fprintf(&b, "%-8s %-22s %s\n", s.Phase, s.ID, s.System)
	}
	file := filepath.Join("testdata", "frame.golden")
	if *update {
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

// TestFramePlacement: StepRhythm runs in the logic phase, after the beat's
// step; StepRhythmView right before the cameras; a game without the module
// has neither.
func TestFramePlacement(t *testing.T) {
	g := newGame(t, templateWith(t, nil), "easy", nil, nil)
	at := map[runtime.StepID]int{}
	frame := g.Frame()
	for i, f := range frame {
		at[f.ID] = i
	}
	play, okP := at[rhythm.StepRhythm]
	view, okV := at[rhythm.StepRhythmView]
	if !okP || !okV || frame[play].Phase != runtime.PhaseLogic || play < at[runtime.StepBeat] {
		t.Fatalf("StepRhythm at %d (%v), the beat's step at %d", play, frame[play].Phase, at[runtime.StepBeat])
	}
	if frame[view+1].ID != runtime.StepCameras {
		t.Errorf("StepRhythmView is followed by %v, want the cameras' step", frame[view+1].ID)
	}
	plain, err := builtins.NewGame(runtime.Options{}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range plain.Frame() {
		if f.ID == rhythm.StepRhythm || f.ID == rhythm.StepRhythmView {
			t.Errorf("a game without the module has %v", f.ID)
		}
	}
}
