package tests

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"

	"github.com/griffengine/griff/modules/platformer"
)

// The core's gameplay extension points each have a built-in user and a
// module's (or a test's) user; these are the module users.
var (
	_ grid.Pushable = (*platformer.Crate)(nil)
	_ grid.Pushable = (*grid.Crate)(nil)
	_ grid.Brain    = (*grid.Control)(nil)
	_ grid.Brain    = (*grid.Chase)(nil)
	_ grid.Brain    = (*grid.Patrol)(nil)

	_ turns.TurnBeginner = (*turns.Pass)(nil)
	_ turns.TurnEnder    = (*turns.Countdown)(nil)
)

// TestPlatformerCratePushedOnGrid: the platformer's crate is the core's
// pushable marker, so a grid mover pushes an entity whose Pushable is a
// Platformer.Crate as it pushes a Griff.Crate.
func TestPlatformerCratePushedOnGrid(t *testing.T) {
	const scene = `{"format": 1, "nextId": 5, "entities": [
		{"id": 1, "name": "Board", "components": {"Griff.Grid": {"width": 6, "height": 1}}},
		{"id": 2, "name": "Pusher", "components": {"Griff.GridMover": {"cell": [0, 0], "push": true}, "Griff.GridControl": {}}},
		{"id": 3, "name": "Box", "components": {"Griff.GridMover": {"cell": [1, 0]}, "Platformer.Crate": {}}},
		{"id": 4, "name": "Wall", "components": {"Griff.GridMover": {"cell": [4, 0]}}}]}`
	sc, err := scenes.ReadScene("push", []byte(scene), scenes.NewProblems(nil))
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: input.NewScript([]input.Event{ev(1, "right", true)})}, grid.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	for range 120 {
		g.Step()
	}
	// The box goes from 1 to 3 and stops against the mover at 4 (not
	// pushable); the pusher follows to 2 and bumps.
	box, pusher := scenes.Get[grid.Mover](sc.Find("Box")), scenes.Get[grid.Mover](sc.Find("Pusher"))
	if box.Cell != grid.C(3, 0) || pusher.Cell != grid.C(2, 0) || pusher.Bumps == 0 {
		t.Errorf("box at %v, pusher at %v with %d bumps; want (3,0), (2,0), bumps", box.Cell, pusher.Cell, pusher.Bumps)
	}
}

// The built-in users of the items and messages extension points; their test
// users are in runtime/items (a forge) and runtime/messages (an ear).
var (
	_ items.ItemUser   = (*switches.Door)(nil)
	_ messages.Hearer  = (*switches.Door)(nil)
	_ messages.Hearer  = (*switches.Switch)(nil)
	_ messages.Emitter = (*switches.Switch)(nil)
	_ messages.Emitter = (*switches.Door)(nil)
)
