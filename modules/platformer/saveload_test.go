package platformer

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/saves"
)

// The player saves while holding jump on the floor (jumped, landed, jump
// still down), lets go, and loads: the first press of jump after the load
// jumps (issue 17: the load put back jump held from the moment of the save,
// and a live keyboard's press of a key the game thinks held is no press).
func TestFirstJumpAfterLoad(t *testing.T) {
	live := input.NewLive(nil)
	sv := saves.NewSystem(saves.Options{Store: &saves.MemoryStore{}, Game: "floor", Engine: "test",
		Snapshot: (*runtime.Game).Snapshot, Restore: (*runtime.Game).Restore})
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: live}, builtins.Options{}, append(Systems(), sv)...)
	if err != nil {
		t.Fatal(err)
	}
	addWalls(g.Scene(), floorLevel...)
	e := addPlayer(g.Scene(), cellCenter(10, 6), 400)
	run := func(n int) {
		for range n {
			g.Step()
			sv.Between(g)
		}
	}
	y := func() float64 { return e.Transform().Position()[1] }
	run(30) // settled on the floor
	floor := y()
	live.Push(input.Event{Action: ActionJump, Down: true, Value: 1})
	run(100) // jumped and landed, jump still held
	if !get[Player](t, g, "Player").Grounded || !g.Input().Held(0, ActionJump) {
		t.Fatal("the player is not back on the floor with jump held")
	}
	if err := sv.Save("s"); err != nil {
		t.Fatal(err)
	}
	run(1)
	live.Push(input.Event{Action: ActionJump})
	run(20)
	if err := sv.Load("s"); err != nil {
		t.Fatal(err)
	}
	run(1)
	e = g.Scene().Find("Player") // the scene may be a new one
	if g.Input().Held(0, ActionJump) || !get[Player](t, g, "Player").Grounded {
		t.Errorf("after the load: jump held %v, grounded %v; want jump up (the keyboard's) on the floor",
			g.Input().Held(0, ActionJump), get[Player](t, g, "Player").Grounded)
	}
	live.Push(input.Event{Action: ActionJump, Down: true, Value: 1})
	top := y()
	for range 30 {
		run(1)
		top = min(top, y())
	}
	if floor-top < 50 {
		t.Errorf("the first jump press after the load rose %.1f world units, want a jump (about 160)", floor-top)
	}
}
