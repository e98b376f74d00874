package saves_test

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// inputGame returns a game reading src with the saves system over a memory
// store, taking and restoring the game's whole state (runtime.Game's
// Snapshot and Restore).
func inputGame(t *testing.T, src input.Source) (*runtime.Game, *saves.System) {
	t.Helper()
	sys := saves.NewSystem(saves.Options{Store: &saves.MemoryStore{}, Game: "Test", Engine: "test",
		Snapshot: (*runtime.Game).Snapshot, Restore: (*runtime.Game).Restore})
	g, err := runtime.NewGame(runtime.Options{Seed: 7, Input: src}, sys)
	if err != nil {
		t.Fatal(err)
	}
	return g, sys
}

// A save made while "Fire" was held, loaded after the player let go of it,
// keeps the input state of the player's devices (live source: Fire up, the
// pointer where it is now), so the next press of Fire is a press, not an
// action the game thinks still held since the save.
func TestLoadKeepsLiveInput(t *testing.T) {
	live := input.NewLive(nil)
	g, s := inputGame(t, live)
	live.Push(input.Event{Action: "Fire", Down: true, Value: 1})
	step(g, s)
	must(t, s.Save("1"))
	step(g, s) // saved here, Fire held
	if !g.Input().Held(0, "Fire") {
		t.Fatal("Fire is not held at the save")
	}
	live.Push(input.Event{Action: "Fire"}, input.Event{Action: "Jump", Down: true, Value: 1},
		input.Event{Kind: input.KindPointer, X: 30, Y: 40})
	step(g, s)
	step(g, s)
	want := g.Input().AppendBinary(nil)
	must(t, s.Load("1"))
	step(g, s) // loaded after this step: the clock goes back to the save's
	if !loadedWell(s.Results()) || g.Clock().Tick() != 2 {
		t.Fatalf("results %+v, clock at step %d; want the load, back at the save's step 2", s.Results(), g.Clock().Tick())
	}
	if got := g.Input().AppendBinary(nil); string(got) != string(want) {
		t.Errorf("after the load: Fire held %v, Jump held %v, pointer %+v; want the state before the load (Fire up, Jump held, pointer at 30,40)",
			g.Input().Held(0, "Fire"), g.Input().Held(0, "Jump"), g.Input().Pointer(0))
	}
	live.Push(input.Event{Action: "Fire", Down: true, Value: 1})
	step(g, s)
	if !g.Input().Pressed(0, "Fire") || !g.Input().Held(0, "Jump") {
		t.Errorf("the first press of Fire after the load: pressed %v, Jump held %v; want both true",
			g.Input().Pressed(0, "Fire"), g.Input().Held(0, "Jump"))
	}
}

// With a source that seeks (a script, a replay), the load moves the source to
// the saved step with the game, so the saved input state is the source's and
// stays: the replay plays on as it did from the save.
func TestLoadWithSeekingSourceKeepsSavedInput(t *testing.T) {
	script := input.NewScript([]input.Event{{Tick: 1, Action: "Fire", Down: true, Value: 1}, {Tick: 4, Action: "Fire"}})
	g, s := inputGame(t, script)
	step(g, s)
	must(t, s.Save("1"))
	step(g, s) // saved at step 2, Fire held
	for range 4 {
		step(g, s)
	}
	if g.Input().Held(0, "Fire") {
		t.Fatal("Fire is still held at step 6")
	}
	must(t, s.Load("1"))
	step(g, s)
	if !loadedWell(s.Results()) || g.Clock().Tick() != 2 || !g.Input().Held(0, "Fire") {
		t.Errorf("after the load: step %d, Fire held %v; want step 2 with Fire held as saved", g.Clock().Tick(), g.Input().Held(0, "Fire"))
	}
	step(g, s)
	step(g, s) // step 4: the script lets go of Fire again
	if !g.Input().Released(0, "Fire") {
		t.Errorf("the script's release of Fire at step 4 after the load was not a release")
	}
}

// loadedWell reports whether rs holds a load that worked (a write's result
// may come in the same list, whenever the disk is done).
func loadedWell(rs []saves.Result) bool {
	for _, r := range rs {
		if r.Op == saves.OpLoad && r.Err == nil {
			return true
		}
	}
	return false
}
