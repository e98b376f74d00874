package adventure

import (
	"math"
	"reflect"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// wholeMarks returns the entities marked changed as a whole since the last
// call by owner (scenes.Scene.TakeChanges), by name.
func wholeMarks(sc *scenes.Scene, owner any) map[string]bool {
	ch := sc.TakeChanges(owner)
	m := map[string]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e.Name()] = true
	}
	return m
}

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
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		m := wholeMarks(sc, t)
		for name := range m {
			if name == "Game" || name == "Hero" || scenes.Has[Hotspot](r.find(name)) {
				t.Errorf("a still step marked %s changed", name)
			}
		}
	}
	r.in.next = append(r.in.next, clickAt(40, 350)...)
	r.g.Step()
	if m := wholeMarks(sc, t); !m["Hero"] {
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

// TestSameFields changes each field of an Adventure and a Hero in turn and
// checks that sameAdventure and sameHero see it: a field added and not
// compared would let a step change it without marking its entity, and a
// Timeline would keep its stale record.
func TestSameFields(t *testing.T) {
	check := func(typ reflect.Type, same func(a, b reflect.Value) bool) {
		for i := range typ.NumField() {
			f := typ.Field(i)
			zero, b := reflect.New(typ), reflect.New(typ)
			v := b.Elem().Field(i)
			switch v.Kind() {
			case reflect.Int, reflect.Int64:
				v.SetInt(1)
			case reflect.Float64:
				v.SetFloat(1)
				w := reflect.New(typ)
				w.Elem().Field(i).SetFloat(math.Copysign(0, -1))
				if same(zero, w) {
					t.Errorf("%s.%s: 0 and -0 compare the same", typ.Name(), f.Name)
				}
			case reflect.Bool:
				v.SetBool(true)
			case reflect.String:
				v.SetString("x")
			case reflect.Slice:
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
				if same(zero, b) {
					t.Errorf("%s.%s: nil and empty compare the same", typ.Name(), f.Name)
				}
				v.Set(reflect.MakeSlice(v.Type(), 1, 1))
			default:
				t.Fatalf("%s.%s is a %v: teach this test and marks.go about it", typ.Name(), f.Name, v.Kind())
			}
			if same(zero, b) || same(b, zero) {
				t.Errorf("a change of %s.%s is missed", typ.Name(), f.Name)
			}
			if !same(b, b) {
				t.Errorf("%s with %s set differs from itself", typ.Name(), f.Name)
			}
		}
	}
	check(reflect.TypeFor[Adventure](), func(a, b reflect.Value) bool {
		return sameAdventure(a.Interface().(*Adventure), b.Interface().(*Adventure))
	})
	check(reflect.TypeFor[Hero](), func(a, b reflect.Value) bool {
		h := a.Interface().(*Hero)
		return sameHero(h, h.Path, b.Interface().(*Hero))
	})
	// A path changed in place (same array and length) is seen.
	h := Hero{Path: []griff.Vec{{1, 2}}}
	path := append([]griff.Vec(nil), h.Path...)
	h.Path[0] = griff.Vec{3, 4}
	if sameHero(&Hero{Path: path}, path, &h) {
		t.Error("a path point changed in place is missed")
	}
}
