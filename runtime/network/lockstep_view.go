package network

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Presenter is the service of a game whose machines show different views
// of one state (a strategy game: each player's camera, selection and hud):
// it names the entities that are this machine's view only, which the
// digests a Lockstep or Rollback sends leave out (SharedDigest), so two
// machines in the same state agree whatever each shows. A game without
// one has every entity in its digests.
type Presenter interface {
	// Presentation reports whether e is this machine's view only (it is
	// asked of every entity; a child is not left out with its parent
	// unless it is named too).
	Presentation(e *scenes.Entity) bool
}

// SharedDigest returns g's StateDigest without the parts of the entities
// g's Presenter names: the state every machine of a lockstep or rollback
// match must agree on. Without a Presenter it is the whole StateDigest.
func SharedDigest(g *runtime.Game) []runtime.StatePart {
	parts := g.StateDigest()
	p, ok := runtime.LookupService[Presenter](g)
	if !ok {
		return parts
	}
	skip := map[string]bool{}
	for e := range g.Scene().Walk() {
		if p.Presentation(e) {
			skip[e.String()] = true
		}
	}
	if len(skip) == 0 {
		return parts
	}
	kept := parts[:0]
	for _, part := range parts {
		if !skip[part.Owner] {
			kept = append(kept, part)
		}
	}
	return kept
}

// SharedFingerprint is runtime.FingerprintOf(SharedDigest(g)): what a
// Lockstep or Rollback sends its relay (as a number, the first 16 hex
// digits) to compare between machines.
func SharedFingerprint(g *runtime.Game) string { return runtime.FingerprintOf(SharedDigest(g)) }
