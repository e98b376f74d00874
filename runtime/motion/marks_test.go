package motion_test

import (
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// TestMovingMarksOnlyTransforms: movers that only move (inside their
// bounds, with a Wander not yet due) are not marked changed as a whole by
// the step (scenes' Change marks): their transforms alone are, so a
// Timeline shares their records' components. A bounce and a wander's
// change write the Mover (and Wander) and mark the entity in their step,
// which a checked Timeline (runtime.Timeline.SetChecked) confirms: it
// fails a record changed unmarked.
func TestMovingMarksOnlyTransforms(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{StepRate: 10}, motion.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene()
	plain := sc.NewEntity("Plain", nil)
	scenes.Add(plain, motion.Mover{Velocity: griff.V(1, 0), Spin: 0.5})
	wand := sc.NewEntity("Wanderer", nil)
	scenes.Add(wand, motion.Mover{Velocity: griff.V(0, 1)})
	w := scenes.Add(wand, motion.Wander{Every: time.Hour, MinSpeed: 1, MaxSpeed: 2})
	bouncer := sc.NewEntity("Bouncer", nil)
	scenes.Add(bouncer, motion.Mover{Velocity: griff.V(30, 0), Bounds: griff.Box{Max: griff.V(10, 10)}})
	g.Step() // the wander's first change (Next 0), far off after
	if w.Next.Before(g.Clock().Now().Add(time.Minute)) {
		t.Fatalf("the wander's next change is at %v, want about an hour on", w.Next)
	}
	sc.TakeChanges(t) // the first call reports every entity
	bounced := 0
	for i := range 8 { // the bouncer at 3, 6, 9, 8 (bounced), 5, 2, 1 (bounced), 4
		g.Step()
		ch := sc.TakeChanges(t)
		whole := ch.Entities[:ch.Whole]
		if slices.Contains(whole, plain) || slices.Contains(whole, wand) {
			t.Errorf("step %d marked a mover that only moved as a whole", i)
		}
		if !slices.Contains(ch.Entities, plain) || !slices.Contains(ch.Entities, wand) {
			t.Errorf("step %d did not list the moved transforms", i)
		}
		if slices.Contains(whole, bouncer) {
			bounced++
		}
	}
	if bounced != 2 {
		t.Errorf("the bouncer was marked as a whole in %d steps, want 2 (its bounces)", bounced)
	}
	scenes.Read[motion.Wander](wand).Next = g.Clock().Now() // unmarked: the wander changes the velocity next step
	g.Step()
	if ch := sc.TakeChanges(t); !slices.Contains(ch.Entities[:ch.Whole], wand) {
		t.Error("a wander's change did not mark its entity")
	}
	// The same with a checked Timeline taking the marks: no change missed,
	// no needless mark.
	tl := runtime.NewTimeline(g, 10)
	tl.SetChecked(true)
	for i := range 9 {
		if i == 4 {
			scenes.Get[motion.Wander](wand).Next = g.Clock().Now()
		}
		if err := tl.Record(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		g.Step()
	}
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	if whole, _ := tl.NeedlessMarks(); len(whole) != 0 {
		t.Errorf("needless marks %v", whole)
	}
}
