package agent

import "github.com/griffengine/griff/hosting/internal/docgen"

// ComponentDocs returns the embedded documentation, for tests.
func ComponentDocs() map[string]docgen.Doc { return componentDocs() }

// LineError is lineError, for the line check's benchmark.
var LineError = lineError

// HTTPHandler is httpHandler, for FuzzHTTPBodies; MessageError is
// messageError, its oracle.
var (
	HTTPHandler  = httpHandler
	MessageError = messageError
)

// Rewind puts s back as NewSession left it, for FuzzRequests to play each
// input on one session: the game restored from start (its Snapshot when the
// session was new), the snapshots an agent saved forgotten, and presses not
// yet stepped dropped.
func (s *Session) Rewind(start []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.snaps)
	s.rec, s.tainted = nil, ""
	if s.live != nil {
		s.live.Events(0, nil)
	}
	return s.game.Restore(start)
}
