package session

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/griffengine/griff/net/transport"
)

// Defaults of a [LobbyConfig].
const (
	// DefaultMatches is how many matches a lobby holds at once unless
	// LobbyConfig.MaxMatches says otherwise.
	DefaultMatches = 8
	// DefaultPlayersPerMatch is how many remote players a lobby places in
	// one match unless LobbyConfig.PlayersPerMatch says otherwise: every
	// place a session has besides the host's own.
	DefaultPlayersPerMatch = MaxPlayers - 1
)

// LobbyConfig sets up a [Lobby]. The zero value holds DefaultMatches
// matches of DefaultPlayersPerMatch players; Open must be set.
type LobbyConfig struct {
	// MaxMatches is the most matches held at once (the cap): a player who
	// finds every match full and no free slot is refused with "the server
	// is full". The default (zero) is DefaultMatches.
	MaxMatches int
	// PlayersPerMatch is the most connected players placed in one match,
	// 1 to MaxPlayers-1. The default (zero) is DefaultPlayersPerMatch.
	PlayersPerMatch int
	// Open is called, from Poll, when a player needs a new match: it makes
	// the match's game hosting a session (a [Host]) on t, the match's own
	// view of the shared transport. slot is the match's place, 0 to
	// MaxMatches-1; a slot is used again once its match ended. An error
	// refuses the player who asked for the match, with the error's text.
	Open func(slot int, t transport.Transport) error
}

// MatchStats counts what one match of a [Lobby] holds and sent.
type MatchStats struct {
	// Slot is the match's place in the lobby.
	Slot int
	// Players is how many players are connected to it (not a connection
	// its host refused).
	Players int
	// BytesIn and BytesOut count the packets of its connected players
	// (transport.Stats): a player who left no longer counts.
	BytesIn, BytesOut uint64
	// RTT is the mean round-trip time of its connected players, zero
	// without any. The unit is the clock handed to Lobby.Poll.
	RTT time.Duration
}

// Lobby shares one server transport (a UDP socket and a WebSocket listener
// in one transport.Server) between several matches, each a [Host] of its
// own on a view of the transport ([LobbyConfig.Open] gets it). A peer that
// connects waits in the lobby until its first message, a Hello: one that
// carries a token a match gave (a player coming back within the grace
// period) goes back to that match, and one with a token no match keeps
// (the grace period ran out, the match ended) is refused; anyone else goes
// to the lowest slot whose match has room, else a new match in the lowest
// free slot, else is refused. A match has room when
// its places taken are fewer than PlayersPerMatch: a place is taken by a
// connected player and by one whose connection dropped and who may still
// come back (the host keeps their place for its grace period, so a
// newcomer never lands in a match whose places are all held). The host
// tells its view when a held place is let go (the grace period ran out, or
// the player said they leave). Matches never see each
// other's peers, and each runs on its own clock: a view's Poll ignores its
// now and hands over what the lobby's last Poll routed to it, and what a
// match sends goes out at the lobby's next Poll (one frame later). A match
// ends when its host closes its view (Host.Close): its players are
// disconnected at the lobby's next Poll, after the host's goodbye went out,
// and the slot is free. A Lobby must be used from one goroutine.
type Lobby struct {
	t       transport.Transport
	cfg     LobbyConfig
	matches []*lobbyMatch // by slot; nil is free
	place   map[transport.PeerID]*lobbyMatch
	waiting map[transport.PeerID]bool // connected, no hello yet
	refused []refusal                 // told "full": disconnected RefuseLinger later
	tokens  map[uint64]int            // a token a match gave its player → slot
	tev     []transport.Event
	buf     []byte
	now     time.Duration // of the last Poll
	// Refused counts players turned away: no room, or Open failed.
	Refused uint64
	// Dropped counts peers whose first message was not a Hello.
	Dropped uint64
}

// NewLobby returns a lobby on t, the server side of a transport. It panics
// if cfg.Open is nil or cfg.PlayersPerMatch is over MaxPlayers-1.
func NewLobby(t transport.Transport, cfg LobbyConfig) *Lobby {
	switch {
	case cfg.Open == nil:
		panic("session: LobbyConfig.Open is nil")
	case cfg.PlayersPerMatch < 0 || cfg.PlayersPerMatch > MaxPlayers-1 || cfg.MaxMatches < 0:
		panic(fmt.Sprintf("session: a lobby of %d matches of %d players (at most %d a match)", cfg.MaxMatches, cfg.PlayersPerMatch, MaxPlayers-1))
	}
	if cfg.MaxMatches == 0 {
		cfg.MaxMatches = DefaultMatches
	}
	if cfg.PlayersPerMatch == 0 {
		cfg.PlayersPerMatch = DefaultPlayersPerMatch
	}
	return &Lobby{t: t, cfg: cfg, matches: make([]*lobbyMatch, cfg.MaxMatches),
		place: map[transport.PeerID]*lobbyMatch{}, waiting: map[transport.PeerID]bool{}, tokens: map[uint64]int{}}
}

// Cap returns the most matches the lobby holds at once.
func (l *Lobby) Cap() int { return l.cfg.MaxMatches }

// Matches returns the stats of the matches being played, by slot.
func (l *Lobby) Matches() []MatchStats {
	var out []MatchStats
	for _, m := range l.matches {
		if m == nil {
			continue
		}
		s := MatchStats{Slot: m.slot, Players: len(m.peers)}
		for _, p := range m.peers {
			st := l.t.Stats(p)
			s.BytesIn += st.BytesIn
			s.BytesOut += st.BytesOut
			s.RTT += st.RTT
		}
		if len(m.peers) > 0 {
			s.RTT /= time.Duration(len(m.peers))
		}
		out = append(out, s)
	}
	return out
}

// Poll runs the shared transport (see transport.Transport.Poll): it sends
// what the matches queued since the last Poll, places new players, hands
// each match the events of its players, and frees the slots of matches
// that ended. Call it once a frame, before the matches step. now must not
// go back.
func (l *Lobby) Poll(now time.Duration) {
	l.tev = l.t.Poll(now, l.tev[:0])
	l.refused = dropRefused(l.t, l.refused, now)
	l.now = now
	for _, e := range l.tev {
		l.route(e)
	}
	for slot, m := range l.matches {
		if m != nil && m.closed {
			l.end(slot)
		}
	}
}

func (l *Lobby) route(e transport.Event) {
	m := l.place[e.Peer]
	switch {
	case e.Kind == transport.Connected:
		l.waiting[e.Peer] = true
	case e.Kind == transport.Disconnected:
		delete(l.waiting, e.Peer)
		if m != nil {
			m.events = append(m.events, e)
			m.drop(e.Peer)
			delete(l.place, e.Peer)
			if tok := m.tokenOf[e.Peer]; tok != 0 {
				delete(m.tokenOf, e.Peer)
				if !m.inUse(tok) {
					m.held[tok] = true // the host keeps the place for its grace period
				}
			}
		}
	case m != nil:
		m.events = append(m.events, e)
	case l.waiting[e.Peer]:
		delete(l.waiting, e.Peer)
		l.arrive(e)
	}
}

// arrive places the peer whose first message is e.
func (l *Lobby) arrive(e transport.Event) {
	h, err := readHello(e.Data)
	if err != nil {
		l.Dropped++
		l.t.Disconnect(e.Peer)
		return
	}
	m, why := l.matchFor(h)
	if m == nil {
		l.Refused++
		l.buf = appendString(append(l.buf[:0], byte(kindRefused)), why)
		l.t.Send(e.Peer, transport.ReliableOrdered, l.buf)
		l.refused = append(l.refused, refusal{e.Peer, l.now})
		return
	}
	l.place[e.Peer] = m
	m.peers = append(m.peers, e.Peer)
	delete(m.held, h.token) // coming back: the held place is theirs
	m.events = append(m.events, transport.Event{Kind: transport.Connected, Peer: e.Peer}, e)
}

// matchFor returns the match a player with hello h goes to, or nil and why
// not.
func (l *Lobby) matchFor(h hello) (*lobbyMatch, string) {
	if slot, ok := l.tokens[h.token]; ok && h.token != 0 && l.matches[slot] != nil && !l.matches[slot].closed {
		return l.matches[slot], ""
	}
	if h.token != 0 {
		// Coming back to a place no match keeps: its grace period ran out,
		// its match ended, or the token is wrong. A match of its own would
		// only refuse it.
		return nil, fmt.Sprintf("no match keeps a place for you (player %d): the server restarted, you were away longer than its grace period, your match ended, or your token is wrong; join again (griff-player: restart with --join) to play as a new player", h.player)
	}
	for _, m := range l.matches {
		if m != nil && !m.closed && m.taken() < l.cfg.PlayersPerMatch {
			return m, ""
		}
	}
	for slot, m := range l.matches {
		if m != nil {
			continue
		}
		m = &lobbyMatch{l: l, slot: slot, tokenOf: map[transport.PeerID]uint64{}, held: map[uint64]bool{}}
		l.matches[slot] = m
		if err := l.cfg.Open(slot, m); err != nil {
			l.matches[slot] = nil
			return nil, fmt.Sprintf("the server could not open a match: %v", err)
		}
		return m, ""
	}
	return nil, fmt.Sprintf("the server is full (%d matches of %d players)", l.cfg.MaxMatches, l.cfg.PlayersPerMatch)
}

// end disconnects the players of the match in slot and frees the slot.
func (l *Lobby) end(slot int) {
	m := l.matches[slot]
	for _, p := range m.peers {
		delete(l.place, p)
		l.t.Disconnect(p)
	}
	for tok, s := range l.tokens {
		if s == slot {
			delete(l.tokens, tok)
		}
	}
	l.matches[slot] = nil
}

// Close closes the shared transport. Close the matches' hosts first.
func (l *Lobby) Close() error { return l.t.Close() }

// lobbyMatch is one match's view of the lobby's transport.
type lobbyMatch struct {
	l      *Lobby
	slot   int
	peers  []transport.PeerID // connected, in the order placed
	events []transport.Event
	closed bool
	// tokenOf is the token the match gave each connected player (seen in
	// its Welcome); held is the tokens of players whose connection dropped
	// and whose place the host still keeps.
	tokenOf map[transport.PeerID]uint64
	held    map[uint64]bool
}

// taken returns the match's places taken: connected players and held
// places.
func (m *lobbyMatch) taken() int { return len(m.peers) + len(m.held) }

// inUse reports whether a connected player of the match holds token: the
// player came back on a new connection before the old one closed (the host
// let the old one go, see Host), so the place is not held but taken.
func (m *lobbyMatch) inUse(token uint64) bool {
	for _, t := range m.tokenOf {
		if t == token {
			return true
		}
	}
	return false
}

// release lets go of the place of the player with token (the host removed
// them: their grace period ran out or they left): it no longer counts as
// taken, and the token no longer leads back to the match.
func (m *lobbyMatch) release(token uint64) {
	delete(m.held, token)
	if m.l.tokens[token] == m.slot {
		delete(m.l.tokens, token)
	}
	for p, t := range m.tokenOf {
		if t == token {
			delete(m.tokenOf, p)
		}
	}
}

// refused takes the connection p, which the match's host refused, out of
// the match's places: a newcomer may have its place at once. It stays the
// match's (has) until disconnected, so the refusal can be sent.
func (m *lobbyMatch) refused(p transport.PeerID) { m.drop(p) }

func (m *lobbyMatch) drop(p transport.PeerID) {
	for i, q := range m.peers {
		if q == p {
			m.peers = append(m.peers[:i], m.peers[i+1:]...)
			return
		}
	}
}

func (m *lobbyMatch) has(p transport.PeerID) bool { return m.l.place[p] == m }

// Send implements transport.Transport: only to the match's own players. A
// Welcome it carries tells the lobby the player's token, so the player
// comes back to this match.
func (m *lobbyMatch) Send(peer transport.PeerID, ch transport.Channel, data []byte) error {
	switch {
	case m.closed:
		return transport.ErrClosed
	case !m.has(peer):
		return fmt.Errorf("session: match %d sending to peer %d: %w", m.slot, peer, transport.ErrUnknownPeer)
	}
	if len(data) == 10 && kind(data[0]) == kindWelcome {
		tok := binary.LittleEndian.Uint64(data[2:])
		m.l.tokens[tok], m.tokenOf[peer] = m.slot, tok
	}
	return m.l.t.Send(peer, ch, data)
}

// Poll implements transport.Transport: it appends the events the lobby's
// last Poll routed to the match. now is ignored (the lobby's clock runs the
// transport).
func (m *lobbyMatch) Poll(_ time.Duration, events []transport.Event) []transport.Event {
	events = append(events, m.events...)
	m.events = m.events[:0]
	return events
}

// Stats implements transport.Transport.
func (m *lobbyMatch) Stats(peer transport.PeerID) transport.Stats {
	if !m.has(peer) {
		return transport.Stats{}
	}
	return m.l.t.Stats(peer)
}

// Disconnect implements transport.Transport.
func (m *lobbyMatch) Disconnect(peer transport.PeerID) {
	if m.has(peer) {
		m.l.t.Disconnect(peer)
	}
}

// Close implements transport.Transport: the match ends at the lobby's next
// Poll.
func (m *lobbyMatch) Close() error {
	m.closed = true
	return nil
}
