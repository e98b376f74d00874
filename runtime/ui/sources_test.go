package ui_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// offers is a module's system offering two player settings to the UI: a
// speed (a slider, kept within [1, 8]) and a mode (a choice of two).
type offers struct {
	speed, mode float64
	sets        int // calls of Set
	dup         bool
}

func (*offers) Name() string                { return "Offers" }
func (*offers) Setup(g *runtime.Game) error { return nil }

func (o *offers) UISettings() []ui.SettingSource {
	out := []ui.SettingSource{
		{Name: "test.speed", Get: func() float64 { return o.speed },
			Set: func(v float64) { o.sets++; o.speed = max(1, min(8, v)) }},
		{Name: "test.mode", Binds: func(e *scenes.Entity) bool { return e.Name() == "Mode" }, Choices: []string{"Slow", "Fast"},
			Get: func() float64 { return o.mode }, Set: func(v float64) { o.sets++; o.mode = v }},
	}
	if o.dup {
		out = append(out, out[0])
	}
	return out
}

// sourcesGame makes a game with a panel of a speed slider bound by its
// Setting and a mode choice bound by its name, the offers set up after the
// UI (the UI asks for them on its first step).
func sourcesGame(t *testing.T, o *offers, events []input.Event) (*runtime.Game, *ui.Widget, *ui.Widget) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Input: input.NewScript(events)}, ui.NewSystem(ui.Options{Screen: screen}), o)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	panel := s.NewEntity("Settings", nil)
	scenes.Add(panel, ui.Panel{Name: "Settings", Open: true, Size: griff.V(200, 100)})
	speed := widget(s, panel, "Speed", griff.V(10, 10), ui.Widget{Kind: ui.WidgetSlider, Label: "Speed", Setting: "test.speed", Max: 10, Step: 1})
	mode := widget(s, panel, "Mode", griff.V(10, 40), ui.Widget{Kind: ui.WidgetChoice, Label: "Mode"})
	return g, speed, mode
}

// sourceEvents raise the speed one step at step 2 and move the mode on at
// step 6.
func sourceEvents() []input.Event {
	events := append(press(2, "UIRight"), press(4, "UIDown")...)
	return append(events, press(6, "UIRight")...)
}

// TestSettingSources: widgets bound to a module's settings (by Setting, by
// name) show the module's values, and a press changes the module's setting
// and what the widget draws, never the widget's Value; a change the module
// makes itself shows the next step.
func TestSettingSources(t *testing.T) {
	o := &offers{speed: 3}
	g, speed, mode := sourcesGame(t, o, sourceEvents())
	run(g, 1)
	if got, got2 := ui.Caption(speed), ui.Caption(mode); got != "Speed: 30%" || got2 != "Mode: Slow" {
		t.Errorf("the widgets show %q and %q; want the module's: Speed: 30%%, Mode: Slow", got, got2)
	}
	run(g, 8)
	if o.speed != 4 || o.mode != 1 || o.sets != 2 {
		t.Errorf("speed %v, mode %v after %d Sets; want 4 and 1 after 2", o.speed, o.mode, o.sets)
	}
	if got, got2 := ui.Caption(speed), ui.Caption(mode); got != "Speed: 40%" || got2 != "Mode: Fast" {
		t.Errorf("the widgets show %q and %q; want Speed: 40%%, Mode: Fast", got, got2)
	}
	if speed.Value != 0 || mode.Value != 0 || len(mode.Choices) != 2 {
		t.Errorf("Values %v and %v, choices %q; want the file's 0 and 0, the module's two choices", speed.Value, mode.Value, mode.Choices)
	}
	o.speed = 12 // a script's: out of the slider's range, shown at its end
	run(g, 1)
	if got := ui.Caption(speed); got != "Speed: 100%" || speed.Current() != 10 {
		t.Errorf("after the module set 12 the slider shows %q (%v); want Speed: 100%% (10)", got, speed.Current())
	}
}

// TestSettingSourcesAreNotState: two games alike but for their players'
// settings offered by a module are in the same state, step for step, though
// each player changes them; each widget shows its own player's.
func TestSettingSourcesAreNotState(t *testing.T) {
	oa, ob := &offers{speed: 3}, &offers{speed: 7, mode: 1}
	ga, speedA, modeA := sourcesGame(t, oa, sourceEvents())
	gb, speedB, modeB := sourcesGame(t, ob, sourceEvents())
	for range 10 {
		ga.Step()
		gb.Step()
		if fa, fb := ga.Fingerprint(), gb.Fingerprint(); fa != fb {
			t.Fatalf("step %d: the two games differ: %v", ga.Clock().Tick(), runtime.DiffState(ga.StateDigest(), gb.StateDigest(), 5))
		}
	}
	if speedA.Current() != 4 || speedB.Current() != 8 || modeA.Current() != 1 || modeB.Current() != 0 {
		t.Errorf("the widgets show speed %v and %v, mode %v and %v; want each player's own: 4 and 8, 1 and 0",
			speedA.Current(), speedB.Current(), modeA.Current(), modeB.Current())
	}
}

// TestSettingSourcesNotChangedTwiceInAResimulation: a sparse Timeline's
// rewind re-simulates the press that raised the module's speed; the speed is
// not raised again (3 to 4 once, not 5), and Set is not called.
func TestSettingSourcesNotChangedTwiceInAResimulation(t *testing.T) {
	o := &offers{speed: 3}
	g, _, _ := sourcesGame(t, o, press(2, "UIRight"))
	tl := runtime.NewTimelineEvery(g, 1, 16)
	for range 8 {
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		g.Step()
	}
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	if tl.Whole(6) {
		t.Fatal("step 6 has a whole snapshot: the rewind would not re-simulate step 2")
	}
	if err := tl.Rewind(6); err != nil {
		t.Fatal(err)
	}
	g.Step()
	speed := scenes.Read[ui.Widget](g.Scene().Find("Settings/Speed"))
	if o.speed != 4 || o.sets != 1 || speed.Current() != 4 {
		t.Errorf("after a rewind re-simulating the press, speed %v after %d Sets, shown %v; want 4 after 1, shown 4", o.speed, o.sets, speed.Current())
	}
}

// TestSettingSourceOfferedTwice: two sources of one name are a mistake in
// code: the UI's first step panics, naming the system and the setting.
func TestSettingSourceOfferedTwice(t *testing.T) {
	g, _, _ := sourcesGame(t, &offers{dup: true}, nil)
	defer func() {
		if v, _ := recover().(string); !strings.Contains(v, `Offers: setting source "test.speed" offered twice`) {
			t.Errorf("the first step panicked with %q; want a panic naming the setting offered twice", v)
		}
	}()
	g.Step()
}

// TestSettingSourcesSurviveARewind: a Timeline rewind to a step before the
// player raised the module's speed (at step 4) keeps the player's speed (the
// module's, not state), and the widget shows it from the next step (3), its
// Value the file's.
func TestSettingSourcesSurviveARewind(t *testing.T) {
	o := &offers{speed: 3}
	g, _, _ := sourcesGame(t, o, press(4, "UIRight"))
	tl := runtime.NewTimeline(g, 1)
	for range 6 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	if err := tl.Rewind(2); err != nil {
		t.Fatal(err)
	}
	g.Step()
	speed := scenes.Read[ui.Widget](g.Scene().Find("Settings/Speed"))
	if o.speed != 4 || speed.Current() != 4 || speed.Value != 0 || ui.Caption(speed) != "Speed: 40%" {
		t.Errorf("after rewinding to step 2, speed %v, the widget shows %v (%q, Value %v); want 4, 4 (Speed: 40%%, Value 0)",
			o.speed, speed.Current(), ui.Caption(speed), speed.Value)
	}
}
