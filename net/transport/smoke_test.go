package transport_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

func TestMemorySmoke(t *testing.T) {
	hub := transport.NewHub()
	srv, addr := hub.Listen(transport.Config{Secret: []byte("s")})
	cl := hub.Dial(transport.Config{}, addr)
	var sev, cev []transport.Event
	step := 16 * time.Millisecond
	now := time.Duration(0)
	for i := 0; i < 10; i++ {
		now += step
		cev = cl.Poll(now, cev)
		sev = srv.Poll(now, sev)
	}
	if len(sev) != 1 || sev[0].Kind != transport.Connected || len(cev) != 1 || cev[0].Kind != transport.Connected {
		t.Fatalf("server events %v, client events %v", sev, cev)
	}
	big := bytes.Repeat([]byte("abcdefg"), 100000)
	if err := cl.Send(transport.ServerPeer, transport.ReliableOrdered, big); err != nil {
		t.Fatal(err)
	}
	sev = sev[:0]
	for i := 0; i < 100 && len(sev) == 0; i++ {
		now += step
		cev = cl.Poll(now, cev[:0])
		sev = srv.Poll(now, sev)
	}
	if len(sev) != 1 || !bytes.Equal(sev[0].Data, big) {
		t.Fatalf("got %d events", len(sev))
	}
	t.Logf("client %+v\nserver %+v", cl.Stats(0), srv.Stats(1))
}
