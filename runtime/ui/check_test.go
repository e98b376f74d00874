package ui_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// Nonsense panel and widget values from a scene file are put right on the
// first step, under a title menu that pauses the gameplay, each with one
// warning naming the entity and component.
func TestNonsenseWidgetValuesWarnAndClamp(t *testing.T) {
	const file = `{"format": 1, "nextId": 5, "entities": [
	  {"id": 1, "name": "Title", "components": {"Griff.Panel": {"name": "Title", "open": true, "pauses": true, "focus": 99, "size": [-5, 40]}},
	   "children": [
	    {"id": 2, "name": "Volume", "components": {"Griff.Widget": {"kind": "slider", "min": 5, "max": 1, "step": -1, "value": 9, "size": [50, 10]}}},
	    {"id": 3, "name": "Level", "components": {"Griff.Widget": {"kind": "choice", "choices": ["easy", "hard"], "value": 7.5}}},
	    {"id": 4, "name": "Sound", "components": {"Griff.Widget": {"kind": "toggle", "value": 0.7}}}]}
	]}`
	probs := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("title.scene", []byte(file), probs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: probs}, ui.NewSystem(ui.Options{Screen: screen}))
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		g.Step()
	}
	vol := scenes.Get[ui.Widget](sc.Find("Volume"))
	if vol.Min != 1 || vol.Max != 5 || vol.Step != 0 || vol.Value != 5 {
		t.Errorf("slider min %v max %v step %v value %v, want 1, 5, 0 (default) and 5", vol.Min, vol.Max, vol.Step, vol.Value)
	}
	if v := scenes.Get[ui.Widget](sc.Find("Level")).Value; v != 1 {
		t.Errorf("choice value %v, want 1 (the last choice)", v)
	}
	if v := scenes.Get[ui.Widget](sc.Find("Sound")).Value; v != 1 {
		t.Errorf("toggle value %v, want 1", v)
	}
	p := scenes.Get[ui.Panel](sc.Find("Title"))
	if p.Size[0] != 0 || p.Focus != sc.Find("Volume").ID() {
		t.Errorf("panel size %v, focus %d; want width 0 and the first widget focused", p.Size, p.Focus)
	}
	text := fmt.Sprint(probs.List())
	for _, want := range []string{"Volume", "min 5 is above max 1", "step -1", "Level", "choice 7.5", "Sound", "toggle value 0.7", "Title", "focus 99", "size -5"} {
		if !strings.Contains(text, want) {
			t.Errorf("the problems do not say %q: %s", want, text)
		}
	}
	if n := strings.Count(text, "Griff.Widget"); n != 5 {
		t.Errorf("%d warnings name Griff.Widget, want 5 (min, step, value, choice, toggle): %s", n, text)
	}
	// NaN, set later by a script, is caught too.
	vol.Value = math.NaN()
	g.Step()
	if vol.Value != 1 {
		t.Errorf("a NaN slider value became %v, want the min, 1", vol.Value)
	}
}
