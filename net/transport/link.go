package transport

import (
	"net/netip"
	"time"
)

// Link carries packets for a transport: a UDP socket, the WebSocket
// connections of a server, an in-memory hub, or a [Conditioner] wrapping one
// of them. A transport calls its links from its own goroutine only.
type Link interface {
	// SendPacket sends packet to to, best effort: a packet may be lost.
	// SendPacket must not keep packet after it returns. now is the
	// transport's clock, as given to Poll.
	SendPacket(now time.Duration, to netip.AddrPort, packet []byte) error
	// ReceivePackets calls fn for every packet that arrived since the last
	// call, in arrival order. packet is valid only during fn.
	ReceivePackets(now time.Duration, fn func(from netip.AddrPort, packet []byte))
	// Close releases what the link holds; a closed link sends and receives
	// nothing.
	Close() error
}
