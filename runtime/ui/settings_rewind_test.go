package ui_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestSettingsSurviveARewind: the player's settings are not game state, so a
// Timeline rewind to a step before the player changed one keeps the player's
// value, and a widget bound to it shows that value from the next step on,
// though the first time through it showed the old one there (see the package
// doc, "Settings and rewinds").
func TestSettingsSurviveARewind(t *testing.T) {
	store := &memorySettings{}
	events := append(press(2, "UIDown"), press(4, "UIDown")...) // focus: Start -> Language -> Scale
	events = append(events, press(8, "UIRight")...)             // scale 1 -> 2 at step 8
	g, _, _ := settingsGame(t, store, events)
	scale := scenes.Read[ui.Widget](g.Scene().Find("Scale"))
	tl := runtime.NewTimeline(g, 1)
	shown := map[griff.Tick]float64{}
	for range 12 {
		g.Step()
		shown[g.Clock().Tick()] = scale.Value
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	if shown[6] != 1 || shown[12] != 2 {
		t.Fatalf("the first time through the scale showed %v at step 6 and %v at step 12; want 1 then 2", shown[6], shown[12])
	}
	if err := tl.Rewind(5); err != nil {
		t.Fatal(err)
	}
	panels := runtime.Service[ui.IPanels](g)
	if got := panels.Settings().WindowScale; got != 2 {
		t.Errorf("after rewinding to step 5 the player's window scale is %d; want 2, kept", got)
	}
	scale = scenes.Read[ui.Widget](g.Scene().Find("Scale"))
	if scale.Value != 1 {
		t.Errorf("the rewound widget holds %v; want 1, as at step 5", scale.Value)
	}
	g.Step()
	if scale.Value != 2 {
		t.Errorf("a step after the rewind the widget shows %v; want the player's 2", scale.Value)
	}
}
