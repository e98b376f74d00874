package blockworld

import (
	"math"
	"reflect"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
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

// TestStillStepMarksNothing: with the miner standing still, a step marks
// neither the miner nor the hotbar's text, and the clock's text only on
// the steps its minute changes (scenes' Change marks), so a Timeline shares
// their records; picking a slot marks the miner and the hotbar.
func TestStillStepMarksNothing(t *testing.T) {
	r := newRig(t, false)
	sc := r.g.Scene()
	for _, n := range []string{"Hotbar", "Clock"} {
		scenes.Add(sc.NewEntity(n, nil), visual.Text{})
	}
	r.arena(0, 10, 20, 25, 5)
	r.hold(3)
	clock := scenes.Read[visual.Text](root(sc, "Clock"))
	if scenes.Read[visual.Text](root(sc, "Hotbar")).Text == "" || clock.Text == "" {
		t.Fatal("the hotbar or the clock shows nothing")
	}
	wholeMarks(sc, t)
	ticked := 0
	for range 40 { // a minute is 24000/1440 steps
		was := clock.Text
		r.g.Step()
		m := wholeMarks(sc, t)
		for _, n := range []string{"Miner", "Hotbar"} {
			if m[n] {
				t.Errorf("a still step marked the %s changed", n)
			}
		}
		if changed := clock.Text != was; m["Clock"] != changed {
			t.Errorf("a step marked the clock %v, its text went from %q to %q", m["Clock"], was, clock.Text)
		} else if changed {
			ticked++
		}
	}
	if ticked == 0 {
		t.Error("the clock never changed in 40 steps")
	}
	r.tap("slot2")
	if m := wholeMarks(sc, t); !m["Miner"] || !m["Hotbar"] {
		t.Errorf("picking a slot marked %v, not the miner and the hotbar", m)
	}
}

// TestSameMinerFields changes each field of a Miner in turn and checks that
// sameMiner sees it: a field added and not compared would let a step change
// it without marking the miner, and a Timeline would keep its stale record.
func TestSameMinerFields(t *testing.T) {
	typ := reflect.TypeFor[Miner]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		var zero, b Miner
		v := reflect.ValueOf(&b).Elem().Field(i)
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(1)
		case reflect.Float64:
			v.SetFloat(math.Copysign(0, -1)) // -0: not 0 by its bits
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if sameMiner(&zero, &b) {
				t.Errorf("Miner.%s: nil and empty compare the same", f.Name)
			}
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		default:
			t.Fatalf("Miner.%s is a %v: teach this test and marks.go about it", f.Name, v.Kind())
		}
		if sameMiner(&zero, &b) || sameMiner(&b, &zero) {
			t.Errorf("a change of Miner.%s is missed", f.Name)
		}
		if !sameMiner(&b, &b) {
			t.Errorf("a Miner with %s set differs from itself", f.Name)
		}
	}
}
