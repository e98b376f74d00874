package fighting

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

// TestFrameGolden pins where the module's step runs among the core's (the
// logic phase): the whole frame of a game with the module, one step a
// line, in testdata/frame.golden; and a game without the module has none.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, nil, nil)
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
	if !strings.Contains(b.String(), fmt.Sprintf("%-22s", StepFighting)) {
		t.Error("the frame has no fighting step")
	}
	bare, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range bare.Frame() {
		if s.ID == StepFighting {
			t.Errorf("a game without the module runs step %v", s.ID)
		}
	}
}
