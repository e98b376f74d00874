package adventure

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// talkTo clicks the keeper and then picks choices by their row: each of
// picks is a row of the open choices (0 first), -1 a click on the line.
func (r *rig) talkTo(picks ...int) {
	r.t.Helper()
	r.click(780, 282)
	if r.adv().Talking != "Keeper" {
		r.t.Fatalf("clicking the keeper talks to %q", r.adv().Talking)
	}
	for _, p := range picks {
		y := 300.0
		if p >= 0 {
			y = ChoiceTop + ChoiceRow*float64(p) + ChoiceRow/2
		}
		r.press(ActionClick, 480, y)
	}
}

// TestPuzzle solves the template: take the stick and the gum, combine
// them, fish the coin out of the grate, give it to the keeper, ask for the
// key (the conversation's flag gives it), open the door, walk through and
// arrive at the garden's gate, which wins.
func TestPuzzle(t *testing.T) {
	r := newRig(t, nil)
	// Asking before paying: the keeper refuses.
	r.talkTo(-1, 1, -1)
	if r.adv().Talking != "" || r.holds("Key") != 0 {
		t.Fatalf("after asking unpaid: talking %q, key %d", r.adv().Talking, r.holds("Key"))
	}
	r.click(250, 420)
	r.click(640, 400)
	r.pickSlot(0)
	r.pickSlot(1)
	r.pickSlot(0)
	r.click(380, 452)
	if r.holds("Coin") != 1 {
		t.Fatalf("no coin: %q", r.adv().Say)
	}
	r.pickSlot(0)
	r.click(780, 282)
	if r.holds("Coin") != 0 || r.adv().Talking != "" {
		t.Fatalf("giving the coin: coin %d, talking %q, says %q", r.holds("Coin"), r.adv().Talking, r.adv().Say)
	}
	// Paid: "Back again?", then the deal (the second open choice).
	r.talkTo(-1, 1, -1)
	r.g.Step()
	if r.holds("Key") != 1 {
		t.Fatalf("after the deal the hero holds %d keys (talking %q)", r.holds("Key"), r.adv().Talking)
	}
	r.pickSlot(0)
	r.click(150, 268)
	if scenes.Get[Hotspot](r.find("Door")).Locked {
		t.Fatalf("the key did not open the door: %q", r.adv().Say)
	}
	r.click(150, 268)
	if r.hero().Room != "garden" || !r.adv().Won {
		t.Fatalf("through the door: room %q won %v", r.hero().Room, r.adv().Won)
	}
	if r.pos() != griff.V(150, 420) {
		t.Errorf("arrived at %v, want the gate (150, 420)", r.pos())
	}
	r.g.Step()
	if r.find("Hall").Active() || !r.find("Garden").Active() {
		t.Errorf("after the room change the hall is active %v, the garden %v", r.find("Hall").Active(), r.find("Garden").Active())
	}
	r.noProblems()
}
