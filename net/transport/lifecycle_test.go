package transport_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"net/netip"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

// TestHoursLongSessionWrapsSequenceNumbers runs one connection for an hour
// of simulated time at 30 Polls a second with a message on every channel
// each Poll and 5% loss: 108,000 packets each way and as many reliable
// messages, so both the packet numbers and the reliable fragment numbers
// (16 bits) wrap, and everything still arrives in order.
func TestHoursLongSessionWrapsSequenceNumbers(t *testing.T) {
	r := newRig(t, networks[0], 1, transport.Conditions{Latency: 20 * time.Millisecond, Loss: 0.05}, 6)
	r.step = time.Second / 30
	const total = 108000
	next, lastSeq, seqGot := 0, -1, 0
	for i := range total {
		c := r.clients[0]
		c.Send(transport.ServerPeer, transport.ReliableOrdered, binary.LittleEndian.AppendUint32(nil, uint32(i)))
		c.Send(transport.ServerPeer, transport.UnreliableSequenced, binary.LittleEndian.AppendUint32(nil, uint32(i)))
		r.tick()
		for _, e := range r.sev {
			if e.Kind != transport.Message {
				t.Fatalf("event %v %v at %v", e.Kind, e.Reason, r.now)
			}
			n := int(binary.LittleEndian.Uint32(e.Data))
			switch e.Channel {
			case transport.ReliableOrdered:
				if n != next {
					t.Fatalf("reliable message %d arrived, want %d", n, next)
				}
				next++
			case transport.UnreliableSequenced:
				if n <= lastSeq {
					t.Fatalf("sequenced message %d arrived after %d", n, lastSeq)
				}
				lastSeq, seqGot = n, seqGot+1
			}
		}
		r.sev = r.sev[:0]
	}
	if next < total-30 || seqGot < total*9/10 {
		t.Errorf("after an hour: %d reliable and %d sequenced of %d arrived", next, seqGot, total)
	}
	if st := r.clients[0].Stats(0); st.PacketsOut < 1<<16 || st.Loss < 0.02 || st.Loss > 0.2 {
		t.Errorf("client stats %+v: want over 65536 packets and loss near 5%%", st)
	}
}

func TestKeepAliveAndTimeout(t *testing.T) {
	r := newRig(t, networks[0], 2, transport.Conditions{}, 7)
	for r.now < time.Minute { // idle: keepalives hold the connections open
		r.tick()
	}
	noDisconnects(t, "server", r.sev)
	if st := r.srv.Stats(1); st.RTT <= 0 || st.PacketsIn < 200 {
		t.Errorf("idle connection stats %+v: want keepalives (about 4 a second) and an RTT", st)
	}
	// Client 1 goes silent: it is timed out after 10 s.
	silent := r.clients[1]
	r.clients = r.clients[:1]
	start := r.now
	r.until(time.Minute, func() bool { return len(r.sev) > 0 })
	if e := r.sev[0]; e.Kind != transport.Disconnected || e.Peer != 2 || e.Reason != transport.ReasonTimeout {
		t.Fatalf("event %+v, want peer 2 timed out", e)
	}
	// The last keepalive it sent was up to 250 ms before it went silent.
	if waited := r.now - start; waited < 9700*time.Millisecond || waited > 10100*time.Millisecond {
		t.Errorf("timed out %v after going silent, want 10 s after its last packet", waited)
	}
	silent.Close()
	// Client 0 leaves politely.
	r.clients[0].Disconnect(transport.ServerPeer)
	r.tick()
	r.tick()
	if e := r.sev[1]; e.Peer != 1 || e.Reason != transport.ReasonRemote {
		t.Errorf("event %+v, want peer 1 left (ReasonRemote)", e)
	}
	if e := r.cev[0]; len(e) != 1 || e[0].Reason != transport.ReasonClosed {
		t.Errorf("client events %+v, want one Disconnected with ReasonClosed", e)
	}
}

func TestConnectFailures(t *testing.T) {
	hub := transport.NewHub()
	srv, addr := hub.Listen(transport.Config{MaxPeers: 1, Secret: []byte("s")})
	a, b := hub.Dial(transport.Config{}, addr), hub.Dial(transport.Config{}, addr)
	nowhere := hub.Dial(transport.Config{}, hub.NewLink().Addr())
	var ae, be, ne []transport.Event
	for now := time.Duration(0); now < 6*time.Second; now += 10 * time.Millisecond {
		ae, be, ne = a.Poll(now, ae), b.Poll(now, be), nowhere.Poll(now, ne)
		srv.Poll(now, nil)
	}
	got := fmt.Sprint(ae, be, ne)
	want := "[{Connected 0 ReliableOrdered [] None}] [{Disconnected 0 ReliableOrdered [] Denied}] [{Disconnected 0 ReliableOrdered [] Timeout}]"
	if got != want {
		t.Errorf("events\n%s, want\n%s", got, want)
	}
}

func TestSendErrors(t *testing.T) {
	x := newTapped(t)
	tests := []struct {
		peer transport.PeerID
		ch   transport.Channel
		n    int
		want error
	}{
		{1, transport.ReliableOrdered, transport.MaxMessage + 1, transport.ErrTooLarge},
		{1, transport.Unreliable, transport.MaxUnreliable + 1, transport.ErrTooLarge},
		{1, transport.UnreliableSequenced, transport.MaxUnreliable + 1, transport.ErrTooLarge},
		{1, transport.Channel(3), 1, transport.ErrBadChannel},
		{2, transport.ReliableOrdered, 1, transport.ErrUnknownPeer},
		{1, transport.ReliableOrdered, transport.MaxMessage, nil},
		{1, transport.Unreliable, transport.MaxUnreliable, nil},
	}
	for _, tt := range tests {
		if err := x.srv.Send(tt.peer, tt.ch, make([]byte, tt.n)); !errors.Is(err, tt.want) {
			t.Errorf("Send(%d, %v, %d bytes) = %v, want %v", tt.peer, tt.ch, tt.n, err, tt.want)
		}
	}
	// Nothing Polls: the 1 MiB above and 7 more fill the 8 MiB backlog.
	for i := 0; ; i++ {
		err := x.srv.Send(1, transport.ReliableOrdered, make([]byte, transport.MaxMessage))
		if i < 7 && err != nil || i == 7 && !errors.Is(err, transport.ErrBacklog) {
			t.Fatalf("Send of MiB %d = %v, want ErrBacklog at the ninth", i+2, err)
		}
		if err != nil {
			break
		}
	}
	x.cl.Close()
	if err := x.cl.Send(transport.ServerPeer, transport.Unreliable, nil); !errors.Is(err, transport.ErrClosed) {
		t.Errorf("Send after Close = %v, want ErrClosed", err)
	}
}

// TestMemoryNetworkIsDeterministic runs the same conditioned exchange twice
// and wants the same events and counters, bit for bit.
func TestMemoryNetworkIsDeterministic(t *testing.T) {
	run := func() string {
		r := newRig(t, networks[0], 3, bad, 8)
		var out bytes.Buffer
		for i := range 300 {
			for _, c := range r.clients {
				c.Send(transport.ServerPeer, transport.Channel(i%3), numbered(i))
			}
			r.tick()
		}
		for _, e := range r.sev {
			fmt.Fprintf(&out, "%v %d %v %x\n", e.Kind, e.Peer, e.Channel, e.Data[:4])
		}
		fmt.Fprintf(&out, "%+v %+v", r.srv.Stats(1), r.clients[2].Stats(0))
		return out.String()
	}
	if a, b := run(), run(); a != b {
		t.Errorf("two runs differ:\n%.500s\n---\n%.500s", a, b)
	}
}

func TestConditionerBandwidthAndLatency(t *testing.T) {
	hub := transport.NewHub()
	a, b := hub.NewLink(), hub.NewLink()
	c := transport.NewConditioner(a, transport.Conditions{Latency: 100 * time.Millisecond, Bandwidth: 12000}, nil)
	for range 20 { // 20 packets of 1200 bytes: 2 s at 12,000 bytes/s, the last 10 over the 1 s queue
		c.SendPacket(0, b.Addr(), make([]byte, 1200))
	}
	var arrived []time.Duration
	for now := time.Duration(0); now < 3*time.Second; now += 10 * time.Millisecond {
		c.ReceivePackets(now, nil)
		b.ReceivePackets(now, func(_ netip.AddrPort, p []byte) { arrived = append(arrived, now) })
	}
	if len(arrived) != 10 || arrived[0] != 200*time.Millisecond || arrived[9] != 1100*time.Millisecond {
		t.Errorf("packets arrived at %v, want 10, from 200 ms to 1.1 s", arrived)
	}
}

// A client whose machine was paused longer than the server's timeout (its
// own clock, like a game's, did not move meanwhile) hears at its next
// packets that the server forgot its connection: the server answers them
// with a disconnect (ReasonRemote), at most as large as what it got,
// instead of the client waiting out its own 10 s timeout.
func TestPausedClientHearsItWasForgotten(t *testing.T) {
	hub := transport.NewHub()
	srv, addr := hub.Listen(transport.Config{Secret: []byte("s")})
	cl := hub.Dial(transport.Config{}, addr)
	var cev, sev []transport.Event
	var cnow, snow time.Duration
	for ; snow < time.Second; snow += 10 * time.Millisecond {
		cnow = snow
		cev, sev = cl.Poll(cnow, cev), srv.Poll(snow, sev)
	}
	if !cl.Connected() || len(srv.Peers()) != 1 {
		t.Fatalf("not connected: client %v, server peers %v", cev, srv.Peers())
	}
	for ; len(srv.Peers()) > 0; snow += 10 * time.Millisecond { // the client's machine is paused
		sev = srv.Poll(snow, sev)
	}
	out := srv.Strays()
	cev = cev[:0]
	took := time.Duration(0)
	for ; took < 15*time.Second && len(cev) == 0; took += 10 * time.Millisecond {
		cnow += 10 * time.Millisecond
		snow += 10 * time.Millisecond
		cev, sev = cl.Poll(cnow, cev), srv.Poll(snow, sev)
	}
	if len(cev) != 1 || cev[0].Kind != transport.Disconnected || cev[0].Reason != transport.ReasonRemote || took > 100*time.Millisecond {
		t.Errorf("the paused client heard %v %v after it woke, want Disconnected (ReasonRemote) within 100 ms", cev, took)
	}
	st := srv.Strays()
	if n := st.PacketsOut - out.PacketsOut; n == 0 || st.BytesOut-out.BytesOut != 9*n || st.Dropped == out.Dropped {
		t.Errorf("server strays %+v -> %+v: want 9-byte answers counted, the packets dropped", out, st)
	}
}

// A flood of packets shaped as data from addresses the server has no
// connection for gets at most MaxForgottenAnswers disconnects a second of
// the server's clock, not one each (a reflector at the server's cost).
func TestForgottenAnswersBounded(t *testing.T) {
	hub := transport.NewHub()
	srv, addr := hub.Listen(transport.Config{Secret: []byte("s")})
	raw := hub.NewLink()
	forged := make([]byte, 17)
	forged[0], forged[1] = 6, 1 // kindData, key 1
	flood := func(now time.Duration, n int) uint64 {
		before := srv.Strays().PacketsOut
		for range n {
			raw.SendPacket(now, addr, forged)
		}
		srv.Poll(now, nil)
		return srv.Strays().PacketsOut - before
	}
	if got := flood(10*time.Millisecond, 1000); got != transport.MaxForgottenAnswers {
		t.Errorf("1,000 forged packets in a second got %d answers, want %d", got, transport.MaxForgottenAnswers)
	}
	if got := flood(500*time.Millisecond, 10); got != 0 {
		t.Errorf("10 more in the same second got %d answers, want 0", got)
	}
	if got := flood(1100*time.Millisecond, 10); got != 10 {
		t.Errorf("10 in the next second got %d answers, want 10", got)
	}
}
