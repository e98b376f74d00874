package platformer

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: a player standing still on a checkpoint it
// reached (a touch reported every step), with an inventory and full health,
// as a multiplayer game's idle players stand, is not marked changed as a
// whole by the module's steps (scenes' Change marks), nor is the
// checkpoint. The physics world still changes the resting body a little
// (it sinks by a few nanometres a step, listing it for its transform, and
// one step in three leaves a residue of velocity that the next step's
// velocity clears, which marks it), so the player goes unmarked in about a
// third of the steps. The steps that change it mark it: running, and
// using up a heart put in its inventory, recorded by a checked Timeline
// (runtime.Timeline.SetChecked), which fails a record changed unmarked.
func TestStillStepMarksNothing(t *testing.T) {
	var player, cp *scenes.Entity
	g := newCodeGame(t, hold("right", 200, 0), nil, func(s *scenes.Scene) {
		addWalls(s, floorLevel...)
		player = addPlayer(s, cellCenter(2, 6), 400)
		cp = addCheckpoint(s, "Checkpoint", cellCenter(2, 6))
	})
	steps(g, 120) // lands, reaches the checkpoint, its invulnerability over
	if c, _ := scenes.Peek[Checkpoint](cp); !c.Reached {
		t.Fatal("the player did not reach the checkpoint it stands on")
	}
	sc := g.Scene()
	sc.TakeChanges(t) // the first call reports every entity
	unmarked := 0
	for g.Clock().Tick() < 199 {
		g.Step()
		ch := sc.TakeChanges(t)
		whole := ch.Entities[:ch.Whole]
		if slices.Contains(whole, cp) {
			t.Errorf("step %d marked the checkpoint reached already", g.Clock().Tick())
		}
		if !slices.Contains(whole, player) {
			unmarked++
		}
	}
	if unmarked < 15 {
		t.Errorf("the player standing still was marked as a whole in %d of 79 steps, want at most 64", 79-unmarked)
	}
	tl := runtime.NewTimeline(g, 1)
	tl.SetChecked(true)
	record := func() {
		t.Helper()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	record()
	for range 5 { // runs from step 200
		g.Step()
		record()
	}
	if p, _ := scenes.Peek[Player](player); p.Velocity[0] <= 0 {
		t.Errorf("the player does not run: velocity %v", p.Velocity)
	}
	items.Of(g).Give(player, items.List{{Name: ItemHeart, Amount: 1}})
	scenes.Get[Health](player).HP = 1
	g.Step()
	record()
	if h, _ := scenes.Peek[Health](player); h.HP != 2 {
		t.Errorf("HP %d after a heart, want 2", h.HP)
	}
}

// TestSamePlayerFields checks that samePlayer sees a change of each field of
// a Player (runtimetest.CheckSameFields): a field added and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSamePlayerFields(t *testing.T) {
	runtimetest.CheckSameFields(t, samePlayer)
}
