package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestSettingsWidgets opens the template title's Settings panel and moves
// its choices: scroll speed one step right (from 2x to 2.5x, kept in the saves
// store's record rhythm-prefs), calibration one step left (-5 ms, the beat's
// settings). A player's saved scroll speed is shown on the slider when the
// title comes in.
func TestSettingsWidgets(t *testing.T) {
	rec := records{rhythm.PrefsRecord: []byte(`{"scrollSpeed": 2}`)}
	key := func(tick int, a string) []input.Event {
		return []input.Event{{Tick: griff.Tick(tick), Action: a, Down: true, Value: 1}, {Tick: griff.Tick(tick + 1), Action: a}}
	}
	var ev []input.Event
	for _, k := range []struct {
		t int
		a string
	}{{5, "UIDown"}, {8, "UIDown"}, {11, "UIDown"}, {14, "UIAccept"}, {20, "UIRight"}, {23, "UIDown"}, {26, "UILeft"}} {
		ev = append(ev, key(k.t, k.a)...)
	}
	var probs []scenes.Problem
	g := newGame(t, templateWith(t, nil), "title", input.NewScript(ev), &probs, rec)
	g.Step()
	w := scenes.Get[ui.Widget](g.Scene().Find("SettingsPanel/ScrollSpeed"))
	if w.Kind != ui.WidgetChoice || int(w.Current()) >= len(w.Choices) || w.Choices[int(w.Current())] != "2x" {
		t.Errorf("the scroll speed choice shows %v of %q, want the player's 2x", w.Current(), w.Choices)
	}
	for range 40 {
		g.Step()
	}
	if got := rhythm.Of(g).Prefs().ScrollSpeed; got != 2.5 || string(rec[rhythm.PrefsRecord]) != `{"scrollSpeed":2.5}` {
		t.Errorf("scroll speed %v, record %s; want 2.5", got, rec[rhythm.PrefsRecord])
	}
	c := scenes.Get[ui.Widget](g.Scene().Find("SettingsPanel/Calibration"))
	if c.Choices[int(c.Current())] != "-5 ms" {
		t.Errorf("the calibration choice shows %q", c.Choices[int(c.Current())])
	}
	if got := beat.Of(g).Settings().LatencyMs; got != -5 {
		t.Errorf("calibration %d ms, want -5", got)
	}
	for _, p := range probs {
		t.Errorf("problem: %v", p)
	}
}
