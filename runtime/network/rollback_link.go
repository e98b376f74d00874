package network

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// The first bytes of rollback messages: bytes no session message starts
// with, so the two never mix up on one transport.
const (
	rollbackTag = 0xB0 // any → any, unreliable: [player][first step u32][count][count × (length, payload)]
	seatTag     = 0xB1 // relay → player, reliable: [seat][players]
	startTag    = 0xB2 // relay → player, reliable: every seat is taken, play step 0
	digestTag   = 0xB3 // player → relay, reliable: [player][step u32][digest u64]
	leftTag     = 0xB4 // relay → player, reliable: [seat]: that player left, the match ends
	desyncTag   = 0xB5 // relay → player, reliable: [step u32]: the players' states after that step differ
)

// TransportLink is a [RollbackLink] over a transport, in a star: the host
// (the transport's server side) sends its inputs to every peer and passes
// each peer's inputs on to the others; a player sends to the host. Input
// messages go Unreliable, each repeating the steps before (up to
// session.InputRedundancy, 8), so a lost packet loses nothing. A message is
// [0xB0][player][first step u32][count][count × (length, payload)]. The host
// binds a peer to the player its first message names and drops messages
// from it naming another (a player cannot play another's input), as well as
// malformed ones (counted in Dropped).
//
// A player joining a dedicated server's rollback match (hosting.Matches, a
// [RollbackRelay] there) calls Join before polling: the link says hello
// once connected, learns its seat and the match's size (Seat), and Started
// reports when every seat is taken; only then make the Rollback (Players
// and Local from Seat) and play step 0.
type TransportLink struct {
	t       transport.Transport
	relay   bool
	peers   []transport.PeerID
	owner   map[transport.PeerID]int
	events  []transport.Event
	inbox   [][]byte
	msg     []byte
	Dropped int // malformed or forged input messages dropped

	join           string // the name Join gave; "" none
	seat, players  int    // from the relay's seat message; players 0: none yet
	started, ended bool
	left           int          // the seat the relay said left; -1 none
	why            string       // the refusal's reason
	desyncs        []griff.Tick // steps the relay said differ, not yet taken
}

// NewRollbackLink returns a link over t: relay true on the host (t is a
// transport.Server or the like), false on a player (t is a client whose
// peer is transport.ServerPeer).
func NewRollbackLink(t transport.Transport, relay bool) *TransportLink {
	return &TransportLink{t: t, relay: relay, owner: map[transport.PeerID]int{}, left: -1}
}

// Join makes the link ask a dedicated server for a seat in a rollback match
// under name (cut to session.MaxName bytes): its hello goes out once the
// transport is connected, at a Poll. Call it once, before the first Poll,
// on a player's link (relay false).
func (l *TransportLink) Join(name string) {
	if name == "" {
		name = "player"
	}
	l.join = name
}

// Seat returns the seat the relay gave this player (0 to players-1, the
// RollbackOptions.Local to play) and the match's number of players; ok is
// false until the relay said so.
func (l *TransportLink) Seat() (seat, players int, ok bool) {
	return l.seat, l.players, l.players > 0
}

// Started reports whether the relay said every seat is taken: the match
// plays from step 0 on.
func (l *TransportLink) Started() bool { return l.started }

// Ended reports whether the match is over for this player and why: the
// server refused them (its reason), a player left (the match ends; see
// Left), or the connection closed.
func (l *TransportLink) Ended() (bool, string) {
	switch {
	case l.why != "":
		return true, l.why
	case l.left >= 0:
		return true, fmt.Sprintf("the player at seat %d (player %d) left the match", l.left, l.left+1)
	case l.ended:
		return true, "the connection to the server closed"
	}
	return false, ""
}

// Left returns the seat of the player the relay said left, or -1.
func (l *TransportLink) Left() int { return l.left }

// TakeDesyncs appends to dst the steps the relay said the players' states
// differ after (their digests did, see RollbackRelay), oldest first, since
// the last call, and forgets them. The match goes on: a desync is told, not
// mended (a game whose machines differ plays on differently on each).
func (l *TransportLink) TakeDesyncs(dst []griff.Tick) []griff.Tick {
	dst = append(dst, l.desyncs...)
	l.desyncs = l.desyncs[:0]
	return dst
}

// SendDigest implements [DigestLink]: a player's link sends it to the relay.
func (l *TransportLink) SendDigest(player int, step griff.Tick, digest uint64) error {
	if l.relay {
		return nil
	}
	m := append(l.msg[:0], digestTag, byte(player))
	m = binary.LittleEndian.AppendUint32(m, uint32(step))
	m = binary.LittleEndian.AppendUint64(m, digest)
	l.msg = m
	return l.t.Send(transport.ServerPeer, transport.ReliableOrdered, m)
}

// Poll polls the transport at now (the caller's clock, as for every
// transport) and keeps the input messages that arrived for Receive.
func (l *TransportLink) Poll(now time.Duration) {
	l.events = l.t.Poll(now, l.events[:0])
	for _, e := range l.events {
		switch e.Kind {
		case transport.Connected:
			l.peers = append(l.peers, e.Peer)
			if l.join != "" && !l.relay {
				_ = l.t.Send(transport.ServerPeer, transport.ReliableOrdered, session.AppendHello(nil, l.join))
			}
		case transport.Disconnected:
			l.ended = l.ended || !l.relay
			for i, p := range l.peers {
				if p == e.Peer {
					l.peers = append(l.peers[:i], l.peers[i+1:]...)
					break
				}
			}
		case transport.Message:
			l.message(e.Peer, e.Data)
		}
	}
}

func (l *TransportLink) message(from transport.PeerID, m []byte) {
	if !l.relay && l.control(m) {
		return
	}
	if !validInputs(m) {
		l.Dropped++
		return
	}
	if l.relay {
		if p, ok := l.owner[from]; !ok {
			l.owner[from] = int(m[1])
		} else if p != int(m[1]) {
			l.Dropped++
			return
		}
		for _, p := range l.peers {
			if p != from {
				_ = l.t.Send(p, transport.Unreliable, m)
			}
		}
	}
	l.inbox = append(l.inbox, m)
}

// maxDesyncs is how many desyncs a link keeps until TakeDesyncs takes them;
// more are dropped (a relay says at most one a checked step, once a
// second, so a player that takes them every step never reaches it).
const maxDesyncs = 64

// control takes a relay's message to a player (seat, start, left, desync,
// or a lobby's refusal), reporting whether m was one.
func (l *TransportLink) control(m []byte) bool {
	if why, ok := session.Refusal(m); ok {
		l.why = why
		if l.why == "" {
			l.why = "the server refused"
		}
		return true
	}
	switch {
	case len(m) == 3 && m[0] == seatTag && m[2] >= 1 && m[2] <= 4 && m[1] < m[2]:
		l.seat, l.players = int(m[1]), int(m[2])
	case len(m) == 1 && m[0] == startTag && l.players > 0:
		l.started = true
	case len(m) == 2 && m[0] == leftTag:
		l.left = int(m[1])
	case len(m) == 5 && m[0] == desyncTag:
		if len(l.desyncs) < maxDesyncs {
			l.desyncs = append(l.desyncs, griff.Tick(binary.LittleEndian.Uint32(m[1:])))
		}
	default:
		return false
	}
	return true
}

// validInputs reports whether m reads as an input message to its end.
func validInputs(m []byte) bool {
	if len(m) < 7 || m[0] != rollbackTag {
		return false
	}
	b := m[7:]
	for range int(m[6]) {
		if len(b) < 1 || len(b) < 1+int(b[0]) {
			return false
		}
		b = b[1+int(b[0]):]
	}
	return len(b) == 0
}

// SendInputs implements RollbackLink.
func (l *TransportLink) SendInputs(player int, first griff.Tick, payloads [][]byte) error {
	m := append(l.msg[:0], rollbackTag, byte(player))
	m = binary.LittleEndian.AppendUint32(m, uint32(first))
	m = append(m, byte(len(payloads)))
	for _, p := range payloads {
		m = append(m, byte(len(p)))
		m = append(m, p...)
	}
	l.msg = m
	if !l.relay {
		return l.t.Send(transport.ServerPeer, transport.Unreliable, m)
	}
	var err error
	for _, p := range l.peers {
		if e := l.t.Send(p, transport.Unreliable, m); e != nil {
			err = e
		}
	}
	return err
}

// Receive implements RollbackLink: every input of the messages Poll kept.
func (l *TransportLink) Receive(fn func(player int, step griff.Tick, payload []byte)) {
	for _, m := range l.inbox {
		player, s := int(m[1]), griff.Tick(binary.LittleEndian.Uint32(m[2:]))
		b := m[7:]
		for range int(m[6]) {
			n := int(b[0])
			fn(player, s, b[1:1+n])
			b = b[1+n:]
			s++
		}
	}
	l.inbox = l.inbox[:0]
}
