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
	a, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
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
