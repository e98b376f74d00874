package hosting

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/net/session"
)

// MaxLogLines is the most lines about players (MatchesOptions.Log) a
// server writes in one second of its clock; the events past it in that
// second are counted, and the count is said in one more line when the
// second is over. Refusals take one line a second at most of their own.
// Decision: a server's log is read by a person, and a client that drops
// and comes back again and again, or a flood of connections, must not
// bury the rest of it.
const MaxLogLines = 5

// place is what a server's log last said of a player's place in a match.
type place uint8

const (
	placeNone      place = iota // no player in it
	placeConnected              // the player is connected
	placeKept                   // their connection dropped; the place is kept for the grace period
)

// matchesLog writes the lines of MatchesOptions.Log, at most MaxLogLines a
// second and one line a second about refusals.
type matchesLog struct {
	second   time.Duration // the server time the current second began at
	lines    int           // lines written in the current second
	unsaid   int           // events not written in the current second
	refused  uint64        // the lobby's refusals said so far
	refusals time.Duration // when refusals were last said, or -1 s before the start
}

// notePlayers says in the log how the places of the match in slot changed
// since the last frame (hm.places), given its players now (the host's own,
// ID 0, is not said), and keeps them.
func (m *Matches) notePlayers(slot int, hm *hostedMatch, players []session.Player) {
	var now [session.MaxPlayers]place
	names := [session.MaxPlayers]string{}
	for _, p := range players {
		if p.ID == 0 || int(p.ID) >= len(now) {
			continue
		}
		now[p.ID], names[p.ID] = placeKept, p.Name
		if p.Connected {
			now[p.ID] = placeConnected
		}
	}
	for id := 1; id < len(now); id++ {
		was, is := hm.places[id], now[id]
		switch {
		case was == is:
		case is == placeKept:
			m.log(fmt.Sprintf("match %d: player %d (%q) lost their connection; their place is kept for %v", slot, id, names[id], matchGrace))
		case was == placeKept && is == placeConnected:
			m.log(fmt.Sprintf("match %d: player %d (%q) came back", slot, id, names[id]))
		case was == placeKept:
			m.log(fmt.Sprintf("match %d: player %d did not come back within %v; their place is free", slot, id, matchGrace))
		case was == placeConnected && is == placeNone:
			m.log(fmt.Sprintf("match %d: player %d left", slot, id))
		}
	}
	hm.places = now
}

// noteRefusals says in the log, at most once a second, how many players the
// lobby refused since it last said so (session.Lobby.Refused).
func (m *Matches) noteRefusals() {
	l := &m.logs
	n := m.lobby.Refused
	if n == l.refused || m.now-l.refusals < time.Second {
		return
	}
	if m.mo.Log != nil {
		m.mo.Log(fmt.Sprintf("server: refused %d connections (%d since the start): every match full, a match that could not be opened (its error is above), or a player coming back to a place no match keeps (their grace period ran out, their match ended, or a wrong token)",
			n-l.refused, n))
	}
	l.refused, l.refusals = n, m.now
}

// log writes line to MatchesOptions.Log unless MaxLogLines were written in
// this second of the server's clock; it counts it then.
func (m *Matches) log(line string) {
	if m.mo.Log == nil {
		return
	}
	l := &m.logs
	if l.lines >= MaxLogLines {
		l.unsaid++
		return
	}
	l.lines++
	m.mo.Log(line)
}

// newLogSecond begins a new second of the log once one has passed at the
// server's clock, first saying how many events the last one left unsaid.
func (m *Matches) newLogSecond() {
	l := &m.logs
	if m.now-l.second < time.Second {
		return
	}
	if l.unsaid > 0 && m.mo.Log != nil {
		m.mo.Log(fmt.Sprintf("server: %d more player events in the last second not written (at most %d lines a second)", l.unsaid, MaxLogLines))
	}
	l.second, l.lines, l.unsaid = m.now, 0, 0
}
