package physics_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestRestoreKeepsSeams: a world restored over itself (same static shapes)
// keeps the seams it found instead of finding them again, they are what
// findSeams finds, and the world steps to the same bits as the one that
// never stopped. Restored over a world with other static shapes, the seams
// are found again.
func TestRestoreKeepsSeams(t *testing.T) {
	s, err := scenes.ReadScene("pile", pileScene(t, 40), nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s, physics.Options{})
	want, snap, scene := snapshotCase(t, s, w, 20, 30)
	// A copy of the scene as it was, its world restored and synced (the
	// seams found), then restored again over itself.
	s2, err := scenes.ReadScene("copy", scene, nil)
	if err != nil {
		t.Fatal(err)
	}
	w2 := physics.NewWorld(s2, physics.Options{})
	if err := w2.RestoreSnapshot(snap); err != nil {
		t.Fatal(err)
	}
	if !physics.SeamsLost(w2) {
		t.Fatal("restored over an empty world, the seams must be found again")
	}
	w2.Sync()
	if err := w2.RestoreSnapshot(snap); err != nil {
		t.Fatal(err)
	}
	if physics.SeamsLost(w2) {
		t.Fatal("restored over the same static shapes, the world must keep its seams")
	}
	if got := stateHash(s2, w2, 30); got != want {
		t.Errorf("restored with kept seams: state %x, want %x", got, want)
	}
	if err := w2.RestoreSnapshot(snap); err != nil { // over a world 30 steps on
		t.Fatal(err)
	}
	kept := physics.SeamsOf(w2)
	if physics.SeamsLost(w2) || !strings.Contains(kept, "cov [[") {
		t.Fatalf("kept seams %v; the pile has covered faces:\n%s", !physics.SeamsLost(w2), kept)
	}
	physics.FindSeamsAgain(w2)
	if found := physics.SeamsOf(w2); found != kept {
		t.Fatalf("seams kept across the restore:\n%s\nfound again:\n%s", kept, found)
	}

	// Another scene's statics: the pile with its floor moved.
	other, err := scenes.ReadScene("pile", pileScene(t, 40), nil)
	if err != nil {
		t.Fatal(err)
	}
	w3 := physics.NewWorld(other, physics.Options{})
	for e := range other.Walk() {
		if e.Name() == "Floor" {
			e.Transform().SetPosition(e.Transform().Position().Add(griff.V(0, 3)))
		}
	}
	other.BeginStep()
	w3.Step(dt)
	if err := w3.RestoreSnapshot(snap); err != nil {
		t.Fatal(err)
	}
	if !physics.SeamsLost(w3) {
		t.Error("restored over other static shapes, the world kept their seams")
	}
}

// TestSensorsMoveNoSeams: a static body of sensors only (a pickup that bobs)
// built, moved or removed leaves the seams as they are, while a solid static
// body moved has them found again.
func TestSensorsMoveNoSeams(t *testing.T) {
	s, err := scenes.ReadScene("pile", pileScene(t, 10), nil)
	if err != nil {
		t.Fatal(err)
	}
	var tiles, floor *scenes.Entity
	for e := range s.Walk() {
		switch e.Name() {
		case "Tiles":
			tiles = e
		case "Floor":
			floor = e
		}
	}
	key := s.NewEntity("Key", nil)
	pickup := physics.Box(10, 10)
	pickup.Sensor = true
	scenes.Add(key, physics.Collider{Shapes: []physics.Shape{pickup}})
	w := physics.NewWorld(s, physics.Options{})
	s.BeginStep()
	w.Step(dt)
	found := physics.SeamInfoOf(w, tiles)
	if found == nil {
		t.Fatal("the tiles have no seams; the test shows nothing")
	}
	for i := range 5 {
		key.Transform().SetPosition(griff.V(0, float64(i)))
		s.BeginStep()
		w.Step(dt)
	}
	s.Destroy(key)
	s.BeginStep()
	w.Step(dt)
	if physics.SeamInfoOf(w, tiles) != found {
		t.Error("a sensor-only static body moved and removed: the seams were found again")
	}
	floor.Transform().SetPosition(floor.Transform().Position().Add(griff.V(0, 1)))
	s.BeginStep()
	w.Step(dt)
	if physics.SeamInfoOf(w, tiles) == found {
		t.Error("a solid static body moved: the seams were not found again")
	}
}
