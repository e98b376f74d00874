package novel

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The preference widgets' names under the entity Reader.Preferences names,
// and the bounds of what they set.
const (
	// PrefTextSpeed is a slider of the typewriter's characters a second
	// (Prefs.TextRate), from MinTextRate to MaxTextRate.
	PrefTextSpeed = "TextSpeed"
	// PrefAutoDelay is a slider of seconds auto-advance waits after a line
	// is whole (Prefs.AutoDelay), at most MaxAutoDelay.
	PrefAutoDelay = "AutoDelay"
	// PrefSkipUnread is a toggle: on, skipping goes through unread lines too
	// (Prefs.SkipUnread).
	PrefSkipUnread = "SkipUnread"

	// MinTextRate and MaxTextRate bound the text speed, in characters a
	// second: Ren'Py's preference slider runs from a few to a few hundred.
	MinTextRate = 1
	MaxTextRate = 1000
	// MaxAutoDelay is the longest auto-advance delay a preference sets.
	MaxAutoDelay = 30 * time.Second
)

// PrefsRecord is the name of the saves store's record (runtime/saves.Records)
// that keeps the player's reading preferences (Prefs, as JSON) on this
// machine, across every game and save.
const PrefsRecord = "novel-prefs"

// maxPrefsRecord is the largest preferences record read, in bytes; a larger
// one is damaged or foreign and is ignored with a warning.
const maxPrefsRecord = 4 << 10

// Prefs are the player's reading preferences, Ren'Py's "Text Speed",
// "Auto-Forward Time" and "Skip: Unseen Text": the player's, not the game's,
// kept in the saves store as the record PrefsRecord. They are not game state
// (not in a save, a snapshot, the fingerprint or what a network host sends):
// a story plays with the preferences of the machine that plays it. Once the
// player has set one, they replace the Reader's TextRate, AutoDelay and
// SkipUnread, which stay the story's defaults.
type Prefs struct {
	// TextRate is the typewriter's speed in characters a second, in
	// [MinTextRate, MaxTextRate].
	TextRate float64 `json:"textRate"`
	// AutoDelay is how long auto-advance waits after a line is whole, before
	// the Reader's AutoPerChar a character; the unit is seconds, in [0,
	// MaxAutoDelay].
	AutoDelay float64 `json:"autoDelay"`
	// SkipUnread, when true, lets skipping go on through unread lines.
	SkipUnread bool `json:"skipUnread,omitempty"`
}

// ParsePrefs reads a preferences record. It returns an error for a record
// that is not a JSON object of Prefs or is larger than 4 KiB; a number out of
// its range is clamped to it, and the second result lists what was clamped
// ("" if nothing).
func ParsePrefs(data []byte) (Prefs, string, error) {
	if len(data) > maxPrefsRecord {
		return Prefs{}, "", fmt.Errorf("%d bytes, more than %d", len(data), maxPrefsRecord)
	}
	var pr Prefs
	if err := json.Unmarshal(data, &pr); err != nil {
		return Prefs{}, "", err
	}
	var clamped string
	pr.TextRate, clamped = clampPref("textRate", pr.TextRate, MinTextRate, MaxTextRate, clamped)
	pr.AutoDelay, clamped = clampPref("autoDelay", pr.AutoDelay, 0, MaxAutoDelay.Seconds(), clamped)
	return pr, clamped, nil
}

// clampPref returns v in [lo, hi] (NaN becomes lo), adding a note to notes
// when it was outside.
func clampPref(name string, v, lo, hi float64, notes string) (float64, string) {
	if v >= lo && v <= hi {
		return v, notes
	}
	out := min(max(v, lo), hi)
	if math.IsNaN(v) {
		out = lo
	}
	if notes != "" {
		notes += "; "
	}
	return out, notes + fmt.Sprintf("%s %v is not in [%v, %v]: %v", name, v, lo, hi, out)
}

// prefsState is the system's side of the preferences: the player's, kept in
// the saves store, not game state.
type prefsState struct {
	pr     Prefs
	set    bool // pr holds the player's (read from the store or chosen)
	loaded bool // the store was read
	dirty  bool // pr changed this step: written at its end
}

// loadPrefs reads the preferences from the saves store once per game (none
// without a store or a record: the Reader's own settings play).
func (s *system) loadPrefs(g *runtime.Game) {
	ps := &s.prefs
	if ps.loaded {
		return
	}
	ps.loaded = true
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		return
	}
	data, err := rec.ReadRecord(PrefsRecord)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	var clamped string
	if err == nil {
		ps.pr, clamped, err = ParsePrefs(data)
	}
	if err != nil {
		g.Problems().Warn(nil, "Novel.Reader", "the saves store's record %q does not read (%v): using the story's settings", PrefsRecord, err)
		return
	}
	if clamped != "" {
		g.Problems().Warn(nil, "Novel.Reader", "the saves store's record %q: %s", PrefsRecord, clamped)
	}
	ps.set = true
}

// writePrefs writes the preferences to the saves store (at a step boundary).
func (s *system) writePrefs(g *runtime.Game) {
	s.prefs.dirty = false
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		return
	}
	data, _ := json.Marshal(s.prefs.pr)    // plain numbers: cannot fail
	_ = rec.WriteRecord(PrefsRecord, data) // the name is valid
}

// effective returns the preferences r plays with: the player's once set,
// else r's own settings with their defaults.
func (s *system) effective(r *Reader) Prefs {
	if s.prefs.set {
		return s.prefs.pr
	}
	rate := r.TextRate
	if rate <= 0 {
		rate = 40
	}
	return Prefs{TextRate: rate, AutoDelay: time.Duration(orDur(r.AutoDelay, 1e9)).Seconds(), SkipUnread: r.SkipUnread}
}

// preferences reads the player's preferences (once) and gives the line
// typing the text speed at once. It runs every step, paused or not (the
// template's panel pauses the story), on every machine. The preference
// widgets show and change the player's preferences through the UI
// (UISettings), not their Values: the preferences are not game state.
func (s *system) preferences(g *runtime.Game, e *scenes.Entity, r *Reader) {
	if r.Preferences == "" {
		return
	}
	s.loadPrefs(g)
	if e.FindFor("Novel.Reader", r.Preferences) == nil {
		g.Problems().Warn(e, "Novel.Reader", "no entity %q holds the preference widgets", r.Preferences)
		return
	}
	if !s.link.client() { // a player's machine shows the host's typewriter
		(&play{s: s, g: g, e: e, r: r}).retype()
	}
}

// The player's preferences the module offers to runtime/ui widgets (see
// UISettings): a widget whose Setting names one, or a child named
// PrefTextSpeed, PrefAutoDelay or PrefSkipUnread of the entity the first
// active Reader's Preferences names, shows and changes it.
const (
	// SettingTextSpeed is the Widget.Setting of a text speed slider
	// (Prefs.TextRate, characters a second).
	SettingTextSpeed = "novel.textSpeed"
	// SettingAutoDelay is the Widget.Setting of an auto delay slider
	// (Prefs.AutoDelay, seconds).
	SettingAutoDelay = "novel.autoDelay"
	// SettingSkipUnread is the Widget.Setting of a skip unread toggle
	// (Prefs.SkipUnread).
	SettingSkipUnread = "novel.skipUnread"
)

// UISettings offers the player's reading preferences to the UI's widgets
// (runtime/ui.SettingProvider): each shows what the first active Reader
// plays with (the player's preferences once set, else its own settings) and
// sets the player's, clamped, kept in the saves store at the step's end.
// The widgets' Values are never written: the preferences are not state.
func (s *system) UISettings() []ui.SettingSource {
	src := func(setting, widget string) ui.SettingSource {
		return ui.SettingSource{Name: setting,
			Binds: func(e *scenes.Entity) bool { return e.Name() == widget && s.holdsPrefs(e.Parent()) },
			Get:   func() float64 { return prefValue(s.current(), widget) },
			Set:   func(v float64) { s.choosePref(s.game, widget, v) }}
	}
	return []ui.SettingSource{src(SettingTextSpeed, PrefTextSpeed), src(SettingAutoDelay, PrefAutoDelay),
		src(SettingSkipUnread, PrefSkipUnread)}
}

// firstReader returns the scene's first active Reader, or nil.
func (s *system) firstReader() (*scenes.Entity, *Reader) {
	for e, r := range scenes.ActiveRead[Reader](s.game.Scene()) {
		return e, r
	}
	return nil, nil
}

// holdsPrefs reports whether h (nil: no) is the entity the first active
// Reader's Preferences names.
func (s *system) holdsPrefs(h *scenes.Entity) bool {
	e, r := s.firstReader()
	return h != nil && r != nil && r.Preferences != "" && e.FindFor("Novel.Reader", r.Preferences) == h
}

// current returns the preferences the first active Reader plays with (a
// Reader's defaults without one).
func (s *system) current() Prefs {
	s.loadPrefs(s.game) // the UI may ask before the module's first step
	_, r := s.firstReader()
	if r == nil {
		r = &Reader{}
	}
	return s.effective(r)
}

// choosePref sets the preference widget name stands for to v, clamped; the
// others start from what the first Reader plays with.
func (s *system) choosePref(g *runtime.Game, name string, v float64) {
	ps := &s.prefs
	pr := s.current()
	switch name {
	case PrefTextSpeed:
		pr.TextRate, _ = clampPref(name, v, MinTextRate, MaxTextRate, "")
	case PrefAutoDelay:
		pr.AutoDelay, _ = clampPref(name, v, 0, MaxAutoDelay.Seconds(), "")
	case PrefSkipUnread:
		pr.SkipUnread = v >= 0.5
	default:
		return
	}
	ps.pr, ps.set = pr, true
	if !ps.dirty {
		ps.dirty = true
		g.AfterStep(s.writePrefs)
	}
}

// prefValue is the value a preference widget named name shows for pr (0 for
// another name).
func prefValue(pr Prefs, name string) float64 {
	switch name {
	case PrefTextSpeed:
		return pr.TextRate
	case PrefAutoDelay:
		return pr.AutoDelay
	case PrefSkipUnread:
		if pr.SkipUnread {
			return 1
		}
	}
	return 0
}

// textRate, autoDelay and skipUnread are what the story plays with (see
// effective).
func (p *play) textRate() float64 { return p.s.effective(p.r).TextRate }

func (p *play) autoDelay() time.Duration {
	return time.Duration(math.Round(p.s.effective(p.r).AutoDelay*1000)) * time.Millisecond
}

func (p *play) skipUnread() bool { return p.s.effective(p.r).SkipUnread }

// retype gives the typewriter typing a line a new text speed at once,
// marking it only when the speed changes.
func (p *play) retype() {
	if e, tw := p.readTypewriter(); tw != nil && !tw.Done {
		if r := p.textRate(); math.Float64bits(r) != math.Float64bits(tw.Rate) {
			e.MarkChanged()
			tw.Rate = r
		}
	}
}
