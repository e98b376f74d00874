package contraptions

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
)

var update = flag.Bool("update", false, "rewrite testdata/frame.golden")

// TestFrameGolden pins where the module's step runs among the core's (just
// before the physics step): the whole frame of a game with the module, one
// step a line, in testdata/frame.golden; and a game without the module has
// none.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, nil, templatePuzzles[0])
	var b strings.Builder
	for _, s := range r.g.Frame() {
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
		t.Fatalf("%v (record it with go test -run TestFrameGolden -update)", err)
	}
	if b.String() != string(want) {
		t.Errorf("the frame differs from %s:\n--- got\n%s--- want\n%s", file, b.String(), want)
	}
	frame := r.g.Frame()
	for i, s := range frame {
		if s.ID == StepContraptions && (i+1 >= len(frame) || frame[i+1].ID != runtime.StepPhysics) {
			t.Errorf("the module's step is not right before the physics step")
		}
	}
	bare, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range bare.Frame() {
		if s.ID == StepContraptions {
			t.Errorf("a game without the module runs step %v", s.ID)
		}
	}
}

// TestSteadyRunAllocations checks a running machine's own work (puzzle
// 4's: wires, gates, a door, a fan, balls) allocates nothing once settled:
// gathering the parts, the signals, the gears, the looks. The physics
// queries the switches, belts and fans make (physics.World.OverlapBox and
// TouchesOf) allocate inside physics and cp, and are left out.
func TestSteadyRunAllocations(t *testing.T) {
	r := newRig(t, nil, templatePuzzles[3])
	r.place(r.puzzle().Solution...)
	r.press(ActionRun)
	r.steps(10)
	s := findSystem(r)
	pz := r.puzzle()
	parts := child(r.board, "Parts")
	allocs := testing.AllocsPerRun(50, func() {
		s.m.collect(parts, pz.Cols, pz.Rows)
		s.m.signals()
		s.m.gears(1.0 / 60)
		s.looks()
		s.goalsMet(pz, DefaultOrigin)
	})
	if allocs > 0 {
		t.Errorf("a run step of the module allocates %v times, want 0", allocs)
	}
}
