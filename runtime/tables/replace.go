package tables

import "github.com/griffengine/griff/data"

// Replacer is an optional interface of the Tables service: ReplaceSet makes set
// the game's table set from then on. A host's live reload calls it when a table
// file changes on disk (hosting.LoadedGame.Reload). Later reads (Eval, Fill,
// FillEntity, and the FromTable entities of the next scene that comes in) see
// the new set; what was filled before keeps its values. The tables system's
// service (NewSystem) implements it. It must be called from the game's
// goroutine, between steps.
type Replacer interface {
	// ReplaceSet makes set the game's table set; a nil set is ignored.
	ReplaceSet(set *data.Set)
}

var _ Replacer = (*system)(nil)

func (s *system) ReplaceSet(set *data.Set) {
	if set != nil {
		s.set = set
	}
}
