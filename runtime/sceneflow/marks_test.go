package sceneflow_test

import (
	"testing"

	"github.com/griffengine/griff/runtime/sceneflow"
)

// TestRememberMarksNothing: keeping the town as it is left reads its
// Griff.Remember (scenes' Change marks) and marks no entity changed: of
// the town's entities, only the one the test marked is listed changed.
func TestRememberMarksNothing(t *testing.T) {
	g, _ := play(t, "town", nil)
	g.Step()
	town := g.Scene()
	town.TakeChanges(t) // the first call reports every entity
	town.Find("Player").MarkChanged()
	sceneflow.Of(g).Change("field")
	g.Step()
	if g.Scene() == town || len(sceneflow.Of(g).Remembered()) != 1 {
		t.Fatalf("the town was not left and remembered (%v)", sceneflow.Of(g).Remembered())
	}
	ch := town.TakeChanges(t)
	var names []string
	for _, e := range ch.Entities {
		names = append(names, e.Name())
	}
	if ch.All || len(names) != 1 || names[0] != "Player" {
		t.Errorf("leaving the town listed %v changed (all %v), want [Player]", names, ch.All)
	}
}
