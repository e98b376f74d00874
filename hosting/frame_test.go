package hosting_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata")

// TestLoadedGameFrameGolden pins the whole frame of a loaded game (the built-in
// game: the core's built-in systems, the feature systems hosting adds after them,
// the project's modules and rendering), step by step in order with the system
// that owns each step. The order decides what each step sees, and the order of
// the systems decides the state digest's, so a change here is a change of
// behaviour to review.
func TestLoadedGameFrameGolden(t *testing.T) {
	g, err := builtin(t).NewGame(hosting.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, s := range g.Frame() {
		fmt.Fprintf(&b, "%-8s %-16s %s\n", s.Phase, s.ID, s.System)
	}
	b.WriteString("systems:")
	for _, s := range g.Systems() {
		b.WriteString(" " + s.Name())
	}
	b.WriteString("\n")
	golden(t, "frame.txt", b.String())
}

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file:\n--- got\n%s--- want\n%s", name, got, want)
	}
}
