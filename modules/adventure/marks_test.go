package adventure

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: with the hero standing and the pointer resting
// on a hotspot (its name in the hover text), a step marks neither the Game,
// the Hero nor the hotspot (scenes' Change marks), so a Timeline shares
// their records; a click that sets the hero walking marks the Hero and the
// Game, and each step of the walk lists the Hero for its transform alone.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, nil)
	r.click(250, 420)
	r.in.next = append(r.in.next, input.Event{Kind: input.KindPointer, X: 780, Y: 282})
	for range 300 { // any message (SayTime) counts down and goes
		r.g.Step()
	}
	if _, txt := findText(r.find("Game"), "Hover"); txt == nil || txt.Text == "" {
		t.Fatal("the pointer is on no hotspot: move it onto one")
	}
	sc := r.g.Scene()
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		m := runtimetest.WholeMarks(sc, t)
		for name := range m {
			if name == "Game" || name == "Hero" || scenes.Has[Hotspot](r.find(name)) {
				t.Errorf("a still step marked %s changed", name)
			}
		}
	}
	r.in.next = append(r.in.next, clickAt(40, 350)...)
	r.g.Step()
	if m := runtimetest.WholeMarks(sc, t); !m["Hero"] {
		t.Errorf("the step of the click marked %v, not the Hero", m)
	}
	// A step of the walk that neither passes a waypoint nor turns the hero
	// moves its transform alone: the Hero is listed for its transform, not
	// marked as a whole (its sprite is written only when it turns).
	r.g.Step()
	ch := sc.TakeChanges(t)
	var whole, moved bool
	for i, e := range ch.Entities {
		if e.Name() == "Hero" {
			whole, moved = i < ch.Whole, i >= ch.Whole
		}
	}
	if whole || !moved || len(r.hero().Path) == 0 {
		t.Errorf("a step of the walk: Hero marked whole %v, listed for its transform %v (path %v); want its transform alone", whole, moved, r.hero().Path)
	}
}

// TestSameFields checks that sameAdventure and sameHero see a change of
// each field (runtimetest.CheckSameFields), and sameHero a path point
// changed in place.
func TestSameFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameAdventure)
	runtimetest.CheckSameFields(t, func(a, b *Hero) bool { return sameHero(a, a.Path, b) })
	// A path changed in place (same array and length) is seen.
	h := Hero{Path: []griff.Vec{{1, 2}}}
	path := append([]griff.Vec(nil), h.Path...)
	h.Path[0] = griff.Vec{3, 4}
	if sameHero(&Hero{Path: path}, path, &h) {
		t.Error("a path point changed in place is missed")
	}
}
