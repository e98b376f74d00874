package transport_test

import (
	"bytes"
	"encoding/binary"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
)

// bad is the network of the conformance tests: 30% loss, duplication and
// reordering on top of latency and jitter, in both directions.
var bad = transport.Conditions{
	Latency: 40 * time.Millisecond, Jitter: 30 * time.Millisecond,
	Loss: 0.3, Duplicate: 0.1, Reorder: 0.1,
}

// numbered returns message i of a stream: its number and some bytes whose
// length depends on it, up to about 3 fragments.
func numbered(i int) []byte {
	b := binary.LittleEndian.AppendUint32(nil, uint32(i))
	return append(b, bytes.Repeat([]byte{byte(i)}, (i*977)%3000)...)
}

// checkStream checks that events hold messages 0.. on ch in order, each
// once, and returns how many.
func checkStream(t *testing.T, who string, events []transport.Event, ch transport.Channel) int {
	t.Helper()
	n := 0
	for _, e := range events {
		if e.Kind != transport.Message || e.Channel != ch {
			continue
		}
		if want := numbered(n); !bytes.Equal(e.Data, want) {
			t.Fatalf("%s: message %d is %d bytes starting %x, want %d bytes starting %x",
				who, n, len(e.Data), e.Data[:min(8, len(e.Data))], len(want), want[:4])
		}
		n++
	}
	return n
}

func TestReliableExactlyOnceInOrderOnBadNetwork(t *testing.T) {
	forEachNetwork(t, func(t *testing.T, nw network) {
		r := newRig(t, nw, 1, bad, 1)
		const total = 300
		for i := range total {
			if err := r.clients[0].Send(transport.ServerPeer, transport.ReliableOrdered, numbered(i)); err != nil {
				t.Fatal(err)
			}
			if err := r.srv.Send(1, transport.ReliableOrdered, numbered(i)); err != nil {
				t.Fatal(err)
			}
			if i%10 == 0 {
				r.tick()
			}
		}
		r.until(60*time.Second, func() bool {
			return checkStream(t, "server", r.sev, 0) == total && checkStream(t, "client", r.cev[0], 0) == total
		})
		for range 120 { // two more seconds: late duplicates must not deliver again
			r.tick()
		}
		if got := checkStream(t, "server", r.sev, 0); got != total {
			t.Errorf("server got %d messages, want %d", got, total)
		}
		noDisconnects(t, "server", r.sev)
		st := r.srv.Stats(1)
		if st.Resends == 0 || st.Dropped == 0 {
			t.Errorf("server stats %+v: want resends and dropped duplicates at 30%% loss", st)
		}
	})
}

func TestSequencedNeverTwiceNorStale(t *testing.T) {
	forEachNetwork(t, func(t *testing.T, nw network) {
		r := newRig(t, nw, 1, bad, 2)
		const total = 300
		for i := range total {
			r.clients[0].Send(transport.ServerPeer, transport.UnreliableSequenced, binary.LittleEndian.AppendUint32(nil, uint32(i)))
			r.tick()
		}
		for range 60 {
			r.tick()
		}
		last, got := -1, 0
		for _, e := range r.sev {
			if e.Kind != transport.Message {
				continue
			}
			n := int(binary.LittleEndian.Uint32(e.Data))
			if n <= last {
				t.Fatalf("sequenced message %d delivered after %d", n, last)
			}
			last, got = n, got+1
		}
		// 30% loss and some dropped as stale after reordering: at least
		// half of them still arrive.
		if got < total/2 {
			t.Errorf("%d of %d sequenced messages arrived, want at least half", got, total)
		}
	})
}

func TestMegabyteMessageArrivesIntact(t *testing.T) {
	forEachNetwork(t, func(t *testing.T, nw network) {
		r := newRig(t, nw, 1, transport.Conditions{Latency: 30 * time.Millisecond, Loss: 0.1}, 3)
		msg := make([]byte, transport.MaxMessage)
		rng := griff.NewRand(4)
		for i := range msg {
			msg[i] = byte(rng.Uint64())
		}
		if err := r.clients[0].Send(transport.ServerPeer, transport.ReliableOrdered, msg); err != nil {
			t.Fatal(err)
		}
		if err := r.clients[0].Send(transport.ServerPeer, transport.ReliableOrdered, msg[:10]); err != nil {
			t.Fatal(err)
		}
		r.until(60*time.Second, func() bool { return len(r.sev) == 2 })
		if !bytes.Equal(r.sev[0].Data, msg) || !bytes.Equal(r.sev[1].Data, msg[:10]) {
			t.Fatalf("got messages of %d and %d bytes, want the 1 MiB message intact and then 10 bytes", len(r.sev[0].Data), len(r.sev[1].Data))
		}
	})
}

func TestManyClientsFor30Seconds(t *testing.T) {
	forEachNetwork(t, func(t *testing.T, nw network) {
		const n = 64
		r := newRig(t, nw, n, transport.Conditions{}, 5)
		sent, echoes := 0, 0
		for tick := 0; r.now < 30*time.Second; tick++ {
			for i, c := range r.clients {
				c.Send(transport.ServerPeer, transport.UnreliableSequenced, []byte{byte(i), byte(tick)})
				if tick%6 == i%6 {
					c.Send(transport.ServerPeer, transport.ReliableOrdered, numbered(sent/n))
				}
			}
			if tick%6 == 5 {
				for p := transport.PeerID(1); p <= n; p++ {
					r.srv.Send(p, transport.ReliableOrdered, numbered(tick/6))
				}
				sent += n
				echoes++
			}
			r.tick()
		}
		deadline := r.now + 10*time.Second
		for !allEchoed(r, echoes) && r.now < deadline {
			r.tick()
		}
		if !allEchoed(r, echoes) {
			for i := range r.clients {
				t.Logf("client %d: %d messages, stats %+v, server's %+v", i, checkStream(t, "client", r.cev[i], transport.ReliableOrdered), r.clients[i].Stats(0), r.srv.Stats(transport.PeerID(i+1)))
			}
			t.Fatalf("not every client got the server's messages")
		}
		noDisconnects(t, "server", r.sev)
		perPeer := map[transport.PeerID]int{}
		for _, e := range r.sev {
			if e.Kind == transport.Message && e.Channel == transport.ReliableOrdered {
				perPeer[e.Peer]++
			}
		}
		for i := range r.clients {
			got := checkStream(t, "client", r.cev[i], transport.ReliableOrdered)
			if got != echoes || perPeer[transport.PeerID(i+1)] < echoes-1 {
				t.Fatalf("client %d got %d reliable messages and the server %d from it, want %d each way", i, got, perPeer[transport.PeerID(i+1)], echoes)
			}
		}
	})
}

// allEchoed reports whether every client got the want reliable messages the
// server sent it.
func allEchoed(r *rig, want int) bool {
	for i := range r.clients {
		if checkStream(r.t, "client", r.cev[i], transport.ReliableOrdered) < want {
			return false
		}
	}
	return true
}
