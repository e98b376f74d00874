package blockworld

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// TestDigTakesTheBlocksHardness: the pickaxe digs dirt in its hardness
// (20 steps), a hand in twice that; the block goes to the inventory.
func TestDigTakesTheBlocksHardness(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 10, 20, 25, 5)
	r.set(6, 24, Dirt)
	r.hold(Dirt.Hardness()-1, ActionDig)
	if b := r.block(6, 24); b != Dirt {
		t.Fatalf("after %d steps of digging the block is %v", Dirt.Hardness()-1, b)
	}
	if m := r.m(); !m.Aimed || m.TX != 6 || m.TY != 24 {
		t.Fatalf("the keys aim at (%d, %d) (aimed %v); want (6, 24) in front of the feet", m.TX, m.TY, m.Aimed)
	}
	before := r.count("Dirt")
	r.hold(Dirt.Hardness(), ActionDig)
	if b := r.block(6, 24); b != Air {
		t.Fatalf("after %d steps of digging the block is %v", Dirt.Hardness(), b)
	}
	if got := r.count("Dirt"); got != before+1 {
		t.Errorf("dirt in the inventory %d, want %d", got, before+1)
	}
	// A hand (slot 2 holds dirt) takes twice as long: stone 60 → 120 steps.
	r.set(6, 24, Stone)
	r.tap("slot2")
	r.in.next = append(r.in.next, input.Event{Action: ActionDig, Down: true, Value: 1})
	r.steps(2*Stone.Hardness() - 1)
	if b := r.block(6, 24); b != Stone {
		t.Fatalf("a hand dug stone in %d steps", 2*Stone.Hardness()-1)
	}
	r.steps(1)
	if b := r.block(6, 24); b != Air || r.count("Stone") != 1 {
		t.Fatalf("after %d steps a hand left %v, %d stone held", 2*Stone.Hardness(), b, r.count("Stone"))
	}
	r.in.next = append(r.in.next, input.Event{Action: ActionDig})
	// Bedrock cannot be dug.
	r.set(6, 24, Bedrock)
	r.hold(400, ActionDig)
	if b := r.block(6, 24); b != Bedrock {
		t.Errorf("bedrock dug: %v", b)
	}
	r.noProblems()
}

// TestReach: the mouse aims only within 5 tiles of the miner's centre.
func TestReach(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 10, 30, 25, 5)
	// The miner's centre is (88, 386); tile (9, 24)'s (152, 392) is 64.3
	// units away, (10, 24)'s (168, 392) 80.2: just beyond 5 tiles (80).
	r.set(9, 24, Dirt)
	r.set(10, 24, Dirt)
	r.pointAt(9, 24)
	if m := r.m(); !m.Aimed || m.TX != 9 || m.TY != 24 {
		t.Fatalf("pointing at (9, 24): aimed %v at (%d, %d)", m.Aimed, m.TX, m.TY)
	}
	r.pointAt(10, 24)
	if r.m().Aimed {
		t.Fatalf("pointing 80.2 units away aims")
	}
	r.hold(100, ActionDig)
	if b := r.block(10, 24); b != Dirt {
		t.Errorf("a block beyond reach was dug: %v", b)
	}
	r.pointAt(9, 24)
	r.hold(30, ActionDig)
	if b := r.block(9, 24); b != Air {
		t.Errorf("a block within reach was not dug: %v", b)
	}
}

// TestPlaceRules: a block is placed on air touching a block, never in mid
// air, over the miner or without one held; a torch needs a solid block
// beside or below it.
func TestPlaceRules(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 10, 30, 25, 5)
	r.tap("slot2") // dirt
	r.pointAt(7, 24)
	r.tap(ActionPlace)
	if b := r.block(7, 24); b != Dirt || r.count("Dirt") != 4 || r.m().Placed != 1 {
		t.Fatalf("placing dirt on the floor: %v, %d held, %d placed", r.block(7, 24), r.count("Dirt"), r.m().Placed)
	}
	r.pointAt(8, 20) // mid air: nothing beside
	r.tap(ActionPlace)
	if b := r.block(8, 20); b != Air {
		t.Errorf("dirt placed in mid air: %v", b)
	}
	r.pointAt(5, 24) // the miner's own feet
	r.tap(ActionPlace)
	if b := r.block(5, 24); b != Air {
		t.Errorf("dirt placed over the miner: %v", b)
	}
	r.pointAt(7, 24) // taken
	r.tap(ActionPlace)
	if r.count("Dirt") != 4 {
		t.Errorf("placing on a block used dirt: %d held", r.count("Dirt"))
	}
	r.tap("slot3")   // torch
	r.pointAt(7, 22) // above the dirt, air on both sides: not supported
	r.tap(ActionPlace)
	if b := r.block(7, 22); b != Air {
		t.Errorf("a torch placed with nothing beside or below: %v", b)
	}
	r.pointAt(7, 23) // on the dirt
	r.tap(ActionPlace)
	if b := r.block(7, 23); b != Torch || r.count("Torch") != 2 {
		t.Errorf("a torch on dirt: %v, %d held", b, r.count("Torch"))
	}
	r.tap("slot4") // sand: two held
	for _, x := range []int{3, 2, 1} {
		r.pointAt(x, 24)
		r.tap(ActionPlace)
	}
	if r.block(3, 24) != Sand || r.block(2, 24) != Sand || r.block(1, 24) != Air {
		t.Errorf("with two sand held, placed %v %v %v", r.block(3, 24), r.block(2, 24), r.block(1, 24))
	}
	r.noProblems()
}

// TestHotbar: keys 1 to 9 pick a slot; the wheel steps through them,
// wrapping.
func TestHotbar(t *testing.T) {
	r := newRig(t, false)
	r.tap("slot3")
	if r.m().Selected != 2 {
		t.Fatalf("slot3 selects %d", r.m().Selected)
	}
	r.in.next = append(r.in.next, wheel(-1))
	r.g.Step()
	if r.m().Selected != 3 {
		t.Errorf("the wheel down selects %d, want 3", r.m().Selected)
	}
	r.tap("slot1")
	r.in.next = append(r.in.next, wheel(1))
	r.g.Step()
	if r.m().Selected != 8 {
		t.Errorf("the wheel up from slot 1 selects %d, want 8 (wrapping)", r.m().Selected)
	}
}
