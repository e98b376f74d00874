package transport_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

// benchUDP measures messages of size bytes a second from a client to a
// server on loopback UDP, on channel ch: each op sends batch messages and
// Polls both ends once, the clock moving 1 ms; msgs/s counts the messages
// delivered (the reliable window and the send budget push back).
func benchUDP(b *testing.B, ch transport.Channel, size, batch int) {
	sl, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srv := transport.NewServer(transport.Config{}, sl)
	defer srv.Close()
	cl, err := transport.DialUDP(sl.Addr().String(), transport.Config{})
	if err != nil {
		b.Fatal(err)
	}
	defer cl.Close()
	var now time.Duration
	var events []transport.Event
	round := func() int {
		now += time.Millisecond
		cl.Poll(now, nil)
		events = srv.Poll(now, events[:0])
		runtime.Gosched()
		n := 0
		for _, e := range events {
			if e.Kind == transport.Message {
				n++
			}
		}
		return n
	}
	for i := 0; !cl.Connected(); i++ {
		if i == 100000 {
			b.Fatalf("no connection: client %+v, server strays %+v", cl.Stats(0), srv.Strays())
		}
		round()
		time.Sleep(10 * time.Microsecond)
	}
	msg := make([]byte, size)
	total := 0
	for b.Loop() { // one Poll of each end, sending batch messages
		for range batch {
			cl.Send(transport.ServerPeer, ch, msg)
		}
		total += round()
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "msgs/s")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkUDPLoopbackReliable_100B(b *testing.B) {
	benchUDP(b, transport.ReliableOrdered, 100, 100)
}

func BenchmarkUDPLoopbackUnreliable_100B(b *testing.B) {
	benchUDP(b, transport.Unreliable, 100, 100)
}
