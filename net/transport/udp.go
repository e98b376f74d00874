package transport

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"
)

// maxInbox is how many received packets a socket link holds between two
// ReceivePackets calls; more are dropped, as a full socket buffer would.
const maxInbox = 8192

// UDPLink is a [Link] on a UDP socket. A goroutine reads the socket into an
// inbox that ReceivePackets empties, so reading never blocks a Poll; sending
// writes to the socket directly. Reading and writing allocate nothing.
type UDPLink struct {
	conn *net.UDPConn
	in   inbox
	done chan struct{}
	// nsent and nread count the packets written to and read from the socket.
	nsent, nread atomic.Uint64
	// lost counts packets Settle gave up waiting for (see there).
	lost atomic.Uint64
}

// inbox holds packets that arrived on a socket until the transport takes
// them. It is safe for concurrent use.
type inbox struct {
	mu      sync.Mutex
	packets []memPacket
	bytes   []byte
	spareP  []memPacket
	spareB  []byte
}

// put stores a packet from from, or drops it if the inbox is full.
func (in *inbox) put(from netip.AddrPort, p []byte) {
	in.mu.Lock()
	if len(in.packets) < maxInbox {
		in.packets = append(in.packets, memPacket{from: from, off: len(in.bytes), n: len(p)})
		in.bytes = append(in.bytes, p...)
	}
	in.mu.Unlock()
}

// drain calls fn for every stored packet, in arrival order.
func (in *inbox) drain(fn func(from netip.AddrPort, packet []byte)) {
	in.mu.Lock()
	packets, bytes := in.packets, in.bytes
	in.packets, in.bytes = in.spareP[:0], in.spareB[:0]
	in.mu.Unlock()
	for _, p := range packets {
		fn(p.from, bytes[p.off:p.off+p.n:p.off+p.n])
	}
	in.mu.Lock()
	in.spareP, in.spareB = packets[:0], bytes[:0]
	in.mu.Unlock()
}

// ListenUDPLink opens a UDP socket at addr ("127.0.0.1:0", ":7777") and
// returns a link on it. It returns the error of resolving or opening it.
func ListenUDPLink(addr string) (*UDPLink, error) {
	ua, err := net.ResolveUDPAddr("udp", addr)
	if err != nil {
		return nil, fmt.Errorf("transport: UDP address %q: %w", addr, err)
	}
	conn, err := net.ListenUDP("udp", ua)
	if err != nil {
		return nil, fmt.Errorf("transport: listening on UDP %s: %w", addr, err)
	}
	return NewUDPLink(conn), nil
}

// NewUDPLink returns a link on conn, which it owns from then on.
func NewUDPLink(conn *net.UDPConn) *UDPLink {
	l := &UDPLink{conn: conn, done: make(chan struct{})}
	go l.read()
	return l
}

// Addr returns the socket's local address.
func (l *UDPLink) Addr() netip.AddrPort {
	return l.conn.LocalAddr().(*net.UDPAddr).AddrPort()
}

func (l *UDPLink) read() {
	defer close(l.done)
	buf := make([]byte, MaxPacket+1) // one more, so an oversized packet shows
	for {
		n, from, err := l.conn.ReadFromUDPAddrPort(buf)
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			continue
		}
		l.in.put(netip.AddrPortFrom(from.Addr().Unmap(), from.Port()), buf[:n])
		l.nread.Add(1)
	}
}

// Sent returns how many packets SendPacket has written to the socket.
// It is safe for concurrent use.
func (l *UDPLink) Sent() uint64 { return l.nsent.Load() }

// Read returns how many packets the link's goroutine has read from the
// socket and put in its inbox (or dropped, the inbox being full): those a
// ReceivePackets called now would see. It is safe for concurrent use. With
// Sent, a test on loopback sockets can wait until every packet sent has
// arrived (see [Settle]) instead of sleeping and hoping.
func (l *UDPLink) Read() uint64 { return l.nread.Load() }

// SendPacket implements [Link.SendPacket]; it returns the socket's error.
func (l *UDPLink) SendPacket(_ time.Duration, to netip.AddrPort, packet []byte) error {
	_, err := l.conn.WriteToUDPAddrPort(packet, to)
	if err == nil {
		l.nsent.Add(1)
	}
	return err
}

// Settle waits until the links have read as many packets as they sent
// between them, or until limit of wall time has passed, and reports
// whether they did. Links that only talk to each other over loopback lose
// nothing, so a test that steps their transports with an injected clock
// calls Settle after each step's sends: every packet is then in its inbox
// before the next Poll, as on the in-memory transport, without guessing a
// sleep long enough for a loaded machine. limit
// is a safety net for a packet the system dropped (a full socket buffer);
// the transports' resends cover that one. The packets still missing when
// limit passes are written off (counted on the first link), so the next
// Settle of the same links waits only for packets sent since: before, one
// dropped packet made every later Settle wait the whole limit, and a test
// stepping 1,800 times hung for half an hour. Settle reads the wall clock
// (time.Now) for limit only.
func Settle(limit time.Duration, links ...*UDPLink) bool {
	if len(links) == 0 {
		return true
	}
	deadline := time.Now().Add(limit)
	for {
		var sent, read uint64
		for _, l := range links {
			sent += l.Sent()
			read += l.Read() + l.lost.Load()
		}
		if read >= sent {
			return true
		}
		if time.Now().After(deadline) {
			links[0].lost.Add(sent - read)
			return false
		}
		// Park (a yield alone would keep the scheduler from polling the
		// network until sysmon does, every 10 ms).
		time.Sleep(10 * time.Microsecond)
	}
}

// ReceivePackets implements [Link.ReceivePackets].
func (l *UDPLink) ReceivePackets(_ time.Duration, fn func(from netip.AddrPort, packet []byte)) {
	l.in.drain(fn)
}

// Close implements [Link.Close]: it closes the socket and waits for the
// reading goroutine to end.
func (l *UDPLink) Close() error {
	err := l.conn.Close()
	<-l.done
	if errors.Is(err, net.ErrClosed) {
		return nil
	}
	return err
}

// DialUDP returns a client that connects to the server at server
// ("127.0.0.1:7777") from a new UDP socket on any free port. It returns the
// error of resolving the address or opening the socket.
func DialUDP(server string, cfg Config) (*Client, error) {
	l, to, err := DialUDPLink(server)
	if err != nil {
		return nil, err
	}
	return NewClient(cfg, l, to), nil
}

// DialUDPLink opens what DialUDP's client runs on: a UDP socket on any free
// port (on the loopback address for a loopback server), and the server's
// resolved address. Wrap the link (a [Conditioner]) and give both to
// [NewClient]. It returns the error of resolving the address or opening
// the socket.
func DialUDPLink(server string) (*UDPLink, netip.AddrPort, error) {
	ua, err := net.ResolveUDPAddr("udp", server)
	if err != nil {
		return nil, netip.AddrPort{}, fmt.Errorf("transport: UDP address %q: %w", server, err)
	}
	to := ua.AddrPort()
	to = netip.AddrPortFrom(to.Addr().Unmap(), to.Port())
	local := ":0"
	if to.Addr().IsLoopback() {
		local = net.JoinHostPort(to.Addr().String(), "0")
	}
	l, err := ListenUDPLink(local)
	if err != nil {
		return nil, netip.AddrPort{}, err
	}
	return l, to, nil
}
