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
// value, and a widget bound to it shows that value (see the package doc,
// "Settings and rewinds"); the widget's Value, state, never holds it.
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
		shown[g.Clock().Tick()] = scale.Current()
		if scale.Value != 0 {
			t.Fatalf("at step %d the bound widget's Value (state) is %v; want the file's 0", g.Clock().Tick(), scale.Value)
		}
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
	g.Step()
	scale = scenes.Read[ui.Widget](g.Scene().Find("Scale"))
	if scale.Current() != 2 || scale.Value != 0 {
		t.Errorf("a step after the rewind the widget shows %v (Value %v); want the player's 2 (Value 0)", scale.Current(), scale.Value)
	}
}

// TestSettingsAreNotState: two games alike but for their players' saved
// settings (language, window scale) are in the same state, step for step:
// the machines of a match whose players keep different settings agree on
// every state digest, though their bound widgets show each player's own.
func TestSettingsAreNotState(t *testing.T) {
	a := &memorySettings{}
	b := &memorySettings{data: []byte(`{"language": "fr", "windowScale": 3}`)}
	events := append(press(2, "UIDown"), press(4, "UIDown")...)
	events = append(events, press(8, "UIRight")...) // each player's scale goes up one
	ga, _, langA := settingsGame(t, a, events)
	gb, _, langB := settingsGame(t, b, events)
	for range 12 {
		ga.Step()
		gb.Step()
		if fa, fb := ga.Fingerprint(), gb.Fingerprint(); fa != fb {
			t.Fatalf("step %d: the two games differ: %v", ga.Clock().Tick(), runtime.DiffState(ga.StateDigest(), gb.StateDigest(), 5))
		}
	}
	scaleA := scenes.Read[ui.Widget](ga.Scene().Find("Scale"))
	scaleB := scenes.Read[ui.Widget](gb.Scene().Find("Scale"))
	if langA.Current() != 0 || langB.Current() != 1 || scaleA.Current() != 2 || scaleB.Current() != 4 {
		t.Errorf("the widgets show language %v and %v, scale %v and %v; want each player's own: 0 and 1, 2 and 4",
			langA.Current(), langB.Current(), scaleA.Current(), scaleB.Current())
	}
}

// TestSettingsNotChangedTwiceInAResimulation: a sparse Timeline's rewind
// re-simulates the steps after a whole snapshot with the input they read;
// a press that changed a setting the first time through is among them, and
// must not change it again (the settings are not rewound): the window scale
// the player raised once, 1 to 2, stays 2, not 3.
func TestSettingsNotChangedTwiceInAResimulation(t *testing.T) {
	store := &memorySettings{}
	events := append(press(2, "UIDown"), press(4, "UIDown")...) // focus: Start -> Language -> Scale
	events = append(events, press(8, "UIRight")...)             // scale 1 -> 2 at step 8
	g, _, _ := settingsGame(t, store, events)
	tl := runtime.NewTimelineEvery(g, 1, 16)
	for range 12 {
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		g.Step()
	}
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	if tl.Whole(10) {
		t.Fatal("step 10 has a whole snapshot: the rewind would not re-simulate step 8")
	}
	if err := tl.Rewind(10); err != nil {
		t.Fatal(err)
	}
	panels := runtime.Service[ui.IPanels](g)
	if got := panels.Settings().WindowScale; got != 2 {
		t.Errorf("after a rewind re-simulating the press, the window scale is %d; want 2", got)
	}
	g.Step()
	if scale := scenes.Read[ui.Widget](g.Scene().Find("Scale")); scale.Current() != 2 {
		t.Errorf("the scale widget shows %v; want the player's 2", scale.Current())
	}
}
