package network

import (
	"encoding/binary"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
)

// rollbackTag starts every rollback input message (a byte no session
// message starts with, so the two never mix up on one transport).
const rollbackTag = 0xB0

// TransportLink is a [RollbackLink] over a transport, in a star: the host
// (the transport's server side) sends its inputs to every peer and passes
// each peer's inputs on to the others; a player sends to the host. Input
// messages go Unreliable, each repeating the steps before (up to
// session.InputRedundancy, 8), so a lost packet loses nothing. A message is
// [0xB0][player][first step u32][count][count × (length, payload)]. The host
// binds a peer to the player its first message names and drops messages
// from it naming another (a player cannot play another's input), as well as
// malformed ones (counted in Dropped).
type TransportLink struct {
	t       transport.Transport
	relay   bool
	peers   []transport.PeerID
	owner   map[transport.PeerID]int
	events  []transport.Event
	inbox   [][]byte
	msg     []byte
	Dropped int // malformed or forged input messages dropped
}

// NewRollbackLink returns a link over t: relay true on the host (t is a
// transport.Server or the like), false on a player (t is a client whose
// peer is transport.ServerPeer).
func NewRollbackLink(t transport.Transport, relay bool) *TransportLink {
	return &TransportLink{t: t, relay: relay, owner: map[transport.PeerID]int{}}
}

// Poll polls the transport at now (the caller's clock, as for every
// transport) and keeps the input messages that arrived for Receive.
func (l *TransportLink) Poll(now time.Duration) {
	l.events = l.t.Poll(now, l.events[:0])
	for _, e := range l.events {
		switch e.Kind {
		case transport.Connected:
			l.peers = append(l.peers, e.Peer)
		case transport.Disconnected:
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
