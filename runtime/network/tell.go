package network

import (
	"time"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// NoAnswerAfter is how long, in the session's time (steps taken × step
// duration), a player's machine waits for the host's first snapshot before
// it says in the problem log that no server has answered: 5 seconds, long
// past a handshake's resends on a working link.
const NoAnswerAfter = 5 * time.Second

// told is what a player's machine has said about its session, so each thing
// is said once.
type told struct {
	noAnswer, ended bool
	refused         bool // the host refused this player (tellRefusal)
	refusals        int  // the connections a host refused (tellHost)
}

// tellPlayer says in the problem log, once each, what a player at a window
// would otherwise only see as a frozen or empty game: that no server has
// answered after NoAnswerAfter (no server at the address, or every match
// full), and that the session ended (the server stopped or ended the match,
// with its reason, or the connection was lost; not after a refusal, which
// says why, when the host lets the refused connection go, see
// session.RefuseLinger). The end is an error, so the window's overlay shows
// it.
func (s *System) tellPlayer(g *runtime.Game) {
	s.tellRefusal(g)
	if s.rejoin.active {
		return // reconnect said so
	}
	if ended, why := s.client.Ended(); ended && !s.told.ended {
		if s.rejoin.over && !s.told.refused {
			s.told.ended = true
			return // reconnect said it could not
		}
		s.told.ended = true
		if s.told.refused {
			return // the host let the refused connection go: the refusal said why
		}
		msg := "network: the connection to the server was lost or the server stopped; restart with --join to play again"
		if why != "" {
			msg = "network: the server ended the session: " + why
		}
		g.Problems().Report(scenes.Problem{Severity: scenes.SeverityError, Component: "Network", Message: msg})
		return
	}
	if !s.told.noAnswer && !s.told.ended && s.client.Latest() == nil && s.now >= NoAnswerAfter {
		s.told.noAnswer = true
		g.Problems().Warn(nil, "Network", "network: no answer from the server after %v: check the address, that the server runs, and that its matches are not full (--players, --matches)", NoAnswerAfter)
	}
}

// tellRefusal says in the problem log, as an error, why the host refused
// this player (its reason: the session is full, the match ended, the game's
// commands differ), instead of "no answer" after NoAnswerAfter, which is not
// said then. The player's game goes on in its own scene.
func (s *System) tellRefusal(g *runtime.Game) {
	for _, e := range s.events {
		if e.Kind == session.Refused && !s.told.refused {
			s.told.refused, s.told.noAnswer = true, true
			g.Problems().Report(scenes.Problem{Severity: scenes.SeverityError, Component: "Network",
				Message: "network: the server refused this player: " + string(e.Data)})
		}
	}
}

// RefusalsTold is how many refusals a host's problem log lists one by one
// (tellHost); after them it only counts, in a line each time the count
// doubles ("64 connections refused so far"), so a client sending thousands
// of bad hellos or forged returns grows the log by a few lines, not
// thousands.
const RefusalsTold = 16

// tellHost says in the host's problem log, as a warning, each connection
// the host refused (a session.Refused event on the host: who, and why:
// their build differs from the host's, or they came back with a token that
// takes no place), the first RefusalsTold one by one and then their count
// each time it doubles.
func (s *System) tellHost(g *runtime.Game) {
	for _, e := range s.events {
		if e.Kind != session.Refused {
			continue
		}
		s.told.refusals++
		switch n := s.told.refusals; {
		case n <= RefusalsTold:
			g.Problems().Warn(nil, "Network", "network: %s", e.Data)
		case n&(n-1) == 0:
			g.Problems().Warn(nil, "Network", "network: %d connections refused so far (the first %d are listed above)", n, RefusalsTold)
		}
	}
}
