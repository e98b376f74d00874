package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestStillStepMarksNothing: before the song's first note comes into view,
// with no lane held, a step marks neither the Lanes, its View nor the
// View's lanes, lights and texts (scenes' Change marks), so a Timeline
// shares their records; a lane pressed marks the Lanes (Down) and the
// lane's light.
func TestStillStepMarksNothing(t *testing.T) {
	in := &runtimetest.Taps{}
	g := newGame(t, templateWith(t, nil), "easy", in, nil)
	for range 5 {
		g.Step()
	}
	sc := g.Scene()
	if sc.Find("Lanes/View") == nil {
		t.Fatal("no View was made")
	}
	runtimetest.WholeMarks(sc, t)
	for range 3 {
		g.Step()
		for name := range runtimetest.WholeMarks(sc, t) {
			t.Errorf("a still step marked %s changed", name)
		}
	}
	in.Next = append(in.Next, rhythm.LaneAction(1))
	g.Step()
	if m := runtimetest.WholeMarks(sc, t); !m["Lanes"] || !m["Light2"] {
		t.Errorf("a lane pressed marked %v, not the Lanes and Light2", m)
	}
	if !scenes.Read[rhythm.Lanes](sc.Find("Lanes")).Down[1] {
		t.Error("lane 2 is not down")
	}
}
