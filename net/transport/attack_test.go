package transport_test

import (
	"bytes"
	"net/netip"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

// tap wraps a link: it keeps a copy of every packet sent, and hands packets
// put in inject to the transport as if they came from anywhere.
type tap struct {
	transport.Link
	sent   [][]byte
	inject []injected
}

type injected struct {
	from netip.AddrPort
	p    []byte
}

func (l *tap) SendPacket(now time.Duration, to netip.AddrPort, p []byte) error {
	l.sent = append(l.sent, bytes.Clone(p))
	return l.Link.SendPacket(now, to, p)
}

func (l *tap) ReceivePackets(now time.Duration, fn func(netip.AddrPort, []byte)) {
	for _, in := range l.inject {
		fn(in.from, in.p)
	}
	l.inject = nil
	l.Link.ReceivePackets(now, fn)
}

// tapped is a server and a client on a hub, each link tapped.
type tapped struct {
	srv        *transport.Server
	cl         *transport.Client
	stap, ctap *tap
	caddr      netip.AddrPort
	now        time.Duration
	sev, cev   []transport.Event
}

func newTapped(t testing.TB) *tapped {
	hub := transport.NewHub()
	sl, cl := hub.NewLink(), hub.NewLink()
	x := &tapped{stap: &tap{Link: sl}, ctap: &tap{Link: cl}, caddr: cl.Addr()}
	x.srv = transport.NewServer(transport.Config{Secret: []byte("k")}, x.stap)
	x.cl = transport.NewClient(transport.Config{}, x.ctap, sl.Addr())
	for range 10 {
		x.tick()
	}
	if !x.cl.Connected() {
		t.Fatal("client did not connect")
	}
	x.sev, x.cev = nil, nil
	return x
}

func (x *tapped) tick() {
	x.now += time.Second / 60
	x.cev = x.cl.Poll(x.now, x.cev)
	x.sev = x.srv.Poll(x.now, x.sev)
}

// dataPackets returns the data packets (kind 6) in sent that carry a unit.
func dataPackets(sent [][]byte) [][]byte {
	var out [][]byte
	for _, p := range sent {
		if p[0] == 6 && len(p) > 17 {
			out = append(out, p)
		}
	}
	return out
}

func TestReplayedAndForgedPacketsAreDropped(t *testing.T) {
	x := newTapped(t)
	x.cl.Send(transport.ServerPeer, transport.ReliableOrdered, []byte("hello"))
	x.cl.Send(transport.ServerPeer, transport.Unreliable, []byte("u"))
	x.tick()
	x.tick()
	if len(x.sev) != 2 {
		t.Fatalf("server got %v, want two messages", x.sev)
	}
	pkts := dataPackets(x.ctap.sent)
	before := x.srv.Stats(1).Dropped
	// Replayed: the same packet again, and again later.
	x.stap.inject = append(x.stap.inject, injected{x.caddr, pkts[0]}, injected{x.caddr, pkts[0]})
	x.tick()
	// Forged: a newer packet number with a wrong connection key.
	forged := bytes.Clone(pkts[0])
	forged[1] ^= 0x55
	forged[9] += 100
	x.stap.inject = append(x.stap.inject, injected{x.caddr, forged})
	x.tick()
	if len(x.sev) != 2 {
		t.Fatalf("server got %d events after replays and forgeries, want still 2", len(x.sev))
	}
	if got := x.srv.Stats(1).Dropped - before; got != 3 {
		t.Errorf("server dropped %d packets, want 3 (two replays, one forgery)", got)
	}
}

func TestTruncatedAndStrangePacketsAreDropped(t *testing.T) {
	x := newTapped(t)
	x.cl.Send(transport.ServerPeer, transport.ReliableOrdered, bytes.Repeat([]byte("x"), 3000))
	x.tick()
	stranger := netip.MustParseAddrPort("127.0.0.1:9")
	for _, p := range dataPackets(x.ctap.sent) {
		for n := range len(p) {
			fresh := bytes.Clone(p[:n])
			if n > 10 {
				fresh[9] += 50 // a packet number not seen yet
			}
			x.stap.inject = append(x.stap.inject, injected{x.caddr, fresh}, injected{stranger, fresh})
		}
	}
	strays := x.srv.Strays().Dropped
	x.tick()
	x.tick()
	for _, e := range x.sev {
		if e.Kind != transport.Message || len(e.Data) != 3000 {
			t.Fatalf("server event %v %d bytes, want only the 3000-byte message", e.Kind, len(e.Data))
		}
	}
	if x.srv.Strays().Dropped == strays || x.srv.Stats(1).Dropped == 0 {
		t.Errorf("strays dropped %d, peer dropped %d: want both counted", x.srv.Strays().Dropped-strays, x.srv.Stats(1).Dropped)
	}
}

func TestSpoofedSourceCannotConnect(t *testing.T) {
	x := newTapped(t)
	// The challenge the server sent the real client, and its response.
	var response []byte
	for _, p := range x.ctap.sent {
		if p[0] == 3 {
			response = p
		}
	}
	spoofed := netip.MustParseAddrPort("127.0.0.2:4000")
	x.stap.inject = append(x.stap.inject, injected{spoofed, response})
	// A made-up token.
	madeUp := bytes.Clone(response)
	madeUp[21] ^= 1
	x.stap.inject = append(x.stap.inject, injected{spoofed, madeUp})
	strays := x.srv.Strays().Dropped
	x.tick()
	if len(x.srv.Peers()) != 1 {
		t.Fatalf("server has peers %v after spoofed responses, want only the real client", x.srv.Peers())
	}
	if got := x.srv.Strays().Dropped - strays; got != 2 {
		t.Errorf("server dropped %d spoofed responses, want 2", got)
	}
	// A token is good for its time slot and the next: 10 to 20 s.
	x.srv.Disconnect(1)
	for x.now < 25*time.Second {
		x.tick()
	}
	x.stap.inject = append(x.stap.inject, injected{x.caddr, response})
	x.tick()
	if len(x.srv.Peers()) != 0 {
		t.Errorf("an expired token opened a connection: peers %v", x.srv.Peers())
	}
}
