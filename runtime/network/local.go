package network

import (
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/scenes"
)

// Local marks its entity and its descendants as each machine's own in a
// session (a preferences panel, a menu that is its player's alone): the host
// sends them to no player, and a player's machine keeps its own copy from
// the scene file, opened and moved by its own player, instead of removing it
// for missing from the host's state (see net/session.Local). Offline it
// changes nothing. It has no fields. Saved as "Griff.Local".
type Local struct{}

// NetworkLocal reports true: it implements net/session.Local.
func (Local) NetworkLocal() bool { return true }

var _ session.Local = Local{}

func init() { scenes.Register[Local]("Griff.Local") }
