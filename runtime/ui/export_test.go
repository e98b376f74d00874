package ui

// Caption returns the text w shows (its label worked out, with its value).
func Caption(w *Widget) string { return w.caption() }

// Nudge and SetSlider are nudge and setSlider, for the slider grid's tests.
var Nudge, SetSlider = nudge, setSlider
