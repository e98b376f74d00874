package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// SettingSource is a player setting a module offers to the UI's widgets (see
// SettingProvider): a scroll speed, a calibration, a text speed. Like the
// UI's own Settings it is the player's, not game state: a widget bound to it
// shows and changes the setting (Widget.Current), never its Value, so the
// setting is in no snapshot, save or state digest (see the package
// documentation, "Settings and rewinds").
type SettingSource struct {
	// Name is the Widget.Setting that binds a widget to the source: the
	// module's name, a dot and the setting's, "rhythm.scrollSpeed". It must
	// not be "" or one of the UI's own settings ("language", "windowScale",
	// "volume:..." or "bind:...").
	Name string
	// Binds, if not nil, reports whether a widget on e whose Setting is ""
	// is bound to the source too: a module's widgets found by their entity
	// names, as scene files written before sources were bind them. It is
	// asked when a scene comes in and after a restore.
	Binds func(e *scenes.Entity) bool
	// Choices, if not nil, are a choice widget's options (the widget's
	// Choices are set to them, as the "language" setting's are): Get and Set
	// then take an index into them.
	Choices []string
	// Get returns the setting's value as a widget shows it: a slider's
	// value, a toggle's 0 or 1, an index into Choices. The UI asks it every
	// StepUI for each widget bound to the source (so a change made another
	// way, a script's, shows at once); it must not change game state, nor
	// allocate. A slider shows a value outside its range at the range's end.
	Get func() float64
	// Set changes the setting to v (as Get gives it), clamping v to what the
	// setting allows, and keeps it where the module keeps the player's
	// settings; a problem is the module's to report. It is called from
	// StepUI when the player moves or activates a bound widget, but not in a
	// re-simulated step (runtime.Game.Resimulating).
	Set func(v float64)
}

// SettingProvider is an optional interface of a System (a module's) that
// offers player settings to the UI's widgets. The UI system asks every system
// of the game, in setup order, on its first step (when every system is set
// up, whatever the order they were given in). UISettings panics, through the
// UI's step, if a source is malformed or two have one name.
type SettingProvider interface {
	// UISettings returns the settings the system offers.
	UISettings() []SettingSource
}

// gatherSources collects the sources of the game's SettingProviders, once.
// It panics on a source without a name, Get or Set, on a name the UI's own
// settings use and on a name offered twice: mistakes in code.
func (s *system) gatherSources() {
	if s.gathered {
		return
	}
	s.gathered = true
	for _, sys := range s.g.Systems() {
		p, ok := sys.(SettingProvider)
		if !ok {
			continue
		}
		for _, src := range p.UISettings() {
			if err := s.checkSource(src); err != nil {
				panic(fmt.Sprintf("ui: system %s: %v", sys.Name(), err))
			}
			s.sources = append(s.sources, src)
		}
	}
}

// checkSource returns why src cannot be used, or nil.
func (s *system) checkSource(src SettingSource) error {
	switch {
	case src.Name == "" || src.Get == nil || src.Set == nil:
		return fmt.Errorf("setting source %q lacks a name, Get or Set", src.Name)
	case src.Name == "language" || src.Name == "windowScale" || strings.HasPrefix(src.Name, "volume:") || strings.HasPrefix(src.Name, bindPrefix):
		return fmt.Errorf("setting source %q has a name of the UI's own settings", src.Name)
	}
	for i := range s.sources {
		if s.sources[i].Name == src.Name {
			return fmt.Errorf("setting source %q offered twice", src.Name)
		}
	}
	return nil
}

// sourceOf returns the source a widget w on e is bound to: the one named by
// its Setting, or for a widget without one the first whose Binds takes e;
// nil if none.
func (s *system) sourceOf(e *scenes.Entity, w *Widget) *SettingSource {
	for i := range s.sources {
		src := &s.sources[i]
		if w.Setting == src.Name || w.Setting == "" && src.Binds != nil && src.Binds(e) {
			return src
		}
	}
	return nil
}

// sourceValue gives w its source's choices (a new list only if they differ,
// which pullSettings marks) and returns the value it shows.
func sourceValue(w *Widget) float64 {
	if c := w.src.Choices; c != nil && !slices.Equal(w.Choices, c) {
		w.Choices = slices.Clone(c)
	}
	return shownValue(w)
}

// shownValue returns w's source's value, a slider's clamped to its range.
func shownValue(w *Widget) float64 {
	v := w.src.Get()
	if w.Kind == WidgetSlider {
		lo, hi, _ := w.rangeOf()
		v = max(lo, min(hi, v))
	}
	return v
}

// refreshSources has every widget bound to a source show its value now: a
// setting may change otherwise than through the widget (a script, a
// module's service). Not state: nothing is marked.
func (s *system) refreshSources(g *runtime.Game) {
	if len(s.sources) == 0 {
		return
	}
	for _, w := range scenes.AllRead[Widget](g.Scene()) {
		if w.src != nil && w.bound {
			w.live = shownValue(w)
		}
	}
}

// pushSource applies a bound widget's new value to its source and shows what
// the source kept (clamped).
func pushSource(w *Widget) {
	w.src.Set(w.Current())
	w.live = shownValue(w)
}
