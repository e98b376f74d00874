package transport

import (
	"encoding/binary"
	"errors"
	"fmt"
	"net/netip"
	"time"
)

// Server accepts peers over one or more links (a UDP socket and a WebSocket
// listener, say) into one set of peers, numbered from 1. It implements
// [Transport]. A Server is not safe for concurrent use.
type Server struct {
	cfg    Config
	links  []Link
	conns  map[address]*conn
	byPeer map[PeerID]*conn
	peers  []*conn // in PeerID order, so flushes go out in a fixed order
	next   PeerID
	queued []Event // events from calls between Polls
	ev     []Event
	buf    []byte
	strays Stats
	// forgotAt is when the current second of forgotten answers began and
	// forgotN how many it sent (MaxForgottenAnswers).
	forgotAt time.Duration
	forgotN  int
	now      time.Duration
	cur      int
	onPkt    func(netip.AddrPort, []byte)
	closed   bool
}

// NewServer returns a server that accepts peers on links. A peer is known by
// the link it came on and its address there. NewServer panics if links is
// empty.
func NewServer(cfg Config, links ...Link) *Server {
	if len(links) == 0 {
		panic("transport: NewServer needs at least one link")
	}
	s := &Server{cfg: cfg.resolved(), links: links, conns: map[address]*conn{},
		byPeer: map[PeerID]*conn{}, next: 1, buf: make([]byte, 0, MaxPacket)}
	s.onPkt = s.handle
	return s
}

// Peers returns the connected peers in the order they connected.
func (s *Server) Peers() []PeerID {
	out := make([]PeerID, len(s.peers))
	for i, c := range s.peers {
		out[i] = c.peer
	}
	return out
}

// Strays returns the counters of packets that belonged to no peer:
// handshakes, and packets from unknown addresses (counted in Dropped).
func (s *Server) Strays() Stats { return s.strays }

// Send implements [Transport.Send].
func (s *Server) Send(peer PeerID, ch Channel, data []byte) error {
	if err := checkSend(s.closed, ch, data); err != nil {
		return err
	}
	c := s.byPeer[peer]
	if c == nil {
		return fmt.Errorf("transport: sending to peer %d: %w", peer, ErrUnknownPeer)
	}
	if ch == ReliableOrdered && c.full(len(data)) {
		return fmt.Errorf("transport: sending to peer %d: %w", peer, ErrBacklog)
	}
	c.enqueue(ch, data)
	return nil
}

// checkSend returns the error Send returns for ch and data, or nil.
func checkSend(closed bool, ch Channel, data []byte) error {
	switch {
	case closed:
		return ErrClosed
	case ch >= numChannels:
		return fmt.Errorf("transport: sending on %v: %w", ch, ErrBadChannel)
	case ch == ReliableOrdered && len(data) > MaxMessage:
		return fmt.Errorf("transport: %d bytes on %v, the cap is %d: %w", len(data), ch, MaxMessage, ErrTooLarge)
	case ch != ReliableOrdered && len(data) > MaxUnreliable:
		return fmt.Errorf("transport: %d bytes on %v, the cap is %d: %w", len(data), ch, MaxUnreliable, ErrTooLarge)
	}
	return nil
}

// Poll implements [Transport.Poll].
func (s *Server) Poll(now time.Duration, events []Event) []Event {
	s.now = now
	s.ev = append(events, s.queued...)
	s.queued = s.queued[:0]
	if s.closed {
		return s.take()
	}
	for i, l := range s.links {
		s.cur = i
		l.ReceivePackets(now, s.onPkt)
	}
	for i := 0; i < len(s.peers); i++ {
		c := s.peers[i]
		switch {
		case c.protoFail:
			s.remove(c, ReasonProtocol, true)
			i--
		case c.timedOut(now):
			s.remove(c, ReasonTimeout, false)
			i--
		}
	}
	for _, c := range s.peers {
		s.buf = c.flush(now, s.buf, s.send)
	}
	return s.take()
}

func (s *Server) take() []Event {
	ev := s.ev
	s.ev = nil
	return ev
}

func (s *Server) send(to address, p []byte) {
	s.links[to.link].SendPacket(s.now, to.ap, p)
}

// handle takes one packet that arrived on link s.cur.
func (s *Server) handle(from netip.AddrPort, p []byte) {
	at := address{link: s.cur, ap: from}
	if len(p) == 0 || len(p) > MaxPacket {
		s.strays.Dropped++
		return
	}
	switch p[0] {
	case kindData:
		h, body, err := readHeader(p)
		c := s.conns[at]
		if err != nil || c == nil {
			s.strays.Dropped++
			if err == nil && h.key != 0 {
				s.forgotten(at, h.key)
			}
			return
		}
		s.ev = c.receive(s.now, h, body, s.ev)
	case kindDisconnect:
		c := s.conns[at]
		if c == nil || len(p) != disconnectLen || binary.LittleEndian.Uint64(p[1:]) != c.key {
			s.strays.Dropped++
			return
		}
		s.remove(c, ReasonRemote, false)
	default:
		s.handshake(at, p)
	}
}

// handshake answers a request with a challenge and a response with a new
// connection (or a repeated accept), and drops anything else.
func (s *Server) handshake(at address, p []byte) {
	var h handshake
	if err := readHandshake(p, &h); err != nil || (h.kind != kindRequest && h.kind != kindResponse) {
		s.strays.Dropped++
		return
	}
	s.strays.PacketsIn++
	s.strays.BytesIn += uint64(len(p))
	slot := uint64(s.now / tokenSlot)
	if h.kind == kindRequest {
		reply := handshake{kind: kindChallenge, salt: h.salt, slot: slot,
			token: challengeToken(s.cfg.Secret, at, h.salt, slot)}
		s.reply(at, &reply)
		return
	}
	if !validToken(s.cfg.Secret, at, h.salt, h.slot, slot, h.token) {
		s.strays.Dropped++
		return
	}
	key := connectionKey(s.cfg.Secret, at, h.salt)
	c := s.conns[at]
	switch {
	case c != nil && c.key != key:
		s.strays.Dropped++ // an old connection from that address is still open
		return
	case c == nil && len(s.peers) >= s.cfg.MaxPeers:
		s.reply(at, &handshake{kind: kindDeny, salt: h.salt})
		return
	case c == nil:
		c = newConn(&s.cfg, at, s.next, key, s.now)
		s.next++
		s.conns[at], s.byPeer[c.peer] = c, c
		s.peers = append(s.peers, c)
		s.ev = append(s.ev, Event{Kind: Connected, Peer: c.peer})
	}
	s.reply(at, &handshake{kind: kindAccept, salt: h.salt, key: key})
}

func (s *Server) reply(to address, h *handshake) {
	s.buf = appendHandshake(s.buf[:0], h)
	s.strays.PacketsOut++
	s.strays.BytesOut += uint64(len(s.buf))
	s.send(to, s.buf)
}

// remove forgets c, telling the peer first if tell is set, and reports it
// gone for reason.
func (s *Server) remove(c *conn, reason Reason, tell bool) {
	if tell {
		s.buf = appendDisconnect(s.buf[:0], c.key)
		for range 3 {
			s.send(c.addr, s.buf)
		}
	}
	delete(s.conns, c.addr)
	delete(s.byPeer, c.peer)
	for i, p := range s.peers {
		if p == c {
			s.peers = append(s.peers[:i], s.peers[i+1:]...)
			break
		}
	}
	s.ev = append(s.ev, Event{Kind: Disconnected, Peer: c.peer, Reason: reason})
}

// MaxForgottenAnswers is the most disconnect answers a Server sends in one
// second of its clock to data packets from addresses it has no connection
// for (see forgotten): a returning peer needs one, while a flood of forged
// packets (any UDP packet shaped as data gets one) would otherwise make the
// server answer each, a reflector at its own CPU's cost. Past it, peers
// learn of their lost connection by their own Config.Timeout, as before.
const MaxForgottenAnswers = 64

// forgotten answers a data packet with key from at, an address with no
// connection (the server timed it out, or let it go, while the peer was
// paused or cut off), with one disconnect packet for key, so the peer
// learns at once that its connection is gone instead of after its own
// Config.Timeout. The answer (9 bytes) is smaller than the packet (a data
// header alone is 17), so it amplifies nothing, and it names the key the
// packet carried, which only the peer holding that connection accepts.
func (s *Server) forgotten(at address, key uint64) {
	if s.now-s.forgotAt >= time.Second {
		s.forgotAt, s.forgotN = s.now, 0
	}
	if s.forgotN >= MaxForgottenAnswers {
		return // a flood: the rest learn by their own Timeout
	}
	s.forgotN++
	s.buf = appendDisconnect(s.buf[:0], key)
	s.strays.PacketsOut++
	s.strays.BytesOut += uint64(len(s.buf))
	s.send(at, s.buf)
}

// appendDisconnect encodes a disconnect packet for the connection with key.
// It is sent three times: there is no answer to wait for.
func appendDisconnect(b []byte, key uint64) []byte {
	return binary.LittleEndian.AppendUint64(append(b, kindDisconnect), key)
}

// Disconnect implements [Transport.Disconnect].
func (s *Server) Disconnect(peer PeerID) {
	c := s.byPeer[peer]
	if c == nil {
		return
	}
	ev := s.ev
	s.ev = nil
	s.remove(c, ReasonClosed, true)
	s.queued = append(s.queued, s.ev...)
	s.ev = ev
}

// Close implements [Transport.Close]: it disconnects every peer and closes
// every link, returning the first error.
func (s *Server) Close() error {
	if s.closed {
		return nil
	}
	for len(s.peers) > 0 {
		s.Disconnect(s.peers[0].peer)
	}
	s.closed = true
	var errs []error
	for _, l := range s.links {
		errs = append(errs, l.Close())
	}
	return errors.Join(errs...)
}

// Stats implements [Transport.Stats].
func (s *Server) Stats(peer PeerID) Stats {
	if c := s.byPeer[peer]; c != nil {
		return c.stat()
	}
	return Stats{}
}
