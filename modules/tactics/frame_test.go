package tactics

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestFrameGolden pins the frame of a game with the built-in systems and the
// tactics system (testdata/frame.golden): the module's two steps sit in the
// logic phase on either side of the grid's moves; a game without the module
// has neither.
func TestFrameGolden(t *testing.T) {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	at := map[runtime.StepID]int{}
	for i, f := range g.Frame() {
		fmt.Fprintf(&b, "%-8v %-16v %s\n", f.Phase, f.ID, f.System)
		at[f.ID] = i
	}
	if at[StepTacticsCommand] != at[runtime.StepGridMoves]-1 || at[StepTacticsResolve] != at[runtime.StepGridMoves]+1 {
		t.Errorf("tactics steps at %d and %d, the grid's moves at %d; want right before and after",
			at[StepTacticsCommand], at[StepTacticsResolve], at[runtime.StepGridMoves])
	}
	const file = "testdata/frame.golden"
	if *update {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (record it with go test ./modules/tactics -run TestFrameGolden -update)", err)
	}
	if b.String() != string(want) {
		t.Errorf("the frame is\n%s\nwant (%s)\n%s", b.String(), file, want)
	}
	plain, err := builtins.NewGame(runtime.Options{}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range plain.Frame() {
		if f.ID == StepTacticsCommand || f.ID == StepTacticsResolve {
			t.Errorf("a game without the module has the step %v", f.ID)
		}
	}
}
