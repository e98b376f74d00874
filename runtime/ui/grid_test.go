package ui_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/runtime/ui"
)

// TestSliderStaysOnItsGrid: a slider's presses land on Min + k*Step, written
// with the step's decimals (three presses of 0.1 from 0 give 0.3, which
// 0.1+0.1+0.1 is not), a value off the grid (from the file) joins it, and
// the range still clamps; a press on the bar lands on the grid too.
func TestSliderStaysOnItsGrid(t *testing.T) {
	w := &ui.Widget{Kind: ui.WidgetSlider, Min: 0, Max: 1, Step: 0.1}
	for range 3 {
		ui.Nudge(w, 1)
	}
	if w.Value != 0.3 {
		t.Errorf("three presses of 0.1 from 0 give %v; want 0.3", w.Value)
	}
	for range 20 {
		ui.Nudge(w, 1)
	}
	if w.Value != 1 {
		t.Errorf("pressed past the end: %v; want 1", w.Value)
	}
	for range 7 {
		ui.Nudge(w, -1)
	}
	if w.Value != 0.3 {
		t.Errorf("seven presses down from 1 give %v; want 0.3", w.Value)
	}
	off := &ui.Widget{Kind: ui.WidgetSlider, Min: 0.05, Max: 2, Step: 0.25, Value: 0.42}
	ui.Nudge(off, 1)
	if off.Value != 0.55 {
		t.Errorf("0.42 pressed up on the grid 0.05 + k*0.25 gives %v; want 0.55", off.Value)
	}
	ui.SetSlider(w, 0.7)
	if w.Value != 0.7 {
		t.Errorf("a press at 70%% of the bar gives %v; want 0.7", w.Value)
	}
	third := &ui.Widget{Kind: ui.WidgetSlider, Min: 0, Max: 1, Step: 1.0 / 3}
	ui.Nudge(third, 1)
	if math.Abs(third.Value-1.0/3) > 1e-15 {
		t.Errorf("a step of 1/3 gives %v; want 1/3", third.Value)
	}
}
