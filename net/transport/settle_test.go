package transport_test

import (
	"net/netip"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

// Settle returns once every packet sent between the links has been read:
// then a ReceivePackets sees them all, with no sleep; the counters say how
// many went each way.
func TestSettle(t *testing.T) {
	a, b := loopbackLink(t), loopbackLink(t)
	for i := range 100 {
		if err := a.SendPacket(0, b.Addr(), []byte{byte(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.SendPacket(0, a.Addr(), []byte{7}); err != nil {
		t.Fatal(err)
	}
	if !transport.Settle(10*time.Second, a, b) {
		t.Fatalf("not settled in 10 s: sent %d and %d, read %d and %d", a.Sent(), b.Sent(), a.Read(), b.Read())
	}
	got := 0
	b.ReceivePackets(0, func(netip.AddrPort, []byte) { got++ })
	if got != 100 || a.Sent() != 100 || b.Read() != 100 || b.Sent() != 1 || a.Read() != 1 {
		t.Errorf("b received %d packets; a sent %d and read %d, b sent %d and read %d; want 100 each way from a, 1 from b",
			got, a.Sent(), a.Read(), b.Sent(), b.Read())
	}
}

// A packet the links never read (sent to a socket outside them, as one the
// system dropped) makes Settle give up once, at its limit; it is written off
// then, so the next Settle of the links returns once what was sent since is
// read, rather than waiting out its limit again for the same packet (one
// drop made every later step of a test wait a second: a 30-minute hang).
func TestSettleWritesOffALostPacket(t *testing.T) {
	a, b := loopbackLink(t), loopbackLink(t)
	elsewhere := loopbackLink(t)
	if err := a.SendPacket(0, elsewhere.Addr(), []byte{1}); err != nil {
		t.Fatal(err)
	}
	if transport.Settle(20*time.Millisecond, a, b) {
		t.Fatal("settled though a's packet went to neither link")
	}
	for round := range 3 {
		if err := a.SendPacket(0, b.Addr(), []byte{byte(round)}); err != nil {
			t.Fatal(err)
		}
		if !transport.Settle(time.Minute, a, b) {
			t.Fatalf("round %d: not settled: the lost packet was waited for again", round)
		}
	}
}

// loopbackLink returns a UDP link on a free port of 127.0.0.1, closed when
// the test ends.
func loopbackLink(t *testing.T) *transport.UDPLink {
	t.Helper()
	l, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}
