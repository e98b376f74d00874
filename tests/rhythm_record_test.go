package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// rhythmRecordScript chooses "Record a chart" on the rhythm template's
// title and taps along: lanes 1 to 4 in turn every 20 steps from step 200
// (a third of a second, rounded to sixteenths of the song's beat), and lane
// 2 held for 60 steps (a hold), with each press at a moment within its step.
func rhythmRecordScript() []input.Event {
	ev := taps(10, "UIDown", 16, "UIDown", 22, "UIAccept")
	for i := range 16 {
		t := griff.Tick(200 + 20*i)
		a := rhythm.LaneAction(i % 4)
		ev = append(ev, input.Event{Tick: t, Action: a, Down: true, Value: 1, At: 0.25}, input.Event{Tick: t + 2, Action: a})
	}
	return append(ev, input.Event{Tick: 600, Action: rhythm.LaneAction(1), Down: true, Value: 1, At: 0.5}, input.Event{Tick: 660, Action: rhythm.LaneAction(1)})
}

// taps returns a press of each action at its step, let go the next.
func taps(at ...any) []input.Event {
	var ev []input.Event
	for i := 0; i+1 < len(at); i += 2 {
		t, a := griff.Tick(at[i].(int)), at[i+1].(string)
		ev = append(ev, input.Event{Tick: t, Action: a, Down: true, Value: 1}, input.Event{Tick: t + 1, Action: a})
	}
	return ev
}

// TestRhythmRecordMode plays the template's record mode: at the end of the
// song the chart written holds the 17 notes tapped (one a hold), reads as a
// chart, and is shown on the results panel's count.
func TestRhythmRecordMode(t *testing.T) {
	tm, _ := templates.Lookup("rhythm")
	lg, err := hosting.Load(tm.Files, "rhythm")
	if err != nil {
		t.Fatal(err)
	}
	var probs []scenes.Problem
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(rhythmRecordScript()), Problems: func(p scenes.Problem) { probs = append(probs, p) }})
	if err != nil {
		t.Fatal(err)
	}
	var l *rhythm.Lanes
	for range 60 * 40 {
		g.Step()
		if l = rhythmLanes(g); l != nil && l.Over {
			break
		}
	}
	if l == nil || !l.Over || !l.Record {
		t.Fatalf("record mode did not end: %+v", l)
	}
	text, ok := rhythm.Of(g).Recorded(g.Scene().Find("Lanes"))
	c, err := rhythm.ReadChart("recorded", []byte(text))
	if !ok || err != nil {
		t.Fatalf("recorded %v, %v:\n%s", ok, err, text)
	}
	holds := 0
	for _, n := range c.Notes {
		if n.Hold() {
			holds++
		}
	}
	if len(c.Notes) != 17 || holds != 1 || c.BPM != 128 || len(c.Tempo) != 1 {
		t.Errorf("the recorded chart has %d notes, %d holds, %v BPM, %d changes:\n%s", len(c.Notes), holds, c.BPM, len(c.Tempo), text)
	}
	res := scenes.Get[visual.Text](g.Scene().Find("Lanes/View/Results"))
	if res == nil || !strings.Contains(res.Text, "17 notes taken down") {
		t.Errorf("the results read %+v", res)
	}
	for _, p := range probs {
		t.Errorf("problem: %v", p)
	}
}
