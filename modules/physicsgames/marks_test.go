package physicsgames

import (
	"math"
	"reflect"
	"testing"

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

// TestStillStepMarksNothing: on the pinball table with the ball served on
// the plunger and nothing pressed, a step marks neither the Table, the
// flippers nor the HUD (scenes' Change marks), so a Timeline
// shares their records; a flipper raised marks its entity (its body's turn)
// while it turns, and not once it is held up. The title marks nothing
// while no key is pressed, and its Title when the cursor moves.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(120)
	if p := scenes.Read[Table](r.find("Table")).Phase; p != TableServe {
		t.Fatalf("the table is in phase %v, want the serve", p)
	}
	sc := r.g.Scene()
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range wholeMarks(sc, t) {
			if name != "Ball" { // the physics world marks it: its resting velocity changes by 1e-16
				t.Errorf("a still step on the table marked %s changed", name)
			}
		}
	}
	fe, _ := r.flipper(false)
	wholeMarks(sc, t)
	r.hold(ActionLeft, true)
	r.g.Step()
	if m := wholeMarks(sc, t); !m[fe.Name()] {
		t.Errorf("raising the left flipper marked %v, not %s", m, fe.Name())
	}
	r.steps(30)
	wholeMarks(sc, t)
	r.g.Step()
	if m := wholeMarks(sc, t); m[fe.Name()] {
		t.Errorf("a step with the flipper held up marked it: %v", m)
	}
	r.noProblems()

	r = newRig(t, "title")
	r.steps(3)
	sc = r.g.Scene()
	wholeMarks(sc, t)
	for range 3 {
		r.g.Step()
		for name := range wholeMarks(sc, t) {
			t.Errorf("a still step on the title marked %s changed", name)
		}
	}
	r.tap(ActionDown)
	if m := wholeMarks(sc, t); !m[r.find("Title").Name()] || !m[MenuName] {
		t.Errorf("moving the title's cursor marked %v, not the Title and its menu", m)
	}
}

// TestSameFields changes each field of a Table, Sling and Title in turn and
// checks that sameTable, sameSling and sameTitle see it: a field added and
// not compared would let a step change it without marking the entity, and a
// Timeline would keep its stale record.
func TestSameFields(t *testing.T) {
	check := func(typ reflect.Type, same func(a, b any) bool) {
		for i := range typ.NumField() {
			f := typ.Field(i)
			zero, b := reflect.New(typ), reflect.New(typ)
			v := b.Elem().Field(i)
			switch v.Kind() {
			case reflect.Int, reflect.Int64:
				v.SetInt(1)
			case reflect.Uint8:
				v.SetUint(1)
			case reflect.Float64:
				v.SetFloat(math.Copysign(0, -1)) // -0: not 0 by its bits
			case reflect.Bool:
				v.SetBool(true)
			case reflect.String:
				v.SetString("x")
			case reflect.Slice:
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
				if same(zero.Interface(), b.Interface()) {
					t.Errorf("%s.%s: nil and empty compare the same", typ.Name(), f.Name)
				}
				v.Set(reflect.MakeSlice(v.Type(), 1, 1))
			case reflect.Array:
				for k := range v.Len() {
					w := reflect.New(typ)
					e := w.Elem().Field(i).Index(k)
					if e.Kind() == reflect.Float64 {
						e.SetFloat(math.Copysign(0, -1))
					} else {
						e.SetInt(1)
					}
					if same(zero.Interface(), w.Interface()) {
						t.Errorf("a change of %s.%s[%d] is missed", typ.Name(), f.Name, k)
					}
				}
				if v.Index(0).Kind() == reflect.Float64 {
					v.Index(0).SetFloat(1)
				} else {
					v.Index(0).SetInt(1)
				}
			default:
				t.Fatalf("%s.%s is a %v: teach this test and marks.go about it", typ.Name(), f.Name, v.Kind())
			}
			if same(zero.Interface(), b.Interface()) || same(b.Interface(), zero.Interface()) {
				t.Errorf("a change of %s.%s is missed", typ.Name(), f.Name)
			}
			if !same(b.Interface(), b.Interface()) {
				t.Errorf("%s with %s set differs from itself", typ.Name(), f.Name)
			}
		}
	}
	check(reflect.TypeFor[Table](), func(a, b any) bool { return sameTable(a.(*Table), b.(*Table)) })
	check(reflect.TypeFor[Sling](), func(a, b any) bool { return sameSling(a.(*Sling), b.(*Sling)) })
	check(reflect.TypeFor[Title](), func(a, b any) bool { return sameTitle(a.(*Title), b.(*Title)) })
}
