package rhythm_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestNotesScrollBetweenSteps: a note on beat 4 (2 s after beat 0, which
// falls at the end of step 1) is drawn at the judgement line (220 below the
// Lanes) less 300 units a second of the time still to go: after step 100
// (song time 1.65 s) at 115. It came on in an earlier step, so it is drawn
// between where it was a step ago (5 units higher) and where it is; a hold
// being held keeps its head on the line, and its body reaches its tail.
func TestNotesScrollBetweenSteps(t *testing.T) {
	fsys := templateWith(t, map[string]string{"charts/t.chart": "lanes 3\n4 lane 2\nhold 4 1/2..6 lane 3\n", "scenes/t.json": songScene})
	ev := []input.Event{press(136, 2, 0)} // beat 4 1/2: step 136's start
	g := newGame(t, fsys, "t", input.NewScript(ev), nil)
	for range 100 {
		g.Step()
	}
	head := g.Scene().Find("Lanes/View/Note0")
	tr := head.Transform()
	if p := tr.Position(); math.Abs(p[0]-60) > 1e-9 || math.Abs(p[1]-115) > 1e-6 {
		t.Errorf("the note is at %v, want (60, 115)", p)
	}
	prev, _, _ := tr.Previous()
	if !tr.Moved() || tr.Jumped() || math.Abs(prev[1]-110) > 1e-6 {
		t.Errorf("moved %v, jumped %v, from %v: want drawn from y 110", tr.Moved(), tr.Jumped(), prev)
	}
	if sh := scenes.Get[visual.Shape](head); sh.Color.A != 1 {
		t.Errorf("the note's colour %v is not shown", sh.Color)
	}
	for range 50 { // to step 150: the hold held since beat 4 1/2
		g.Step()
	}
	hold := g.Scene().Find("Lanes/View/Note1").Transform()
	body := g.Scene().Find("Lanes/View/Body1").Transform()
	// Song time 2.483 s; the tail (beat 6, 3 s) is 0.5166 s away: 155 units.
	if p := hold.Position(); math.Abs(p[1]-220) > 1e-9 || math.Abs(body.Scale()[1]-155) > 1e-6 {
		t.Errorf("the held hold's head at %v, body %v long; want on the line (220), 155", p, body.Scale()[1])
	}
	if scenes.Get[visual.Shape](g.Scene().Find("Lanes/View/Note0")).Color.A != 0 {
		t.Error("the missed note is still drawn")
	}
}
