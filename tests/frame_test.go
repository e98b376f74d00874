package tests

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
)

// TestLoadedGameFrame pins the whole frame of the built-in game as a host
// makes it: the core's steps, every built-in system's, the platformer
// module's and its HUD's, phase by phase in the order they run.
func TestLoadedGameFrame(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, s := range g.Frame() {
		fmt.Fprintf(&b, "%-8s %-22s %s\n", s.Phase, s.ID, s.System)
	}
	file := filepath.Join("testdata", "frame.golden")
	if updating() {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (record it with go test ./tests -run TestLoadedGameFrame -update)", err)
	}
	if b.String() != string(want) {
		t.Errorf("the built-in game's frame differs from %s:\n--- got\n%s--- want\n%s", file, b.String(), want)
	}
}
