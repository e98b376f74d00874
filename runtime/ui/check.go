package ui

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// check puts nonsense values of the scene's panels and widgets right, each
// with a warning naming the entity and component (once: the value is then
// right). It runs early in StepUI (after the bound widgets took the
// player's settings), which runs while the gameplay is paused, so a title
// menu's mistakes show on the first step.
func (s *system) check() {
	for e, p := range scenes.AllRead[Panel](s.g.Scene()) {
		s.checkPanel(e, p)
	}
	for e, w := range scenes.AllRead[Widget](s.g.Scene()) {
		s.checkWidget(e, w)
	}
}

// fixer warns about and fixes the fields of one component.
type fixer struct {
	s    *system
	e    *scenes.Entity
	comp string
}

// warn comes before every fix, so it marks the entity changed (check reads
// the components read-only).
func (f fixer) warn(format string, args ...any) {
	f.e.MarkChanged()
	f.s.g.Problems().Warn(f.e, f.comp, "ui: "+format, args...)
}

// finite sets a NaN or infinite *v to def, warning.
func (f fixer) finite(v *float64, name string, def float64) {
	if math.IsNaN(*v) || math.IsInf(*v, 0) {
		f.warn("%s %v is not a number; %v is used", name, *v, def)
		*v = def
	}
}

// size makes v's parts finite and not negative, warning.
func (f fixer) size(v *griff.Vec, name string) {
	for i := range v {
		f.finite(&v[i], name, 0)
		if v[i] < 0 {
			f.warn("%s %v is negative; 0 is used", name, v[i])
			v[i] = 0
		}
	}
}

// checkPanel fixes a panel's anchor, offset, size and focus: a Focus that
// is not one of its widgets' entities is cleared (the first widget takes
// focus).
func (s *system) checkPanel(e *scenes.Entity, p *Panel) {
	f := fixer{s, e, "Griff.Panel"}
	f.finite(&p.Anchor[0], "anchor x", 0)
	f.finite(&p.Anchor[1], "anchor y", 0)
	f.finite(&p.Offset[0], "offset x", 0)
	f.finite(&p.Offset[1], "offset y", 0)
	f.size(&p.Size, "size")
	if p.Focus == 0 {
		return
	}
	for _, c := range e.Children() {
		if c.ID() == p.Focus && scenes.Read[Widget](c) != nil {
			return
		}
	}
	f.warn("focus %d is not one of the panel's widgets; the first widget takes focus", p.Focus)
	p.Focus = 0
}

// checkWidget fixes a widget's numbers: its size and text size, a slider's
// range (min above max: swapped; equal: the default [0, 1]), step (below
// zero: the default) and value (into the range), a choice's index (into
// its choices) and a toggle's value (0 or 1); not the Value of a widget
// bound to a setting, which shows the setting instead.
func (s *system) checkWidget(e *scenes.Entity, w *Widget) {
	f := fixer{s, e, "Griff.Widget"}
	f.size(&w.Size, "size")
	f.finite(&w.TextSize, "text size", 0)
	if w.TextSize < 0 {
		f.warn("text size %v is negative; the default is used", w.TextSize)
		w.TextSize = 0
	}
	if w.Kind == WidgetSlider {
		s.checkSlider(f, w)
	}
	if w.bound {
		return // shows its setting (Current): its Value is not used
	}
	f.finite(&w.Value, "value", 0)
	switch w.Kind {
	case WidgetSlider:
		lo, hi, _ := w.rangeOf()
		if w.Value < lo || w.Value > hi {
			v := math.Max(lo, math.Min(hi, w.Value))
			f.warn("value %v is outside [%v, %v]; %v is used", w.Value, lo, hi, v)
			w.Value = v
		}
	case WidgetChoice:
		if i := math.Round(w.Value); i != w.Value || i < 0 || (len(w.Choices) > 0 && int(i) >= len(w.Choices)) {
			v := max(0, min(i, float64(max(0, len(w.Choices)-1))))
			f.warn("choice %v is not an index of its %d choices; %v is used", w.Value, len(w.Choices), v)
			w.Value = v
		}
	case WidgetToggle:
		if w.Value != 0 && w.Value != 1 {
			v := math.Min(1, math.Max(0, math.Round(w.Value)))
			f.warn("toggle value %v is not 0 or 1; %v is used", w.Value, v)
			w.Value = v
		}
	}
}

// checkSlider fixes a slider's range and step.
func (s *system) checkSlider(f fixer, w *Widget) {
	f.finite(&w.Min, "min", 0)
	f.finite(&w.Max, "max", 1)
	f.finite(&w.Step, "step", 0)
	switch {
	case w.Min > w.Max:
		f.warn("min %v is above max %v; swapped", w.Min, w.Max)
		w.Min, w.Max = w.Max, w.Min
	case w.Min == w.Max && w.Min != 0:
		f.warn("min and max are both %v; the range [0, 1] is used", w.Min)
		w.Min, w.Max = 0, 1
	}
	if w.Step < 0 {
		f.warn("step %v is negative; the default (a tenth of the range) is used", w.Step)
		w.Step = 0
	}
}
