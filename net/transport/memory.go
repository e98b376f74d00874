package transport

import (
	"net/netip"
	"time"
)

// Hub is an in-memory network: links made by [Hub.NewLink] send packets to
// one another instantly and in order, with no loss (wrap a link in a
// [Conditioner] for latency, loss and the rest). A Hub and its links must be
// used from one goroutine; two hubs share nothing.
type Hub struct {
	links map[netip.AddrPort]*MemLink
	port  uint16
}

// NewHub returns an empty hub.
func NewHub() *Hub {
	return &Hub{links: map[netip.AddrPort]*MemLink{}, port: 1000}
}

// NewLink returns a new link on the hub. Its address is 127.0.0.1 with a
// port no other link of the hub has (from 1001 up); it is only a name inside
// the hub.
func (h *Hub) NewLink() *MemLink {
	h.port++
	l := &MemLink{hub: h, addr: netip.AddrPortFrom(netip.AddrFrom4([4]byte{127, 0, 0, 1}), h.port)}
	h.links[l.addr] = l
	return l
}

// Listen returns a server on a new link of the hub, and its address.
func (h *Hub) Listen(cfg Config) (*Server, netip.AddrPort) {
	l := h.NewLink()
	return NewServer(cfg, l), l.Addr()
}

// Dial returns a client on a new link of the hub that connects to server.
func (h *Hub) Dial(cfg Config, server netip.AddrPort) *Client {
	return NewClient(cfg, h.NewLink(), server)
}

// MemLink is one end on a [Hub]. It implements [Link].
type MemLink struct {
	hub    *Hub
	addr   netip.AddrPort
	inbox  []memPacket
	bytes  []byte
	closed bool
}

type memPacket struct {
	from   netip.AddrPort
	off, n int
}

// Addr returns the link's address on the hub.
func (l *MemLink) Addr() netip.AddrPort { return l.addr }

// SendPacket implements [Link.SendPacket]. A packet to an address with no
// open link is lost, as on a real network.
func (l *MemLink) SendPacket(_ time.Duration, to netip.AddrPort, packet []byte) error {
	dst := l.hub.links[to]
	if l.closed || dst == nil || dst.closed {
		return nil
	}
	dst.inbox = append(dst.inbox, memPacket{from: l.addr, off: len(dst.bytes), n: len(packet)})
	dst.bytes = append(dst.bytes, packet...)
	return nil
}

// ReceivePackets implements [Link.ReceivePackets].
func (l *MemLink) ReceivePackets(_ time.Duration, fn func(from netip.AddrPort, packet []byte)) {
	for i := 0; i < len(l.inbox); i++ {
		p := l.inbox[i]
		fn(p.from, l.bytes[p.off:p.off+p.n:p.off+p.n])
	}
	l.inbox = l.inbox[:0]
	l.bytes = l.bytes[:0]
}

// Close implements [Link.Close]: the link leaves the hub.
func (l *MemLink) Close() error {
	if !l.closed {
		l.closed = true
		delete(l.hub.links, l.addr)
	}
	return nil
}
