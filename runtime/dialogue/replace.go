package dialogue

import (
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/scenes"
)

// Replacer is an optional interface of the Dialogue service: ReplaceSet
// makes set the game's dialogue files from then on. A host's live reload
// calls it when a dialogue file changes on disk. Each conversation goes on
// from its State in the new file; one whose node the new file no longer has
// warns once and shows nothing. The dialogue system's service implements it.
// It must be called from the game's goroutine, between steps.
type Replacer interface {
	// ReplaceSet makes set the game's dialogue files; a nil set is ignored.
	ReplaceSet(set *dlg.Set)
}

var _ Replacer = (*system)(nil)

func (s *system) ReplaceSet(set *dlg.Set) {
	if set == nil {
		return
	}
	s.set = set
	for _, c := range scenes.All[Conversation](s.g.Scene()) {
		c.told = "\x00" // never a State: listeners are told again
	}
}
