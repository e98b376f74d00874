package platformer

import (
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
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

// TestSamePlayerFields changes each field of a Player in turn and checks
// that samePlayer sees it: a field added to Player and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSamePlayerFields(t *testing.T) {
	var zero Player
	rt := reflect.TypeFor[Player]()
	for i := range rt.NumField() {
		f := rt.Field(i)
		var b Player
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int, reflect.Int64:
			v.SetInt(1)
		case reflect.Uint32:
			v.SetUint(1)
		case reflect.Float64:
			v.SetFloat(math.Copysign(0, -1)) // -0 is not 0
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Array: // griff.Vec
			v.Index(1).SetFloat(math.Copysign(0, -1))
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if samePlayer(&zero, &b) {
				t.Errorf("samePlayer misses %s going from nil to empty", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Player.%s is a %v: teach this test and samePlayer about it", f.Name, v.Kind())
		}
		if samePlayer(&zero, &b) || samePlayer(&b, &zero) {
			t.Errorf("samePlayer misses a change of Player.%s", f.Name)
		}
		if !samePlayer(&b, &b) {
			t.Errorf("samePlayer of a Player with %s set and itself is false", f.Name)
		}
	}
}
