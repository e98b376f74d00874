package transport

import (
	"bytes"
	"net/netip"
	"testing"
	"time"
)

// samplePacket encodes a data packet with one unit of each kind.
func samplePacket(b []byte) []byte {
	b = appendHeader(b[:0], header{key: 0x1234, seq: 65535, ack: 7, ackBits: 0xF0F0})
	units := []unit{
		{ch: ReliableOrdered, end: true, id: 65535, data: []byte("reliable")},
		{ch: Unreliable, data: []byte("u")},
		{ch: UnreliableSequenced, id: 3, data: nil},
		{ch: chPing},
	}
	for i := range units {
		b = appendUnit(b, &units[i])
	}
	return b
}

func TestPacketRoundTrip(t *testing.T) {
	p := samplePacket(nil)
	h, body, err := readHeader(p)
	if err != nil || h != (header{key: 0x1234, seq: 65535, ack: 7, ackBits: 0xF0F0}) {
		t.Fatalf("readHeader = %+v, %v", h, err)
	}
	var got []string
	var u unit
	for len(body) > 0 {
		if body, err = readUnit(body, &u); err != nil {
			t.Fatal(err)
		}
		got = append(got, u.ch.String()+":"+string(u.data))
		if u.ch == ReliableOrdered && (!u.end || u.id != 65535) {
			t.Errorf("reliable unit end %v id %d, want true 65535", u.end, u.id)
		}
	}
	want := []string{"ReliableOrdered:reliable", "Unreliable:u", "UnreliableSequenced:", "Channel(3):"}
	if len(got) != len(want) {
		t.Fatalf("units %q, want %q", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("unit %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestPacketEncodeDecodeAllocatesNothing(t *testing.T) {
	buf := make([]byte, 0, MaxPacket)
	var u unit
	allocs := testing.AllocsPerRun(100, func() {
		buf = samplePacketNoAlloc(buf)
		_, body, _ := readHeader(buf)
		for len(body) > 0 {
			body, _ = readUnit(body, &u)
		}
	})
	if allocs != 0 {
		t.Errorf("encoding and decoding a packet allocates %v times, want 0", allocs)
	}
}

var payload = bytes.Repeat([]byte{7}, 100)

// samplePacketNoAlloc encodes a data packet of ten 100-byte reliable units.
func samplePacketNoAlloc(b []byte) []byte {
	b = appendHeader(b[:0], header{key: 99, seq: 1, ack: 2, ackBits: 3})
	for i := range 10 {
		u := unit{ch: ReliableOrdered, id: uint16(i), end: true, data: payload}
		b = appendUnit(b, &u)
	}
	return b
}

// TestSteadyConnectionAllocatesNothing pumps packets of unreliable messages
// between two connections and counts the allocations of sending and
// receiving them, not of the delivered messages' own bytes.
func TestSteadyConnectionAllocatesNothing(t *testing.T) {
	cfg := Config{Secret: []byte("x")}.resolved()
	a := newConn(&cfg, address{}, 1, 5, 0)
	b := newConn(&cfg, address{}, 0, 5, 0)
	buf := make([]byte, 0, MaxPacket)
	events := make([]Event, 0, 64)
	now := time.Duration(0)
	var toB, toA func(address, []byte)
	toB = func(_ address, p []byte) {
		h, body, _ := readHeader(p)
		events = b.receive(now, h, body, events[:0])
	}
	toA = func(_ address, p []byte) {
		h, body, _ := readHeader(p)
		events = a.receive(now, h, body, events[:0])
	}
	step := func() {
		now += time.Second / 60
		a.enqueue(Unreliable, payload[:0])
		buf = a.flush(now, buf, toB)
		buf = b.flush(now, buf, toA)
	}
	for range 2000 { // past every history ring, so all buffers are grown
		step()
	}
	if allocs := testing.AllocsPerRun(200, step); allocs > 1 {
		t.Errorf("a steady step allocates %v times, want at most 1 (the delivered message)", allocs)
	}
}

func BenchmarkPacketEncode_10x100B(b *testing.B) {
	buf := make([]byte, 0, MaxPacket)
	b.ReportAllocs()
	for b.Loop() {
		buf = samplePacketNoAlloc(buf)
	}
}

func BenchmarkPacketDecode_10x100B(b *testing.B) {
	p := samplePacketNoAlloc(nil)
	var u unit
	b.ReportAllocs()
	for b.Loop() {
		_, body, _ := readHeader(p)
		for len(body) > 0 {
			body, _ = readUnit(body, &u)
		}
	}
}

// FuzzPacket feeds any bytes to the packet reader and to a server and client
// with an open connection, from the peer's address and a stranger's: nothing
// panics, and a packet the reader accepts encodes back to the same bytes.
func FuzzPacket(f *testing.F) {
	f.Add(samplePacket(nil))
	f.Add(samplePacketNoAlloc(nil))
	f.Add([]byte{kindData})
	f.Add(appendDisconnect(nil, 5))
	f.Fuzz(func(t *testing.T, p []byte) {
		checkReencode(t, p)
		srv, cl, caddr, saddr := connectedPair(t)
		inject(srv, caddr, p)
		inject(srv, netip.MustParseAddrPort("127.0.0.1:9"), p)
		srv.Poll(time.Second, nil)
		cl.handle(saddr, p)
		if len(p) > 9 { // the same bytes under the real key
			q := appendHeader(nil, header{key: cl.c.key, seq: uint16(p[0]) << 8})
			q = append(q, p[9:]...)
			inject(srv, caddr, q)
			cl.handle(saddr, q)
		}
		for _, e := range srv.Poll(2*time.Second, nil) {
			if e.Kind == Connected {
				t.Fatalf("a fuzzed packet opened a connection")
			}
		}
	})
}

func checkReencode(t *testing.T, p []byte) {
	h, body, err := readHeader(p)
	if err != nil || !validUnits(body, &unit{}) {
		return
	}
	out := appendHeader(nil, h)
	var u unit
	for len(body) > 0 {
		body, _ = readUnit(body, &u)
		out = appendUnit(out, &u)
	}
	if !bytes.Equal(out, p) {
		t.Fatalf("packet %x encodes back as %x", p, out)
	}
}

// connectedPair returns a server and a client on a hub with the handshake
// done, the client's address and the server's.
func connectedPair(t *testing.T) (*Server, *Client, netip.AddrPort, netip.AddrPort) {
	hub := NewHub()
	srv, saddr := hub.Listen(Config{Secret: []byte("k")})
	cl := hub.Dial(Config{}, saddr)
	for i := range 5 {
		now := time.Duration(i) * 10 * time.Millisecond
		cl.Poll(now, nil)
		srv.Poll(now, nil)
	}
	if !cl.Connected() {
		t.Fatal("client did not connect")
	}
	return srv, cl, cl.link.(*MemLink).Addr(), saddr
}

// inject puts packet p from from into srv's one memory link.
func inject(srv *Server, from netip.AddrPort, p []byte) {
	l := srv.links[0].(*MemLink)
	l.inbox = append(l.inbox, memPacket{from: from, off: len(l.bytes), n: len(p)})
	l.bytes = append(l.bytes, p...)
}

// FuzzHandshake feeds any bytes to the handshake reader and to a server and
// a client still handshaking: nothing panics, a packet the reader accepts
// encodes back to the same bytes, and no made-up response opens a
// connection.
func FuzzHandshake(f *testing.F) {
	for _, h := range []handshake{{kind: kindRequest, salt: 1}, {kind: kindChallenge, salt: 2, slot: 3},
		{kind: kindResponse, salt: 4, slot: 0}, {kind: kindAccept, salt: 5, key: 6}, {kind: kindDeny, salt: 7}} {
		f.Add(appendHandshake(nil, &h))
	}
	f.Fuzz(func(t *testing.T, p []byte) {
		var h handshake
		if readHandshake(p, &h) == nil {
			if out := appendHandshake(nil, &h); !bytes.Equal(out, p) {
				t.Fatalf("handshake %x encodes back as %x", p, out)
			}
		}
		hub := NewHub()
		srv, saddr := hub.Listen(Config{Secret: []byte("k")})
		cl := hub.Dial(Config{}, saddr)
		cl.Poll(0, nil)
		inject(srv, netip.MustParseAddrPort("127.0.0.1:9"), p)
		for _, e := range srv.Poll(0, nil) {
			t.Fatalf("a fuzzed handshake made event %v", e.Kind)
		}
		cl.handle(saddr, p)
		cl.Poll(time.Millisecond, nil)
	})
}
