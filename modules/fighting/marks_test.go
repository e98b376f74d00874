package fighting

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

// TestStillStepMarksNothing: on the title with no key pressed, a step marks
// neither the Match nor a fighter (scenes' Change marks), so a Timeline
// shares their records; a press that moves the title's pick marks the
// Match. In a fight, a fighter walking is marked.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, nil, nil)
	r.steps(5)
	sc := r.g.Scene()
	still := func(what string) {
		t.Helper()
		wholeMarks(sc, t)
		for range 3 {
			r.g.Step()
			for name := range wholeMarks(sc, t) {
				t.Errorf("%s: a still step marked %s changed", what, name)
			}
		}
	}
	still("title")
	pick := r.m.Pick
	r.in.hold(0, ActionDown)
	r.g.Step()
	r.in.let(0, ActionDown)
	if m := wholeMarks(sc, t); !m["Match"] || r.m.Pick == pick {
		t.Errorf("a press on the title marked %v (pick %d to %d), not the Match", m, pick, r.m.Pick)
	}
	r.start(ModeTraining)
	r.steps(120)
	p1 := scenes.Read[Fighter](sc.Find("P1"))
	r.in.hold(0, ActionRight)
	r.steps(3)
	wholeMarks(sc, t)
	x := p1.X
	r.g.Step()
	if m := wholeMarks(sc, t); !m["P1"] || p1.X == x {
		t.Errorf("a step of P1 walking (x %d to %d) marked %v, not P1", x, p1.X, m)
	}
}

// TestSameFields changes each field of a Match and a Fighter (and of their
// structs) in turn and checks that sameMatch and sameFighter see it: a
// field added and not compared would let a step change it without marking
// the entity, and a Timeline would keep its stale record.
func TestSameFields(t *testing.T) {
	var set func(v reflect.Value) bool
	set = func(v reflect.Value) bool {
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
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		case reflect.Array:
			return set(v.Index(v.Len() - 1))
		default:
			return false
		}
		return true
	}
	check := func(typ reflect.Type, same func(a, b any) bool) {
		var walk func(path string, idx []int, ft reflect.Type)
		walk = func(path string, idx []int, ft reflect.Type) {
			if ft.Kind() == reflect.Struct {
				for i := range ft.NumField() {
					walk(path+"."+ft.Field(i).Name, append(idx[:len(idx):len(idx)], i), ft.Field(i).Type)
				}
				return
			}
			zero, b := reflect.New(typ), reflect.New(typ)
			if !set(b.Elem().FieldByIndex(idx)) {
				t.Fatalf("%s is a %v: teach this test and marks.go about it", path, ft.Kind())
			}
			if same(zero.Interface(), b.Interface()) || same(b.Interface(), zero.Interface()) {
				t.Errorf("a change of %s is missed", path)
			}
			if !same(b.Interface(), b.Interface()) {
				t.Errorf("%s set differs from itself", path)
			}
		}
		walk(typ.Name(), nil, typ)
	}
	check(reflect.TypeFor[Match](), func(a, b any) bool { return sameMatch(a.(*Match), b.(*Match)) })
	check(reflect.TypeFor[Fighter](), func(a, b any) bool { return sameFighter(a.(*Fighter), b.(*Fighter)) })
	var a, b Match
	b.Characters = []string{}
	if sameMatch(&a, &b) {
		t.Error("Match.Characters: nil and empty compare the same")
	}
}
