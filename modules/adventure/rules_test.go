package adventure

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TestWalkStaysInsideArea: clicks all over the hall, inside and outside
// the walk area, walk the hero along paths whose every point (sampled each
// step) is inside the walk area, around the pillar's notch.
func TestWalkStaysInsideArea(t *testing.T) {
	r := newRig(t, nil)
	room := r.find("Hall")
	walk := roomOf(room).Walk
	for _, p := range []griff.Vec{{480, 360}, {60, 350}, {900, 455}, {480, 300}, {470, 380}, {10, 10}, {940, 460}} {
		r.press(ActionClick, p[0], p[1])
		for range 600 {
			if !inside(walk, r.pos()) {
				t.Fatalf("walking to %v the hero is at %v, outside the walk area", p, r.pos())
			}
			if len(r.hero().Path) == 0 {
				break
			}
			r.g.Step()
		}
		if len(r.hero().Path) != 0 {
			t.Fatalf("walking to %v: never arrived", p)
		}
		if inside(walk, p) && r.pos().Sub(p).Len() > 1e-9 {
			t.Errorf("walking to %v inside the area the hero stopped at %v", p, r.pos())
		}
	}
	r.noProblems()
}

// TestRouteAroundNotch: a path from the left of the pillar's notch to its
// right, along the back wall, goes below the notch.
func TestRouteAroundNotch(t *testing.T) {
	r := newRig(t, nil)
	a, err := makeArea(roomOf(r.find("Hall")))
	if err != nil {
		t.Fatal(err)
	}
	path := a.route(griff.V(400, 355), griff.V(560, 355), nil)
	if len(path) < 2 {
		t.Fatalf("path %v: want a turn below the notch", path)
	}
	low := 0.0
	for _, p := range path {
		low = max(low, p[1])
	}
	if low < 392 {
		t.Errorf("path %v never goes below the notch (y 392)", path)
	}
	if path[len(path)-1] != griff.V(560, 355) {
		t.Errorf("path ends at %v, want the clicked point", path[len(path)-1])
	}
	if len(path) > 3 {
		t.Errorf("path %v around the notch turns more than twice: not pulled straight", path)
	}
	// Across the open floor in front of the pillar: one straight line.
	if path := a.route(griff.V(60, 440), griff.V(900, 420), nil); len(path) != 1 || path[0] != griff.V(900, 420) {
		t.Errorf("path across the open floor is %v, want the one straight line to (900, 420)", path)
	}
}

// TestBadWalkArea: a walk area of two points warns and the hero does not
// walk; the game goes on.
func TestBadWalkArea(t *testing.T) {
	if _, err := makeArea(&Room{Walk: []griff.Vec{{0, 0}, {1, 1}}}); err == nil {
		t.Error("a 2-point walk area was accepted")
	}
	if _, err := makeArea(&Room{Walk: []griff.Vec{{0, 0}, {1e9, 0}, {0, 1e9}}}); err == nil {
		t.Error("a walk area of 1e16 cells was accepted")
	}
}

// TestVerbs: look says the hotspot's Look without walking; the default
// verb (take) walks there and takes; use on a locked door says it's
// locked; a hotspot with no answer refuses.
func TestVerbs(t *testing.T) {
	r := newRig(t, nil)
	start := r.pos()
	r.press(ActionLook, 250, 420)
	if got := r.adv().Say; got != "A sturdy stick." {
		t.Errorf("look at the stick says %q", got)
	}
	if r.pos() != start {
		t.Errorf("looking walked the hero from %v to %v", start, r.pos())
	}
	r.click(250, 420)
	if r.holds("Stick") != 1 || r.find("Stick").Active() {
		t.Errorf("after taking the stick the hero holds %d and it is active %v", r.holds("Stick"), r.find("Stick").Active())
	}
	if got := r.adv().Say; got != "You pick up the stick." {
		t.Errorf("taking says %q", got)
	}
	r.click(150, 268)
	if got := r.adv().Say; got != "It's locked." {
		t.Errorf("using the locked door says %q", got)
	}
	if r.hero().Room != "hall" {
		t.Errorf("the locked door let the hero into %q", r.hero().Room)
	}
	if d := r.pos().Sub(griff.V(150, 372)).Len(); d > 1e-9 {
		t.Errorf("the hero used the door from %v, want its stand point", r.pos())
	}
	r.click(380, 452)
	if got := r.adv().Say; got != "Your fingers don't fit through the bars." {
		t.Errorf("using the grate says %q", got)
	}
	r.press(ActionLook, 600, 200) // the wall: no hotspot, nothing said
	r.noProblems()
}

// TestCombineAndUse: stick and gum combine into the sticky stick (the
// recipe takes both), which fishes the coin out of the grate; an item
// that does nothing on a hotspot is refused and kept.
func TestCombineAndUse(t *testing.T) {
	r := newRig(t, nil)
	r.click(250, 420)
	r.click(640, 400)
	r.pickSlot(0)
	if r.adv().Held != "Stick" {
		t.Fatalf("picking slot 1 holds %q", r.adv().Held)
	}
	r.press(ActionClick, 150, 268) // the stick on the door
	r.settle()
	if r.adv().Say != DefaultRefusal || r.holds("Stick") != 1 {
		t.Errorf("the stick on the door: %q, holds %d", r.adv().Say, r.holds("Stick"))
	}
	r.pickSlot(0)
	r.pickSlot(1)
	if r.holds("Stick") != 0 || r.holds("Gum") != 0 || r.holds("Sticky stick") != 1 {
		t.Fatalf("after combining: stick %d gum %d sticky %d", r.holds("Stick"), r.holds("Gum"), r.holds("Sticky stick"))
	}
	r.pickSlot(0)
	r.click(380, 452)
	if r.holds("Coin") != 1 || r.holds("Sticky stick") != 0 || r.adv().Held != "" {
		t.Errorf("after fishing: coin %d sticky %d held %q", r.holds("Coin"), r.holds("Sticky stick"), r.adv().Held)
	}
	r.noProblems()
}

func roomOf(e *scenes.Entity) *Room { return scenes.Get[Room](e) }
