package transport

import (
	"encoding/binary"
	"fmt"
	"net/netip"
	"time"
)

type clientState uint8

const (
	stateRequesting clientState = iota // sending requests, waiting for a challenge
	stateResponding                    // sending responses, waiting for accept
	stateConnected
	stateClosed
)

// Client connects to one server over one link. Its one peer is
// [ServerPeer]. It implements [Transport]. The handshake starts at the first
// Poll; a Connected event says it finished, a Disconnected event with
// ReasonTimeout or ReasonDenied that it failed. A Client is not safe for
// concurrent use.
type Client struct {
	cfg     Config
	link    Link
	server  netip.AddrPort
	state   clientState
	salt    uint64
	chal    handshake
	started bool
	start   time.Duration
	lastTry time.Duration
	c       *conn
	queued  []Event
	ev      []Event
	buf     []byte
	strays  Stats
	now     time.Duration
	onPkt   func(netip.AddrPort, []byte)
}

// NewClient returns a client that connects over link to the server at
// server.
func NewClient(cfg Config, link Link, server netip.AddrPort) *Client {
	cl := &Client{cfg: cfg.resolved(), link: link, server: server, buf: make([]byte, 0, MaxPacket)}
	cl.salt = cl.cfg.salt()
	cl.onPkt = cl.handle
	return cl
}

// Connected reports whether the handshake finished and the connection is open.
func (cl *Client) Connected() bool { return cl.state == stateConnected }

// Send implements [Transport.Send]. Before the Connected event it returns
// an error wrapping ErrUnknownPeer.
func (cl *Client) Send(peer PeerID, ch Channel, data []byte) error {
	if err := checkSend(cl.state == stateClosed, ch, data); err != nil {
		return err
	}
	if peer != ServerPeer || cl.state != stateConnected {
		return fmt.Errorf("transport: sending to peer %d: %w", peer, ErrUnknownPeer)
	}
	if ch == ReliableOrdered && cl.c.full(len(data)) {
		return fmt.Errorf("transport: sending to peer %d: %w", peer, ErrBacklog)
	}
	cl.c.enqueue(ch, data)
	return nil
}

// Poll implements [Transport.Poll].
func (cl *Client) Poll(now time.Duration, events []Event) []Event {
	cl.now = now
	cl.ev = append(events, cl.queued...)
	cl.queued = cl.queued[:0]
	if cl.state == stateClosed {
		return cl.take()
	}
	if !cl.started {
		cl.started, cl.start, cl.lastTry = true, now, now-cl.cfg.Retry
	}
	cl.link.ReceivePackets(now, cl.onPkt)
	switch {
	case cl.state == stateClosed:
	case cl.state != stateConnected && now-cl.start >= cl.cfg.ConnectTimeout:
		cl.end(ReasonTimeout)
	case cl.state != stateConnected:
		if now-cl.lastTry >= cl.cfg.Retry {
			cl.try()
		}
	case cl.c.protoFail:
		cl.tell()
		cl.end(ReasonProtocol)
	case cl.c.timedOut(now):
		cl.end(ReasonTimeout)
	default:
		cl.buf = cl.c.flush(now, cl.buf, cl.send)
	}
	return cl.take()
}

func (cl *Client) take() []Event {
	ev := cl.ev
	cl.ev = nil
	return ev
}

func (cl *Client) send(_ address, p []byte) {
	cl.link.SendPacket(cl.now, cl.server, p)
}

// try sends the handshake packet of the current state.
func (cl *Client) try() {
	h := handshake{kind: kindRequest, salt: cl.salt}
	if cl.state == stateResponding {
		h = cl.chal
		h.kind = kindResponse
	}
	cl.buf = appendHandshake(cl.buf[:0], &h)
	cl.strays.PacketsOut++
	cl.strays.BytesOut += uint64(len(cl.buf))
	cl.send(address{}, cl.buf)
	cl.lastTry = cl.now
}

// end closes the connection and reports it gone for reason.
func (cl *Client) end(reason Reason) {
	if cl.c != nil {
		cl.strays = cl.c.stat()
	}
	cl.state = stateClosed
	cl.ev = append(cl.ev, Event{Kind: Disconnected, Peer: ServerPeer, Reason: reason})
}

// tell sends the server a disconnect packet, three times.
func (cl *Client) tell() {
	cl.buf = appendDisconnect(cl.buf[:0], cl.c.key)
	for range 3 {
		cl.send(address{}, cl.buf)
	}
}

// handle takes one packet that arrived.
func (cl *Client) handle(from netip.AddrPort, p []byte) {
	if from != cl.server || len(p) == 0 || len(p) > MaxPacket || cl.state == stateClosed {
		cl.drop()
		return
	}
	switch {
	case p[0] == kindData && cl.state == stateConnected:
		h, body, err := readHeader(p)
		if err != nil {
			cl.drop()
			return
		}
		cl.ev = cl.c.receive(cl.now, h, body, cl.ev)
	case p[0] == kindDisconnect && cl.state == stateConnected:
		if len(p) != disconnectLen || binary.LittleEndian.Uint64(p[1:]) != cl.c.key {
			cl.drop()
			return
		}
		cl.end(ReasonRemote)
	default:
		cl.handshake(p)
	}
}

func (cl *Client) drop() {
	if cl.c != nil {
		cl.c.stats.Dropped++
	} else {
		cl.strays.Dropped++
	}
}

// handshake takes a challenge, accept or deny meant for this client's salt.
func (cl *Client) handshake(p []byte) {
	var h handshake
	if err := readHandshake(p, &h); err != nil || h.salt != cl.salt || cl.state == stateConnected {
		cl.drop()
		return
	}
	switch {
	case h.kind == kindChallenge:
		cl.chal, cl.state = h, stateResponding
		cl.try()
	case h.kind == kindAccept && cl.state == stateResponding:
		cl.c = newConn(&cl.cfg, address{ap: cl.server}, ServerPeer, h.key, cl.now)
		cl.c.stats.PacketsOut, cl.c.stats.BytesOut = cl.strays.PacketsOut, cl.strays.BytesOut
		cl.state = stateConnected
		cl.ev = append(cl.ev, Event{Kind: Connected, Peer: ServerPeer})
	case h.kind == kindDeny:
		cl.end(ReasonDenied)
	default:
		cl.drop()
	}
}

// Disconnect implements [Transport.Disconnect]: peer must be ServerPeer.
func (cl *Client) Disconnect(peer PeerID) {
	if peer != ServerPeer || cl.state == stateClosed {
		return
	}
	if cl.state == stateConnected {
		cl.tell()
	}
	ev := cl.ev
	cl.ev = nil
	cl.end(ReasonClosed)
	cl.queued = append(cl.queued, cl.ev...)
	cl.ev = ev
}

// Close implements [Transport.Close].
func (cl *Client) Close() error {
	cl.Disconnect(ServerPeer)
	return cl.link.Close()
}

// Stats implements [Transport.Stats]. Before the connection opens (and after
// it closes) it returns the handshake's counters.
func (cl *Client) Stats(peer PeerID) Stats {
	if peer != ServerPeer {
		return Stats{}
	}
	if cl.state == stateConnected {
		return cl.c.stat()
	}
	return cl.strays
}
