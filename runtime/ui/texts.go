package ui

import (
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Localize implements IPanels.
func (s *system) Localize(txt string) (string, bool) {
	id, ok := cutAt(txt)
	if !ok {
		return txt, true
	}
	st := s.strings()
	if st == nil {
		return txt, true
	}
	if v, ok := st.Lookup(id, s.settings.Language); ok {
		return v, true
	}
	return txt, false
}

// texts looks up the rows of the scene's Texts that are string-table ids
// (visual.IsID) whose text or language changed since they were looked up,
// warning once per text for an id the table lacks.
func (s *system) texts() {
	lang := s.settings.Language
	for e, t := range scenes.AllRead[visual.Text](s.g.Scene()) {
		if !visual.IsID(t.Text) || t.Lookup.From == t.Text && t.Lookup.Lang == lang {
			continue
		}
		v, ok := s.Localize(t.Text)
		if !ok {
			s.g.Problems().Warn(e, "Griff.Text", "no string %q in the string table", t.Text[1:])
		}
		e.MarkChanged()
		t.Lookup = visual.TextLookup{From: t.Text, Lang: lang, Text: v}
	}
}
