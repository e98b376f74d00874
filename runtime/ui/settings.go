package ui

import (
	"slices"
	"strings"

	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/ui/markup"
	"github.com/griffengine/griff/scenes"
)

// SettingsStore keeps the player's UI settings between runs: the hosting
// layer keeps them as the "ui" member of the settings file in the save folder
// (hosting.SettingsFile, beside the sound settings). Its methods are called
// from the game's goroutine.
type SettingsStore interface {
	// LoadUISettings returns the saved settings, or the zero Settings and no
	// error if none were saved, or an error for settings that do not read.
	LoadUISettings() (Settings, error)
	// SaveUISettings saves s, returning an error if it cannot.
	SaveUISettings(s Settings) error
}

// Settings are the player's UI settings, kept by a SettingsStore (in the
// save folder's settings file) as JSON.
// They belong to the player, not to the game: they are not game state, and a
// widget bound to one (Widget.Setting) shows the player's value.
type Settings struct {
	// Language is the string table's language texts are shown in; "" means
	// the table's first.
	Language string `json:"language,omitempty"`
	// WindowScale is how many times the logical screen the window is, for a
	// window host to apply when it next opens; 0 means the host's default.
	WindowScale int `json:"windowScale,omitempty"`
	// Bindings are the player's own bindings, by action name: binding texts
	// (input.ParseBinding: "Key:K", "Pad:A") that replace the project's for
	// that action when the game starts (see Options.Controls). A rebinding
	// widget (Widget.Setting "bind:ACTION") writes them. nil means none.
	Bindings map[string][]string `json:"bindings,omitempty"`
}

// loadSettings reads the settings from the store: none kept gives the
// defaults; settings that do not read warn and give the defaults.
func (s *system) loadSettings(g *runtime.Game) {
	if s.opts.Settings == nil {
		s.applyBindings()
		return
	}
	st, err := s.opts.Settings.LoadUISettings()
	if err != nil {
		g.Problems().Warn(nil, "Griff.Widget", "the UI settings do not read (%v); using the defaults", err)
		st = Settings{}
	}
	s.settings = st
	s.applyBindings()
}

// saveSettings writes the settings to the store, warning if it cannot.
func (s *system) saveSettings() {
	if s.opts.Settings == nil {
		return
	}
	if err := s.opts.Settings.SaveUISettings(s.settings); err != nil {
		s.g.Problems().Warn(nil, "Griff.Widget", "the UI settings cannot be saved: %v", err)
	}
}

// pullSettings gives every widget bound to a setting the setting's value
// (Widget.Current; not state, so nothing is marked changed but a language
// list whose choices changed), and every rebinding widget's key its
// action's.
func (s *system) pullSettings() {
	for e, w := range scenes.AllRead[Widget](s.g.Scene()) {
		if a := bindAction(w); a != "" {
			w.key = s.keyName(a)
			continue
		}
		if w.src = s.sourceOf(e, w); w.Setting == "" && w.src == nil {
			w.bound = false
			continue
		}
		old := w.Choices
		w.live, w.bound = s.settingValue(w)
		if slices.Equal(old, w.Choices) {
			w.Choices = old // the same list: the record is unchanged
		} else {
			e.MarkChanged()
		}
	}
}

// settingValue returns the value of w's setting, or false for an unknown
// setting or one the game lacks (no sound).
func (s *system) settingValue(w *Widget) (float64, bool) {
	if w.src != nil {
		return sourceValue(w), true
	}
	switch w.Setting {
	case "language":
		if st := s.strings(); st != nil {
			w.Choices = st.Languages()
			for i, l := range w.Choices {
				if l == s.settings.Language {
					return float64(i), true
				}
			}
			return 0, true
		}
	case "windowScale":
		return float64(max(1, s.settings.WindowScale)), true
	case "volume:master", "volume:music", "volume:effects":
		if snd, ok := runtime.LookupService[sounds.Sounds](s.g); ok {
			return *volumeOf(ptr(snd.Settings()), w.Setting), true
		}
	}
	return 0, false
}

func ptr[T any](v T) *T { return &v }

func volumeOf(m *mixer.Settings, setting string) *float64 {
	switch setting {
	case "volume:music":
		return &m.Music
	case "volume:effects":
		return &m.Effects
	}
	return &m.Master
}

// pushSetting applies a bound widget's new value to its setting and saves it.
func (s *system) pushSetting(w *Widget) {
	if w.src != nil {
		pushSource(w)
		return
	}
	switch w.Setting {
	case "language":
		if i := int(w.Current()); i >= 0 && i < len(w.Choices) {
			s.settings.Language = w.Choices[i]
			s.saveSettings()
		}
	case "windowScale":
		s.settings.WindowScale = int(w.Current())
		s.saveSettings()
	case "volume:master", "volume:music", "volume:effects":
		if snd, ok := runtime.LookupService[sounds.Sounds](s.g); ok {
			m := snd.Settings()
			*volumeOf(&m, w.Setting) = w.Current()
			if err := snd.SetSettings(m); err != nil {
				s.g.Problems().Warn(nil, "Griff.Widget", "volume setting: %v", err)
			}
		}
	}
}

// strings returns the game's string table, or nil.
func (s *system) strings() *Strings {
	if s.opts.Strings != nil {
		return s.opts.Strings
	}
	return nil
}

// caption works out the text a widget shows: its Label, looked up in the
// string table if it starts with "@", with its tags read (each tagged part is
// drawn in its colour and size; a label whose tags do not read warns once and
// shows as written).
func (s *system) caption(e *scenes.Entity, w *Widget) {
	if w.worked && w.shownLang == s.settings.Language && w.shownLabel == w.Label {
		return
	}
	e.MarkChanged() // step reads the widgets read-only
	w.worked, w.shownLang, w.shownLabel = true, s.settings.Language, w.Label
	txt := w.Label
	if id, ok := cutAt(txt); ok {
		if st := s.strings(); st != nil {
			if v, ok := st.Lookup(id, s.settings.Language); ok {
				txt = v
			} else {
				s.g.Problems().Warn(e, "Griff.Widget", "no string %q in the string table", id)
			}
		}
	}
	m, err := markup.Parse(txt)
	if err != nil {
		s.g.Problems().Warn(e, "Griff.Widget", "label %q: %v", txt, err)
		w.shown, w.tagged = txt, escapeTags(txt)
		return
	}
	w.shown, w.tagged = m.Plain(), txt
}

// escapeTags returns s with its brackets written so that tags read them as
// brackets ("[[").
func escapeTags(s string) string { return strings.ReplaceAll(s, "[", "[[") }

func cutAt(s string) (string, bool) {
	if len(s) > 1 && s[0] == '@' {
		return s[1:], true
	}
	return "", false
}
