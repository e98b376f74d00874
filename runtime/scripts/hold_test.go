package scripts_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/runtime/scripts/internal/scripttest"
	"github.com/griffengine/griff/scenes"
)

// TestArcStartedWhileHeldWaitsForRelease checks that an arc started for an entity
// whose scripts are held after a fault does not run before Release.
func TestArcStartedWhileHeldWaitsForRelease(t *testing.T) {
	g, log := scriptGame(t)
	e := g.Scene().NewEntity("E", nil)
	scenes.Add(e, scripttest.Hooked{Name: "e", PanicIn: "FixedUpdate", PanicAt: 2})
	steps(g, 3)
	if !scripts.Of(g).Held(e) {
		t.Fatalf("entity not held after its hook panicked; log %q", log.Lines)
	}
	late := &scripttest.Counter{Name: "late"}
	scripts.Of(g).Start(late, e)
	n := len(log.Lines)
	steps(g, 3)
	if got := since(log, n); strings.Contains(got, "late") {
		t.Errorf("while held: got %s, want no line of the late arc", got)
	}
	scripts.Of(g).Release(e)
	n = len(log.Lines)
	g.Step()
	if got := since(log, n); !strings.Contains(got, "7 late 1") {
		t.Errorf("after Release: got %s, want the late arc's first run (7 late 1)", got)
	}
}

// TestLoadOfBadArcsChangesNothing checks that a save whose arcs cannot be read
// makes none of its triggers or latches.
func TestLoadOfBadArcsChangesNothing(t *testing.T) {
	g, _ := scriptGame(t)
	before, err := scripts.Of(g).Save()
	if err != nil {
		t.Fatal(err)
	}
	bad := `{"triggers":["ghost"],"latches":["shade"],"started":[],"held":[],"arcs":{"arcs":"nope"}}`
	if _, err := scripts.Of(g).Load([]byte(bad)); !errors.Is(err, arc.ErrBadSave) {
		t.Fatalf("Load: got %v, want ErrBadSave", err)
	}
	after, err := scripts.Of(g).Save()
	if err != nil {
		t.Fatal(err)
	}
	if string(after) != string(before) {
		t.Errorf("after a failed Load the save is\n%s\nwant\n%s", after, before)
	}
}
