package transport_test

import (
	"context"
	"net/netip"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
)

// network makes the links of one kind of transport. Every address is on
// 127.0.0.1: no test sends outside 127.0.0.0/8.
type network struct {
	name string
	// real networks have goroutines reading sockets: each tick waits for
	// packets to land (UDP until every packet sent was read, see
	// transport.Settle; WebSocket a moment).
	real   bool
	listen func(t *testing.T) (transport.Link, func(t *testing.T) (transport.Link, netip.AddrPort))
}

var networks = []network{
	{name: "memory", listen: func(t *testing.T) (transport.Link, func(*testing.T) (transport.Link, netip.AddrPort)) {
		hub := transport.NewHub()
		sl := hub.NewLink()
		return sl, func(*testing.T) (transport.Link, netip.AddrPort) { return hub.NewLink(), sl.Addr() }
	}},
	{name: "udp", real: true, listen: func(t *testing.T) (transport.Link, func(*testing.T) (transport.Link, netip.AddrPort)) {
		sl, err := transport.ListenUDPLink("127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		return sl, func(t *testing.T) (transport.Link, netip.AddrPort) {
			l, err := transport.ListenUDPLink("127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			return l, sl.Addr()
		}
	}},
	{name: "websocket", real: true, listen: func(t *testing.T) (transport.Link, func(*testing.T) (transport.Link, netip.AddrPort)) {
		sl, err := transport.ListenWebSocket("127.0.0.1:0", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		return sl, func(t *testing.T) (transport.Link, netip.AddrPort) {
			l, err := transport.DialWebSocketLink(context.Background(), "ws://"+sl.Addr().String()+"/", nil)
			if err != nil {
				t.Fatal(err)
			}
			return l, l.Server()
		}
	}},
}

// rig is a server and its clients on one network, stepped by a simulated
// clock.
type rig struct {
	t       *testing.T
	real    bool
	now     time.Duration
	step    time.Duration
	srv     *transport.Server
	clients []*transport.Client
	sev     []transport.Event    // server events not yet taken
	cev     [][]transport.Event  // each client's events not yet taken
	udp     []*transport.UDPLink // the UDP links, to settle after each tick
}

// newRig connects n clients to a server on nw, every link wrapped in a
// conditioner with cond, and fails the test if they do not all connect.
func newRig(t *testing.T, nw network, n int, cond transport.Conditions, seed uint64) *rig {
	t.Helper()
	rng := griff.NewRand(seed)
	wrap := func(l transport.Link) transport.Link {
		l = loopbackOnly{Link: l, t: t}
		if cond == (transport.Conditions{}) {
			return l
		}
		return transport.NewConditioner(l, cond, rng.Spawn())
	}
	sl, dial := nw.listen(t)
	r := &rig{t: t, real: nw.real, step: time.Second / 60, cev: make([][]transport.Event, n)}
	r.keepUDP(sl)
	r.srv = transport.NewServer(transport.Config{Secret: []byte("test secret")}, wrap(sl))
	for range n {
		l, addr := dial(t)
		r.keepUDP(l)
		r.clients = append(r.clients, transport.NewClient(transport.Config{Rand: rng.Spawn()}, wrap(l), addr))
	}
	t.Cleanup(func() { r.close() })
	r.until(30*time.Second, func() bool { return len(r.srv.Peers()) == n && r.allConnected() })
	r.sev = r.sev[:0]
	for i := range r.cev {
		r.cev[i] = r.cev[i][:0]
	}
	return r
}

func (r *rig) allConnected() bool {
	for _, c := range r.clients {
		if !c.Connected() {
			return false
		}
	}
	return true
}

func (r *rig) close() {
	for _, c := range r.clients {
		c.Close()
	}
	r.srv.Close()
}

// tick advances the clock one step and polls every client, then the server.
func (r *rig) tick() {
	r.now += r.step
	for i, c := range r.clients {
		r.cev[i] = c.Poll(r.now, r.cev[i])
	}
	r.sev = r.srv.Poll(r.now, r.sev)
	switch {
	case len(r.udp) > 0:
		transport.Settle(time.Second, r.udp...)
	case r.real:
		time.Sleep(200 * time.Microsecond)
	}
}

// keepUDP keeps l among the links settled after each tick if it is a UDP link.
func (r *rig) keepUDP(l transport.Link) {
	if u, ok := l.(*transport.UDPLink); ok {
		r.udp = append(r.udp, u)
	}
}

// until ticks until done reports true, failing the test after limit of
// simulated time.
func (r *rig) until(limit time.Duration, done func() bool) {
	r.t.Helper()
	end := r.now + limit
	for !done() {
		if r.now >= end {
			r.t.Fatalf("not done after %v of simulated time", limit)
		}
		r.tick()
	}
}

// forEachNetwork runs test once per network, as a subtest.
func forEachNetwork(t *testing.T, test func(t *testing.T, nw network)) {
	for _, nw := range networks {
		t.Run(nw.name, func(t *testing.T) { test(t, nw) })
	}
}

// noDisconnects fails the test for any Disconnected event in events.
func noDisconnects(t *testing.T, who string, events []transport.Event) {
	t.Helper()
	for _, e := range events {
		if e.Kind == transport.Disconnected {
			t.Fatalf("%s: peer %d disconnected: %v", who, e.Peer, e.Reason)
		}
	}
}

// loopbackOnly fails the test for a packet sent outside 127.0.0.0/8 (but to
// the address a WebSocket client link gives its server, which is no socket
// address: the link sends on its one connection).
type loopbackOnly struct {
	transport.Link
	t *testing.T
}

func (l loopbackOnly) SendPacket(now time.Duration, to netip.AddrPort, p []byte) error {
	if _, ws := l.Link.(*transport.WebSocketLink); !ws && !(to.Addr().Is4() && to.Addr().As4()[0] == 127) {
		l.t.Errorf("a packet was sent to %v, outside 127.0.0.0/8", to)
	}
	return l.Link.SendPacket(now, to, p)
}
