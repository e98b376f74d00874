package ui

import (
	"slices"
	"strings"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// bindPrefix starts a widget's Setting that rebinds an action: "bind:jump".
const bindPrefix = "bind:"

// bindAction returns the action a widget's Setting rebinds, or "".
func bindAction(w *Widget) string {
	a, _ := strings.CutPrefix(w.Setting, bindPrefix)
	if a == w.Setting {
		return ""
	}
	return a
}

// applyBindings puts the player's saved bindings (Settings.Bindings) into the
// game's controls: each action named gets exactly the bindings saved, in
// place of the project's. An action whose saved bindings do not read, or
// whose name is not an action name, warns and keeps the project's.
func (s *system) applyBindings() {
	c := s.opts.Controls
	if c == nil {
		return
	}
	for _, a := range sortedKeys(s.settings.Bindings) {
		bs, err := parseBindings(s.settings.Bindings[a])
		if err != nil || !input.ValidAction(a) {
			if err == nil {
				err = input.ErrBadAction
			}
			s.g.Problems().Warn(nil, "Griff.Widget", "the saved bindings of action %q do not read (%v); using the game's", a, err)
			delete(s.settings.Bindings, a)
			continue
		}
		c.Remove(a)
		c.Bind(a, bs...)
	}
}

func sortedKeys(m map[string][]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func parseBindings(texts []string) ([]input.Binding, error) {
	bs := make([]input.Binding, 0, len(texts))
	for _, t := range texts {
		b, err := input.ParseBinding(t)
		if err != nil {
			return nil, err
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// Waiting reports whether a rebinding widget waits for a key; it implements
// IPanels (a window host turns input.Live.Capture on while it does).
func (s *system) Waiting() bool {
	for _, w := range scenes.All[Widget](s.g.Scene()) {
		if w.Waiting {
			return true
		}
	}
	return false
}

// waitForKey runs the step while a rebinding widget waits for a key: the
// first key pressed (input.CaptureAction) is bound, Escape or the back action
// cancels. It reports whether a widget was waiting (the step's other input is
// then not used).
func (s *system) waitForKey() bool {
	in, me := s.g.Input(), s.local()
	for we, w := range scenes.AllRead[Widget](s.g.Scene()) {
		if !w.Waiting {
			continue
		}
		we.MarkChanged() // a waiting widget and its panel may change
		if pe := we.Parent(); pe != nil {
			pe.MarkChanged()
		}
		p := panelOf(we)
		if p == nil || !p.Open || bindAction(w) == "" {
			w.Waiting = false
			continue
		}
		for k := range input.NumKeys {
			if !in.Pressed(me, s.capture[k]) {
				continue
			}
			w.Waiting = false
			if k != input.KeyEscape {
				s.rebind(bindAction(w), k)
				s.record(p, we, w)
			}
			return true
		}
		if in.Pressed(me, s.opts.Actions.Back) {
			w.Waiting = false
		}
		return true
	}
	return false
}

// rebind makes key k action's only key, keeping its other devices' bindings,
// and saves it. Conflicts: every other action a rebinding widget of the scene
// shows (the player's rebindable actions) that k drove loses k, and if that
// leaves it no key it takes action's former first key (the two swap), so no
// rebindable action is left without a key.
func (s *system) rebind(action string, k input.Key) {
	c := s.controls()
	kb := input.KeyBinding(k)
	old, hadOld := firstKey(c.Bindings(action))
	for _, other := range s.rebindable() {
		if other == action || !slices.Contains(c.Bindings(other), kb) {
			continue
		}
		c.Unbind(other, kb)
		if _, has := firstKey(c.Bindings(other)); !has && hadOld {
			c.Bind(other, old)
		}
		s.keep(c, other)
	}
	bs := slices.DeleteFunc(c.Bindings(action), func(b input.Binding) bool { return b.Device == input.DeviceKey })
	c.Remove(action)
	c.Bind(action, append([]input.Binding{kb}, bs...)...)
	s.keep(c, action)
	s.saveSettings()
	s.pulled = false
}

// keep writes action's bindings in c into the player's settings.
func (s *system) keep(c *input.Controls, action string) {
	if s.settings.Bindings == nil {
		s.settings.Bindings = map[string][]string{}
	}
	bs := c.Bindings(action)
	texts := make([]string, len(bs))
	for i, b := range bs {
		texts[i] = b.String()
	}
	s.settings.Bindings[action] = texts
}

// rebindable returns the actions the scene's rebinding widgets show, in
// hierarchy order.
func (s *system) rebindable() []string {
	var as []string
	for _, w := range scenes.AllRead[Widget](s.g.Scene()) {
		if a := bindAction(w); a != "" && !slices.Contains(as, a) {
			as = append(as, a)
		}
	}
	return as
}

// controls returns the controls rebinding changes: Options.Controls, or the
// system's own when the host gave none.
func (s *system) controls() *input.Controls {
	if s.opts.Controls == nil {
		s.opts.Controls = &input.Controls{}
	}
	return s.opts.Controls
}

// firstKey returns the first keyboard binding of bs.
func firstKey(bs []input.Binding) (input.Binding, bool) {
	for _, b := range bs {
		if b.Device == input.DeviceKey {
			return b, true
		}
	}
	return input.Binding{}, false
}

// keyName returns what a rebinding widget shows of action's binding: its
// first key's name ("Space"), or "none".
func (s *system) keyName(action string) string {
	if s.opts.Controls == nil {
		return "none"
	}
	if b, ok := firstKey(s.opts.Controls.Bindings(action)); ok {
		return input.Key(b.Code).String()
	}
	return "none"
}
